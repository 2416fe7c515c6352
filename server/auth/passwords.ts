import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1). The
 * parameters are in the PHC string, so raising them later keeps old hashes verifiable.
 * (`Algorithm.Argon2id` is a const enum, which isolatedModules cannot import: its value is 2.)
 */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 6;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS as never);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password. An account that does not exist (or has no password) is checked against a dummy hash, so the
 * answer takes as long as a real check and timing does not reveal which phones are registered.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
