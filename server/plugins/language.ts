import fastifyPlugin from 'fastify-plugin';
import { localiseMessages } from '../http/messages.ts';
import { langOf } from '../http/request.ts';

/**
 * Issue 22 item 20: every message the server answers with — an error's `detail` and `errors`, a success's `detail` —
 * in the request's language (`Accept-Language`, which the client's one API client sets from the active Lingui
 * locale; Russian by default), from the one table of server/http/messages.ts. A hook before serialisation sees every
 * object answer: the routes', the error handler's, the not-found and 405 answers. Registered before the routes.
 */
export const language = fastifyPlugin(async (fastify) => {
  fastify.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload) || Buffer.isBuffer(payload)) return payload;
    return localiseMessages(payload, langOf(request));
  });
}, { name: 'language', fastify: '5.x' });
