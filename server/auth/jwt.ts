import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens: compact JWS, HS256 only, written on node:crypto (no dependency to keep up to date for ~40
 * lines). Verification is strict on purpose: the header must say exactly HS256 (so `alg: none` and algorithm
 * confusion are refused before anything else), the signature is compared in constant time, and `typ`, `exp`,
 * `sub` and `sid` must be present and valid.
 *
 * `sid` is the session: the refresh-token family the token was issued for (server/auth/repository.ts). It tells
 * the caller's own session apart from the user's others (a password change keeps it and ends the rest), and lets
 * authentication refuse a token whose session has ended before the token expires (AuthService.authenticate).
 */
export interface AccessClaims {
  sub: string;
  sid: string;
  typ: 'access';
  iat: number;
  exp: number;
  jti: string;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** Who a valid access token speaks for: the user and the session (refresh-token family) it belongs to. */
export interface AccessIdentity {
  userId: number;
  sessionId: string;
}

/** Family ids are UUIDs (`refresh_tokens.family_id uuid`, made by randomUUID: lower case). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function signAccessToken(userId: number, sessionId: string, secret: string, ttlS: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: String(userId), sid: sessionId, typ: 'access', iat, exp: iat + ttlS, jti: randomUUID() };
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  return `${body}.${b64(sign(body, secret))}`;
}

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The user and session of a valid, unexpired access token; null for anything else (a token without a session, such
 * as one issued before sessions were named, included: the client refreshes once and gets one that has it).
 */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessIdentity | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const head = parseJson(header) as { alg?: unknown; typ?: unknown } | undefined;
  if (!head || head.alg !== 'HS256' || (head.typ !== undefined && head.typ !== 'JWT')) return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  // base64url decoding ignores stray characters: insist on the canonical encoding so a token has one spelling.
  if (given.length !== expected.length || b64(given) !== signature || !timingSafeEqual(given, expected)) return null;
  const claims = parseJson(payload) as Partial<AccessClaims> | undefined;
  if (!claims || claims.typ !== 'access' || typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return null;
  if (typeof claims.sid !== 'string' || !SESSION_ID.test(claims.sid)) return null;
  if (claims.exp <= Math.floor(now / 1000)) return null;
  const id = Number(claims.sub);
  return Number.isSafeInteger(id) && id > 0 && String(id) === claims.sub ? { userId: id, sessionId: claims.sid } : null;
}
