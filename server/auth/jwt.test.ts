import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const SECRET = 's'.repeat(40);
const SID = '0b7c5a9e-3d1f-4c2a-9e8b-6f5d4c3b2a10';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('round-trips the user id and the session until exp', () => {
    const now = Date.now();
    const token = signAccessToken(42, SID, SECRET, 900, now);
    expect(verifyAccessToken(token, SECRET, now)).toEqual({ userId: 42, sessionId: SID });
    expect(verifyAccessToken(token, SECRET, now + 899_000)).toEqual({ userId: 42, sessionId: SID });
    expect(verifyAccessToken(token, SECRET, now + 900_000)).toBeNull();
  });

  it('refuses alg none, other algorithms, other keys, edited claims and non-canonical signatures', () => {
    const token = signAccessToken(42, SID, SECRET, 900);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.sid).toBe(SID);
    const resign = (h: unknown, p: unknown, alg = 'sha256', key = SECRET) => {
      const body = `${b64(h)}.${b64(p)}`;
      return `${body}.${createHmac(alg, key).update(body).digest('base64url')}`;
    };
    const hs256 = { alg: 'HS256', typ: 'JWT' };
    const refused = {
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      noneUpper: `${b64({ alg: 'NONE' })}.${payload}.${signature}`,
      hs512: resign({ alg: 'HS512', typ: 'JWT' }, claims, 'sha512'),
      otherKey: resign(hs256, claims, 'sha256', 'k'.repeat(40)),
      editedSub: `${header}.${b64({ ...claims, sub: '1' })}.${signature}`,
      editedSid: `${header}.${b64({ ...claims, sid: '11111111-2222-4333-8444-555555555555' })}.${signature}`,
      refreshType: resign(hs256, { ...claims, typ: 'refresh' }),
      noExp: resign(hs256, { ...claims, exp: undefined }),
      badSub: resign(hs256, { ...claims, sub: 'admin' }),
      nonCanonicalSub: resign(hs256, { ...claims, sub: '042' }),
      // A token without a session (as issued before sessions were named), or with one that is not a family id.
      noSid: resign(hs256, { ...claims, sid: undefined }),
      numericSid: resign(hs256, { ...claims, sid: 7 }),
      badSid: resign(hs256, { ...claims, sid: "x' OR '1'='1" }),
      upperSid: resign(hs256, { ...claims, sid: SID.toUpperCase() }),
      padded: `${token}=`,
      twoParts: `${header}.${payload}`,
      garbage: 'a.b.c',
    };
    for (const [name, value] of Object.entries(refused)) expect(verifyAccessToken(value, SECRET), name).toBeNull();
    expect(verifyAccessToken(resign(hs256, claims), SECRET)).toEqual({ userId: 42, sessionId: SID });
  });
});
