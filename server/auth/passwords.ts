import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1). The
 * parameters are in the PHC string, so raising them later keeps old hashes verifiable.
 * (`Algorithm.Argon2id` is a const enum, which isolatedModules cannot import: its value is 2.)
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 6;

/**
 * Runs at most `limit` tasks at once; the others wait their turn in order. Why here: an argon2id check costs tens of
 * milliseconds of a core by design and runs on libuv's pool of four threads. On a node with two cores, a burst of
 * sign-ins would take both cores from the event loop, and every catalogue, cart and checkout request behind them
 * would wait; limited, password work keeps to its share and the rest of the shop stays fast.
 */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task waiting, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Every core but one for password work (at least one): the event loop keeps a core of its own. */
export const PASSWORD_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const passwordWork = concurrencyLimit(PASSWORD_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return passwordWork(() => hash(password, OPTIONS as never));
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password. An account that does not exist (or has no password) is checked against a dummy hash, so the
 * answer takes as long as a real check and timing does not reveal which phones are registered.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password');
    const stand = await dummy;
    await passwordWork(() => verify(stand, password)).catch(() => false);
    return false;
  }
  try {
    return await passwordWork(() => verify(stored, password));
  } catch {
    return false;
  }
}
