import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import * as lists from './lists.ts';
import { json, pathOf, requestAt, stubFetch, stubLocalStorage } from './testing.ts';

beforeEach(() => {
  stubLocalStorage({ access_token: 'tok' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (results: unknown[], next: string | null = null) => ({ count: results.length, next, previous: null, results });

describe('favorites and comparison fetchers (part 1 §7)', () => {
  const watch = { kind: 'watch', id: 12 } as const;
  const cases: [string, () => Promise<unknown>, string, string, unknown, unknown][] = [
    ['addFavorite', () => lists.addFavorite(watch), 'POST', '/api/favorites/', { watch_id: 12 }, { id: 1 }],
    ['removeFavorite', () => lists.removeFavorite(17), 'DELETE', '/api/favorites/17/', undefined, null],
    ['checkFavorite', () => lists.checkFavorite({ kind: 'bag', id: 3 }), 'GET', '/api/favorites/check/?bag_id=3', undefined, { is_favorite: false, id: null }],
    ['toggleFavorite', () => lists.toggleFavorite(watch), 'POST', '/api/favorites/toggle/', { watch_id: 12 }, { added: true }],
    ['addComparison', () => lists.addComparison(watch), 'POST', '/api/comparison/', { watch_id: 12 }, { id: 1 }],
    ['removeComparison', () => lists.removeComparison(9), 'DELETE', '/api/comparison/9/', undefined, null],
    ['clearComparison', () => lists.clearComparison(), 'DELETE', '/api/comparison/clear/', undefined, null],
    ['checkComparison', () => lists.checkComparison({ kind: 'jewelry', id: 5 }), 'GET', '/api/comparison/check/?jewelry_id=5', undefined, { in_comparison: true, id: 2 }],
    ['toggleComparison', () => lists.toggleComparison(watch), 'POST', '/api/comparison/toggle/', { watch_id: 12 }, { added: false, id: null }],
  ];

  it.each(cases)('%s → %s %s', async (_name, call, method, path, body, answer) => {
    const fetchMock = stubFetch(() => (answer === null ? new Response(null, { status: 204 }) : json(answer)));
    await expect(call()).resolves.toEqual(answer ?? undefined);
    const request = requestAt(fetchMock);
    expect(request.method).toBe(method);
    expect(pathOf(fetchMock)).toBe(path);
    if (body !== undefined) expect(await request.json()).toEqual(body);
  });

  it('lists every page: page_size 100, then each next (path and query only)', async () => {
    const fetchMock = stubFetch((request) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? json(page([{ id: 3 }]))
        : json(page([{ id: 1 }, { id: 2 }], 'https://elsewhere.example/api/favorites/?page=2&page_size=100')),
    );
    expect((await lists.listAllFavorites()).map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(pathOf(fetchMock, 0)).toBe(`/api/favorites/?page_size=${lists.LIST_PAGE_SIZE}`);
    expect(pathOf(fetchMock, 1)).toBe('/api/favorites/?page=2&page_size=100');
    expect(new URL(requestAt(fetchMock, 1).url).host).toBe('localhost');
  });

  it('the comparison list too', async () => {
    const fetchMock = stubFetch(() => json(page([{ id: 9 }])));
    expect(await lists.listAllComparison()).toEqual([{ id: 9 }]);
    expect(pathOf(fetchMock)).toBe('/api/comparison/?page_size=100');
  });

  it('a 401 rejects with unauthorized', async () => {
    stubLocalStorage();
    stubFetch(() => json({ detail: 'Authentication credentials were not provided.' }, 401));
    const error: unknown = await lists.toggleFavorite({ kind: 'watch', id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure.code).toBe('unauthorized');
  });
});
