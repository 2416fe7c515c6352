import type { ColumnType, Generated } from 'kysely';
import type { Numeric, NumericNull, Timestamp } from './column-types.ts';

/**
 * The catalogue's tables: reference lists, brands, collections, the three product kinds and their photos.
 */
export interface NamedTable {
  id: Generated<number>;
  name: string;
  name_en: string;
  sort_order: Generated<number>;
}

export interface CountriesTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: string;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  name_en: string;
  country_code: string;
}

/** Issue 22 item 16: the «Бутик» filter offers the boutiques only. */
export type WorkshopKind = 'boutique' | 'service_center';

export interface WorkshopsTable {
  id: Generated<number>;
  name: string;
  name_en: string;
  city_id: number;
  address: string | null;
  /** Defaults to 'boutique' (migration 0014). */
  kind: Generated<WorkshopKind>;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  /** Other spellings as brandKey keys: Russian names, "bulgari" for Bvlgari (migration 0002). */
  search_keys: ColumnType<string[], string[] | undefined, string[]>;
  country: string | null;
  founded: number | null;
}

export interface CollectionsTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
}

export interface ProductColumns {
  id: Generated<number>;
  brand_id: number;
  model_name: string;
  reference: string;
  reference_key: string;
  price_usd: NumericNull;
  /** The price before a sale's reduction (migration 0006); null when not reduced. */
  previous_price_usd: Generated<string | null>;
  price_on_request: Generated<boolean>;
  /**
   * A price-on-request piece's figure, for the managers only (migration 0012): no answer's query selects it, and
   * such a piece's price_usd and previous_price_usd stay null (a CHECK).
   */
  guide_price_usd: Generated<string | null>;
  on_sale: Generated<boolean>;
  full_set: Generated<boolean>;
  city_id: number;
  description: Generated<string>;
  description_en: Generated<string>;
  popularity: Generated<number>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  /** Pieces in the boutique (migration 0015): a watch is one; 0 once sold. */
  stock: Generated<number>;
  /** Of those, how many orders hold (pending, confirmed, shipped); never more than stock (a CHECK). */
  reserved: Generated<number>;
  /** When the last piece was delivered: the sales history's date; null while any is left. */
  sold_at: Generated<Date | null>;
  /** The boutique's own key (migration 0016): the CSV import's match; null for a piece not imported. */
  sku: Generated<string | null>;
}

export interface WatchesTable extends ProductColumns {
  collection_id: number | null;
  watch_type_id: number;
  case_material_id: number;
  glass_type_id: number;
  movement_type_id: number;
  strap_material_id: number;
  condition_id: number;
  workshop_id: number | null;
  dial_color: string;
  dial_color_en: string;
  case_diameter_mm: Numeric;
  case_thickness_mm: NumericNull;
  water_resistance_m: number | null;
  production_year: number;
  caliber: string | null;
  power_reserve_hours: number | null;
  is_limited_edition: Generated<boolean>;
  limited_edition_pieces: number | null;
}

export interface WatchFunctionsTable {
  watch_id: number;
  function_id: number;
}

export interface JewelryTable extends ProductColumns {
  jewelry_type_id: number;
  metal: string | null;
  metal_en: string | null;
  insert_stone: string | null;
  insert_stone_en: string | null;
  equipment_text: string | null;
  equipment_text_en: string | null;
  condition_text: string;
  condition_text_en: string;
}

export interface BagsTable extends ProductColumns {
  color: string | null;
  color_en: string | null;
  material: string | null;
  material_en: string | null;
  kit_description: string | null;
  kit_description_en: string | null;
  condition_text: string;
  condition_text_en: string;
}

export interface ProductRef {
  watch_id: number | null;
  jewelry_id: number | null;
  bag_id: number | null;
}

export interface ProductPhotosTable extends ProductRef {
  id: Generated<number>;
  view: Generated<number>;
  position: Generated<number>;
  is_primary: Generated<boolean>;
  /** Migration 0017: an imported photograph's name, type and bytes; all null for a drawn picture. */
  file_name: Generated<string | null>;
  mime_type: Generated<string | null>;
  /** PGlite reads bytea as a Uint8Array, pg as a Buffer (a Uint8Array too). */
  data: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
}
