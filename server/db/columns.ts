import type { SelectType } from 'kysely';
import type { Database } from './types.ts';

/**
 * types.ts as data: every table and column with the coarse type and nullability it is read as. Types are erased
 * at run time, so tests/server/db-types.test.ts compares this with a freshly migrated schema instead; and tsc
 * holds this equal to types.ts (`satisfies` an exact mapping of Database, plus `noExtraColumns`), so a missing,
 * extra, retyped or re-nulled column on either side fails one of the two.
 *
 * Why a mirror and not types.ts generated from the schema: types.ts carries what the schema cannot say —
 * CHECK-constrained text as literal unions (CodePurpose, order status), numeric read as a decimal string,
 * which columns an insert may omit — and a generator would need those as overrides anyway. tsc writes the
 * mirror's values for you: each is the only string its column's type allows.
 */

/** How a column is read: int8 is `bigint` (the pg driver gives strings, PGlite numbers). */
type Coarse<T> = [T] extends [Date]
  ? 'Date'
  : [T] extends [boolean]
    ? 'boolean'
    : [T] extends [number]
      ? 'number'
      : [T] extends [string]
        ? 'string'
        : [T] extends [string[]]
          ? 'string[]'
          : [T] extends [Uint8Array]
            ? 'bytes'
          : [T] extends [string | number]
            ? 'bigint'
            : 'json';

type Describe<Column> = null extends SelectType<Column> ? `${Coarse<NonNullable<SelectType<Column>>>} | null` : Coarse<SelectType<Column>>;

export type ColumnDescriptions = { [T in keyof Database]: { [C in keyof Database[T]]-?: Describe<Database[T][C]> } };

const named = { id: 'number', name: 'string', name_en: 'string', sort_order: 'number' } as const;
const productRef = { watch_id: 'number | null', jewelry_id: 'number | null', bag_id: 'number | null' } as const;
const product = {
  id: 'number',
  brand_id: 'number',
  model_name: 'string',
  reference: 'string',
  reference_key: 'string',
  price_usd: 'string | null',
  previous_price_usd: 'string | null',
  price_on_request: 'boolean',
  guide_price_usd: 'string | null',
  on_sale: 'boolean',
  full_set: 'boolean',
  city_id: 'number',
  description: 'string',
  description_en: 'string',
  popularity: 'number',
  is_active: 'boolean',
  created_at: 'Date',
  stock: 'number',
  reserved: 'number',
  sold_at: 'Date | null',
  sku: 'string | null',
} as const;
const userProduct = { ...productRef, id: 'number', user_id: 'number', created_at: 'Date' } as const;

