import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { freePort } from './nodes.ts';

/**
 * A server of a browser test's own (fresh embedded database, its own port), for tests that need settings the
 * shared production server of playwright.config.ts does not have: a development build, the SMS outbox, a bot.
 */
export interface E2eServer {
  base: string;
  stop: () => void;
  /** Its DATA_DIR and PORT: `npm run manager` finds the running shop by them (issue 27). */
  dataDir?: string;
  port?: number;
}

/**
 * The compiled server `npm run build` writes (what `npm run serve` runs): it starts a few seconds sooner than
 * `--import tsx server/main.ts` and carries no loader thread. The browser tests need the build anyway (dist/).
 */
export const SERVER_ENTRY = 'dist-api/main.js';

export function serverEntry(): string {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before the browser tests (\`npm run test:e2e\` does both).`);
  return SERVER_ENTRY;
}

/**
 * The development server the account, forms, shop, profile and checkout journeys share, one per worker slot
 * (tests/support/e2e.ts `devServer`): the SMS outbox for codes, 24 seeded watches. Every journey registers its own
 * accounts, and a worker's journeys register dozens of them from one address within the hour, so the per-client
 * sign-in limits are raised here (the limits themselves are the server suite's: tests/server/auth*.test.ts).
 */
export const DEV_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'development',
  SEED_WATCHES: '24',
  // Issue 26: each watch is one piece and the journeys' orders hold theirs; availability is read fresh (no answer
  // cache), as each journey picks pieces still free when it starts.
  CATALOGUE_CACHE_MS: '0',
  SMS_PROVIDER: 'console',
  AUTH_CODES_PER_CLIENT_PER_HOUR: '10000',
  AUTH_LOGIN_ATTEMPTS_PER_CLIENT: '10000',
};

export async function startE2eServer(name: string, env: Record<string, string>): Promise<E2eServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `boutique-e2e-${name}-`));
  const server: ChildProcess = spawn(process.execPath, [serverEntry()], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The last few KB of what the server wrote to stderr, so a server that does not start says why.
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const started = Date.now();
  const deadline = started + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      const why = server.exitCode !== null ? `exited with code ${server.exitCode}` : `did not answer /api/health/ within ${Math.round((Date.now() - started) / 1000)} s`;
      server.kill();
      throw new Error(`the ${name} test server ${why}${stderr ? `; its stderr ends with:\n${stderr}` : ''}`);
    }
    // Readiness polling (not a wait that proves anything): short, so a test starts as soon as the server answers.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop: () => server.kill(), dataDir, port };
}

/** The password of the accounts browser tests make. */
export const E2E_PASSWORD = 'Submariner41';

/** A fresh Russian mobile number, so every test registers its own account. */
export const newPhone = (): string => `+7 9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The newest code the development SMS outbox holds for a phone (servers started with NODE_ENV=development). */
export async function latestSmsCode(request: APIRequestContext, base: string, phone: string): Promise<string> {
  const answer = await request.get(`${base}/api/dev/sms-outbox/?${new URLSearchParams({ phone })}`);
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: { code: string }[] };
  expect(results.length).toBeGreaterThan(0);
  return results[0]?.code ?? '';
}

/** A confirmed account and its signed-in token pair (register → outbox code → verify), made through the API. */
export interface E2eAccount {
  phone: string;
  access: string;
  refresh: string;
}

/** Registers a fresh phone on a development server (NODE_ENV=development, SMS_PROVIDER=console) and signs it in. */
export async function registeredAccount(request: APIRequestContext, base: string): Promise<E2eAccount> {
  const phone = newPhone();
  expect((await request.post(`${base}/api/auth/register/`, { data: { phone, password: E2E_PASSWORD } })).status()).toBe(201);
  const verified = await request.post(`${base}/api/auth/verify_code/`, { data: { phone, code: await latestSmsCode(request, base, phone) } });
  expect(verified.status()).toBe(200);
  const { access, refresh } = (await verified.json()) as { access: string; refresh: string };
  return { phone, access, refresh };
}
