import type { ColumnType, Generated } from 'kysely';
import type { NumericNull, Timestamp, TimestampNull } from './column-types.ts';
import type { ProductRef } from './catalogue.ts';

/** Saved searches, piece alerts, the matcher's outbox and the shoppers' notices (migration 0018, issue 28). */

export type CataloguePage = 'catalog' | 'jewelry' | 'bags' | 'sale';
export type ProductTable = 'watches' | 'jewelry' | 'bags';
export type CatalogueEventKind = 'arrived' | 'price_drop' | 'available';
export type NoticeKind = 'new_match' | 'price_drop' | 'available';

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  page: CataloguePage;
  query: string;
  /** The list call's filters (the contract's SavedSearchFilters), written as JSON text, read as an object. */
  filters: ColumnType<Record<string, unknown>, string, string>;
  alerts: Generated<boolean>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface PieceAlertsTable extends ProductRef {
  id: Generated<number>;
  user_id: number;
  created_at: Timestamp;
}

export interface CatalogueEventsTable {
  id: ColumnType<string | number, never, never>;
  kind: ProductTable;
  product_id: number;
  event: CatalogueEventKind;
  old_price_usd: NumericNull;
  new_price_usd: NumericNull;
  created_at: Timestamp;
  claimed_until: TimestampNull;
  claim_token: string | null;
  done_at: TimestampNull;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NoticeKind;
  product_kind: ProductTable;
  product_id: number;
  saved_search_id: number | null;
  /** The search's name when the notice was made (the notice keeps it after the search is renamed or deleted). */
  search_name: string | null;
  event_id: ColumnType<string | number, string | number, string | number>;
  old_price_usd: NumericNull;
  new_price_usd: NumericNull;
  notice_day: ColumnType<Date, never, never>;
  created_at: Timestamp;
  read_at: TimestampNull;
}
