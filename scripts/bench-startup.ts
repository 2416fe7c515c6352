/**
 * `npm run bench:startup`: start-up time and memory of the production server (what `npm start` runs after the
 * build), cold (empty DATA_DIR: migrate + seed) and warm (restart on the same data), plus request latency of the
 * main read endpoints. Prints figures; asserts nothing (budgets are reported in issue notes, not tested).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/nodes.ts';

const root = new URL('../', import.meta.url).pathname;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** How the server is run: as `npm run serve` does (TypeScript through tsx), or a plain-JS bundle of it. */
type Entry = { args: string[]; cwd: string };
const TSX: Entry = { args: ['--import', 'tsx', 'server/main.ts'], cwd: root };

async function start(dataDir: string, port: number, entry: Entry = TSX): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, entry.args, {
    cwd: entry.cwd,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

const dataDir = mkdtempSync(join(tmpdir(), 'boutique-bench-'));
try {
  const port = await freePort();
  const cold = await start(dataDir, port);
  console.log(`cold start (migrate + seed ${process.env.SEED_WATCHES ?? 320} watches): ${cold.ms} ms, RSS ${rssMb(cold.child.pid!)} MB`);
  await stop(cold.child);
  const warm = await start(dataDir, port);
  console.log(`warm start (existing data):                    ${warm.ms} ms, RSS ${rssMb(warm.child.pid!)} MB`);
  for (const path of ['/api/health/', '/api/watches/?page_size=24', '/api/watches/?page_size=24&ordering=-price_usd&page=5', '/api/watches/1/', '/api/brands/?page_size=1000', '/api/popular/?page_size=10', '/media/watches/1/1.svg']) {
    console.log(await latency(port, path));
  }
  console.log(`RSS after ${7 * 200} requests: ${rssMb(warm.child.pid!)} MB`);
  await stop(warm.child);
  // For comparison: the same server bundled to plain JavaScript (esbuild, dependencies left external), without
  // tsx's loader at run time. The bundle sits one directory below a copy of openapi.yaml and package.json, as
  // server/main.ts sits below the originals.
  const bundleDir = join(root, 'node_modules/.cache/boutique-bench-startup');
  const built = spawnSync(join(root, 'node_modules/.bin/esbuild'), ['server/main.ts', '--bundle', '--platform=node', '--format=esm', '--packages=external', `--outfile=${bundleDir}/server/main.mjs`, '--log-level=error'], { cwd: root, stdio: 'inherit' });
  if (built.status === 0) {
    for (const file of ['openapi.yaml', 'package.json']) copyFileSync(join(root, file), join(bundleDir, file));
    const plain = await start(dataDir, port, { args: [join(bundleDir, 'server/main.mjs')], cwd: root });
    console.log(`warm start, plain-JS bundle (no tsx):        ${plain.ms} ms, RSS ${rssMb(plain.child.pid!)} MB`);
    await stop(plain.child);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
