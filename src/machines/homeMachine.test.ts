import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { makeBrand, makeWatches, page } from '../../tests/support/homeFixtures.ts';
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
import { listBrands, listWatches } from '../api/fetchers.ts';
import type { Brand, Watch } from '../api/types.ts';
import { selectCarouselView } from './carouselMachine.ts';
import { mulberry32, shuffle } from './helpers.ts';
import {
  HERO_INTERVAL_MS,
  homeMachine,
  NEW_ARRIVALS_SHOWN,
  selectArrivalsStatus,
  selectHeroRotation,
  selectHeroStatus,
  selectTrendingStatus,
  TRENDING_SHOWN,
  type HomeInput,
} from './homeMachine.ts';

vi.mock('../api/fetchers.ts', () => ({ listWatches: vi.fn(), listBrands: vi.fn() }));

function setUp(input: HomeInput = { seed: 7 }) {
  const fakes = {
    fetchHero: fakeRequest<Watch[]>(),
    fetchArrivals: fakeRequest<Watch[]>(),
    fetchTrending: fakeRequest<Watch[]>(),
    fetchBrands: fakeRequest<Brand[]>(),
  };
  const logFailure = vi.fn();
  const actor = createActor(
    homeMachine.provide({
      actors: {
        fetchHero: fakes.fetchHero.logic,
        fetchArrivals: fakes.fetchArrivals.logic,
        fetchTrending: fakes.fetchTrending.logic,
        fetchBrands: fakes.fetchBrands.logic,
      },
      actions: { logFailure: (_, params) => logFailure(params.what) },
    }),
    { input },
  ).start();
  return { actor, fakes, logFailure };
}

const heroRotation = (actor: Actor<typeof homeMachine>) => selectHeroRotation(actor.getSnapshot())?.getSnapshot();

const failure = new ApiError({ code: 'timeout', message: 'Request timeout. Please try again.' });
const ids = (watches: readonly Watch[]) => watches.map((w) => w.id);

