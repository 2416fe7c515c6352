import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './errors.ts';
import * as fetchers from './fetchers.ts';
import { REFERENCE_PAGE_SIZE, followNext, getWatch, listBrands, listVideos, listWatches } from './fetchers.ts';
import { json, pathOf, requestAt, stubFetch, stubLocalStorage } from './testing.ts';
import type { Paged, Video, Watch } from './types.ts';

const page = { count: 0, next: null, previous: null, results: [] };

async function failureOf(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).failure;
}

beforeEach(() => {
  stubLocalStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('each fetcher calls its operation', () => {
  const noQuery = undefined;
  const cases: [string, () => Promise<unknown>, string][] = [
    ['getHealth', () => fetchers.getHealth(), '/api/health/'],
    ['listWatches', () => fetchers.listWatches(noQuery), '/api/watches/'],
    ['listSale', () => fetchers.listSale(noQuery), '/api/sale/'],
    ['listJewelry', () => fetchers.listJewelry(noQuery), '/api/jewelry/'],
    ['listBags', () => fetchers.listBags(noQuery), '/api/bags/'],
    ['getWatch', () => fetchers.getWatch(12), '/api/watches/12/'],
    ['getJewelry', () => fetchers.getJewelry(5), '/api/jewelry/5/'],
    ['getBag', () => fetchers.getBag(4), '/api/bags/4/'],
    ['listPopular', () => fetchers.listPopular({ page_size: 10 }), '/api/popular/?page_size=10'],
    ['getWatchFacets', () => fetchers.getWatchFacets({ brand_ids: '1,2' }), '/api/watches/facets/?brand_ids=1%2C2'],
    ['listBrands', () => fetchers.listBrands(), '/api/brands/?page_size=1000'],
    ['listCollections', () => fetchers.listCollections({ brand: 3 }), '/api/collections/?page_size=1000&brand=3'],
    ['listWatchTypes', () => fetchers.listWatchTypes(), '/api/watch-types/?page_size=1000'],
    ['listCaseMaterials', () => fetchers.listCaseMaterials(), '/api/case-materials/?page_size=1000'],
    ['listGlassTypes', () => fetchers.listGlassTypes(), '/api/glass-types/?page_size=1000'],
    ['listMovementTypes', () => fetchers.listMovementTypes(), '/api/movement-types/?page_size=1000'],
    ['listFunctions', () => fetchers.listFunctions(), '/api/functions/?page_size=1000'],
    ['listStrapMaterials', () => fetchers.listStrapMaterials(), '/api/strap-materials/?page_size=1000'],
    ['listConditions', () => fetchers.listConditions(), '/api/conditions/?page_size=1000'],
    ['listWorkshops', () => fetchers.listWorkshops({ city: 1 }), '/api/workshops/?page_size=1000&city=1'],
    ['listCities', () => fetchers.listCities(), '/api/cities/?page_size=1000'],
    ['listCountries', () => fetchers.listCountries(), '/api/countries/?page_size=1000'],
    ['listJewelryTypes', () => fetchers.listJewelryTypes(), '/api/jewelry-types/?page_size=1000'],
    ['listBanners', () => fetchers.listBanners(), '/api/banners/'],
    ['listFaqs', () => fetchers.listFaqs(), '/api/faqs/'],
    ['listVideos', () => fetchers.listVideos({ page: 2 }), '/api/videos/?page=2'],
    ['listSalesHistory', () => fetchers.listSalesHistory({ kind: 'watch', brand: 'Rolex', page: 2 }), '/api/sales-history/?kind=watch&brand=Rolex&page=2'],
  ];

  it.each(cases)('%s → GET %s', async (_name, call, path) => {
    const body = { marker: 'answer' };
    const fetchMock = stubFetch(() => json(body));
    await expect(call()).resolves.toEqual(body);
    expect(requestAt(fetchMock).method).toBe('GET');
    expect(pathOf(fetchMock)).toBe(path);
  });
});

describe('fetchers', () => {
  it('pass the signal through (the request is aborted with it)', async () => {
    const fetchMock = stubFetch(() => json(page));
    const controller = new AbortController();
    await getWatch(1, controller.signal);
    controller.abort();
    expect(requestAt(fetchMock).signal.aborted).toBe(true);
  });

  it('let a query override the reference page size', async () => {
    const fetchMock = stubFetch(() => json(page));
    await listBrands({ page_size: 50, search: 'rol' });
    expect(REFERENCE_PAGE_SIZE).toBe(1000);
    expect(pathOf(fetchMock)).toBe('/api/brands/?page_size=50&search=rol');
  });

  it('throw an ApiError with the server detail and the status code', async () => {
    stubFetch(() => json({ detail: 'Not found.' }, 404));
    expect(await failureOf(getWatch(999))).toEqual({ code: 'not-found', status: 404, detail: 'Not found.', message: 'Not found.' });
  });

  it('throw "rate-limited" on 429', async () => {
    stubFetch(() => json({ detail: 'Too many requests' }, 429));
    expect((await failureOf(listWatches())).code).toBe('rate-limited');
  });

  it('throw "validation" with the field errors on 400', async () => {
    stubFetch(() => json({ detail: 'Invalid request', errors: { page_size: ['must be <= 100'] } }, 400));
    expect(await failureOf(listWatches({ page_size: 500 }))).toEqual({
      code: 'validation',
      status: 400,
      detail: 'Invalid request',
      errors: { page_size: ['must be <= 100'] },
      message: 'Invalid request',
    });
  });

  it('throw a plain-text answer as detail', async () => {
    stubFetch(() => new Response('upstream connect error', { status: 503, headers: { 'Content-Type': 'text/plain' } }));
    expect(await failureOf(listWatches())).toEqual({
      code: 'server',
      status: 503,
      detail: 'upstream connect error',
      message: 'upstream connect error',
    });
  });

  it('throw the fallback message on an empty error answer', async () => {
    stubFetch(() => new Response(null, { status: 500 }));
    expect(await failureOf(listWatches())).toEqual({ code: 'server', status: 500, message: UNKNOWN_ERROR_MESSAGE });
  });

  it('throw "network" when fetch itself fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    expect(await failureOf(listWatches())).toEqual({ code: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('are typed by the contract', () => {
    expectTypeOf(listWatches).returns.resolves.toEqualTypeOf<Paged<Watch>>();
    expectTypeOf(getWatch).returns.resolves.toEqualTypeOf<Watch>();
    expectTypeOf(listVideos).returns.resolves.toEqualTypeOf<Paged<Video>>();
    expectTypeOf(followNext<'/api/videos/'>).returns.resolves.toEqualTypeOf<Paged<Video>>();
    expectTypeOf(listWatches).parameter(0).toEqualTypeOf<fetchers.WatchQuery | undefined>();
  });
});

describe('followNext (part 2 §7)', () => {
  it('uses only the path and query of an absolute next URL', async () => {
    stubLocalStorage({ access_token: 'tok' });
    const next = { count: 13, next: null, previous: 'https://boutique.example.ru/api/videos/?page=1&page_size=9', results: [] };
    const fetchMock = stubFetch(() => json(next));
    const answer = await followNext<'/api/videos/'>('https://boutique.example.ru:8443/api/videos/?page=2&page_size=9#grid');
    expect(answer).toEqual(next);
    const request = requestAt(fetchMock);
    expect(new URL(request.url).host).toBe('localhost');
    expect(pathOf(fetchMock)).toBe('/api/videos/?page=2&page_size=9');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.get('Accept-Language')).toBe('ru');
  });

  it('accepts a site-relative next as well', async () => {
    const fetchMock = stubFetch(() => json(page));
    await followNext('/api/orders/?page=3');
    expect(pathOf(fetchMock)).toBe('/api/orders/?page=3');
  });

  it('fails like any fetcher', async () => {
    stubFetch(() => json({ detail: 'Invalid page.' }, 404));
    expect((await failureOf(followNext('https://x.example/api/videos/?page=99'))).code).toBe('not-found');
  });
});
