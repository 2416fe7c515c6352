import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampNull } from './column-types.ts';
import type { ProductRef } from './catalogue.ts';

/**
 * The forms' requests, their photos and the managers' outbox (migrations 0009, 0011).
 */
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
  /** Migration 0016: the staff member who took it up. */
  taken_by: Generated<number | null>;
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
  /** Migration 0018: 'notice' is a shopper's notice sent to their own chat (`chat_id`). */
  subject: 'order' | 'request' | 'notice';
  subject_id: number;
  message: string;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  claimed_until: TimestampNull;
  claim_token: string | null;
  sent_at: TimestampNull;
  last_error: string | null;
  created_at: Timestamp;
  /** Migration 0016: the message Telegram answered, so a button press can edit it. */
  telegram_message_id: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
  /** Migration 0018: the shopper's chat of a 'notice' row; null for the managers' chat. */
  chat_id: ColumnType<string | number | null, string | number | null | undefined, string | number | null>;
}
