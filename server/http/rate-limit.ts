import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Per-client limits of the anonymous forms (part 1 §8: a 429 shows "Too many requests. Please try again in a
 * minute."). A route family (price and live-photo requests about products) shares one counter per client, so
 * alternating between its routes does not double the allowance.
 *
 * @fastify/rate-limit gives every route its own child store, which would split a family; this store hands out
 * itself as the child, and the key (client address + the route's groupId) keeps families apart. Fixed windows,
 * in memory, bounded: one API node counts its own clients (behind several nodes, a shared store would be needed).
 */
interface Window {
  count: number;
  startedAt: number;
}

export class FamilyStore {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, callback: (error: Error | null, result: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) window = { count: 0, startedAt: now };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: (error: Error | null, result: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    const alive = window && window.startedAt + timeWindow > now;
    callback(null, { current: alive ? window.count : 0, ttl: alive ? window.startedAt + timeWindow - now : timeWindow });
  }

  child(): this {
    return this;
  }
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a minute.';

/** Route config for a rate-limited family: `max` requests per client per minute. */
export function familyLimit(groupId: string, max: number) {
  return { rateLimit: { groupId, max, timeWindow: 60_000 } };
}

/** The plugin's options: opt-in per route, the spec's error shape, the client's address as the key. */
export function rateLimitOptions(store: FamilyStore) {
  return {
    global: false,
    store: function Store() {
      return store;
    } as unknown as never,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  };
}
