import type { UsersTable, RefreshTokensTable, VerificationCodesTable, TelegramAuthHashesTable } from './tables/accounts.ts';
import type { NamedTable, CountriesTable, CitiesTable, WorkshopsTable, BrandsTable, CollectionsTable, WatchesTable, WatchFunctionsTable, JewelryTable, BagsTable, ProductPhotosTable } from './tables/catalogue.ts';
import type { BannersTable, FaqsTable, VideosTable } from './tables/content.ts';
import type { CustomerRequestsTable, RequestPhotosTable, NotificationOutboxTable } from './tables/requests.ts';
import type { PromoCodesTable, CartsTable, CartItemsTable, UserProductTable, FavoritesTable, AddressesTable, OrdersTable, OrderItemsTable, OrderStatusChangesTable } from './tables/shopping.ts';
import type { SavedSearchesTable, PieceAlertsTable, CatalogueEventsTable, NotificationsTable } from './tables/alerts.ts';
import type { ServerSecretsTable, RateLimitWindowsTable, TelegramUpdatesTable, AuditLogTable } from './tables/system.ts';

/**
 * Kysely's view of the schema (server/db/migrations), one file per area under tables/. Written by hand next to the
 * migrations: a new migration updates its area's file in the same commit; tests/server/db-types.test.ts compares
 * them (through columns.ts) with a freshly migrated schema.
 */

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
  favorites: FavoritesTable;
  comparison_entries: UserProductTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  customer_requests: CustomerRequestsTable;
  request_photos: RequestPhotosTable;
  notification_outbox: NotificationOutboxTable;
  order_status_changes: OrderStatusChangesTable;
  audit_log: AuditLogTable;
  telegram_updates: TelegramUpdatesTable;
  saved_searches: SavedSearchesTable;
  piece_alerts: PieceAlertsTable;
  catalogue_events: CatalogueEventsTable;
  notifications: NotificationsTable;
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
