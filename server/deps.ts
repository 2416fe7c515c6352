import type { Kysely } from 'kysely';
import type { AuthService } from './auth/service.ts';
import type { AggregateCache } from './catalogue/cache.ts';
import type { Config } from './config.ts';
import type { DatabaseKind } from './db/database.ts';
import type { Database } from './db/types.ts';
import type { Notifier } from './notify/notifier.ts';
import type { RequestService } from './requests/service.ts';

/**
 * What handlers need from the running server. Handlers are thin: one call into a service or repository, the
 * answer shaped as the contract says (their types: server/contract/handlers.ts).
 */
export interface Deps {
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  config: Config;
  /** Catalogue totals and facets, kept for config.catalogueCacheMs (server/catalogue/cache.ts). */
  cache: AggregateCache;
  startedAt: number;
  version: string;
  /** Sign-in flows and sessions (auth/service.ts). */
  auth: AuthService;
  /** The boutique's forms and the customer's own requests (server/requests/service.ts). */
  requests: RequestService;
  /** The managers' notifications: outbox writes in the order's or request's transaction (server/notify). */
  notify: Notifier;
}
