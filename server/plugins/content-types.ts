import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../contract/errors.ts';

/**
 * Fastify validates a body only against the schema of its own content type and skips validation for a type the
 * operation does not list: such types are refused instead (415), before anything is parsed or buffered. Routes
 * registered after this plugin get the guard as their first onRequest hook.
 */
export const contentTypes = fastifyPlugin(async (fastify) => {
  fastify.addHook('onRoute', (route) => {
    const content = (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!content) return;
    const accepted = Object.keys(content);
    const guard = async (request: FastifyRequest) => {
      const header = request.headers['content-type'];
      if (header === undefined) return;
      const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!accepted.includes(type)) throw new HttpError(415, `Unsupported media type: send ${accepted.join(' or ')}.`);
    };
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing] as never;
  });
}, { name: 'content-types', fastify: '5.x' });
