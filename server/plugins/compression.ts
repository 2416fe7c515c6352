import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, never one the client refused
 * (`q=0`); `*` admits both. Undefined means identity.
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** Answers smaller than this go as they are: compressing them saves nothing worth the CPU. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|yaml|javascript)|text\/|image\/svg\+xml)/;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * On-the-fly compression of the API's JSON and the drawn SVG media (the SPA's files are precompressed at build
 * time and served by @fastify/static): brotli at a fast quality level, or gzip, for answers over ~1 KB; `Vary:
 * Accept-Encoding` on everything that could have been compressed so caches keep the variants apart.
 */
export const compression = fastifyPlugin(async (fastify) => {
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type) || reply.getHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    reply.header('vary', mergeVary(reply.getHeader('vary')));
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await br(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : await gz(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}, { name: 'compression', fastify: '5.x' });

function mergeVary(existing: unknown): string {
  const values = String(existing ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')) values.push('Accept-Encoding');
  return values.join(', ');
}
