import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.ts';

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
