import { createHmac, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { flag, int, memorySize, positive } from './config-values.ts';

/**
 * Everything the server reads from the environment, parsed once. Secrets never have a committed default in
 * production without JWT_SECRET the server keeps a generated signing key in the database (server/auth/signing-key.ts).
 */
export interface Config {
  port: number;
  host: string;
  /** Embedded database and uploaded photos live here (./data by default). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  /** Directory of the built SPA (vite build output). */
  clientDir: string;
  /**
   * Issue 29: SERVE_STORYBOOK=true serves the built Storybook (`npm run build-storybook`) at /storybook/ for reviewers
   * (server/plugins/storybook.ts); off by default. `storybookDir` is its folder (STORYBOOK_DIR, ./storybook-static).
   */
  serveStorybook: boolean;
  storybookDir: string;
  /** Number of watches the first-start seed creates (benchmarks use SEED_WATCHES=100000 npm run seed). */
  seedWatches: number;
  /** Seed the demo boutique on start when the catalogue is empty. */
  seedOnStart: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (rate limits per client need the real address). */
  trustProxy: boolean;
  /**
   * PUBLIC_ORIGIN ("https://moscow-dubai.ru"): the site's address in robots.txt and sitemap.xml. Unset, each
   * request's own protocol and Host are used (behind a proxy only with TRUST_PROXY).
   */
  publicOrigin: string | undefined;
  /**
   * How long this node reuses catalogue totals and facets, and whole public catalogue answers (lists, details,
   * facets, reference lists: server/plugins/http-cache.ts), in ms; 0 disables both. The lag a shopper may see
   * after a catalogue change on this node.
   */
  catalogueCacheMs: number;
  /** Issue 26: how long a pending order holds its pieces (RESERVATION_HOLD_HOURS, default 48). */
  reservationHoldHours: number;
  /** How often each node looks for holds that ran out (HOLD_EXPIRY_EVERY_MS, default a minute). */
  holdExpiryEveryMs: number;
  /** Issue 28: how often each node matches new catalogue events against saved searches and alerts (ALERTS_EVERY_MS). */
  alertsEveryMs: number;
  /** `Cache-Control: max-age` of public catalogue answers, for browsers and a CDN or proxy in front (seconds). */
  catalogueMaxAgeSeconds: number;
  /** `stale-while-revalidate` of public catalogue answers (seconds). */
  catalogueStaleSeconds: number;
  /**
   * PGLITE_SHARED_BUFFERS ("16MB"): the embedded database's page cache, inside its WASM heap (which never shrinks).
   * PGlite's own default, 128MB, is most of the server's memory; the operating system caches the files anyway.
   */
  pgliteSharedBuffers: string;
  /** How long the HTTP server waits on a client (server/app.ts buildApp). */
  timeouts: TimeoutConfig;
  /** Sign-in and sessions (server/auth). */
  auth: AuthConfig;
  /** The managers' notifications of new orders and requests (server/notify). */
  notify: NotifyConfig;
}

/**
 * New orders and requests are posted to the managers' Telegram chat through the Bot API (sendMessage), from the
 * database's outbox (server/notify). On only when both MANAGER_TELEGRAM_CHAT_ID and TELEGRAM_BOT_TOKEN are set.
 */
export interface NotifyConfig {
  /** Undefined: notifications are off and nothing is written to the outbox. */
  telegram: TelegramNotifyConfig | undefined;
  /** Issue 28: the bot sending shoppers' notices to their own chats (TELEGRAM_BOT_TOKEN alone; else `telegram`'s). */
  shopperBot?: Pick<TelegramNotifyConfig, 'botToken' | 'apiBase'> | undefined;
  /** How often each node looks for due messages (ms); a node also looks at once after writing one. */
  pollMs: number;
  /** The first retry waits this long (ms), each next one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * Issue 27: the messages' buttons are pressed in Telegram and reach the server by long polling (one node at a time),
   * or, when TELEGRAM_WEBHOOK_URL is set (with notifications on), at that address: Telegram then sends
   * TELEGRAM_WEBHOOK_SECRET (default: derived from the bot token) with each update.
   */
  webhook?: { url: string; secret: string };
}

export interface TelegramNotifyConfig {
  /** TELEGRAM_BOT_TOKEN (the login widget's bot); part of the Bot API's URLs, so never logged. */
  botToken: string;
  /** MANAGER_TELEGRAM_CHAT_ID: a chat id (`-1001234567890`) or a channel's `@username`. */
  chatId: string;
  /** TELEGRAM_API_BASE: the Bot API's origin (tests point it at a local fake). */
  apiBase: string;
}

/**
 * A slow or idle client must not hold a connection (and its memory) for ever: without these a server facing the
 * internet directly is open to slowloris-style exhaustion. All in milliseconds.
 */
export interface TimeoutConfig {
  /** A socket with no traffic for this long is closed (Fastify `connectionTimeout`). */
  connectionMs: number;
  /** The whole request, body included, must arrive within this (Fastify `requestTimeout`); a 10 MB photo on a slow line fits. */
  requestMs: number;
  /** An idle keep-alive connection is kept this long; above a load balancer's idle timeout (commonly 60 s). */
  keepAliveMs: number;
  /** The request's headers must arrive within this (Node's `headersTimeout`); at most `requestMs`. */
  headersMs: number;
}

export interface AuthConfig {
  /** HS256 key of the access tokens (JWT_SECRET); never logged. */
  jwtSecret: string;
  /**
   * True when JWT_SECRET was unset: `jwtSecret` is then a random per-process key, which server/main.ts replaces with
   * the key kept in the database (shared by every node, stable across restarts); test harnesses keep the random one.
   */
  jwtSecretGenerated: boolean;
  /** Access token lifetime (s): short, because an access token cannot be revoked before it expires. */
  accessTokenTtlS: number;
  /** Absolute session lifetime (s) from sign-in: refreshing never extends a session past it. */
  sessionMaxAgeS: number;
  /** A rotated refresh token replayed within this many seconds gets a fresh pair instead of revoking its family. */
  refreshGraceS: number;
  /** `console`: codes go to the log and the development outbox. */
  smsProvider: 'console';
  /** GET /api/dev/sms-outbox/ exists: console provider and not production. */
  smsOutbox: boolean;
  codeTtlS: number;
  codeResendS: number;
  codeMaxAttempts: number;
  /** Codes one phone may be sent per hour, and one client may request per hour. */
  codesPerPhonePerHour: number;
  codesPerClientPerHour: number;
  /** Failed password logins one phone may have per window, and sign-in attempts one client may make. */
  loginFailuresPerPhone: number;
  loginAttemptsPerClient: number;
  loginWindowS: number;
  telegramBotToken: string | undefined;
  telegramBotUsername: string | undefined;
  /** Firebase sign-in is enabled when the project id is set. */
  firebaseProjectId: string | undefined;
  firebaseWebApiKey: string | undefined;
  firebaseAuthDomain: string | undefined;
  /** host:port of the Firebase Auth emulator (development and tests only). */
  firebaseEmulatorHost: string | undefined;
}

/**
 * Secrets and test-only switches are checked here, so a misconfigured production server refuses to start instead
 * of running insecurely: a JWT_SECRET too short to resist guessing, or the Firebase Auth
 * emulator host (firebase-admin then accepts unsigned tokens: anyone could sign in as anyone).
 */
export function loadAuthConfig(env: NodeJS.ProcessEnv, isProduction: boolean): AuthConfig {
  const secret = env.JWT_SECRET || undefined;
  if (secret && secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (emulator && isProduction) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in production: the emulator\'s tokens are unsigned.');
  }
  const provider = env.SMS_PROVIDER || 'console';
  if (provider !== 'console') throw new Error(`SMS_PROVIDER must be "console" (the only provider of this build), got "${provider}"`);
  return {
    jwtSecret: secret ?? randomBytes(32).toString('hex'),
    jwtSecretGenerated: !secret,
    accessTokenTtlS: positive(env.ACCESS_TOKEN_TTL_S, 900, 'ACCESS_TOKEN_TTL_S'),
    sessionMaxAgeS: positive(env.SESSION_MAX_AGE_S, 30 * 24 * 3600, 'SESSION_MAX_AGE_S'),
    refreshGraceS: int(env.REFRESH_GRACE_S, 30, 'REFRESH_GRACE_S'),
    smsProvider: provider,
    smsOutbox: provider === 'console' && !isProduction,
    codeTtlS: positive(env.AUTH_CODE_TTL_S, 300, 'AUTH_CODE_TTL_S'),
    codeResendS: int(env.AUTH_CODE_RESEND_S, 60, 'AUTH_CODE_RESEND_S'),
    codeMaxAttempts: positive(env.AUTH_CODE_MAX_ATTEMPTS, 5, 'AUTH_CODE_MAX_ATTEMPTS'),
    codesPerPhonePerHour: positive(env.AUTH_CODES_PER_PHONE_PER_HOUR, 5, 'AUTH_CODES_PER_PHONE_PER_HOUR'),
    codesPerClientPerHour: positive(env.AUTH_CODES_PER_CLIENT_PER_HOUR, 20, 'AUTH_CODES_PER_CLIENT_PER_HOUR'),
    loginFailuresPerPhone: positive(env.AUTH_LOGIN_FAILURES_PER_PHONE, 5, 'AUTH_LOGIN_FAILURES_PER_PHONE'),
    loginAttemptsPerClient: positive(env.AUTH_LOGIN_ATTEMPTS_PER_CLIENT, 30, 'AUTH_LOGIN_ATTEMPTS_PER_CLIENT'),
    loginWindowS: positive(env.AUTH_LOGIN_WINDOW_S, 900, 'AUTH_LOGIN_WINDOW_S'),
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    telegramBotUsername: env.TELEGRAM_BOT_USERNAME || undefined,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || undefined,
    firebaseWebApiKey: env.FIREBASE_WEB_API_KEY || undefined,
    firebaseAuthDomain: env.FIREBASE_AUTH_DOMAIN || undefined,
    firebaseEmulatorHost: emulator,
  };
}

