import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 10 items 2 and 3: what the one process sends besides the API's own answers. A fake build (one hashed
 * script with its .br/.gz siblings, as scripts/precompress.ts leaves them) stands in for dist/.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('Москва · Дубай '.repeat(400))};\n`;
const HTML = `<!doctype html><html lang="ru"><head><title>Бутик</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spa-http-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of [['assets/index-Ab12Cd34.js', SCRIPT], ['index.html', HTML]] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'humans.txt'), 'User-agent: *\n');
  return dir;
}

const decode = (raw: Buffer, encoding: unknown): string =>
  (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');

describe.each(targets)('compression, caching and status codes of what is served on $name', (target) => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    server = await startTestServer(target, { watches: 60, clientDir: dir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    server.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('serves a hashed asset precompressed by Accept-Encoding, cached for a year as immutable', async () => {
    for (const [accept, expected] of [['gzip, deflate, br, zstd', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', undefined], [undefined, undefined]] as const) {
      const response = await get('/assets/index-Ab12Cd34.js', accept);
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload, response.headers['content-encoding'])).toBe(SCRIPT);
    }
    const br = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  });

  it('a missing asset or file is a 404, never the SPA page', async () => {
    for (const url of ['/assets/x.js', '/assets/index-00000000.css', '/assets/nothing', '/favicon-missing.svg', '/catalog/app.js']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/text\/html/);
      expect(response.body, url).not.toContain('id="root"');
    }
  });

  it('routes of the SPA get index.html with 200, other paths the same page with 404; HTML is never cached stale', async () => {
    for (const url of ['/', '/catalog?brand=R', '/product/12', '/jewelry/3', '/auth/relay', '/checkout', '/sale/', '/search?q=rolex', '/watches']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(decode(response.rawPayload, 'br'), url).toBe(HTML);
    }
    for (const url of ['/no-such-page', '/catalog/rolex', '/product/12/extra', '/products', '/admin?x=1']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await get(url, 'gzip', method);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        if (method === 'GET') expect(decode(response.rawPayload, response.headers['content-encoding'])).toBe(HTML);
      }
    }
    const plain = await get('/humans.txt');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers over 1 KB on the fly, keeps small ones as they are, and says Vary', async () => {
    const identity = await get('/api/watches/?page_size=50');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['deflate', undefined]] as const) {
      const response = await get('/api/watches/?page_size=50', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      const body = decode(response.rawPayload, encoding);
      expect(JSON.parse(body)).toEqual(JSON.parse(identity.body));
      assertMatchesContract('GET', '/api/watches/?page_size=50', { statusCode: response.statusCode, headers: response.headers, body });
      if (encoding) expect(response.rawPayload.length).toBeLessThan(identity.body.length / 3);
    }
    const small = await get('/api/health/', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(String(small.headers.vary)).toMatch(/accept-encoding/i);
    assertMatchesContract('GET', '/api/health/', small);
  });

  it('the server carries the configured connection, request, keep-alive and headers timeouts (issue 11 item 6)', () => {
    const defaults = loadConfig({}).timeouts;
    expect(server.app.initialConfig).toMatchObject({
      connectionTimeout: defaults.connectionMs,
      requestTimeout: defaults.requestMs,
      keepAliveTimeout: defaults.keepAliveMs,
    });
    expect(server.app.server.requestTimeout).toBe(defaults.requestMs);
    expect(server.app.server.keepAliveTimeout).toBe(defaults.keepAliveMs);
    expect(server.app.server.headersTimeout).toBe(defaults.headersMs);
    expect(server.app.server.timeout).toBe(defaults.connectionMs);
  });

  it('draws banner artwork without any text, compressed like the rest; the title travels as localised text', async () => {
    const ru = (await server.json<{ results: { title: string; image: string }[] }>({ method: 'GET', url: '/api/banners/', headers: { 'accept-language': 'ru' } })).body;
    const en = (await server.json<{ results: { title: string; image: string }[] }>({ method: 'GET', url: '/api/banners/', headers: { 'accept-language': 'en-US,en;q=0.9' } })).body;
    expect(ru.results.length).toBeGreaterThan(0);
    expect(ru.results.map((b) => b.title)).not.toEqual(en.results.map((b) => b.title));
    for (const banner of ru.results) {
      for (const url of [banner.image, banner.image.replace(/\.svg$/, '.thumb.svg')]) {
        const response = await get(url, 'br');
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe('br');
        const svg = decode(response.rawPayload, 'br');
        expect(svg, url).toMatch(/^<svg /);
        expect(svg, url).not.toMatch(/<(text|tspan|title)\b/);
      }
    }
  });
});
