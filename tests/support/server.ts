import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type AuthConfig, type Config } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { assertMatchesContract } from './contract.ts';
import { suiteDatabase } from './databases.ts';

/**
 * The databases every server suite runs on: in-memory PGlite always, and a real PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each suite gets a database of its own, copied from a seeded template
 * (support/databases.ts).
 */
export const targets: { name: 'pglite' | 'postgres'; url?: string }[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** PostgreSQL only: the URL of this suite's own database (for a CLI or a second API node on it). */
  databaseUrl?: string;
  /** This server's DATA_DIR (uploads). */
  dataDir: string;
  /** app.inject that also checks the answer against openapi.yaml (status, content type and body). */
  call(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse>;
  json<T = Record<string, unknown>>(options: InjectOptions & { method: string; url: string }): Promise<{ status: number; body: T }>;
  /**
   * A new customer registered and signed in through the API (register, the code from the development SMS outbox,
   * verify_code); answers their bearer header. The suite's sign-in limits must allow as many as it makes.
   */
  signUp(phone: string, password?: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  watches?: number;
  /** Catalogue totals/facets cache (ms); the production default unless a test needs every count fresh. */
  catalogueCacheMs?: number;
  /** Sign-in settings over the test defaults (short limits and lifetimes for the auth suites). */
  auth?: Partial<AuthConfig>;
  /** A built SPA to serve (default: none, so only the API answers). */
  clientDir?: string;
  /** Issue 27: the local manager key the server admits from loopback (server/manage/gate.ts). */
  managerKey?: string;
  /** Issue 28: any other setting over the test defaults (the matcher's poll, the shoppers' Telegram bot). */
  configure?: (config: Config) => Config;
}

export async function startTestServer(target: (typeof targets)[number], options: TestServerOptions = {}): Promise<TestServer> {
  // A copy of the seeded template (support/databases.ts): a database of this suite's own on either kind.
  const suite = await suiteDatabase(target.url, { watches: options.watches ?? 320 });
  const { database } = suite;
  // Uploaded photos and the client-key secret go to a directory of this suite's own, removed at close.
  const dataDir = mkdtempSync(join(tmpdir(), 'boutique-test-'));
  const defaults = loadConfig({ NODE_ENV: 'test' });
  const base: Config = {
    ...defaults,
    dataDir,
    clientDir: options.clientDir ?? '/nonexistent',
    catalogueCacheMs: options.catalogueCacheMs ?? defaults.catalogueCacheMs,
    auth: { ...defaults.auth, ...options.auth },
  };
  const config = options.configure ? options.configure(base) : base;
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, ...(options.managerKey ? { managerKey: options.managerKey } : {}) }, { logger: false });
  await app.ready();
  const call: TestServer['call'] = async (opts) => {
    const response = await app.inject(opts);
    assertMatchesContract(opts.method, opts.url, response);
    return response;
  };
  return {
    app,
    database,
    ...(suite.url ? { databaseUrl: suite.url } : {}),
    dataDir,
    call,
    async json(opts) {
      const response = await call(opts);
      return { status: response.statusCode, body: response.json() };
    },
    async signUp(phone, password = 'Daytona-116500') {
      const registered = await call({ method: 'POST', url: '/api/auth/register/', payload: { phone, password } });
      if (registered.statusCode !== 201) throw new Error(`register ${phone}: ${registered.statusCode} ${registered.body}`);
      const outbox = await call({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${encodeURIComponent(phone)}` });
      const code = (outbox.json() as { results: { code: string }[] }).results[0]?.code ?? '';
      const verified = await call({ method: 'POST', url: '/api/auth/verify_code/', payload: { phone, code } });
      if (verified.statusCode !== 200) throw new Error(`verify_code ${phone}: ${verified.statusCode} ${verified.body}`);
      return { authorization: `Bearer ${(verified.json() as { access: string }).access}` };
    },
    async close() {
      await app.close();
      await suite.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
