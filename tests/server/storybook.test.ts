import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 29 "Published": the built Storybook at /storybook/ with SERVE_STORYBOOK=true, and nowhere otherwise. A fake
 * build (the manager's page with an inline classic and an inline module script, the preview's page, a hashed asset,
 * an unhashed manager file, the index) stands in for storybook-static/; a fake SPA for dist/, so the shop's own
 * not-found page can be told apart.
 */
const GLOBALS = "\n      window['CONFIG_TYPE'] = \"PRODUCTION\";\n    ";
const MODULE = "\n      import './sb-manager/runtime.js';\n    ";
const PREVIEW = '\n      window.CONFIG_TYPE = \'PRODUCTION\';\n    ';
const page = (scripts: string) => `<!DOCTYPE html><html lang="en"><head><title>storybook - Storybook</title></head><body><div id="root"></div>${scripts}</body></html>`;
const INDEX = page(`<script>${GLOBALS}</script><script type="module">${MODULE}</script><script type="module" src="./sb-manager/globals.js"></script>`);
const IFRAME = page(`<script>${PREVIEW}</script><div id="storybook-root"></div>`);
const ASSET = `export const story = ${JSON.stringify('Daytona '.repeat(300))};\n`;
const SHOP = '<!doctype html><html lang="ru"><head><title>Бутик</title></head><body><div id="shop-root"></div></body></html>';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function fakeStorybook(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-static-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'sb-manager'));
  const files: [string, string][] = [
    ['index.html', INDEX],
    ['iframe.html', IFRAME],
    ['assets/Button.stories-Ab12Cd34.js', ASSET],
    ['sb-manager/runtime.js', 'export {};\n'],
    ['index.json', JSON.stringify({ v: 5, entries: {} })],
  ];
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, 'assets/Button.stories-Ab12Cd34.js.br'), brotliCompressSync(ASSET));
  return dir;
}

function fakeShop(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-storybook-'));
  writeFileSync(join(dir, 'index.html'), SHOP);
  return dir;
}

/** A Content-Security-Policy header as directive → sources. */
const policyOf = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(String(header).split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name = '', ...sources]) => [name, sources]));

