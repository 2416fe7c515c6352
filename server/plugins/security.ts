import helmet from '@fastify/helmet';
import fastifyPlugin from 'fastify-plugin';
import type { AuthConfig } from '../config.ts';
import { contentSecurityPolicy } from '../http/csp.ts';

/** Security headers on every answer (helmet), with the page's Content-Security-Policy (server/http/csp.ts). */
export const security = fastifyPlugin<{ auth: AuthConfig }>(async (fastify, { auth }) => {
  await fastify.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(auth) },
    // Product images are drawn as SVG and may be shown by other origins (e.g. messenger previews).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}, { name: 'security', fastify: '5.x' });
