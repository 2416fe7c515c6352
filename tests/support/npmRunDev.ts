import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './nodes.ts';

/**
 * `npm run dev` as a developer runs it (scripts/dev.mjs: the API in watch mode through tsx, Vite's development
 * server proxying /api and /media to it), on ports of its own and a fresh embedded database, for the browser tests
 * of the development build (issue 10 §1) and of the dev panel (issue 29). Its own process group: tsx watch and Vite
 * are its grandchildren, and `stop` ends all of them.
 */
export async function startNpmRunDev(env: Record<string, string> = {}): Promise<{ base: string; stop: () => void }> {
  const [apiPort, clientPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${clientPort}`;
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      DEV_PORT: String(clientPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'boutique-e2e-npm-run-dev-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
  const stop = () => {
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 200_000;
  // Ready when Vite answers and its proxy reaches the API (which migrates and seeds its database first).
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || dev.exitCode !== null) {
      stop();
      throw new Error(`npm run dev did not start; it printed:\n${output}`);
    }
    // Readiness polling, not a wait that proves anything.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
