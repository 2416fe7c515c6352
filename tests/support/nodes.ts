import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Real server processes (`node --import tsx server/main.ts`: what `npm run serve` runs compiled, here from the
 * sources, so no build is needed first): the multi-node test (tests/server/multinode.test.ts) and the load
 * benchmark (scripts/bench-load.ts) run two of them on one PostgreSQL. Each node has its own port and its own
 * DATA_DIR (removed at stop), so nothing can pass between them except through the database. Their JSON log lines
 * are kept, to read what the console SMS provider "sent".
 */
export interface ServerNode {
  name: string;
  base: string;
  pid: number;
  /** This node's own DATA_DIR (nothing another node needs may be kept there). */
  dataDir: string;
  /** Every parsed JSON log line so far (pino: level, msg, …). */
  logs: Record<string, unknown>[];
  /** The newest verification code this node's console SMS provider logged for a phone (digits compared). */
  smsCode(phone: string): Promise<string>;
  /** Resident set size and its peak, in MiB, from /proc. */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time (user + system) the process has used so far, in seconds, from /proc. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const root = new URL('../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts one node and resolves once it answers /api/health/ (migrated, seeded, listening). */
export interface NodeOptions {
  timeoutMs?: number;
  /** Which stdout lines to keep (default all); the load benchmark keeps only the few it reads. */
  keep?: (line: string) => boolean;
}

export async function startNode(name: string, env: Record<string, string>, { timeoutMs = 120_000, keep }: NodeOptions = {}): Promise<ServerNode> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `boutique-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      CLIENT_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (keep && !keep(line)) return;
    try {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      logs.push({ msg: line });
    }
    for (const wake of waiters) wake();
  });
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitFor = async <T>(find: () => T | undefined, what: string, ms: number): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) waiting for ${what}:\n${stderr.slice(-20).join('\n')}`);
      if (Date.now() > deadline) throw new Error(`${name}: no ${what} within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 100);
        waiters.add(wake);
      });
    }
  };

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  // Ready when it answers: migrated, seeded and listening (whatever LOG_LEVEL hides).
  let healthy = false;
  const probe = setInterval(() => {
    fetch(`${base}/api/health/`).then(
      (response) => {
        healthy ||= response.ok;
        if (healthy) for (const wake of waiters) wake();
      },
      () => undefined,
    );
  }, 200);
  try {
    await waitFor(() => (healthy ? true : undefined), 'answer on /api/health/', timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearInterval(probe);
  }
  return {
    name,
    base,
    pid: child.pid ?? 0,
    dataDir,
    logs,
    smsCode: (phone) =>
      waitFor(
        () => {
          const digits = phone.replace(/\D/g, '');
          for (let i = logs.length - 1; i >= 0; i--) {
            const sms = logs[i]?.sms as { to?: string; code?: string } | undefined;
            if (sms?.code && sms.to?.replace(/\D/g, '') === digits) return sms.code;
          }
          return undefined;
        },
        `code for ${phone}`,
        10_000,
      ),
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
      return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
    },
    cpuSeconds() {
      // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks, after the parenthesised command name.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    stop,
  };
}
