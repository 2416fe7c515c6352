import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../contract/errors.ts';
import { renderSiteCard } from './og.ts';
import type { Pictures, Variant } from './pictures.ts';
import { svgToPng } from './raster.ts';

/**
 * Product and banner images, drawn on request from the catalogue row (no external image host is reachable).
 * URLs: /media/{watches|jewelry|bags}/{productId}/{photoId}.svg and …/{photoId}.thumb.svg,
 * /media/banners/{id}.svg and /media/banners/{id}.thumb.svg. Bump RENDER_VERSION when drawings change.
 *
 * Issue 22 item 25: every full-size picture also comes as a PNG drawn from the same SVG (`{photoId}.png`), for the
 * social previews (og:image) that no messenger shows as SVG; and /media/og/site-{ru|en}.png is the site's own
 * 1200×630 card (media/og.ts).
 */
const RENDER_VERSION = '2';
const FILE = /^(\d{1,9})(?:(\.thumb)?\.svg|\.png)$/;
const SITE_FILE = /^site-(ru|en)\.(svg|png)$/;

type Format = 'svg' | 'png';

function parseFile(file: string): { id: number; variant: Variant; format: Format } {
  const match = FILE.exec(file);
  if (!match) throw notFound();
  return { id: Number(match[1]), variant: match[2] ? 'thumb' : 'full', format: file.endsWith('.png') ? 'png' : 'svg' };
}

async function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, format: Format = 'svg'): Promise<FastifyReply> {
  const etag = `"${createHash('sha1').update(RENDER_VERSION).update(format).update(svg).digest('base64url')}"`;
  void reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800').header('etag', etag);
  if (format === 'svg') {
    void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").type('image/svg+xml; charset=utf-8');
  } else {
    void reply.type('image/png');
  }
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  // The PNG is as wide as the drawing says (1200 for a product, the card's 1200×630).
  return reply.send(format === 'svg' ? svg : await svgToPng(svg, Number(/width="(\d+)"/.exec(svg)?.[1] ?? 1200)));
}

/** A stored photograph: its own type, an ETag of its bytes, never sniffed into something else. */
async function sendPhoto(request: FastifyRequest, reply: FastifyReply, photo: { data: Buffer; mimeType: string }): Promise<FastifyReply> {
  const etag = `"${createHash('sha1').update(photo.data).digest('base64url')}"`;
  void reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800').header('etag', etag).header('x-content-type-options', 'nosniff').type(photo.mimeType);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(photo.data);
}

/** /media/{kind}/{productId}/{photoId}…: each product kind's picture. */
const PRODUCT_PICTURES: Record<'watches' | 'jewelry' | 'bags', (pictures: Pictures, productId: number, photoId: number, variant: Variant) => Promise<string | undefined>> = {
  watches: (pictures, productId, photoId, variant) => pictures.watch(productId, photoId, variant),
  jewelry: (pictures, productId, photoId, variant) => pictures.jewelry(productId, photoId, variant),
  bags: (pictures, productId, photoId, variant) => pictures.bag(productId, photoId, variant),
};

export const mediaRoutes: FastifyPluginAsync<{ pictures: Pictures }> = async (fastify, { pictures }) => {
  for (const [kind, draw] of Object.entries(PRODUCT_PICTURES)) {
    fastify.get<{ Params: { productId: string; file: string } }>(`/media/${kind}/:productId/:file`, async (request, reply) => {
      const { id, variant, format } = parseFile(request.params.file);
      // An imported photograph (issue 27) is served as stored, whichever variant the address asks for.
      const photo = Number(request.params.productId) <= 2147483647 ? await pictures.stored(kind as keyof typeof PRODUCT_PICTURES, Number(request.params.productId), id) : undefined;
      if (photo) return sendPhoto(request, reply, photo);
      const svg = await draw(pictures, Number(request.params.productId), id, variant);
      if (svg === undefined) throw notFound();
      return sendSvg(request, reply, svg, format);
    });
  }

  fastify.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const { id, variant, format } = parseFile(request.params.file);
    const svg = await pictures.banner(id, variant);
    if (svg === undefined) throw notFound();
    return sendSvg(request, reply, svg, format);
  });

  fastify.get<{ Params: { file: string } }>('/media/og/:file', async (request, reply) => {
    const match = SITE_FILE.exec(request.params.file);
    if (!match) throw notFound();
    return sendSvg(request, reply, renderSiteCard(match[1] === 'en' ? 'en' : 'ru'), match[2] === 'png' ? 'png' : 'svg');
  });
};
