/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) against the production server
 * on a fresh database, in Debian's Chromium. Expects `npm run build` done (the server serves CLIENT_DIR, ./dist).
 * For the eight public pages of issue 25 (`/`, `/catalog`, `/jewelry`, `/bags`, the first watch's, jewel's and
 * bag's detail pages, `/about`), or only LH_PATHS (comma-separated), plus any paths in LH_URLS, LH_RUNS runs each
 * (default 5): median category scores, LCP, CLS, TBT, FCP, the JavaScript transferred until the page went idle
 * (Lighthouse's transfer size: brotli, as the server sends it) and Lighthouse's `benchmarkIndex` of this machine
 * (below 800 the machine was busy: rerun). With LH_BARE=1, then the same page with every <script> and
 * modulepreload stripped from its server HTML, served from a local proxy: LCP(real) / LCP(script-free) says how
 * much the page's first paint waits for JavaScript (1.0 = not at all). Prints figures; asserts nothing.
 * LH_REPORT_DIR=dir keeps every run's full JSON report there.
 *
 * Chromium may reach loopback only (host resolver rules), so no run touches the internet: pages that call
 * other hosts (the map probe) see them fail, as they would offline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../.storybook/chromium.ts';
import { freePort } from '../tests/support/nodes.ts';
import { median } from './stats.ts';

const root = new URL('../', import.meta.url).pathname;
const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = [
  ...CHROMIUM_ARGS,
  '--disable-default-apps',
  '--disable-extensions',
  '--no-default-browser-check',
  '--metrics-recording-only',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  // Every name but loopback fails to resolve: nothing leaves the machine whatever a page or Chromium asks for.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 5) || 5);

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    // The server's log (JSON lines) is kept for the post-mortem when it stops early.
    stdio: ['ignore', openSync(join(dataDir, 'server.log'), 'a'), 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start within 180 s');
}

/** Fails loudly if the server dies during the runs (Lighthouse would otherwise measure an error page). */
function watchServer(child: ChildProcess, dataDir: string): void {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const log = readFileSync(join(dataDir, 'server.log'), 'utf8').trim().split('\n').slice(-5).join('\n');
    console.error(`server exited during the benchmark (code ${code}, signal ${signal}); its last log lines:\n${log}`);
  });
}
let stopping = false;

async function stopServer(child: ChildProcess): Promise<void> {
  stopping = true;
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A copy of `path`'s server HTML without any <script> (module entry, inline or JSON) and modulepreload link,
 * served at that one path (any query) from a local server that passes every other request to the real one.
 */
async function startScriptFreeCopy(target: string, path: string, htmlFile: string): Promise<{ server: Server; origin: string }> {
  const html = await (await fetch(`${target}${path}`)).text();
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
  writeFileSync(htmlFile, stripped);
  const pagePath = path.split('?')[0];
  const targetUrl = new URL(target);
  const server = createHttpServer((req, res) => {
    if ((req.url ?? '/').split('?')[0] === pagePath && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : readFileSync(htmlFile));
      return;
    }
    const upstream = httpRequest(
      { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${port}` };
}

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcp: number | null;
  cls: number | null;
  tbt: number | null;
  fcp: number | null;
  jsBytes: number | null;
  benchmarkIndex: number | null;
  error: string | null;
}

const numeric = (result: Result, id: string): number | null => {
  const value = result.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Script bytes on the wire until the page went idle (Lighthouse's network-requests audit ends there). */
function scriptBytes(result: Result): number | null {
  const details = result.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  if (!details?.items) return null;
  return details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function audit(chrome: LaunchedChrome, url: string): Promise<RunFigures> {
  const runner = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Mobile form factor and simulated throttling are the default config's; said here so nobody has to look.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!runner) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = runner;
  // LH_REPORT_DIR: each run's full report (JSON), for a look at the opportunities and the request chains.
  if (process.env.LH_REPORT_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${new URL(url).port}-${Date.now()}.json`;
    writeFileSync(join(process.env.LH_REPORT_DIR, name), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])) as RunFigures['scores'];
  return {
    scores,
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    jsBytes: scriptBytes(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // A run-level failure (NO_FCP), else a metric that could not be computed (NO_LCP on a page that paints late).
    error: lhr.runtimeError?.code ?? lhr.audits['largest-contentful-paint']?.errorMessage?.split(/[\s:]/)[0] ?? null,
  };
}

const medianKnown = (values: (number | null)[]): number | null => median(values.filter((value): value is number => value !== null));

const score = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value * 100)));
const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

async function runs(chrome: LaunchedChrome, url: string): Promise<RunFigures[]> {
  const results: RunFigures[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await audit(chrome, url));
  return results;
}

function summary(results: RunFigures[]) {
  const pick = (get: (run: RunFigures) => number | null) => medianKnown(results.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])) as Record<(typeof CATEGORIES)[number], number | null>,
    lcp: pick((run) => run.lcp),
    cls: pick((run) => run.cls),
    tbt: pick((run) => run.tbt),
    fcp: pick((run) => run.fcp),
    jsBytes: pick((run) => run.jsBytes),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    errors: [...new Set(results.map((run) => run.error).filter(Boolean))],
  };
}

