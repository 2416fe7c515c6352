import type { components } from '../../kernel/schema.d.ts';

/** Entity types of the contract, named for the code that uses them; all derived from openapi.yaml. */
type Schemas = components['schemas'];

export type ApiErrorBody = Schemas['Error'];
export type Health = Schemas['Health'];

export type Photo = Schemas['Photo'];
export type NamedRef = Schemas['NamedRef'];
export type BrandRef = Schemas['BrandRef'];
export type Watch = Schemas['Watch'];
export type Jewelry = Schemas['Jewelry'];
export type Bag = Schemas['Bag'];
/** A sale entry (issue 22 item 13): the watch, jewelry or bag itself plus `kind` naming which. */
export type SaleEntry = Schemas['SaleEntry'];

export type Brand = Schemas['Brand'];
export type Collection = Schemas['Collection'];
export type WatchType = Schemas['WatchType'];
export type CaseMaterial = Schemas['CaseMaterial'];
export type GlassType = Schemas['GlassType'];
export type MovementType = Schemas['MovementType'];
export type WatchFunction = Schemas['WatchFunction'];
export type StrapMaterial = Schemas['StrapMaterial'];
export type Condition = Schemas['Condition'];
export type JewelryType = Schemas['JewelryType'];
export type Workshop = Schemas['Workshop'];
export type City = Schemas['City'];
export type Country = Schemas['Country'];

export type FacetBucket = Schemas['FacetBucket'];
export type Facets = Schemas['Facets'];

/** A piece the boutique has sold (issue 26, /sales-history): what it was and the month of the sale, never a price. */
export type SoldPiece = Schemas['SoldPiece'];
/** A brand the sales history's filter offers, with how many of its pieces were sold. */
export type SalesHistoryBrand = Schemas['SalesHistoryBrand'];
/** One page of the sales history: the pieces and the brands the filter offers. */
export type SoldPiecesPage = Schemas['PagedSoldPieceList'];

export type Banner = Schemas['Banner'];
export type Faq = Schemas['FAQ'];
export type Video = Schemas['Video'];

/** One page of a list: `count` across all pages, absolute `next`/`previous` links (or null), and `results`. */
export interface Paged<T> {
  count: Schemas['PageCount'];
  next: Schemas['PageLink'];
  previous: Schemas['PageLink'];
  results: T[];
}

/** The three things the shop sells, as routes and machines name them. */
export type ProductKind = 'watch' | 'jewelry' | 'bag';
