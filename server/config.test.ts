import { resolve } from 'node:path';
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

describe('HTTP timeouts', () => {
  it('default to bounded waits, the headers within the request', () => {
    const { timeouts } = loadConfig({});
    expect(timeouts).toEqual({ connectionMs: 60_000, requestMs: 120_000, keepAliveMs: 72_000, headersMs: 20_000 });
  });

  it('are read from the environment and checked', () => {
    const env = { CONNECTION_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '30000', KEEP_ALIVE_TIMEOUT_MS: '65000', HEADERS_TIMEOUT_MS: '10000' };
    expect(loadConfig(env).timeouts).toEqual({ connectionMs: 5000, requestMs: 30_000, keepAliveMs: 65_000, headersMs: 10_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS must be at least 1/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS must not exceed/);
  });
});

describe('managers\' notifications', () => {
  it('are on only with both the chat id and the bot token; the Bot API base is configurable', () => {
    expect(loadConfig({}).notify.telegram).toBeUndefined();
    expect(loadConfig({ MANAGER_TELEGRAM_CHAT_ID: '-1001234567890' }).notify.telegram).toBeUndefined();
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123:abc' }).notify.telegram).toBeUndefined();
    const on = loadConfig({ MANAGER_TELEGRAM_CHAT_ID: '-1001234567890', TELEGRAM_BOT_TOKEN: '123:abc' }).notify;
    expect(on.telegram).toEqual({ botToken: '123:abc', chatId: '-1001234567890', apiBase: 'https://api.telegram.org' });
    expect(on).toMatchObject({ pollMs: 2000, retryBaseMs: 5000, retryMaxMs: 3_600_000 });
    const local = loadConfig({ MANAGER_TELEGRAM_CHAT_ID: '@boutique_managers', TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_API_BASE: 'http://127.0.0.1:9/' });
    expect(local.notify.telegram?.apiBase).toBe('http://127.0.0.1:9');
  });

  it('refuses a malformed chat id, API base or retry setting', () => {
    expect(() => loadConfig({ MANAGER_TELEGRAM_CHAT_ID: 'managers' })).toThrow(/MANAGER_TELEGRAM_CHAT_ID/);
    expect(() => loadConfig({ TELEGRAM_API_BASE: 'ftp://x' })).toThrow(/TELEGRAM_API_BASE/);
    expect(() => loadConfig({ NOTIFY_RETRY_BASE_MS: '0' })).toThrow(/NOTIFY_RETRY_BASE_MS/);
    expect(() => loadConfig({ NOTIFY_RETRY_BASE_MS: '5000', NOTIFY_RETRY_MAX_MS: '1000' })).toThrow(/must not exceed/);
  });
});

describe('the reviewers\' Storybook (issue 29)', () => {
  it('is off unless SERVE_STORYBOOK is exactly true, and served from ./storybook-static unless STORYBOOK_DIR says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ serveStorybook: false, storybookDir: resolve('storybook-static') });
    expect(loadConfig({ SERVE_STORYBOOK: '' }).serveStorybook).toBe(false);
    expect(loadConfig({ SERVE_STORYBOOK: 'false' }).serveStorybook).toBe(false);
    expect(loadConfig({ SERVE_STORYBOOK: 'true', STORYBOOK_DIR: '/srv/storybook' })).toMatchObject({ serveStorybook: true, storybookDir: '/srv/storybook' });
  });

  it('refuses anything but true or false', () => {
    for (const value of ['1', 'yes', 'TRUE', 'on', ' true']) {
      expect(() => loadConfig({ SERVE_STORYBOOK: value }), value).toThrow(/SERVE_STORYBOOK must be "true" or "false"/);
    }
  });
});
