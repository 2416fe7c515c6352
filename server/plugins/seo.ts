import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { badRequest, notFound } from '../contract/errors.ts';
import { MAX_URLS_PER_SITEMAP, robotsTxt, sitemapIndexXml, SitemapSource, urlsetXml } from '../seo/sitemap.ts';
import { preferredEncoding } from './compression.ts';

export interface SeoOptions {
  db: Kysely<Database>;
  /** PUBLIC_ORIGIN; undefined: each request's protocol and Host (Fastify's, so X-Forwarded-* only with trustProxy). */
  publicOrigin: string | undefined;
  /** URLs per sitemap file before /sitemap.xml becomes an index (the protocol's 50 000; tests lower it). */
  maxUrlsPerSitemap?: number;
  /** How long a built sitemap file is reused (ms; 0 rebuilds on every request). */
  cacheMs?: number;
}

/** Browsers and proxies may reuse an answer this long (15 min); with the build cache, a new product is listed within 25 min. */
const CACHE_CONTROL = 'public, max-age=900';

/** Ten minutes: a file of 50 000 URLs takes 1–2 s to read, build and compress (100 000 watches: five files). */
const DEFAULT_CACHE_MS = 10 * 60_000;

/** Host names a browser can send (letters, digits, dots, hyphens; a bracketed IPv6), with an optional port. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The site's origin for absolute URLs: PUBLIC_ORIGIN, else this request's. A forged Host is refused (400). */
function originOf(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured;
  const host = request.host;
  if (!HOST.test(host)) throw badRequest('Bad Host header.');
  return `${request.protocol}://${host.toLowerCase()}`;
}

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A built file, kept compressed only: 50 000 URLs are ~19 MB of XML but ~0.5 MB of brotli and ~1 MB of gzip. */
interface Built {
  br: Buffer;
  gzip: Buffer;
}

/**
 * GET /robots.txt and GET /sitemap.xml (a <urlset>, or at more than `maxUrlsPerSitemap` URLs a <sitemapindex> of
 * /sitemap-{n}.xml). Outside /api, like /media, so not in openapi.yaml. A file of 50 000 URLs takes 1–2 s to read
 * and build at 100 000 watches: built files are reused for `cacheMs`, compressed (plugins/compression.ts handles
 * JSON, text and SVG only), at most 16 of them (a stream of made-up Host headers cannot fill the memory); a
 * client without gzip or brotli gets the gzip copy unpacked.
 */
export const seo: FastifyPluginAsync<SeoOptions> = async (fastify, options) => {
  const source = new SitemapSource(options.db, options.maxUrlsPerSitemap ?? MAX_URLS_PER_SITEMAP);
  const cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
  const cache = new Map<string, Promise<Built>>();

  const build = async (origin: string, file: number | undefined): Promise<Built> => {
    const plan = await source.plan();
    let xml: string;
    if (file === undefined) {
      xml = plan.kind === 'index' ? sitemapIndexXml(origin, plan.files) : urlsetXml(origin, await source.pages());
    } else {
      if (plan.kind !== 'index' || file > plan.files) throw notFound();
      xml = urlsetXml(origin, await source.pages(file));
    }
    const raw = Buffer.from(xml, 'utf8');
    const [brotli, gzipped] = await Promise.all([
      br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gz(raw, { level: 6 }),
    ]);
    return { br: brotli, gzip: gzipped };
  };

  const built = (origin: string, file: number | undefined): Promise<Built> => {
    const key = `${origin} ${file ?? 0}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const promise = build(origin, file);
    if (cacheMs > 0) {
      // Oldest first: a Map keeps insertion order.
      while (cache.size >= 16) cache.delete(cache.keys().next().value as string);
      cache.set(key, promise);
      promise.then(
        () => setTimeout(() => cache.get(key) === promise && cache.delete(key), cacheMs).unref(),
        () => cache.delete(key),
      );
    }
    return promise;
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, file: number | undefined) => {
    const entry = await built(originOf(request, options.publicOrigin), file);
    void reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(await gunzipAsync(entry.gzip));
    return reply.header('content-encoding', encoding).send(entry[encoding]);
  };

  fastify.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(originOf(request, options.publicOrigin))),
  );

  fastify.get('/sitemap.xml', async (request, reply) => send(request, reply, undefined));

  fastify.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', async (request, reply) => {
    const file = Number(request.params.n);
    if (file < 1) throw notFound();
    return send(request, reply, file);
  });
};
