import type { FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HTTP_METHODS, loadOpenApi } from '../openapi.ts';

/** The methods Fastify routes; HEAD comes with every GET (Fastify's `exposeHeadRoutes`). */
const ROUTABLE = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;

/** Each path of openapi.yaml in Fastify's `:param` form with the methods the contract gives it. */
export function allowedMethods(): Map<string, string[]> {
  const allowed = new Map<string, string[]>();
  for (const [path, item] of Object.entries(loadOpenApi().document.paths)) {
    const methods: string[] = HTTP_METHODS.filter((method) => item[method]).map((method) => method.toUpperCase());
    if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD');
    allowed.set(path.replace(/\{(\w+)\}/g, ':$1'), methods.sort());
  }
  return allowed;
}

/**
 * Issue 22 item 27: a method the contract does not give a real path (`PUT /api/watches/`) is a 405 naming the
 * ones it does in `Allow` (RFC 9110 §15.5.6), not the 404 of a path that does not exist. Registered after the
 * contract, for its paths only.
 */
export const methodNotAllowed = fastifyPlugin(async (fastify) => {
  for (const [url, methods] of allowedMethods()) {
    const missing = ROUTABLE.filter((method) => !methods.includes(method));
    if (missing.length === 0) continue;
    const allow = methods.join(', ');
    const refuse = async (_request: unknown, reply: FastifyReply) => reply.code(405).header('allow', allow).send({ detail: 'Method not allowed.' });
    // Answered on arrival: nothing of the request (its body, its query) is read for a method the path does not have.
    fastify.route({ method: missing, url, schema: { hide: true }, onRequest: refuse, handler: refuse });
  }
}, { name: 'method-not-allowed', fastify: '5.x' });
