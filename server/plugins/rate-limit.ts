import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError, TOO_MANY_REQUESTS } from '../contract/errors.ts';
import type { WindowCounter } from '../limits/window-counter.ts';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit over the one window counter (server/http/window-counter.ts), so a route's limit holds
 * across API nodes like the sign-in limits. The plugin gives every route its own child store, which would split
 * a route family; this store hands out itself as the child, and the key (client address + the route's groupId)
 * keeps families apart.
 */
class CounterStore {
  constructor(private readonly counter: WindowCounter) {}

  incr(key: string, answer: Answer, timeWindow: number): void {
    this.counter.hit(key, timeWindow).then(({ hits, ttlMs }) => answer(null, { current: hits, ttl: ttlMs }), answer);
  }

  read(key: string, answer: Answer, timeWindow: number): void {
    this.counter.read(key).then(({ hits, ttlMs }) => answer(null, { current: hits, ttl: hits > 0 ? ttlMs : timeWindow }), answer);
  }

  child(): this {
    return this;
  }
}

/**
 * Per-client limits of the anonymous forms (part 1 §8: a 429 shows "Too many requests. Please try again in a
 * minute."), opt-in per route with `familyLimit`. A route family (price and live-photo requests about products)
 * shares one counter per client, so alternating between its routes does not double the allowance.
 */
export const rateLimits = fastifyPlugin<{ counter: WindowCounter }>(async (fastify, { counter }) => {
  const store = new CounterStore(counter);
  // Must be registered before the routes it limits.
  await fastify.register(rateLimit, {
    global: false,
    // The plugin constructs its store with `new`; a constructor returning an object yields that object.
    store: function Store() {
      return store;
    } as unknown as never,
    keyGenerator: (request: FastifyRequest) => `route:${request.ip}:`,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  });
}, { name: 'rate-limit', fastify: '5.x' });

/** Route config for a rate-limited family: `max` requests per client per minute. */
export function familyLimit(groupId: string, max: number) {
  return { rateLimit: { groupId, max, timeWindow: 60_000 } };
}