describe.each(targets)('the built Storybook at /storybook/ on $name', (target) => {
  const dirs: string[] = [];
  let on: TestServer;
  let off: TestServer;
  let unbuilt: TestServer;
  let storybookDir: string;
  beforeAll(async () => {
    storybookDir = fakeStorybook();
    const clientDir = fakeShop();
    dirs.push(storybookDir, clientDir);
    const serve = (dir: string) => ({ clientDir, configure: (config: Config) => ({ ...config, serveStorybook: true, storybookDir: dir }) });
    on = await startTestServer(target, { watches: 20, ...serve(storybookDir) });
    off = await startTestServer(target, { watches: 20, clientDir });
    unbuilt = await startTestServer(target, { watches: 20, ...serve(join(storybookDir, 'not-built')) });
  });
  afterAll(async () => {
    await Promise.all([on, off, unbuilt].map((server) => server?.close()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is off by default: /storybook/ is the shop\'s not-found page, as any unknown path', async () => {
    const unknown = await off.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    for (const url of ['/storybook/', '/storybook', '/storybook/index.html', '/storybook/?path=/story/x']) {
      const response = await off.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe(unknown.headers['content-type']);
      expect(response.headers['content-security-policy'], url).toBe(unknown.headers['content-security-policy']);
      expect(response.body, url).toBe(SHOP);
    }
    // A file-like path is the shop's plain 404, as anywhere else.
    expect((await off.app.inject({ method: 'GET', url: '/storybook/assets/Button.stories-Ab12Cd34.js' })).statusCode).toBe(404);
  });

  it('on, /storybook/ is the manager page under the Storybook\'s policy: its inline scripts by hash, framed by this origin only', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await on.app.inject({ method, url: '/storybook/' });
      expect(response.statusCode, method).toBe(200);
      expect(response.headers['content-type'], method).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], method).toBe('no-cache');
      if (method === 'GET') expect(response.body).toBe(INDEX);
    }
    const response = await on.app.inject({ method: 'GET', url: '/storybook/?path=/story/ui-button--primary' });
    expect(response.body).toBe(INDEX);
    const policy = policyOf(response.headers['content-security-policy']);
    // Both pages' inline scripts, never the script with a src (that is 'self').
    expect(policy['script-src']?.sort()).toEqual(["'self'", sha(GLOBALS), sha(MODULE), sha(PREVIEW)].sort());
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    const shop = policyOf((await on.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    // Nothing else is relaxed.
    const rest = (p: Record<string, string[]>) => Object.fromEntries(Object.entries(p).filter(([name]) => name !== 'script-src' && name !== 'frame-ancestors'));
    expect(rest(policy)).toEqual(rest(shop));
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the shop\'s own pages keep the shop\'s policy, exactly as with Storybook off', async () => {
    for (const url of ['/', '/catalog', '/no-such-page', '/api/cities/']) {
      const withStorybook = await on.app.inject({ method: 'GET', url });
      const without = await off.app.inject({ method: 'GET', url });
      expect(withStorybook.headers['content-security-policy'], url).toBe(without.headers['content-security-policy']);
      expect(policyOf(withStorybook.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
    }
    const root = await on.app.inject({ method: 'GET', url: '/' });
    expect(root.body).toBe(SHOP);
    expect(String(root.headers['content-security-policy'])).not.toContain(sha(GLOBALS));
  });

  it('/storybook is sent to /storybook/ (301), its query kept', async () => {
    for (const [url, location] of [['/storybook', '/storybook/'], ['/storybook?path=/story/x', '/storybook/?path=/story/x']] as const) {
      const response = await on.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('serves the build\'s files with their types: hashed assets immutable and precompressed, the rest revalidated', async () => {
    const asset = await on.app.inject({ method: 'GET', url: '/storybook/assets/Button.stories-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString('utf8')).toBe(ASSET);
    expect(policyOf(asset.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    const expected: [string, RegExp][] = [
      ['/storybook/iframe.html', /^text\/html/],
      ['/storybook/sb-manager/runtime.js', /javascript/],
      ['/storybook/index.json', /^application\/json/],
    ];
    for (const [url, type] of expected) {
      const response = await on.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(type);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('a missing file is a plain 404, never the shop\'s page', async () => {
    for (const url of ['/storybook/nope.js', '/storybook/assets/Missing-00000000.js', '/storybook/some/page', '/storybook/sb-manager/', '/storybook/missing.html']) {
      const response = await on.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ detail: 'Not found.' });
      expect(policyOf(response.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'self'"]);
    }
  });

  it('on without a build the server still starts, and /storybook/ says how to build it', async () => {
    for (const url of ['/storybook/', '/storybook/index.html', '/storybook/assets/x.js']) {
      const response = await unbuilt.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Storybook is not built: run npm run build-storybook.' });
    }
    expect((await unbuilt.app.inject({ method: 'GET', url: '/' })).body).toBe(SHOP);
  });

  it('a new build while the server runs is served with its own scripts\' hashes', async () => {
    const script = "window['LOGLEVEL'] = 'warn';";
    writeFileSync(join(storybookDir, 'index.html'), page(`<script>${script}</script>`));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(storybookDir, 'index.html'), later, later);
    const policy = policyOf((await on.app.inject({ method: 'GET', url: '/storybook/' })).headers['content-security-policy']);
    expect(policy['script-src']?.sort()).toEqual(["'self'", sha(script), sha(PREVIEW)].sort());
  });

  it('robots.txt keeps crawlers off /storybook/, and the sitemap never lists it', async () => {
    const robots = await on.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.test' } });
    expect(robots.body.split('\n')).toContain('Disallow: /storybook/');
    const sitemap = await on.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.test' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/storybook');
  });
});
