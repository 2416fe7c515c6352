import type { Availability } from '../../AvailabilityBadge/availability.ts';
import type { PriceInput } from '../../Price/price.ts';
import type { SpecRow } from '../SpecTable/SpecTable.tsx';

export const productPageStates = ['loading', 'error', 'notFound', 'loaded'] as const;
export type ProductPageState = (typeof productPageStates)[number];
export const productPageKinds = ['watch', 'jewelry', 'bag'] as const;
export type ProductPageKind = (typeof productPageKinds)[number];
export type ProductRequestKind = 'price' | 'livePhotos';

export type ProductDetails = {
  brand: string;
  model: string;
  reference?: string | null;
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  isLimitedEdition?: boolean;
  /** The size of a limited series, in its badge beside the price (issue 22 item 3). */
  limitedEditionPieces?: number | null;
  /** A sale piece's price before its reduction, shown struck through with the reduction (issue 10 item 13). */
  previousPriceUsd?: PriceInput;
  /** Where the item is; the caller applies part 1 §9 (jewelry and bags: Dubai). */
  availabilityCity: string;
  /**
   * Issue 26: `reserved` shows the badge and why, without add-to-cart; `sold` says «Продано» in place of the price and
   * offers neither the cart nor the requests. Left out: available.
   */
  availability?: Availability | null;
  /** How many can still go into a cart; said when more than one is left. */
  availableQuantity?: number | null;
  description?: string | null;
  specs: SpecRow[];
};

export type RelatedItem = {
  id: number;
  href: string;
  imageUrl?: string | null;
  brand: string;
  model: string;
  reference?: string | null;
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  isLimitedEdition?: boolean;
  limitedEditionPieces?: number | null;
  previousPriceUsd?: PriceInput;
  /** What tells two pieces of one reference apart on their cards (issue 10 item 16). */
  year?: number | null;
  condition?: string | null;
  fullSet?: boolean | null;
  /** Issue 26: a reserved or sold piece says so on its card; how many are left. */
  availability?: Availability | null;
  availableQuantity?: number | null;
};

/** The shopper's actions on the piece (part 1 §2.7, §4 "Cart", "Favorites and comparison"). */
export type ProductActions = {
  isFavorite: boolean;
  isCompared: boolean;
  /** Already in the cart: add-to-cart becomes a link to /cart. */
  inCart: boolean;
  onToggleFavorite: () => void;
  onToggleCompare: () => void;
  onAddToCart: () => void;
};
