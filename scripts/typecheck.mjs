#!/usr/bin/env node
/**
 * `npm run typecheck`: each room against its own platform (issue 24) — the kernel with neither the DOM nor Node, the
 * app with the DOM only, the server with Node only — then tests, stories, scripts and configs with both
 * (tsconfig.json). Two at a time (CI has two cores); prints each room's time; fails when any fails.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const ROOMS = ['tsconfig.kernel.json', 'tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.json'];
const PARALLEL = 2;

function check(config) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ config, code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

const queue = [...ROOMS];
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let config = queue.shift(); config; config = queue.shift()) {
      const result = await check(config);
      results.push(result);
      console.info(`${result.code === 0 ? 'ok  ' : 'FAIL'} ${config} (${result.seconds.toFixed(1)} s)`);
      if (result.output.trim()) console.error(result.output.trimEnd());
    }
  }),
);
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
