/** The environment's values as server/config.ts reads them: unset or empty is the default, a malformed value stops the start. */

export function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A PostgreSQL memory setting: a number of kB, or with its unit ("32MB"). */
export function memorySize(value: string | undefined, fallback: string, name: string): string {
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*(kB|MB|GB)?$/.test(value)) throw new Error(`${name} must be a size such as 32MB, got "${value}"`);
  return value;
}

export function positive(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n === 0) throw new Error(`${name} must be at least 1`);
  return n;
}

/** A switch: exactly `true` or `false` (unset or empty: the default); "1", "yes" or "TRUE" stop the start rather than being guessed. */
export function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be "true" or "false", got "${value}"`);
}
