import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Paged<T = Record<string, unknown>> = { count: number; next: string | null; previous: string | null; results: T[] };
type Watch = {
  id: number;
  brand: { id: number; name: string };
  price_usd: string | null;
  price_on_request: boolean;
  production_year: number;
  on_sale: boolean;
  photos: { image_url: string; thumbnail_url: string; is_primary: boolean }[];
  availability_city_name: string;
};

/** Issue 2 §3 / §5: plain catalogue lists and details over the seeded boutique, on every database target. */
describe.each(targets)('catalogue on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => server?.close());

  const get = <T>(url: string, headers: Record<string, string> = {}) => server.json<T>({ method: 'GET', url, headers });

  it('GET /api/watches/?page_size=1 counts the seeded boutique (≥ 300 watches) and links the next page', async () => {
    const { status, body } = await get<Paged<Watch>>('/api/watches/?page_size=1');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(300);
    expect(body.results).toHaveLength(1);
    expect(body.previous).toBeNull();
    const next = new URL(body.next ?? '');
    expect(next.pathname).toBe('/api/watches/');
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('page_size')).toBe('1');
  });

  it('pages do not overlap and a page past the end is empty but keeps the count', async () => {
    const first = await get<Paged<Watch>>('/api/watches/?page_size=24');
    const second = await get<Paged<Watch>>('/api/watches/?page_size=24&page=2');
    expect(first.body.results).toHaveLength(24);
    expect(second.body.results).toHaveLength(24);
    const ids = new Set(first.body.results.map((w) => w.id));
    expect(second.body.results.some((w) => ids.has(w.id))).toBe(false);
    expect(new URL(second.body.previous ?? '').searchParams.get('page')).toBe('1');
    const beyond = await get<Paged<Watch>>('/api/watches/?page_size=100&page=99');
    expect(beyond.body.results).toEqual([]);
    expect(beyond.body.count).toBe(first.body.count);
    expect(beyond.body.next).toBeNull();
  });

  it('orders by price both ways (prices on request last), by year and by brand name (part 1 §9 sort options)', async () => {
    const priced = (list: Watch[]) => list.filter((w) => w.price_usd !== null).map((w) => Number(w.price_usd));
    const asc = await get<Paged<Watch>>('/api/watches/?ordering=price_usd&page_size=100');
    const ascPrices = priced(asc.body.results);
    expect(ascPrices.length).toBeGreaterThan(50);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
    const desc = await get<Paged<Watch>>('/api/watches/?ordering=-price_usd&page_size=100');
    const descPrices = priced(desc.body.results);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    expect(descPrices[0]).toBeGreaterThan(ascPrices[0] ?? Infinity);
    const lastPage = await get<Paged<Watch>>(`/api/watches/?ordering=price_usd&page_size=100&page=${Math.ceil(asc.body.count / 100)}`);
    expect(lastPage.body.results.at(-1)?.price_usd).toBeNull();
    const years = (await get<Paged<Watch>>('/api/watches/?ordering=-production_year&page_size=50')).body.results.map((w) => w.production_year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const brands = (await get<Paged<Watch>>('/api/watches/?ordering=brand__name&page_size=100')).body.results.map((w) => w.brand.name);
    expect(brands).toEqual([...brands].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('a watch detail has its photos, primary first, and every photo URL draws an SVG', async () => {
    const list = await get<Paged<Watch>>('/api/watches/?page_size=30');
    for (const summary of list.body.results) {
      const { status, body } = await get<Watch>(`/api/watches/${summary.id}/`);
      expect(status).toBe(200);
      expect(body.id).toBe(summary.id);
      expect(body.photos.length).toBeGreaterThan(0);
      expect(body.photos[0]?.is_primary).toBe(true);
      expect(body.photos.filter((p) => p.is_primary)).toHaveLength(1);
    }
    const photo = list.body.results[0]?.photos[0];
    const image = await server.app.inject({ method: 'GET', url: photo?.image_url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const thumb = await server.app.inject({ method: 'GET', url: photo?.thumbnail_url ?? '' });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.body.length).toBeLessThan(image.body.length);
    const cached = await server.app.inject({ method: 'GET', url: photo?.image_url ?? '', headers: { 'if-none-match': String(image.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('unknown ids answer 404 in the error shape; a non-numeric id is a 400 naming the field', async () => {
    for (const url of ['/api/watches/99999999/', '/api/jewelry/99999999/', '/api/bags/99999999/']) {
      const { status, body } = await get<{ detail: string }>(url);
      expect(status).toBe(404);
      expect(body.detail).toMatch(/не найден/i);
    }
    const bad = await get<{ detail: string; errors: Record<string, string[]> }>('/api/watches/abc/');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain('id');
    const media = await server.app.inject({ method: 'GET', url: '/media/watches/1/999999.svg' });
    expect(media.statusCode).toBe(404);
    expect(media.json()).toEqual({ detail: 'Не найдено.' });
  });

  it('GET /api/sale/?category=watches lists only watches on sale (≥ 20)', async () => {
    const { body } = await get<Paged<Watch & { kind: string }>>('/api/sale/?category=watches&page_size=100');
    expect(body.count).toBeGreaterThanOrEqual(20);
    expect(body.results.every((entry) => entry.kind === 'watch' && entry.on_sale)).toBe(true);
  });

  it('jewelry and bags are filled, available in Dubai (part 1 §9), and have details', async () => {
    for (const [list, detail] of [['/api/jewelry/', '/api/jewelry/'], ['/api/bags/', '/api/bags/']] as const) {
      const { body } = await get<Paged<Watch>>(`${list}?page_size=100`);
      expect(body.count).toBeGreaterThanOrEqual(40);
      expect(new Set(body.results.map((item) => item.availability_city_name))).toEqual(new Set(['Дубай']));
      const first = body.results[0];
      const one = await get<Watch>(`${detail}${first?.id}/`);
      expect(one.status).toBe(200);
      expect(one.body.photos[0]?.is_primary).toBe(true);
      const image = await server.app.inject({ method: 'GET', url: one.body.photos[0]?.image_url ?? '' });
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    const en = await get<Paged<Watch>>('/api/bags/?page_size=1', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.body.results[0]?.availability_city_name).toBe('Dubai');
  });

  it('GET /api/popular/?page_size=10 answers the ten most popular watches', async () => {
    const { body } = await get<Paged<Watch>>('/api/popular/?page_size=10');
    expect(body.results).toHaveLength(10);
    const top = await server.database.db.selectFrom('watches').select('id').orderBy('popularity', 'desc').orderBy('id', 'desc').limit(10).execute();
    expect(body.results.map((w) => w.id)).toEqual(top.map((w) => w.id));
  });

  it('prices are decimal strings; price on request and missing prices are both present in the seed', async () => {
    const all = await get<Paged<Watch>>('/api/watches/?page_size=100&ordering=-price_usd');
    expect(all.body.results.every((w) => w.price_usd === null || /^\d+\.\d{2}$/.test(w.price_usd))).toBe(true);
    const rows = await server.database.db.selectFrom('watches').select(['price_on_request', 'price_usd']).execute();
    expect(rows.some((r) => r.price_on_request)).toBe(true);
    expect(rows.some((r) => !r.price_on_request && r.price_usd === null)).toBe(true);
  });
});

type Facets = Record<string, { id: number; name: string; count: number }[]>;

describe.each(targets)('filters and facets on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => server?.close());

  const get = <T>(url: string) => server.json<T>({ method: 'GET', url });
  const count = async (query: string) => (await get<Paged<Watch>>(`/api/watches/?page_size=1&${query}`)).body.count;

  it('facet counts add up to the catalogue and equal the list count of the same filter', async () => {
    const total = await count('');
    const { body } = await get<Facets>('/api/watches/facets/');
    const sum = (list: { count: number }[] | undefined) => (list ?? []).reduce((acc, b) => acc + b.count, 0);
    expect(sum(body.brands)).toBe(total);
    expect(sum(body.cities)).toBe(total);
    expect(sum(body.conditions)).toBe(total);
    for (const bucket of body.cities ?? []) expect(await count(`city_ids=${bucket.id}`)).toBe(bucket.count);
    const type = body.watch_types?.[0];
    expect(await count(`watch_type=${type?.id}`)).toBe(type?.count);
    const fn = body.functions?.[0];
    expect(await count(`function=${fn?.id}`)).toBe(fn?.count);
  });

  it('counts are disjunctive: a facet ignores its own filter and applies all the others', async () => {
    const all = (await get<Facets>('/api/watches/facets/')).body;
    const rolex = all.brands?.find((b) => b.name === 'Rolex');
    const moscow = all.cities?.[0];
    const filtered = (await get<Facets>(`/api/watches/facets/?brand_ids=${rolex?.id}`)).body;
    expect(filtered.brands).toEqual(all.brands);
    expect(filtered.cities?.reduce((acc, b) => acc + b.count, 0)).toBe(rolex?.count);
    const both = (await get<Facets>(`/api/watches/facets/?brand_ids=${rolex?.id}&city_ids=${moscow?.id}`)).body;
    expect(both.brands?.find((b) => b.id === rolex?.id)?.count).toBe(await count(`brand_ids=${rolex?.id}&city_ids=${moscow?.id}`));
    expect(both.cities).toEqual(filtered.cities);
  });

  it('plain filters narrow the list as the spec says (part 1 §3 "Filter set", §4, §5)', async () => {
    const list = async (query: string) => (await get<Paged<Watch & Record<string, unknown>>>(`/api/watches/?page_size=100&${query}`)).body;
    const cheap = await list('min_price=10000&max_price=20000');
    expect(cheap.results.length).toBeGreaterThan(0);
    expect(cheap.results.every((w) => Number(w.price_usd) >= 10000 && Number(w.price_usd) <= 20000)).toBe(true);
    const large = await list('case_diameter_min=42');
    expect(large.results.every((w) => Number(w.case_diameter_mm) >= 42)).toBe(true);
    const vintage = await list('production_year_max=1990');
    expect(vintage.results.length).toBeGreaterThan(0);
    expect(vintage.results.every((w) => w.production_year <= 1990)).toBe(true);
    const limited = await list('is_limited_edition=true');
    expect(limited.results.length).toBeGreaterThan(0);
    expect(limited.results.every((w) => w.is_limited_edition === true && typeof w.limited_edition_pieces === 'number')).toBe(true);
    const fullSet = await list('full_set=true');
    expect(fullSet.results.every((w) => w.full_set === true)).toBe(true);
    // A single letter means "brand name starts with" (part 1 §5); brand_ids win over the plain brand.
    const letterR = await list('brand=r');
    expect(letterR.results.length).toBeGreaterThan(0);
    expect(letterR.results.every((w) => w.brand.name.toLowerCase().startsWith('r'))).toBe(true);
    const patek = (await get<Facets>('/api/watches/facets/')).body.brands?.find((b) => b.name === 'Patek Philippe');
    const idsWin = await list(`brand=Rolex&brand_ids=${patek?.id}`);
    expect(idsWin.results.every((w) => w.brand.name === 'Patek Philippe')).toBe(true);
    const fpj = await list('brand=FP%20Journe');
    expect(fpj.results.length).toBeGreaterThan(0);
    expect(fpj.results.every((w) => w.brand.name === 'F.P. Journe')).toBe(true);
    // A reference matches whatever separators the shopper types.
    const sub = await list('search=Submariner');
    const reference = String(sub.results[0]?.reference);
    const spaced = reference.replace(/(\d)([A-Z])/i, '$1 $2').toLowerCase();
    expect((await list(`search=${encodeURIComponent(spaced)}`)).results.map((w) => w.id)).toContain(sub.results[0]?.id);
    expect((await list('category=bags')).count).toBe(0);
  });
});
