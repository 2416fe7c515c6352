import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real Firebase Auth emulator (firebase-tools, a devDependency) for the server's Firebase tests: started on
 * free ports with a generated firebase.json in a temporary directory, and awaited until it answers. It runs
 * offline and needs no Java. When it cannot start, this throws saying what is missing: the tests fail, they are
 * never skipped.
 */
export interface FirebaseEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  /** POST to the emulated Identity Toolkit REST API (what the web SDK calls). */
  identityToolkit<T = Record<string, unknown>>(method: string, body: Record<string, unknown>): Promise<T>;
  /** The SMS codes the emulator "sent" (its own development endpoint). */
  verificationCodes(): Promise<{ phoneNumber: string; code: string; sessionInfo: string }[]>;
  stop(): Promise<void>;
}

const FIREBASE_BIN = fileURLToPath(new URL('../../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export async function startFirebaseEmulator(projectId = 'demo-boutique', timeoutMs = 150_000): Promise<FirebaseEmulator> {
  if (!existsSync(FIREBASE_BIN)) {
    throw new Error(`Firebase Auth emulator unavailable: ${FIREBASE_BIN} is missing. Install the devDependencies (npm ci): firebase-tools 15.34.2 provides it.`);
  }
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'firebase-emulator-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({ emulators: { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false } } }),
  );
  const logFile = join(dir, 'emulator.log');
  writeFileSync(logFile, '');
  const child: ChildProcess = spawn(process.execPath, [FIREBASE_BIN, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    // Its own process group, so stopping it also stops whatever it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));

  const host = `127.0.0.1:${port}`;
  const base = `http://${host}`;
  const stop = async () => {
    if (exited === null && child.pid !== undefined) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`The Firebase Auth emulator exited (code ${exited}) before answering. Its output:\n${output.slice(-3000)}`);
    }
    try {
      const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase Auth emulator did not answer on ${base} within ${timeoutMs / 1000} s. Its output:\n${output.slice(-3000)}${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    host,
    projectId,
    async identityToolkit(method, body) {
      const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any-key-works-here`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`emulator accounts:${method} → ${response.status} ${JSON.stringify(json)}`);
      return json as never;
    },
    async verificationCodes() {
      const response = await fetch(`${base}/emulator/v1/projects/${projectId}/verificationCodes`);
      return ((await response.json()) as { verificationCodes: { phoneNumber: string; code: string; sessionInfo: string }[] }).verificationCodes;
    },
    stop,
  };
}
