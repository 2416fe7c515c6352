import type { Bag, Jewelry, Photo, ProductKind, Watch } from '../api/types.ts';
import { productHref } from './productLinks.ts';

/** A piece of any category, as the list and detail calls answer it. */
export type CardProduct = Watch | Jewelry | Bag;

/** Only watches carry the limited-edition flag (part 1 §3). */
export const isWatch = (product: CardProduct): product is Watch => 'is_limited_edition' in product;

/** A card shows the primary photo, else the first (part 1 §4 "Detail photos"). */
export const primaryPhoto = (photos: readonly Photo[]): Photo | undefined => photos.find((photo) => photo.is_primary) ?? photos[0];

/**
 * What tells two pieces of one reference apart on a card (issue 10 item 16): year, condition in the API's words,
 * box & papers. Watches name their condition `condition_description`, jewelry and bags `condition_text`.
 */
export const pieceDetails = (product: CardProduct): { year: number | null; condition: string | null; fullSet: boolean } => ({
  year: isWatch(product) ? (product.production_year ?? null) : null,
  condition: (isWatch(product) ? product.condition_description : product.condition_text) ?? null,
  fullSet: Boolean(product.full_set),
});

/** The fields every product card (ProductCard) draws, from a piece of any category: one copy for every feature. */
export function cardOf(kind: ProductKind, product: CardProduct, image: 'image_url' | 'thumbnail_url' = 'image_url') {
  return {
    id: product.id,
    href: productHref(kind, product.id),
    imageUrl: primaryPhoto(product.photos)?.[image] ?? null,
    imageAlt: `${product.brand.name} ${product.model_name}`,
    brand: product.brand.name,
    model: product.model_name,
    reference: product.reference || null,
    priceUsd: product.price_usd ?? null,
    priceOnRequest: product.price_on_request,
    isLimitedEdition: kind === 'watch' && isWatch(product) ? product.is_limited_edition : false,
    limitedEditionPieces: kind === 'watch' && isWatch(product) ? (product.limited_edition_pieces ?? null) : null,
    previousPriceUsd: product.previous_price_usd ?? null,
    ...pieceDetails(product),
    ...availabilityOf(product),
  };
}

/**
 * Issue 26: whether the piece can still be had (`available`, `reserved` by an order, `sold`) and how many can still
 * go into a cart (0 when reserved or sold; jewelry and bags may have more than one).
 */
export const availabilityOf = (product: CardProduct) => ({ availability: product.availability, availableQuantity: product.available_quantity });

/**
 * A cart line as the /cart and /checkout views draw it (photo, brand, model, reference, price or "price on request",
 * quantity); null for a stand-in (an add still on its way, `item` null), which joins the list with the answer.
 */
export function cartLineView(line: { id: number; product: { kind: ProductKind; id: number }; quantity: number; item: CardProduct | null }) {
  if (!line.item) return null;
  const card = cardOf(line.product.kind, line.item, 'thumbnail_url');
  return {
    id: line.id,
    kind: line.product.kind,
    href: card.href,
    brand: card.brand,
    model: card.model,
    reference: card.reference,
    priceUsd: card.priceUsd,
    priceOnRequest: card.priceOnRequest,
    imageUrl: card.imageUrl,
    quantity: line.quantity,
    availability: card.availability,
    availableQuantity: card.availableQuantity,
  };
}
