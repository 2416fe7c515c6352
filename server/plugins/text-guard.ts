import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '../contract/errors.ts';

/** Shown under each field that held one (translated with the others, server/http/messages.ts). */
export const NUL_IN_TEXT = 'Text must not contain the NUL character (U+0000).';

const NUL = '\u0000';

/** "items.0.note" for every string (or key) under `value` holding a NUL character. */
function nulFields(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => nulFields(item, path ? `${path}.${index}` : String(index), found));
    return;
  }
  // Buffers (an uploaded photo's bytes) are data, not text.
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const name = key.replaceAll(NUL, '\\u0000');
      if (key.includes(NUL)) found.push(path ? `${path}.${name}` : name);
      else nulFields(item, path ? `${path}.${name}` : name, found);
    }
  }
}

/**
 * Issue 22 item 26: PostgreSQL's text cannot hold U+0000, so a NUL anywhere in what a client sends — query, path
 * parameters, a JSON body or multipart form fields (already turned into the body by the multipart plugin) — is the
 * client's 400 naming each such field, from this one hook for every route, before validation and any handler.
 */
export const textGuard = fastifyPlugin(async (fastify) => {
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    const found: string[] = [];
    nulFields(request.params, '', found);
    nulFields(request.query, '', found);
    nulFields(request.body, '', found);
    if (found.length === 0) return;
    throw new HttpError(400, 'Invalid request.', Object.fromEntries(found.map((field) => [field || 'non_field_errors', [NUL_IN_TEXT]])));
  });
}, { name: 'text-guard', fastify: '5.x' });
