import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampNull } from './column-types.ts';

/**
 * The server's own rows: its secrets and the limits' windows.
 */
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

/** Migration 0016: getUpdates' next offset and the lease of the one node that polls it. */
export interface TelegramUpdatesTable {
  id: number;
  next_offset: ColumnType<string | number, string | number | undefined, string | number>;
  lease_until: TimestampNull;
  lease_token: string | null;
}

export type AuditVia = 'web' | 'telegram' | 'cli';
export type AuditSubjectType = 'order' | 'request' | 'product' | 'catalogue' | 'staff';

/** Migration 0016: every staff action, who → what, before → after. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  /** Null for the local command line (the server's manager key), or a removed account. */
  actor_id: number | null;
  actor_name: string;
  via: AuditVia;
  action: string;
  subject_type: AuditSubjectType;
  subject_id: string;
  subject_label: string;
  before: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}
