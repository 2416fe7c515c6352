import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { AnswerCache, type StoredAnswer } from '../catalogue/cache.ts';
import { langOf } from '../http/request.ts';
import { loadOpenApi } from '../openapi.ts';
import { COMPRESS_MIN_BYTES, preferredEncoding, type Encoding } from './compression.ts';

export interface HttpCacheOptions {
  /** How long this node reuses a public answer (ms, config.catalogueCacheMs; 0: every request is computed). */
  answerMs: number;
  /** `Cache-Control: max-age` of public answers (seconds, CATALOGUE_MAX_AGE). */
  maxAgeSeconds: number;
  /** `stale-while-revalidate` of public answers (seconds, CATALOGUE_STALE_SECONDS). */
  staleSeconds: number;
}

/** The contract's tags whose GET operations answer the same to everyone: the catalogue and its reference lists. */
const PUBLIC_TAGS = new Set(['Catalogue', 'Reference']);

/** "/api/watches/{id}/" → "/api/watches/:id" (Fastify's form, trailing slash ignored like the router does). */
const routeKey = (path: string) => path.replace(/\{(\w+)\}/g, ':$1').replace(/\/+$/, '');

/**
 * From openapi.yaml: the public catalogue GET operations (tagged Catalogue or Reference, no security requirement)
 * and the personal GET operations (with one).
 */
function contractRoutes(): { publicRoutes: Set<string>; personalRoutes: Set<string> } {
  const publicRoutes = new Set<string>();
  const personalRoutes = new Set<string>();
  for (const [path, item] of Object.entries(loadOpenApi().document.paths)) {
    const operation = item.get as { security?: unknown[]; tags?: string[] } | undefined;
    if (!operation) continue;
    const secured = Array.isArray(operation.security) && operation.security.length > 0;
    if (secured) personalRoutes.add(routeKey(path));
    else if ((operation.tags ?? []).some((tag) => PUBLIC_TAGS.has(tag))) publicRoutes.add(routeKey(path));
  }
  return { publicRoutes, personalRoutes };
}

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** The same settings as the compression plugin (server/plugins/compression.ts), applied once per cached answer. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gz(body, { level: 6 });
}

function encodedBody(answer: StoredAnswer, encoding: Encoding): Promise<Buffer> {
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    encoded = compress(answer.body, encoding);
    answer.encoded.set(encoding, encoded);
    encoded.catch(() => answer.encoded.delete(encoding));
  }
  return encoded;
}

/** A strong validator: the body's SHA-1, base64url. */
export const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; `*` matches anything. */
function matches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

type RequestState = { hit: true } | { hit: false; fill?: (answer: StoredAnswer | undefined) => void };

/**
 * HTTP caching of the public catalogue (issue 16 §2).
 *
 * - Every public catalogue or reference GET answer (openapi.yaml: tagged Catalogue or Reference, no security
 *   requirement) carries a strong `ETag` (a hash of its body; a compressed form adds its coding),
 *   `Cache-Control: public, max-age=…, stale-while-revalidate=…` and `Vary: Accept-Language, Accept-Encoding`, so
 *   a browser, CDN or reverse proxy in front of the nodes can absorb read traffic; `If-None-Match` with the
 *   current ETag answers `304` without a body. These answers never depend on the Authorization header (their
 *   handlers do not read it), so they are public even for a signed-in shopper.
 * - The same answers are reused by this node for `answerMs` (AnswerCache, keyed by origin + URL + language):
 *   a hit is answered before validation and the handler, its compressed forms made once. This is the lag a
 *   shopper may see after a catalogue change, plus `max-age` in a browser or CDN.
 * - Personal GET answers (operations with a security requirement) are marked `private, no-store` unless their
 *   handler chose its own Cache-Control; they are never stored here.
 *
 * Registered before the compression plugin: its onSend sees the JSON text (the ETag is the body's, not a
 * compressed stream's) and compresses public answers itself, which the compression plugin then leaves alone.
 */
export const httpCache = fastifyPlugin<HttpCacheOptions>(async (fastify, options) => {
  const { publicRoutes, personalRoutes } = contractRoutes();
  const cache = new AnswerCache(options.answerMs);
  const cacheControl = `public, max-age=${options.maxAgeSeconds}, stale-while-revalidate=${options.staleSeconds}`;
  const states = new WeakMap<FastifyRequest, RequestState>();
  fastify.decorate('answerCache', cache);

  const keyOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}|${langOf(request)}`;
  const isPublic = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') && publicRoutes.has(routeKey(request.routeOptions.url ?? ''));

  /** Headers of a public answer; the encoding this request gets (undefined: identity) and its ETag. */
  const publicHeaders = (request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) => {
    const encoding = answer.body.length >= COMPRESS_MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
    reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Language, Accept-Encoding');
    return { encoding, etag };
  };

  /** Served from the cache: the stored answer (or 304), before validation and the handler. */
  const serveCached = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cache.enabled || request.method !== 'GET') return;
    const key = keyOf(request);
    let answer = cache.get(key);
    if (!answer) {
      const claim = cache.claim(key);
      if ('fill' in claim) {
        states.set(request, { hit: false, fill: claim.fill });
        return;
      }
      answer = await claim.wait;
      // The request computing it got no cacheable answer (an error, a 404): this one computes its own.
      if (!answer) return;
    }
    states.set(request, { hit: true });
    const { encoding, etag } = publicHeaders(request, reply, answer);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .type(answer.contentType)
      .send(encoding ? await encodedBody(answer, encoding) : answer.body);
  };

  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET') || !publicRoutes.has(routeKey(route.url))) return;
    // Route-level, so that it runs after every server-wide onRequest hook (security headers, rate limits).
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [...existing, serveCached] as never;
  });

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const state = states.get(request);
    if (state?.hit) return payload;
    const fill = state?.fill;
    if (!isPublic(request)) {
      if (personalRoutes.has(routeKey(request.routeOptions.url ?? '')) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'private, no-store');
      }
      return payload;
    }
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      fill?.(undefined);
      return payload;
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const answer: StoredAnswer = {
      body,
      etag: etagOf(body),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      encoded: new Map(),
    };
    fill?.(answer);
    const { encoding, etag } = publicHeaders(request, reply, answer);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    }
    if (!encoding) return body;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encodedBody(answer, encoding);
  });

  // Whatever happened to a request that claimed a key (an error before onSend, an aborted client), its waiters go on.
  const release = async (request: FastifyRequest) => {
    const state = states.get(request);
    if (state && !state.hit) state.fill?.(undefined);
  };
  fastify.addHook('onResponse', release);
  fastify.addHook('onRequestAbort', release);
}, { name: 'http-cache', fastify: '5.x' });

declare module 'fastify' {
  interface FastifyInstance {
    /** The public answers this node reuses (server/plugins/http-cache.ts). */
    answerCache: AnswerCache;
  }
}