export function loadTimeouts(env: NodeJS.ProcessEnv): TimeoutConfig {
  const timeouts = {
    connectionMs: positive(env.CONNECTION_TIMEOUT_MS, 60_000, 'CONNECTION_TIMEOUT_MS'),
    requestMs: positive(env.REQUEST_TIMEOUT_MS, 120_000, 'REQUEST_TIMEOUT_MS'),
    keepAliveMs: positive(env.KEEP_ALIVE_TIMEOUT_MS, 72_000, 'KEEP_ALIVE_TIMEOUT_MS'),
    headersMs: positive(env.HEADERS_TIMEOUT_MS, 20_000, 'HEADERS_TIMEOUT_MS'),
  };
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (timeouts.headersMs > timeouts.requestMs) throw new Error('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return timeouts;
}

export function loadNotifyConfig(env: NodeJS.ProcessEnv, botToken: string | undefined): NotifyConfig {
  const chatId = env.MANAGER_TELEGRAM_CHAT_ID?.trim() || undefined;
  if (chatId !== undefined && !/^(-?\d{1,20}|@[A-Za-z]\w{3,31})$/.test(chatId)) {
    throw new Error(`MANAGER_TELEGRAM_CHAT_ID must be a chat id (digits, "-" for groups) or a channel's @username, got "${chatId}"`);
  }
  const base = env.TELEGRAM_API_BASE || 'https://api.telegram.org';
  let apiBase: string;
  try {
    const url = new URL(base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
    apiBase = url.toString().replace(/\/+$/, '');
  } catch {
    throw new Error(`TELEGRAM_API_BASE must be an http(s) URL, got "${base}"`);
  }
  const notify = {
    telegram: chatId && botToken ? { botToken, chatId, apiBase } : undefined,
    shopperBot: botToken ? { botToken, apiBase } : undefined,
    pollMs: positive(env.NOTIFY_POLL_MS, 2000, 'NOTIFY_POLL_MS'),
    retryBaseMs: positive(env.NOTIFY_RETRY_BASE_MS, 5000, 'NOTIFY_RETRY_BASE_MS'),
    retryMaxMs: positive(env.NOTIFY_RETRY_MAX_MS, 3_600_000, 'NOTIFY_RETRY_MAX_MS'),
  };
  if (notify.retryBaseMs > notify.retryMaxMs) throw new Error('NOTIFY_RETRY_BASE_MS must not exceed NOTIFY_RETRY_MAX_MS');
  const webhook = loadWebhook(env, botToken);
  return notify.telegram && webhook ? { ...notify, webhook } : notify;
}

/**
 * TELEGRAM_WEBHOOK_URL must be https (Telegram calls nothing else). Its secret is the characters Telegram allows
 * (1–256 of A-Z a-z 0-9 _ -); unset, an HMAC of the bot token, the same on every node and never the token itself.
 */
function loadWebhook(env: NodeJS.ProcessEnv, botToken: string | undefined): { url: string; secret: string } | undefined {
  const url = env.TELEGRAM_WEBHOOK_URL?.trim() || undefined;
  if (url === undefined || botToken === undefined) return undefined;
  if (!URL.canParse(url) || new URL(url).protocol !== 'https:') throw new Error(`TELEGRAM_WEBHOOK_URL must be an https URL, got "${url}"`);
  const secret = env.TELEGRAM_WEBHOOK_SECRET || createHmac('sha256', botToken).update('telegram-webhook-secret').digest('base64url');
  if (!/^[\w-]{1,256}$/.test(secret)) throw new Error('TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z, a-z, 0-9, _ and -');
  return { url, secret };
}

/** An http(s) origin, nothing after the host: a path or query would end up inside every sitemap URL. */
export function loadPublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://example.com, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://example.com, got "${value}"`);
  }
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const auth = loadAuthConfig(env, nodeEnv === 'production');
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    serveStorybook: flag(env.SERVE_STORYBOOK, false, 'SERVE_STORYBOOK'),
    storybookDir: resolve(env.STORYBOOK_DIR || 'storybook-static'),
    seedWatches: int(env.SEED_WATCHES, 320, 'SEED_WATCHES'),
    seedOnStart: env.SEED_ON_START !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    publicOrigin: loadPublicOrigin(env.PUBLIC_ORIGIN),
    catalogueCacheMs: int(env.CATALOGUE_CACHE_MS, 5000, 'CATALOGUE_CACHE_MS'),
    reservationHoldHours: int(env.RESERVATION_HOLD_HOURS, 48, 'RESERVATION_HOLD_HOURS'),
    holdExpiryEveryMs: int(env.HOLD_EXPIRY_EVERY_MS, 60_000, 'HOLD_EXPIRY_EVERY_MS'),
    alertsEveryMs: positive(env.ALERTS_EVERY_MS, 2000, 'ALERTS_EVERY_MS'),
    catalogueMaxAgeSeconds: int(env.CATALOGUE_MAX_AGE, 10, 'CATALOGUE_MAX_AGE'),
    catalogueStaleSeconds: int(env.CATALOGUE_STALE_SECONDS, 30, 'CATALOGUE_STALE_SECONDS'),
    pgliteSharedBuffers: memorySize(env.PGLITE_SHARED_BUFFERS, '16MB', 'PGLITE_SHARED_BUFFERS'),
    timeouts: loadTimeouts(env),
    auth,
    notify: loadNotifyConfig(env, auth.telegramBotToken),
  };
}
