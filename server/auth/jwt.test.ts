import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const SECRET = 's'.repeat(40);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('round-trips the user id until exp', () => {
    const now = Date.now();
    const token = signAccessToken(42, SECRET, 900, now);
    expect(verifyAccessToken(token, SECRET, now)).toBe(42);
    expect(verifyAccessToken(token, SECRET, now + 899_000)).toBe(42);
    expect(verifyAccessToken(token, SECRET, now + 900_000)).toBeNull();
  });

  it('refuses alg none, other algorithms, other keys, edited claims and non-canonical signatures', () => {
    const token = signAccessToken(42, SECRET, 900);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const resign = (h: unknown, p: unknown, alg = 'sha256', key = SECRET) => {
      const body = `${b64(h)}.${b64(p)}`;
      return `${body}.${createHmac(alg, key).update(body).digest('base64url')}`;
    };
    const refused = {
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      noneUpper: `${b64({ alg: 'NONE' })}.${payload}.${signature}`,
      hs512: resign({ alg: 'HS512', typ: 'JWT' }, claims, 'sha512'),
      otherKey: resign({ alg: 'HS256', typ: 'JWT' }, claims, 'sha256', 'k'.repeat(40)),
      editedSub: `${header}.${b64({ ...claims, sub: '1' })}.${signature}`,
      refreshType: resign({ alg: 'HS256', typ: 'JWT' }, { ...claims, typ: 'refresh' }),
      noExp: resign({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: undefined }),
      badSub: resign({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: 'admin' }),
      padded: `${token}=`,
      twoParts: `${header}.${payload}`,
      garbage: 'a.b.c',
    };
    for (const [name, value] of Object.entries(refused)) expect(verifyAccessToken(value, SECRET), name).toBeNull();
    expect(verifyAccessToken(resign({ alg: 'HS256', typ: 'JWT' }, claims), SECRET)).toBe(42);
  });
});
