import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Paged<T = Record<string, unknown>> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The ten brands of the home page (part 1 §2.2 item 3), stored in their own spellings (issue 2 §4). */
const HOME_BRANDS = ['Patek Philippe', 'Bvlgari', 'Cartier', 'Rolex', 'Richard Mille', 'Hermès', 'Hublot', 'F.P. Journe', 'Franck Muller', 'Audemars Piguet'];

describe.each(targets)('reference lists and content on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => server?.close());

  const get = <T>(url: string, headers: Record<string, string> = {}) => server.json<T>({ method: 'GET', url, headers });

  it('GET /api/health/ answers ok with the database in use', async () => {
    const { status, body } = await get<{ status: string; database: string }>('/api/health/');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: target.name });
  });

  it('brands with page_size=1000 include every home-page brand, ≥ 45 in all, sorted by name', async () => {
    const { body } = await get<Paged<{ id: number; name: string }>>('/api/brands/?page_size=1000');
    expect(body.count).toBeGreaterThanOrEqual(45);
    expect(body.results).toHaveLength(body.count);
    const names = body.results.map((b) => b.name);
    for (const brand of HOME_BRANDS) expect(names).toContain(brand);
    expect(body.next).toBeNull();
  });

  it('page_size above 1000 is refused with a 400 naming page_size', async () => {
    const { status, body } = await get<{ detail: string; errors: Record<string, string[]> }>('/api/brands/?page_size=1001');
    expect(status).toBe(400);
    expect(body.errors.page_size?.[0]).toMatch(/1000/);
  });

  it.each([
    '/api/watch-types/',
    '/api/case-materials/',
    '/api/glass-types/',
    '/api/movement-types/',
    '/api/functions/',
    '/api/strap-materials/',
    '/api/conditions/',
    '/api/jewelry-types/',
    '/api/workshops/',
    '/api/collections/',
  ])('%s is filled and localised by Accept-Language', async (url) => {
    const ru = await get<Paged<{ id: number; name: string }>>(`${url}?page_size=1000`);
    expect(ru.status).toBe(200);
    expect(ru.body.count).toBeGreaterThan(1);
    const en = await get<Paged<{ id: number; name: string }>>(`${url}?page_size=1000`, { 'accept-language': 'en' });
    expect(en.body.results.map((r) => r.id)).toEqual(ru.body.results.map((r) => r.id));
    if (url !== '/api/collections/') {
      // Russian names are Cyrillic, English ones are not.
      expect(ru.body.results.some((r) => /[а-яё]/i.test(r.name))).toBe(true);
      expect(en.body.results.every((r) => !/[а-яё]/i.test(r.name))).toBe(true);
    }
  });

  it('collections filter by brand', async () => {
    const brands = await get<Paged<{ id: number; name: string }>>('/api/brands/?page_size=1000&search=Rolex');
    const rolex = brands.body.results.find((b) => b.name === 'Rolex');
    const { body } = await get<Paged<{ name: string; brand: { id: number } }>>(`/api/collections/?brand=${rolex?.id}&page_size=1000`);
    expect(body.results.map((c) => c.name)).toContain('Submariner');
    expect(body.results.every((c) => c.brand.id === rolex?.id)).toBe(true);
  });

  it('cities are Moscow and Dubai; countries carry ISO codes', async () => {
    const cities = await get<Paged<{ name: string; country_code: string }>>('/api/cities/?page_size=1000', { 'accept-language': 'en' });
    expect(cities.body.results.map((c) => c.name).sort()).toEqual(['Dubai', 'Moscow']);
    const countries = await get<Paged<{ code: string; name: string }>>('/api/countries/?page_size=1000');
    const codes = countries.body.results.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['RU', 'AE']));
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(countries.body.results.find((c) => c.code === 'RU')?.name).toBe('Россия');
  });

  it('banners have drawn images and site links; FAQs are active (≥ 5)', async () => {
    const banners = await get<Paged<{ image: string; link: string }>>('/api/banners/');
    expect(banners.body.count).toBeGreaterThan(0);
    for (const banner of banners.body.results) {
      expect(banner.link.startsWith('/')).toBe(true);
      const image = await server.app.inject({ method: 'GET', url: banner.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const faqs = await get<Paged<{ is_active: boolean; question: string }>>('/api/faqs/');
    expect(faqs.body.count).toBeGreaterThanOrEqual(5);
    expect(faqs.body.results.every((f) => f.is_active)).toBe(true);
  });

  it('videos page with an absolute next link, valid 11-character ids, both formats', async () => {
    const first = await get<Paged<{ video_url: string; format: string }>>('/api/videos/?page_size=3');
    expect(first.body.count).toBeGreaterThanOrEqual(6);
    expect(first.body.results).toHaveLength(3);
    const next = new URL(first.body.next ?? '');
    const second = await get<Paged<{ video_url: string; format: string }>>(`${next.pathname}${next.search}`);
    expect(second.body.results).toHaveLength(3);
    const all = await get<Paged<{ video_url: string; format: string }>>('/api/videos/?page_size=50');
    for (const video of all.body.results) {
      expect(video.video_url).toMatch(/(?:v=|shorts\/)[A-Za-z0-9_-]{11}$/);
    }
    expect(new Set(all.body.results.map((v) => v.format))).toEqual(new Set(['vertical', 'horizontal']));
    const vertical = await get<Paged<{ format: string }>>('/api/videos/?format=vertical&page_size=50');
    expect(vertical.body.results.every((v) => v.format === 'vertical')).toBe(true);
  });
});
