#!/usr/bin/env node
/**
 * The test suite, stage by stage, with each stage's time printed at the end (issue 23).
 *
 *   node scripts/test.mjs          what `npm test` and CI run: every stage below, stopping at the first failure
 *   node scripts/test.mjs quick    `npm run test:quick`, the inner loop: lint, typecheck, unit, the server suite on
 *                                  PGlite only (TEST_DATABASE_URL ignored, the two-node PostgreSQL file left out);
 *                                  no browser
 *
 * Each stage is an npm script, so any one of them runs alone too (tests/README.md).
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const FULL = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['OpenAPI lint', 'npm run lint:api'],
  ['unit', 'npm run test:unit'],
  ['server (PGlite + PostgreSQL when TEST_DATABASE_URL is set)', 'npm run test:server'],
  ['stories (Chromium, axe)', 'npm run test:stories'],
  // Issue 29: the browser journeys open the built Storybook too (tests/e2e/storybook.spec.ts); both builds at once.
  ['production build and Storybook build', ['npm run build', 'npm run build-storybook -- --quiet']],
  ['browser journeys (Chromium)', 'npx playwright test'],
];

const QUICK = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  // Two API nodes need a real PostgreSQL (embedded PGlite admits one process): that file runs in the full suite.
  ['server (PGlite)', 'npm run test:server -- --exclude tests/server/multinode.test.ts', { TEST_DATABASE_URL: '' }],
];

const mode = process.argv[2] ?? 'full';
const stages = { full: FULL, quick: QUICK }[mode];
if (!stages) {
  console.error(`usage: node scripts/test.mjs [full|quick] (got ${mode})`);
  process.exit(2);
}

const runOne = (command, env) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** A stage is one command, or several run at once (the stage fails when any of them fails). */
const run = async (command, env) => {
  const codes = await Promise.all((Array.isArray(command) ? command : [command]).map((one) => runOne(one, env)));
  return codes.find((code) => code !== 0) ?? 0;
};

const times = [];
const started = performance.now();
let failed = 0;
for (const [name, command, env] of stages) {
  console.log(`\n━━ ${name}: ${[command].flat().join(' & ')}`);
  const t0 = performance.now();
  const code = await run(command, env);
  times.push([name, (performance.now() - t0) / 1000, code]);
  if (code !== 0) {
    failed = code;
    break;
  }
}
const total = (performance.now() - started) / 1000;
console.log(`\n━━ ${mode === 'quick' ? 'npm run test:quick' : 'npm test'}: time per stage`);
for (const [name, seconds, code] of times) console.log(`${seconds.toFixed(1).padStart(7)} s  ${code === 0 ? 'ok  ' : 'FAIL'}  ${name}`);
console.log(`${total.toFixed(1).padStart(7)} s  ${failed ? 'FAIL' : 'ok  '}  total`);
process.exit(failed);