export const declaredColumns = {
  server_secrets: { name: 'string', value: 'string', created_at: 'Date' },
  rate_limit_windows: { key: 'string', hits: 'number', resets_at: 'Date' },
  countries: { id: 'number', code: 'string', name: 'string', name_en: 'string' },
  cities: { id: 'number', name: 'string', name_en: 'string', country_code: 'string' },
  workshops: { id: 'number', name: 'string', name_en: 'string', city_id: 'number', address: 'string | null', kind: 'string' },
  brands: { id: 'number', name: 'string', name_key: 'string', search_keys: 'string[]', country: 'string | null', founded: 'number | null' },
  collections: { id: 'number', brand_id: 'number', name: 'string' },
  watch_types: named,
  case_materials: named,
  glass_types: named,
  movement_types: named,
  functions: named,
  strap_materials: named,
  conditions: named,
  jewelry_types: named,
  watches: {
    ...product,
    collection_id: 'number | null',
    watch_type_id: 'number',
    case_material_id: 'number',
    glass_type_id: 'number',
    movement_type_id: 'number',
    strap_material_id: 'number',
    condition_id: 'number',
    workshop_id: 'number | null',
    dial_color: 'string',
    dial_color_en: 'string',
    case_diameter_mm: 'string',
    case_thickness_mm: 'string | null',
    water_resistance_m: 'number | null',
    production_year: 'number',
    caliber: 'string | null',
    power_reserve_hours: 'number | null',
    is_limited_edition: 'boolean',
    limited_edition_pieces: 'number | null',
  },
  watch_functions: { watch_id: 'number', function_id: 'number' },
  jewelry: {
    ...product,
    jewelry_type_id: 'number',
    metal: 'string | null',
    metal_en: 'string | null',
    insert_stone: 'string | null',
    insert_stone_en: 'string | null',
    equipment_text: 'string | null',
    equipment_text_en: 'string | null',
    condition_text: 'string',
    condition_text_en: 'string',
  },
  bags: {
    ...product,
    color: 'string | null',
    color_en: 'string | null',
    material: 'string | null',
    material_en: 'string | null',
    kit_description: 'string | null',
    kit_description_en: 'string | null',
    condition_text: 'string',
    condition_text_en: 'string',
  },
  product_photos: { ...productRef, id: 'number', view: 'number', position: 'number', is_primary: 'boolean', file_name: 'string | null', mime_type: 'string | null', data: 'bytes | null' },
  banners: {
    id: 'number',
    title: 'string',
    title_en: 'string',
    subtitle: 'string | null',
    subtitle_en: 'string | null',
    link: 'string',
    sort_order: 'number',
    is_active: 'boolean',
    created_at: 'Date',
  },
  faqs: { id: 'number', question: 'string', question_en: 'string', answer: 'string', answer_en: 'string', is_active: 'boolean', sort_order: 'number', section: 'string | null' },
  videos: {
    id: 'number',
    title: 'string',
    title_en: 'string',
    description: 'string',
    description_en: 'string',
    video_url: 'string',
    format: 'string',
    sort_order: 'number',
    is_active: 'boolean',
    created_at: 'Date',
  },
  promo_codes: { id: 'number', code: 'string', type: 'string', value: 'string', is_active: 'boolean', valid_until: 'Date | null', usage_limit: 'number | null', times_used: 'number' },
  users: {
    id: 'number',
    phone: 'string | null',
    email: 'string | null',
    password_hash: 'string | null',
    first_name: 'string',
    last_name: 'string',
    username: 'string | null',
    telegram_id: 'bigint | null',
    firebase_uid: 'string | null',
    phone_verified: 'boolean',
    created_at: 'Date',
    updated_at: 'Date',
    staff_role: 'string | null',
    telegram_notices: 'boolean',
    language: 'string',
  },
  refresh_tokens: {
    id: 'number',
    user_id: 'number',
    family_id: 'string',
    token_hash: 'string',
    family_started_at: 'Date',
    expires_at: 'Date',
    rotated_at: 'Date | null',
    revoked_at: 'Date | null',
    created_at: 'Date',
  },
  verification_codes: {
    id: 'number',
    phone: 'string',
    code_hash: 'string',
    attempts: 'number',
    expires_at: 'Date',
    consumed_at: 'Date | null',
    created_at: 'Date',
    purpose: 'string',
    user_id: 'number | null',
  },
  telegram_auth_hashes: { hash: 'string', used_at: 'Date' },
  carts: { id: 'number', user_id: 'number', created_at: 'Date', updated_at: 'Date' },
  cart_items: { ...productRef, id: 'number', cart_id: 'number', quantity: 'number', created_at: 'Date' },
  favorites: { ...userProduct, price_alerts: 'boolean' },
  comparison_entries: userProduct,
  addresses: {
    id: 'number',
    user_id: 'number',
    city_id: 'number | null',
    city_text: 'string | null',
    state: 'string | null',
    country: 'string | null',
    postal_code: 'string | null',
    address_line1: 'string',
    address_line2: 'string | null',
    comment: 'string | null',
    created_at: 'Date',
  },
  orders: {
    id: 'number',
    user_id: 'number',
    order_number: 'string',
    status: 'string',
    mode: 'string',
    delivery_method: 'string',
    first_name: 'string',
    last_name: 'string',
    phone: 'string',
    email: 'string',
    pickup_city_id: 'number | null',
    pickup_workshop_id: 'number | null',
    country: 'string | null',
    state: 'string | null',
    address_city: 'string | null',
    postal_code: 'string | null',
    address_line1: 'string | null',
    address_line2: 'string | null',
    comment: 'string | null',
    promo_code: 'string | null',
    subtotal: 'string',
    discount: 'string',
    delivery_cost: 'string',
    total_price: 'string',
    created_at: 'Date',
    updated_at: 'Date',
    idempotency_key: 'string | null',
    hold_until: 'Date | null',
    cancel_reason: 'string | null',
  },
  order_items: { ...productRef, id: 'number', order_id: 'number', quantity: 'number', price: 'string | null' },
  customer_requests: {
    ...productRef,
    id: 'number',
    kind: 'string',
    user_id: 'number | null',
    name: 'string',
    phone: 'string',
    email: 'string | null',
    message: 'string | null',
    details: 'json',
    is_spam: 'boolean',
    client_key: 'string | null',
    created_at: 'Date',
    status: 'string',
    status_changed_at: 'Date | null',
    page: 'string | null',
    taken_by: 'number | null',
  },
  request_photos: { id: 'number', request_id: 'number', key: 'string', data: 'bytes | null', path: 'string | null', mime_type: 'string', size_bytes: 'number', original_name: 'string | null' },
  notification_outbox: {
    id: 'number',
    channel: 'string',
    subject: 'string',
    subject_id: 'number',
    message: 'string',
    attempts: 'number',
    next_attempt_at: 'Date',
    claimed_until: 'Date | null',
    claim_token: 'string | null',
    sent_at: 'Date | null',
    last_error: 'string | null',
    created_at: 'Date',
    telegram_message_id: 'bigint | null',
    chat_id: 'bigint | null',
  },
  order_status_changes: { id: 'number', order_id: 'number', at: 'Date', from_status: 'string | null', to_status: 'string', by_kind: 'string', actor_id: 'number | null', reason: 'string | null' },
  audit_log: {
    id: 'number',
    at: 'Date',
    actor_id: 'number | null',
    actor_name: 'string',
    via: 'string',
    action: 'string',
    subject_type: 'string',
    subject_id: 'string',
    subject_label: 'string',
    before: 'json | null',
    after: 'json | null',
  },
  telegram_updates: { id: 'number', next_offset: 'bigint', lease_until: 'Date | null', lease_token: 'string | null' },
  saved_searches: { id: 'number', user_id: 'number', name: 'string', page: 'string', query: 'string', filters: 'json', alerts: 'boolean', created_at: 'Date', last_seen_at: 'Date' },
  piece_alerts: userProduct,
  catalogue_events: { id: 'bigint', kind: 'string', product_id: 'number', event: 'string', old_price_usd: 'string | null', new_price_usd: 'string | null', created_at: 'Date', claimed_until: 'Date | null', claim_token: 'string | null', done_at: 'Date | null' },
  notifications: { id: 'number', user_id: 'number', kind: 'string', product_kind: 'string', product_id: 'number', saved_search_id: 'number | null', search_name: 'string | null', event_id: 'bigint', old_price_usd: 'string | null', new_price_usd: 'string | null', notice_day: 'Date', created_at: 'Date', read_at: 'Date | null' },
} as const satisfies ColumnDescriptions;

// `satisfies` rejects unknown tables and unknown columns written out, but not columns brought in by a spread:
// this line fails (naming the column) when the mirror has a column types.ts lacks.
type ExtraColumns = { [T in keyof Database]: Exclude<keyof (typeof declaredColumns)[T], keyof Database[T]> }[keyof Database];
export const noExtraColumns: [ExtraColumns] extends [never] ? true : ExtraColumns = true;
