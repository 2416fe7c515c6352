import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthService } from '../auth/service.ts';
import type { AggregateCache } from '../catalogue/cache.ts';
import type { Config } from '../config.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/types.ts';

/** What handlers need from the running server. Handlers are thin: parse, call a repository, shape the answer. */
export interface Deps {
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  config: Config;
  /** Catalogue totals and facets, kept for config.catalogueCacheMs (server/catalogue/cache.ts). */
  cache: AggregateCache;
  startedAt: number;
  version: string;
  /** Sign-in flows and sessions (server/auth/service.ts). */
  auth: AuthService;
}

// The contract has already validated params, query and body against openapi.yaml before a handler runs.
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * One handler per operationId of openapi.yaml: the function, or the function with route options
 * (fastify-openapi-glue spreads them into the route), e.g. `config.rateLimit` for the anonymous forms.
 */
export type Operation = Handler | { handler: Handler; config?: Record<string, unknown> };
export type Handlers = Record<string, Operation>;
