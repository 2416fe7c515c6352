import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { bannerForImage } from '../content/repository.ts';
import { notFound } from '../http/errors.ts';
import { renderSiteCard } from './og.ts';
import { svgToPng } from './raster.ts';
import { renderBag } from '../demo/drawings/bag/render.ts';
import { renderBanner } from '../demo/drawings/banner.ts';
import { renderJewelry } from '../demo/drawings/jewelry/render.ts';
import { renderWatch } from '../demo/drawings/watch/render.ts';

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

function parseFile(file: string): { id: number; variant: 'full' | 'thumb'; format: Format } {
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

export const mediaRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (fastify, { db }) => {
  fastify.get<{ Params: { productId: string; file: string } }>('/media/watches/:productId/:file', async (request, reply) => {
    const { id, variant, format } = parseFile(request.params.file);
    const row = await db
      .selectFrom('product_photos as ph')
      .innerJoin('watches as w', 'w.id', 'ph.watch_id')
      .innerJoin('brands as b', 'b.id', 'w.brand_id')
      .innerJoin('case_materials as cm', 'cm.id', 'w.case_material_id')
      .innerJoin('strap_materials as sm', 'sm.id', 'w.strap_material_id')
      .select(['w.id', 'ph.view', 'b.name as brand', 'w.model_name', 'w.dial_color_en', 'cm.name_en as case_material', 'sm.name_en as strap_material', 'w.case_diameter_mm'])
      .where('ph.id', '=', id)
      .where('w.id', '=', Number(request.params.productId))
      .executeTakeFirst();
    if (!row) throw notFound();
    return sendSvg(request, reply, renderWatch({
      id: row.id,
      view: row.view,
      brand: row.brand,
      model: row.model_name,
      dialColor: row.dial_color_en,
      caseMaterial: row.case_material,
      strapMaterial: row.strap_material,
      diameterMm: Number(row.case_diameter_mm),
      variant,
    }), format);
  });

  fastify.get<{ Params: { productId: string; file: string } }>('/media/jewelry/:productId/:file', async (request, reply) => {
    const { id, variant, format } = parseFile(request.params.file);
    const row = await db
      .selectFrom('product_photos as ph')
      .innerJoin('jewelry as j', 'j.id', 'ph.jewelry_id')
      .innerJoin('brands as b', 'b.id', 'j.brand_id')
      .innerJoin('jewelry_types as jt', 'jt.id', 'j.jewelry_type_id')
      .select(['j.id', 'ph.view', 'b.name as brand', 'j.model_name', 'jt.name_en as type_name', 'j.metal_en', 'j.insert_stone_en'])
      .where('ph.id', '=', id)
      .where('j.id', '=', Number(request.params.productId))
      .executeTakeFirst();
    if (!row) throw notFound();
    return sendSvg(request, reply, renderJewelry({
      id: row.id,
      view: row.view,
      brand: row.brand,
      model: row.model_name,
      typeName: row.type_name,
      metal: row.metal_en,
      stone: row.insert_stone_en,
      variant,
    }), format);
  });

  fastify.get<{ Params: { productId: string; file: string } }>('/media/bags/:productId/:file', async (request, reply) => {
    const { id, variant, format } = parseFile(request.params.file);
    const row = await db
      .selectFrom('product_photos as ph')
      .innerJoin('bags as g', 'g.id', 'ph.bag_id')
      .innerJoin('brands as b', 'b.id', 'g.brand_id')
      .select(['g.id', 'ph.view', 'b.name as brand', 'g.model_name', 'g.color_en', 'g.material_en'])
      .where('ph.id', '=', id)
      .where('g.id', '=', Number(request.params.productId))
      .executeTakeFirst();
    if (!row) throw notFound();
    return sendSvg(request, reply, renderBag({
      id: row.id,
      view: row.view,
      brand: row.brand,
      model: row.model_name,
      color: row.color_en,
      material: row.material_en,
      variant,
    }), format);
  });

  fastify.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const { id, variant, format } = parseFile(request.params.file);
    const row = await bannerForImage(db, id);
    if (!row) throw notFound();
    // Banners are drawn with their English title: the picture is the same for both languages.
    return sendSvg(request, reply, renderBanner({ id: row.id, title: row.title, subtitle: row.subtitle, variant }), format);
  });

  fastify.get<{ Params: { file: string } }>('/media/og/:file', async (request, reply) => {
    const match = SITE_FILE.exec(request.params.file);
    if (!match) throw notFound();
    return sendSvg(request, reply, renderSiteCard(match[1] === 'en' ? 'en' : 'ru'), match[2] === 'png' ? 'png' : 'svg');
  });
};
