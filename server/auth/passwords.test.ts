import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './passwords.ts';

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
