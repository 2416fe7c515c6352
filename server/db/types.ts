import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely's view of the schema (server/db/migrations). Written by hand next to the migrations: a new migration
 * updates this file in the same commit.
 *
 * numeric columns come back as strings from both drivers and are written as strings or numbers;
 * timestamptz come back as Date.
 */
type Numeric = ColumnType<string, string | number, string | number>;
type NumericNull = ColumnType<string | null, string | number | null, string | number | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TimestampNull = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type BigIntId = ColumnType<string | number | null, string | number | null | undefined, string | number | null>;

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

interface ProductColumns {
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

interface ProductRef {
  watch_id: number | null;
  jewelry_id: number | null;
  bag_id: number | null;
}

export interface ProductPhotosTable extends ProductRef {
  id: Generated<number>;
  view: Generated<number>;
  position: Generated<number>;
  is_primary: Generated<boolean>;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  subtitle: string | null;
  subtitle_en: string | null;
  link: string;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

/** The /faq page's groups (part 2 §2); the contract's FAQ `group` (migration 0009). */
export type FaqSection = 'order_payment' | 'delivery' | 'warranty' | 'products';

export interface FaqsTable {
  id: Generated<number>;
  question: string;
  question_en: string;
  answer: string;
  answer_en: string;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  section: FaqSection | null;
}

export interface VideosTable {
  id: Generated<number>;
  title: string;
  title_en: string;
  description: Generated<string>;
  description_en: Generated<string>;
  video_url: string;
  format: 'vertical' | 'horizontal';
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  type: 'percent' | 'fixed';
  value: Numeric;
  is_active: Generated<boolean>;
  valid_until: TimestampNull;
  /** Uses allowed in all (null: unlimited); migration 0008. */
  usage_limit: number | null;
  /** Orders that used the code, counted in the order's transaction. */
  times_used: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  username: string | null;
  telegram_id: BigIntId;
  firebase_uid: string | null;
  phone_verified: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  family_started_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: TimestampNull;
  revoked_at: TimestampNull;
  created_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: TimestampNull;
  created_at: Timestamp;
  /** Why it was sent (migration 0004): 'sign_in' (phone step), 'login' or 'register' (after a password). */
  purpose: ColumnType<CodePurpose, CodePurpose | undefined, CodePurpose>;
  /** The account a 'login' or 'register' code confirms. */
  user_id: number | null;
}

export type CodePurpose = 'sign_in' | 'login' | 'register';

export interface TelegramAuthHashesTable {
  hash: string;
  used_at: Timestamp;
}

export interface CartsTable {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemsTable extends ProductRef {
  id: Generated<number>;
  cart_id: number;
  quantity: number;
  created_at: Timestamp;
}

export interface UserProductTable extends ProductRef {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  city_id: number | null;
  city_text: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  address_line1: string;
  address_line2: string | null;
  comment: string | null;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  /** From order_number_seq (migration 0008). */
  order_number: Generated<string>;
  status: Generated<'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled'>;
  mode: 'reserve' | 'pay' | 'crypto';
  delivery_method: 'pickup' | 'delivery';
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  pickup_city_id: number | null;
  pickup_workshop_id: number | null;
  country: string | null;
  state: string | null;
  address_city: string | null;
  postal_code: string | null;
  address_line1: string | null;
  address_line2: string | null;
  comment: string | null;
  promo_code: string | null;
  subtotal: Numeric;
  discount: Numeric;
  delivery_cost: Numeric;
  total_price: Numeric;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The client's Idempotency-Key, unique per customer (migration 0008). */
  idempotency_key: string | null;
}

export interface OrderItemsTable extends ProductRef {
  id: Generated<number>;
  order_id: number;
  quantity: number;
  /** The unit price at the time; null for a piece on request until a manager quotes it (migration 0012). */
  price: NumericNull;
}

export type RequestKind = 'contact' | 'price' | 'live_photos' | 'buyback' | 'appointment' | 'order_request';
/** Set by the managers (migration 0009): new → in_progress → done. */
export type RequestStatus = 'new' | 'in_progress' | 'done';

export interface CustomerRequestsTable extends ProductRef {
  id: Generated<number>;
  kind: RequestKind;
  user_id: number | null;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_spam: Generated<boolean>;
  client_key: string | null;
  created_at: Timestamp;
  status: Generated<RequestStatus>;
  status_changed_at: TimestampNull;
  /** The site path the form was sent from (migration 0009). */
  page: string | null;
}

/** Migration 0011: the photo's bytes in the database (any node serves them), addressed by a random `key`. */
export interface RequestPhotosTable {
  id: Generated<number>;
  request_id: number;
  /** Random UUID: the photo's unguessable address (GET /api/request-photos/{key}/). */
  key: Generated<string>;
  /** PGlite reads bytea as a Uint8Array, pg as a Buffer (a Uint8Array too). Null only for an earlier build's file. */
  data: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  /** An earlier build's file under DATA_DIR/uploads; null for photos stored in the database. */
  path: string | null;
  mime_type: string;
  size_bytes: number;
  original_name: string | null;
}

/** Migration 0009: messages to the managers, delivered by server/notify/worker.ts. */
export interface NotificationOutboxTable {
  id: Generated<number>;
  channel: Generated<'telegram'>;
  subject: 'order' | 'request';
  subject_id: number;
  message: string;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  claimed_until: TimestampNull;
  claim_token: string | null;
  sent_at: TimestampNull;
  last_error: string | null;
  created_at: Timestamp;
}

/** Migration 0005: keys the server made for itself (the JWT signing key when JWT_SECRET is unset). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, string | undefined, never>;
}

/** One key's current fixed window of a limit (migration 0007, server/http/window-counter.ts). */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface Database {
  server_secrets: ServerSecretsTable;
  rate_limit_windows: RateLimitWindowsTable;
  countries: CountriesTable;
  cities: CitiesTable;
  workshops: WorkshopsTable;
  brands: BrandsTable;
  collections: CollectionsTable;
  watch_types: NamedTable;
  case_materials: NamedTable;
  glass_types: NamedTable;
  movement_types: NamedTable;
  functions: NamedTable;
  strap_materials: NamedTable;
  conditions: NamedTable;
  jewelry_types: NamedTable;
  watches: WatchesTable;
  watch_functions: WatchFunctionsTable;
  jewelry: JewelryTable;
  bags: BagsTable;
  product_photos: ProductPhotosTable;
  banners: BannersTable;
  faqs: FaqsTable;
  videos: VideosTable;
  promo_codes: PromoCodesTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  verification_codes: VerificationCodesTable;
  telegram_auth_hashes: TelegramAuthHashesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  favorites: UserProductTable;
  comparison_entries: UserProductTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  customer_requests: CustomerRequestsTable;
  request_photos: RequestPhotosTable;
  notification_outbox: NotificationOutboxTable;
}

/** The reference tables that share the {id, name, name_en, sort_order} shape. */
export type NamedTableName =
  | 'watch_types'
  | 'case_materials'
  | 'glass_types'
  | 'movement_types'
  | 'functions'
  | 'strap_materials'
  | 'conditions'
  | 'jewelry_types';
