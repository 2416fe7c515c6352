import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../kernel/schema.d.ts';

/**
 * Handler types keyed by the contract's operationIds, from openapi.yaml's generated types (`npm run gen:api` writes
 * kernel/schema.d.ts, the one copy both sides import; the server never imports src/). A handler gets
 * its operation's body, query and path parameters typed, and must answer one of its 2xx JSON bodies: a misspelt
 * operationId or a reply of the wrong shape fails `tsc` (tests/server/handler-types.test.ts probes both).
 */
export type OperationId = keyof operations;

/** The schema of any of a request or response's content types (JSON and, for the forms, multipart). */
type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;

type RequestBodyOf<O> = O extends { requestBody: infer R } ? ContentOf<NonNullable<R>> : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type PathOf<O> = O extends { parameters: { path?: infer P } } ? NonNullable<P> : never;

type Success = 200 | 201 | 202 | 203;
/** What a handler answers: any 2xx JSON body of the operation; `void` for a 204 (the handler sets the code). */
export type ReplyOf<K extends OperationId> = {
  [S in keyof operations[K]['responses']]: S extends Success ? ContentOf<operations[K]['responses'][S]> : S extends 204 ? void : never;
}[keyof operations[K]['responses']];

/** Fastify's route generic of an operation, after the contract's validation (and Ajv's query coercion). */
export interface RouteOf<K extends OperationId> {
  Body: RequestBodyOf<operations[K]>;
  Querystring: QueryOf<operations[K]>;
  Params: PathOf<operations[K]>;
}

export type Handler<K extends OperationId> = (request: FastifyRequest<RouteOf<K>>, reply: FastifyReply) => Promise<ReplyOf<K>>;

/**
 * A handler, or a handler with route options that fastify-openapi-glue spreads into the route (e.g. the forms'
 * `config.rateLimit`, server/plugins/rate-limit.ts).
 */
export type Operation<K extends OperationId> = Handler<K> | { handler: Handler<K>; config?: Record<string, unknown> };

/** Some of the contract's operations, each under its own operationId. */
export type Handlers = { [K in OperationId]?: Operation<K> };