if (!existsSync(join(root, 'dist', 'index.html')) && !process.env.CLIENT_DIR) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'boutique-lighthouse-'));
let server: ChildProcess | undefined;
let chrome: LaunchedChrome | undefined;
try {
  const port = await freePort();
  server = await startServer(dataDir, port);
  watchServer(server, dataDir);
  const target = `http://127.0.0.1:${port}`;
  const firstId = async (list: string) =>
    ((await (await fetch(`${target}/api/${list}/?page_size=1`)).json()) as { results: { id: number }[] }).results[0]?.id;
  const detail = async (list: string, prefix: string) => {
    const id = await firstId(list);
    return id === undefined ? [] : [`${prefix}/${id}`];
  };
  const extra = (process.env.LH_URLS ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) => (path.startsWith('/') ? path : `/${path}`));
  const only = (process.env.LH_PATHS ?? '').split(',').map((path) => path.trim()).filter(Boolean);
  const eight = [
    '/',
    '/catalog',
    '/jewelry',
    '/bags',
    ...(await detail('watches', '/product')),
    ...(await detail('jewelry', '/jewelry')),
    ...(await detail('bags', '/bag')),
    '/about',
  ];
  const chosen = only.length ? eight.filter((path) => only.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) : eight;
  const paths = [...chosen, ...extra];

  chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const chromeVersion = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json() as { Browser?: string };
  console.log(`Lighthouse 12.8.2 · ${chromeVersion.Browser ?? 'Chromium'} · mobile, simulated throttling · ${RUNS} run(s) per URL · medians\n`);

  for (const path of paths) {
    const real = summary(await runs(chrome, `${target}${path}`));
    const { scores } = real;
    console.log(`${path}`);
    console.log(
      `  scores  performance ${score(scores.performance)}  accessibility ${score(scores.accessibility)}  best-practices ${score(scores['best-practices'])}  seo ${score(scores.seo)}`,
    );
    console.log(
      `  metrics LCP ${ms(real.lcp)}  FCP ${ms(real.fcp)}  TBT ${ms(real.tbt)}  CLS ${real.cls === null ? 'n/a' : real.cls.toFixed(3)}  JS transferred until idle ${real.jsBytes === null ? 'n/a' : `${(real.jsBytes / 1024).toFixed(1)} KB`}  benchmarkIndex ${real.benchmarkIndex === null ? 'n/a' : Math.round(real.benchmarkIndex)}`,
    );
    if (real.errors.length) console.log(`  errors  ${real.errors.join(', ')}`);
    if (!process.env.LH_BARE) {
      console.log('');
      continue;
    }

    const copy = await startScriptFreeCopy(target, path, join(dataDir, 'script-free.html'));
    try {
      const bare = summary(await runs(chrome, `${copy.origin}${path}`));
      const ratio = real.lcp !== null && bare.lcp ? (real.lcp / bare.lcp).toFixed(2) : 'n/a';
      // NO_FCP: the HTML alone paints nothing (a client-rendered page's empty root).
      const why = bare.errors.length ? ` (script-free copy: ${bare.errors.join(', ')}${bare.errors.includes('NO_FCP') ? ', the HTML alone paints nothing' : ''})` : '';
      console.log(`  LCP vs script-free copy: ${ms(real.lcp)} / ${ms(bare.lcp)} = ${ratio}${why}\n`);
    } finally {
      copy.server.closeAllConnections();
      await new Promise((resolve) => copy.server.close(resolve));
    }
  }
} finally {
  if (chrome) chrome.kill();
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
