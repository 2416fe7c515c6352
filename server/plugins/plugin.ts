import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks one of the app's plugins as changing the server it is registered on rather than a child context of its
 * own: its hooks (the 415 guard, bearer-first, compression), helmet's headers and the rate limiter must reach
 * the contract's routes, registered by a sibling plugin. This is Fastify's documented `skip-override` flag, the
 * one fastify-plugin sets (that package is not a direct dependency of the server).
 */
export function appPlugin<Options extends FastifyPluginOptions>(name: string, plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
