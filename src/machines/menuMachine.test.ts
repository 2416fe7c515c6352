import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { makeBrand, makeBucket, page } from '../../tests/support/homeFixtures.ts';
import { fakeRequest, flush, performStep } from '../../tests/support/machines/fakes.ts';
import {
  describePath,
  eventWithPayload,
  done,
  expectEveryStateAndTransition,
  failed,
  testPath,
  regionPaths,
  type ModelEvent,
} from '../../tests/support/machines/model.ts';
import { ApiError } from '../api/errors.ts';
import { getBagFacets, getJewelryFacets, getWatchFacets, listBrands } from '../api/fetchers.ts';
import type { Brand } from '../api/types.ts';
import {
  brandSearchKey,
  type CategoryBuckets,
  menuMachine,
  selectBrandQuery,
  selectHasBrandCounts,
  selectIsMenuOpen,
  selectMenuBrandsStatus,
  sortBrands,
  visibleMenuBrands,
} from './menuMachine.ts';

vi.mock('../api/fetchers.ts', () => ({ listBrands: vi.fn(), getWatchFacets: vi.fn(), getJewelryFacets: vi.fn(), getBagFacets: vi.fn() }));

function setUp() {
  const fakes = { fetchBrands: fakeRequest<Brand[]>(), fetchBrandCounts: fakeRequest<CategoryBuckets>() };
  const logFailure = vi.fn();
  const actor = createActor(
    menuMachine.provide({
      actors: { fetchBrands: fakes.fetchBrands.logic, fetchBrandCounts: fakes.fetchBrandCounts.logic },
      actions: { logFailure: (_, params) => logFailure(params.what) },
    }),
  ).start();
  return { actor, fakes, logFailure };
}

const failure = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });
const brands = [makeBrand(1, 'Rolex'), makeBrand(2, 'Audemars Piguet'), makeBrand(3, 'Hermès'), makeBrand(4, 'Dior'), makeBrand(5, 'Bvlgari')];

