import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('sign-in configuration', () => {
  const secret = 'x'.repeat(32);

  it('refuses to start in production with the Firebase emulator; JWT_SECRET is taken when given', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).auth.jwtSecretGenerated).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).auth.jwtSecret).toBe(secret);
  });

  it('refuses a short secret anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('generates a per-process secret outside production, and says so', () => {
    const a = loadConfig({ NODE_ENV: 'test' }).auth;
    const b = loadConfig({ NODE_ENV: 'test' }).auth;
    expect(a.jwtSecretGenerated).toBe(true);
    expect(a.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
  });

  it('the development outbox exists only with the console provider outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).auth.smsOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).auth.smsOutbox).toBe(false);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('reads lifetimes and limits', () => {
    const auth = loadConfig({ ACCESS_TOKEN_TTL_S: '5', AUTH_LOGIN_FAILURES_PER_PHONE: '2', REFRESH_GRACE_S: '0' }).auth;
    expect(auth).toMatchObject({ accessTokenTtlS: 5, loginFailuresPerPhone: 2, refreshGraceS: 0, sessionMaxAgeS: 2_592_000, codeTtlS: 300 });
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_S: '0' })).toThrow(/ACCESS_TOKEN_TTL_S/);
  });
});
