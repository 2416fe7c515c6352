import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImage, siteImage } from '../../src/domain/seo/site.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 22 item 25: the social previews (og:image) are PNGs — no messenger or network shows an SVG — drawn by the
 * server from the same drawing: the site's 1200×630 card for the pages, and each piece's picture for its page. The
 * og:image URLs are the ones the server render writes (src/domain/seo/site.ts siteImage, productImage).
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk (right after the signature and the chunk's length and type). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe.each(targets)('social preview pictures on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { watches: 12 });
  });
  afterAll(async () => server?.close());

  async function png(url: string) {
    const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toBe('image/png');
    // Already compressed: never sent through brotli or gzip again.
    expect(response.headers['content-encoding'], url).toBeUndefined();
    expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE), url).toBe(true);
    return response;
  }

  it("the home page's og:image answers a 1200×630 PNG in each language", async () => {
    for (const locale of ['ru', 'en'] as const) {
      const image = siteImage(locale);
      const response = await png(image.url);
      expect(pngSize(response.rawPayload)).toEqual({ width: image.width, height: image.height });
      expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    }
    // The two languages are two pictures (the wordmark and its line are written in each).
    const [ru, en] = await Promise.all(['ru', 'en'].map((locale) => server.app.inject({ method: 'GET', url: `/media/og/site-${locale}.png` })));
    expect(ru?.rawPayload.equals(en?.rawPayload ?? Buffer.alloc(0))).toBe(false);
  });

  it("a product page's og:image answers the piece's own picture as a 1200×1200 PNG, with an ETag", async () => {
    for (const list of ['watches', 'jewelry', 'bags']) {
      const { body } = await server.json<{ results: { photos: { image_url: string }[] }[] }>({ method: 'GET', url: `/api/${list}/?page_size=1` });
      const image = productImage(body.results[0]?.photos.map((photo) => photo.image_url) ?? [], 'piece');
      expect(image?.url, list).toMatch(/^\/media\/[a-z]+\/\d+\/\d+\.png$/);
      const response = await png(image?.url ?? '');
      expect(pngSize(response.rawPayload), list).toEqual({ width: 1200, height: 1200 });
      const etag = String(response.headers.etag);
      const again = await server.app.inject({ method: 'GET', url: image?.url ?? '', headers: { 'if-none-match': etag } });
      expect(again.statusCode, list).toBe(304);
    }
  });

  it('answers 404 for a picture that does not exist or a name outside the pattern', async () => {
    for (const url of ['/media/watches/1/999999.png', '/media/og/site-de.png', '/media/og/site.png', '/media/watches/1/1.thumb.png']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