describe('menuMachine (part 1 §2.4 menu overlay)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens from the header and closes on close, toggle and navigation', () => {
    const { actor } = setUp();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'menu.navigate' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().matches({ visibility: 'closed' })).toBe(true);
  });

  it('loads brands and counts on the first opening only, sorted in Russian collation, and keeps them', async () => {
    const { actor, fakes } = setUp();
    expect(actor.getSnapshot().matches({ brands: 'idle', counts: 'idle' })).toBe(true);
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().matches({ brands: 'loading', counts: 'loading' })).toBe(true);
    fakes.fetchBrands.last().resolve(brands);
    fakes.fetchBrandCounts.last().resolve({
      watches: [makeBucket(1, 'Rolex', 40), makeBucket(2, 'Audemars Piguet', 12), makeBucket(3, 'Hermès', 3), makeBucket(5, 'Bvlgari', 9)],
      jewelry: [makeBucket(5, 'Bvlgari', 4)],
      bags: [makeBucket(3, 'Hermès', 12)],
    });
    await flush();
    expect(actor.getSnapshot().context.brands.map((b) => b.name)).toEqual(['Audemars Piguet', 'Bvlgari', 'Dior', 'Hermès', 'Rolex']);
    expect(actor.getSnapshot().context.counts).toEqual({ 1: { watches: 40 }, 2: { watches: 12 }, 3: { watches: 3, bags: 12 }, 5: { watches: 9, jewelry: 4 } });
    actor.send({ type: 'menu.close' });
    actor.send({ type: 'menu.open' });
    expect(fakes.fetchBrands.calls).toHaveLength(1);
    expect(fakes.fetchBrandCounts.calls).toHaveLength(1);
    expect(actor.getSnapshot().matches({ brands: 'ready', counts: 'ready' })).toBe(true);
  });

  it('closing with toggle does not start a load; brands.load (the /menu page) does without opening', () => {
    const { actor, fakes } = setUp();
    actor.send({ type: 'brands.load' });
    expect(actor.getSnapshot().matches({ visibility: 'closed', brands: 'loading', counts: 'loading' })).toBe(true);
    expect(fakes.fetchBrands.calls).toHaveLength(1);
    const other = setUp();
    other.actor.send({ type: 'menu.toggle' });
    expect(other.actor.getSnapshot().matches({ brands: 'loading' })).toBe(true);
  });

  it('failures are only logged and retried at the next opening; counts fail on their own', async () => {
    const { actor, fakes, logFailure } = setUp();
    actor.send({ type: 'menu.open' });
    fakes.fetchBrands.last().reject(failure);
    fakes.fetchBrandCounts.last().reject(failure);
    await flush();
    expect(actor.getSnapshot().matches({ brands: 'unavailable', counts: 'unavailable' })).toBe(true);
    expect(logFailure.mock.calls.map(([what]) => what).sort()).toEqual(['brands', 'facets']);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ brands: 'unavailable' })).toBe(true);
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().matches({ brands: 'loading', counts: 'loading' })).toBe(true);
    fakes.fetchBrands.last().resolve(brands);
    await flush();
    expect(actor.getSnapshot().matches({ brands: 'ready', counts: 'loading' })).toBe(true);
  });

  it('the default actors ask GET /api/brands/ and the watch, jewelry and bag facets (issue 22 item 16)', async () => {
    vi.mocked(listBrands).mockResolvedValue(page(brands));
    vi.mocked(getWatchFacets).mockResolvedValue({
      brands: [makeBucket(1, 'Rolex', 2)],
      watch_types: [],
      case_materials: [],
      glass_types: [],
      movement_types: [],
      functions: [],
      strap_materials: [],
      conditions: [],
      cities: [],
    });
    vi.mocked(getJewelryFacets).mockResolvedValue({ brands: [makeBucket(7, 'Cartier', 5)], jewelry_types: [] });
    vi.mocked(getBagFacets).mockResolvedValue({ brands: [makeBucket(3, 'Hermès', 4)] });
    const actor = createActor(menuMachine).start();
    actor.send({ type: 'menu.open' });
    await flush();
    expect(listBrands).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(getWatchFacets).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(getBagFacets).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(actor.getSnapshot().context.counts).toEqual({ 1: { watches: 2 }, 7: { jewelry: 5 }, 3: { bags: 4 } });
  });

  describe('brand list helpers', () => {
    it('sorts by Russian collation: Cyrillic names first, then Latin in alphabetical order, case-insensitive', () => {
      expect(sortBrands([{ id: 1, name: 'Zenith' }, { id: 2, name: 'Ролекс' }, { id: 3, name: 'A. Lange & Söhne' }, { id: 4, name: 'audemars' }]).map((b) => b.name)).toEqual([
        'Ролекс',
        'A. Lange & Söhne',
        'audemars',
        'Zenith',
      ]);
    });

    it('searches ignoring accents, case, spaces and punctuation, and hides brands with no watches once counts are known', () => {
      expect(brandSearchKey('F.P. Journe')).toBe('fpjourne');
      const context = {
        brands: sortBrands(brands.map(({ id, name }) => ({ id, name }))),
        counts: { 1: { watches: 40 }, 3: { watches: 3, bags: 12 }, 4: { bags: 6 } },
        query: 'HERMES',
      };
      // Issue 22 item 16: a house of several categories carries each, the largest first; a bag house is listed too.
      expect(visibleMenuBrands(context, true)).toEqual([
        { id: 3, name: 'Hermès', count: 12, categories: [{ category: 'bags', count: 12 }, { category: 'watches', count: 3 }] },
      ]);
      expect(visibleMenuBrands({ ...context, query: '' }, true).map((b) => b.name)).toEqual(['Dior', 'Hermès', 'Rolex']);
      expect(visibleMenuBrands({ ...context, query: '' }, false).map((b) => b.count)).toEqual([null, null, null, null, null]);
      expect(visibleMenuBrands({ ...context, query: 'zz' }, false)).toEqual([]);
    });

    it('keeps the search text', () => {
      const { actor } = setUp();
      actor.send({ type: 'brands.filter', query: 'rol' });
      expect(actor.getSnapshot().context.query).toBe('rol');
    });
  });

  it('reads open, the brands block status (a skeleton until brands and counts settle), counts and the search text', async () => {
    const { actor, fakes } = setUp();
    const read = () => {
      const snapshot = actor.getSnapshot();
      return [selectIsMenuOpen(snapshot), selectMenuBrandsStatus(snapshot), selectHasBrandCounts(snapshot), selectBrandQuery(snapshot)];
    };
    expect(read()).toEqual([false, 'loading', false, '']);
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'brands.filter', query: 'ro' });
    fakes.fetchBrands.last().resolve(brands);
    await flush();
    expect(read()).toEqual([true, 'loading', false, 'ro']);
    fakes.fetchBrandCounts.last().reject(failure);
    await flush();
    expect(read()).toEqual([true, 'ready', false, 'ro']);
    const failed = setUp();
    failed.actor.send({ type: 'brands.load' });
    failed.fakes.fetchBrands.last().reject(failure);
    await flush();
    expect(selectMenuBrandsStatus(failed.actor.getSnapshot())).toBe('unavailable');
  });

  describe('model: every state and transition, with injected failures', () => {
    const invokes = ['fetchBrands', 'fetchBrandCounts'] as const;
    const events: ModelEvent<typeof menuMachine, (typeof invokes)[number]>[] = [
      { type: 'menu.open' },
      { type: 'menu.close' },
      { type: 'menu.toggle' },
      { type: 'menu.navigate' },
      { type: 'brands.load' },
      { type: 'brands.filter', query: 'ro' },
      done('fetchBrands', brands.slice(0, 2)),
      failed('fetchBrands', failure),
      done('fetchBrandCounts', { watches: [makeBucket(1, 'Rolex', 4)], jewelry: [], bags: [] }),
      failed('fetchBrandCounts', failure),
    ];
    // The brands and counts regions are independent of each other: each is walked with the visibility region.
    const walks: Record<string, (type: string) => boolean> = {
      brands: (type) => !type.includes('fetchBrandCounts'),
      counts: (type) => !type.includes('fetchBrands') || type.includes('fetchBrandCounts'),
    };
    const all = regionPaths(menuMachine, { invokes, events: () => events }, walks);

    it('reaches every state and transition', () => {
      expectEveryStateAndTransition(menuMachine, all.flatMap((entry) => entry.paths));
    });

    for (const { region: walk, paths } of all) {
      for (const path of paths) {
        it(`${walk}: ${describePath(path, eventWithPayload)}`, async () => {
          const { actor, fakes } = setUp();
          await testPath(path, (event) => performStep({ send: actor.send, fakes }, event), {
            '*': (expected) => {
              expect(actor.getSnapshot().value).toEqual(expected.value);
              expect(actor.getSnapshot().context).toEqual(expected.context);
              expect(selectIsMenuOpen(actor.getSnapshot())).toBe(selectIsMenuOpen(expected));
            },
          });
        });
      }
    }
  });
});
