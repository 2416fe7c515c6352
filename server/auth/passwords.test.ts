import { describe, expect, it } from 'vitest';
import { checkPassword, concurrencyLimit, hashPassword } from './passwords.ts';

describe('password hashing (argon2id)', () => {
  it('checks the right password, refuses a wrong one and an account without a hash', async () => {
    const stored = await hashPassword('Submariner41');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(stored, 'Submariner41')).toBe(true);
    expect(await checkPassword(stored, 'Submariner42')).toBe(false);
    expect(await checkPassword(null, 'Submariner41')).toBe(false);
    expect(await checkPassword('not a hash', 'Submariner41')).toBe(false);
  });
});

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the rest in order of arrival, and passes on results and failures', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const task = (id: number) => () => {
      started.push(id);
      running++;
      peak = Math.max(peak, running);
      return new Promise<number>((resolve, reject) =>
        releases.push(() => {
          running--;
          if (id === 3) reject(new Error('three failed'));
          else resolve(id * 10);
        }),
      );
    };
    const results = Promise.allSettled([1, 2, 3, 4, 5].map((id) => run(task(id))));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    // Release in turn; each release lets exactly the next waiting task in.
    for (let i = 0; i < 5; i++) {
      releases[i]?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    const settled = await results;
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 20, 'three failed', 40, 50]);
    // The slots are free again: two new tasks start at once.
    started.length = 0;
    const more = [6, 7].map((id) => run(task(id)));
    await Promise.resolve();
    expect(started).toEqual([6, 7]);
    releases.slice(5).forEach((release) => release());
    expect(await Promise.all(more)).toEqual([60, 70]);
  });
});