describe('homeMachine (part 1 §2.2 items 2–7, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shuffles the 20 newest and shows 9, and 12 of 30 for trending, in a seeded order', async () => {
    const { actor, fakes } = setUp({ seed: 7 });
    fakes.fetchArrivals.last().resolve(makeWatches(20));
    fakes.fetchTrending.last().resolve(makeWatches(30, 100));
    await flush();
    const { arrivals, trending } = actor.getSnapshot().context;
    expect(arrivals).toHaveLength(NEW_ARRIVALS_SHOWN);
    expect(new Set(ids(arrivals)).size).toBe(NEW_ARRIVALS_SHOWN);
    expect(ids(arrivals)).toEqual(ids(shuffle(makeWatches(20), mulberry32(7)).slice(0, 9)));
    expect(ids(arrivals)).not.toEqual(ids(makeWatches(9)));
    expect(trending).toHaveLength(TRENDING_SHOWN);
    expect(ids(trending).every((id) => id >= 100 && id < 130)).toBe(true);
    expect(actor.getSnapshot().matches({ arrivals: 'showing', trending: 'showing' })).toBe(true);
  });

  it('shows the newest 10 in a carousel that advances every 8000 ms', async () => {
    const { actor, fakes } = setUp({ seed: 1 });
    fakes.fetchHero.last().resolve(makeWatches(10));
    await flush();
    expect(actor.getSnapshot().matches({ hero: 'showing' })).toBe(true);
    expect(heroRotation(actor)?.context).toMatchObject({ index: 0, count: 10 });
    await vi.advanceTimersByTimeAsync(HERO_INTERVAL_MS);
    expect(heroRotation(actor)?.context.index).toBe(1);
    actor.send({ type: 'carousel.pause', reason: 'focus' });
    await vi.advanceTimersByTimeAsync(HERO_INTERVAL_MS * 2);
    expect(heroRotation(actor)?.context.index).toBe(1);
    actor.send({ type: 'carousel.prev' });
    expect(heroRotation(actor)?.context.index).toBe(0);
  });

  it('respects reduced motion: the carousel stays put', async () => {
    const { actor, fakes } = setUp({ seed: 1, autoplay: false });
    fakes.fetchHero.last().resolve(makeWatches(3));
    await flush();
    await vi.advanceTimersByTimeAsync(HERO_INTERVAL_MS * 3);
    expect(heroRotation(actor)).toMatchObject({ value: 'static', context: { index: 0 } });
  });

  it('a failed or empty carousel and a failed brand list fall back quietly (logged)', async () => {
    const { actor, fakes, logFailure } = setUp();
    fakes.fetchHero.last().reject(failure);
    fakes.fetchBrands.last().reject(failure);
    await flush();
    expect(actor.getSnapshot().matches({ hero: 'unavailable', brands: 'unavailable' })).toBe(true);
    expect(logFailure.mock.calls.map(([what]) => what).sort()).toEqual(['banner carousel', 'brands']);
    const empty = setUp();
    empty.fakes.fetchHero.last().resolve([]);
    await flush();
    expect(empty.actor.getSnapshot().matches({ hero: 'unavailable' })).toBe(true);
  });

  it('keeps each grid’s failure and retries only that grid', async () => {
    const { actor, fakes } = setUp();
    fakes.fetchArrivals.last().reject(failure);
    fakes.fetchTrending.last().reject(new ApiError({ code: 'server', status: 500, message: 'boom' }));
    await flush();
    expect(actor.getSnapshot().context.arrivalsFailure?.code).toBe('timeout');
    expect(actor.getSnapshot().context.trendingFailure?.code).toBe('server');
    actor.send({ type: 'arrivals.retry' });
    expect(actor.getSnapshot().matches({ arrivals: 'loading', trending: 'failure' })).toBe(true);
    expect(actor.getSnapshot().context.arrivalsFailure).toBeNull();
    fakes.fetchArrivals.last().resolve([]);
    await flush();
    expect(actor.getSnapshot().matches({ arrivals: 'empty' })).toBe(true);
    actor.send({ type: 'trending.retry' });
    fakes.fetchTrending.last().resolve(makeWatches(5));
    await flush();
    expect(actor.getSnapshot().context.trending).toHaveLength(5);
  });

  it('the default actors ask for the 10 newest, the 20 newest, 30 watches and all brands', async () => {
    vi.mocked(listWatches).mockResolvedValue(page(makeWatches(3)));
    vi.mocked(listBrands).mockResolvedValue(page([makeBrand(4, 'Rolex')]));
    const actor = createActor(homeMachine, { input: {} }).start();
    await flush();
    expect(vi.mocked(listWatches).mock.calls.map(([query]) => query)).toEqual([
      { ordering: '-production_year', page_size: 10 },
      { ordering: '-production_year', page_size: 20 },
      { page_size: 30 },
    ]);
    expect(listBrands).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(actor.getSnapshot().value).toEqual({ hero: 'showing', brands: 'ready', arrivals: 'showing', trending: 'showing' });
    expect(typeof actor.getSnapshot().context.seed).toBe('number');
  });

  describe('shuffle', () => {
    it('is a permutation, stable for a seed, different across seeds', () => {
      const items = Array.from({ length: 30 }, (_, i) => i);
      const once = shuffle(items, mulberry32(42));
      expect([...once].sort((a, b) => a - b)).toEqual(items);
      expect(shuffle(items, mulberry32(42))).toEqual(once);
      expect(shuffle(items, mulberry32(43))).not.toEqual(once);
      expect(items).toEqual(Array.from({ length: 30 }, (_, i) => i));
      expect(shuffle([], mulberry32(1))).toEqual([]);
    });
  });

  it('reads each section\'s status and the running carousel', async () => {
    const { actor, fakes } = setUp();
    expect([selectHeroStatus, selectArrivalsStatus, selectTrendingStatus].map((select) => select(actor.getSnapshot()))).toEqual(['loading', 'loading', 'loading']);
    expect(selectHeroRotation(actor.getSnapshot())).toBeUndefined();
    fakes.fetchHero.last().resolve(makeWatches(3));
    fakes.fetchArrivals.last().resolve([]);
    fakes.fetchTrending.last().reject(failure);
    await flush();
    expect([selectHeroStatus, selectArrivalsStatus, selectTrendingStatus].map((select) => select(actor.getSnapshot()))).toEqual(['showing', 'empty', 'failure']);
    expect(selectCarouselView(selectHeroRotation(actor.getSnapshot())?.getSnapshot())).toEqual({ index: 0, rotating: true, userPaused: false, moved: false });
  });

  describe('model: every state and transition of each region, with injected failures', () => {
    const invokes = ['fetchHero', 'fetchBrands', 'fetchArrivals', 'fetchTrending'] as const;
    const events: ModelEvent<typeof homeMachine, (typeof invokes)[number]>[] = [
      done('fetchHero', makeWatches(2)),
      done('fetchHero', []),
      failed('fetchHero', failure),
      done('fetchBrands', [makeBrand(4, 'Rolex')]),
      failed('fetchBrands', failure),
      done('fetchArrivals', makeWatches(3)),
      done('fetchArrivals', []),
      failed('fetchArrivals', failure),
      done('fetchTrending', makeWatches(3)),
      done('fetchTrending', []),
      failed('fetchTrending', failure),
      { type: 'arrivals.retry' },
      { type: 'trending.retry' },
      { type: 'carousel.next' },
      { type: 'carousel.prev' },
      { type: 'carousel.goTo', index: 1 },
      { type: 'carousel.pause', reason: 'hover' },
      { type: 'carousel.resume', reason: 'hover' },
      { type: 'carousel.autoplay', enabled: false },
    ];
    // The four regions are independent: each is walked on its own (the others stay loading), which covers
    // every state and transition without multiplying the interleavings.
    const regions: Record<string, (type: string) => boolean> = {
      hero: (type) => /fetchHero|^carousel\./.test(type),
      brands: (type) => type.includes('fetchBrands'),
      arrivals: (type) => /fetchArrivals|^arrivals\./.test(type),
      trending: (type) => /fetchTrending|^trending\./.test(type),
    };
    const all = regionPaths(homeMachine, { input: { seed: 3 }, invokes, events: () => events }, regions);

    it('reaches every state and transition', () => {
      expectEveryStateAndTransition(homeMachine, all.flatMap((entry) => entry.paths));
    });

    for (const { region, paths } of all) {
      for (const path of paths) {
        it(`${region}: ${describePath(path, eventWithPayload)}`, async () => {
          const { actor, fakes } = setUp({ seed: 3 });
          await testPath(path, (event) => performStep({ send: actor.send, fakes }, event), {
            '*': (expected) => {
              expect(actor.getSnapshot().value).toEqual(expected.value);
              expect(actor.getSnapshot().context).toEqual(expected.context);
              // The banner carousel runs exactly while its slides show.
              expect(heroRotation(actor) !== undefined).toBe(actor.getSnapshot().matches({ hero: 'showing' }));
            },
          });
        });
      }
    }
  });
});
