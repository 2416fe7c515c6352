/**
 * `npm run bench:startup`: start-up time and memory of the production server as `npm run serve` runs it (the
 * command is read from package.json, so the figures follow it), cold (empty DATA_DIR: the first start creates and
 * seeds the database) and warm (restart on the same data), the latency of the main read endpoints, and the RSS
 * after rendering the main pages (when the SPA is built). For comparison, the warm start of the same server run
 * from its TypeScript sources through tsx, as the tests and e2e run it. Prints figures; asserts nothing (budgets
 * are reported in issue notes, not tested).
 *
 * It compiles the server first (`npm run build:server`, a second or two) so the figures are those of the sources
 * as they are; the SPA is whatever `npm run build` last left in dist/ and dist-server/.
 * `BENCH_SERVE='NODE_ENV=production node --import tsx server/main.ts' npm run bench:startup` measures another
 * command line in serve's place (before/after comparisons).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/nodes.ts';

const root = new URL('../', import.meta.url).pathname;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** How the server is run: node's arguments and the variables set before it. */
interface Entry {
  args: string[];
  env: Record<string, string>;
}

/** `NAME=value … node args…` (the form of package.json's serve; no quoting) as an Entry. */
function parseCommand(command: string): Entry {
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!)) {
    const word = words.shift()!;
    const at = word.indexOf('=');
    env[word.slice(0, at)] = word.slice(at + 1);
  }
  if (words.shift() !== 'node') throw new Error(`not a node command line: ${command}`);
  return { args: words, env };
}

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const serveCommand = process.env.BENCH_SERVE ?? pkg.scripts.serve!;
const SERVE = parseCommand(serveCommand);
const TSX: Entry = { args: ['--import', 'tsx', 'server/main.ts'], env: { NODE_ENV: 'production' } };

async function start(dataDir: string, port: number, entry: Entry): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, entry.args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...entry.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (response.ok) return { child, ms: Math.round(performance.now() - t0) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function latency(port: number, path: string, runs = 200): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    await response.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  return `${path.padEnd(48)} p50 ${pct(0.5).padStart(6)} ms   p95 ${pct(0.95).padStart(6)} ms`;
}

const built = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) throw new Error('npm run build:server failed');
const rendered = existsSync(join(root, 'dist/index.html')) && existsSync(join(root, 'dist-server/entry-server.js'));

console.log(`serve: ${serveCommand}`);
const dataDir = mkdtempSync(join(tmpdir(), 'boutique-bench-'));
try {
  const port = await freePort();
  const cold = await start(dataDir, port, SERVE);
  console.log(`cold start (migrate + seed ${process.env.SEED_WATCHES ?? 320} watches): ${cold.ms} ms, RSS ${rssMb(cold.child.pid!)} MB`);
  await stop(cold.child);
  const warm = await start(dataDir, port, SERVE);
  console.log(`warm start (existing data):                    ${warm.ms} ms, RSS ${rssMb(warm.child.pid!)} MB`);
  for (const path of ['/api/health/', '/api/watches/?page_size=24', '/api/watches/?page_size=24&ordering=-price_usd&page=5', '/api/watches/1/', '/api/brands/?page_size=1000', '/api/popular/?page_size=10', '/media/watches/1/1.svg']) {
    console.log(await latency(port, path));
  }
  console.log(`RSS after ${7 * 200} requests: ${rssMb(warm.child.pid!)} MB`);
  if (rendered) {
    const pages = ['/', '/catalog', '/product/1', '/jewelry', '/bags'];
    for (const path of pages) console.log(await latency(port, path, 20));
    console.log(`RSS after ${pages.length * 20} server-rendered pages: ${rssMb(warm.child.pid!)} MB`);
  } else {
    console.log('no build in dist/ and dist-server/ (npm run build): pages not measured');
  }
  await stop(warm.child);
  // For comparison: the same server from its TypeScript sources through tsx's loader (tests, e2e, bench:api).
  const sources = await start(dataDir, port, TSX);
  console.log(`warm start, sources through tsx:               ${sources.ms} ms, RSS ${rssMb(sources.child.pid!)} MB`);
  await stop(sources.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
