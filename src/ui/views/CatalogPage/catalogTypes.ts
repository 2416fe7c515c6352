import type { Availability } from '../../AvailabilityBadge/availability.ts';
import type { FilterChipItem } from '../FilterPanel/FilterChips.tsx';
import type { CatalogCategory, FilterOptionLists, FilterValues } from '../FilterPanel/filterTypes.ts';

export const catalogStatuses = ['loading', 'error', 'empty', 'list'] as const;
export type CatalogStatus = (typeof catalogStatuses)[number];

/** Part 1 §9 "Catalogue sort options: none, -production_year, brand__name, price_usd, -price_usd" ('' is none). */
export const catalogSorts = ['', '-production_year', 'brand__name', 'price_usd', '-price_usd'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** Part 1 §9 "Catalogue page sizes: 24 (default), 48, 96". */
export const catalogPageSizes = [24, 48, 96] as const;
export type CatalogPageSize = (typeof catalogPageSizes)[number];

export const catalogItemKinds = ['watch', 'bag', 'jewelry'] as const;
export type CatalogItemKind = (typeof catalogItemKinds)[number];

/** One card of the grid, already linked to its detail route (/product/{id}, /jewelry/{id} or /bag/{id}). */
export type CatalogItem = {
  id: number;
  /** What the piece is: the callbacks get the item, and a favorite, comparison or cart call needs its category. */
  kind: CatalogItemKind;
  href: string;
  imageUrl: string | null;
  imageAlt: string;
  brand: string;
  model: string;
  reference: string | null;
  priceUsd: string | null;
  priceOnRequest: boolean;
  isLimitedEdition: boolean;
  /** The size of a limited series, in its badge (issue 22 item 3). */
  limitedEditionPieces?: number | null;
  /** Issue 10 items 13 and 16 (see ProductCard): the sale's previous price, year, condition, box & papers. */
  previousPriceUsd?: string | null;
  year?: number | null;
  condition?: string | null;
  fullSet?: boolean;
  /** Issue 26 (see ProductCard): reserved or sold pieces have no add-to-cart; how many are left. */
  availability?: Availability | null;
  availableQuantity?: number | null;
  /** The shopper's marks (part 1 §4 "Favorites and comparison", "Cart"): shown only with their callbacks. */
  isFavorite?: boolean;
  isCompared?: boolean;
  inCart?: boolean;
};

/** Why the page failed: a transport code, or the server's words. */
export type CatalogError = { code?: string; detail?: string | null; message?: string | null };

export type CatalogFiltersProps = {
  /** The filters as being edited (the sidebar and the drawer both show the draft). */
  value: FilterValues;
  options: FilterOptionLists;
  countsLoading: boolean;
  /** A sidebar change waits for the 400 ms pause. */
  pending: boolean;
  /** Applied filters, for the mobile button's badge and the sidebar's reset. */
  activeCount: number;
  drawerOpen: boolean;
  canApply: boolean;
  onChange: (patch: Partial<FilterValues>) => void;
  onReset: () => void;
  onOpen: () => void;
  onApply: () => void;
  onCancel: () => void;
  onCategoryChange: (category: CatalogCategory) => void;
  /** The applied filters as removable chips above the grid. */
  chips?: readonly FilterChipItem[];
  onRemoveChip?: (id: string) => void;
  /** The applied brand ids, listed first in the brand list. */
  pinnedBrandIds?: readonly number[];
  /** How many products the drawer's staged filters find ("Показать 14"); null while unknown. */
  resultCount?: number | null;
};
