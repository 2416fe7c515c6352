import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { makeBanner, makeFaq, makeWatches, page } from '../../tests/support/homeFixtures.ts';
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
import { listBanners, listFaqs, listPopular, listWatches } from '../api/fetchers.ts';
import type { Banner, Faq, Watch } from '../api/types.ts';
import {
  POPULAR_ROTATION_MS,
  popularMachine,
  popularSlides,
  selectFaqsLoading,
  selectPopularRotation,
  selectPopularStatus,
  type PopularInput,
} from './popularMachine.ts';

vi.mock('../api/fetchers.ts', () => ({ listPopular: vi.fn(), listWatches: vi.fn(), listBanners: vi.fn(), listFaqs: vi.fn() }));

function setUp(input: PopularInput = {}) {
  const fakes = {
    fetchPopular: fakeRequest<Watch[]>(),
    fetchNewest: fakeRequest<Watch[]>(),
    fetchBanners: fakeRequest<Banner[]>(),
    fetchFaqs: fakeRequest<Faq[]>(),
  };
  const logFailure = vi.fn();
  const actor = createActor(
    popularMachine.provide({
      actors: {
        fetchPopular: fakes.fetchPopular.logic,
        fetchNewest: fakes.fetchNewest.logic,
        fetchBanners: fakes.fetchBanners.logic,
        fetchFaqs: fakes.fetchFaqs.logic,
      },
      actions: { logFailure: (_, params) => logFailure(params.what) },
    }),
    { input },
  ).start();
  return { actor, fakes, logFailure };
}

const rotation = (actor: Actor<typeof popularMachine>) => selectPopularRotation(actor.getSnapshot())?.getSnapshot();

const failure = new ApiError({ code: 'server', status: 503, message: 'Service unavailable' });

describe('popularMachine (part 1 §2.2 item 8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the popular watches in slides of two that rotate every 15000 ms', async () => {
    const { actor, fakes } = setUp();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fakes.fetchPopular.last().resolve(makeWatches(10));
    await flush();
    expect(actor.getSnapshot().matches({ items: 'showing' })).toBe(true);
    expect(actor.getSnapshot().context.source).toBe('popular');
    expect(rotation(actor)?.context).toMatchObject({ index: 0, count: 5 });
    await vi.advanceTimersByTimeAsync(POPULAR_ROTATION_MS - 1);
    expect(rotation(actor)?.context.index).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(rotation(actor)?.context.index).toBe(1);
    actor.send({ type: 'carousel.pause', reason: 'hover' });
    await vi.advanceTimersByTimeAsync(2 * POPULAR_ROTATION_MS);
    expect(rotation(actor)?.context.index).toBe(1);
    actor.send({ type: 'carousel.goTo', index: 4 });
    actor.send({ type: 'carousel.next' });
    expect(rotation(actor)?.context.index).toBe(0);
  });

  it('falls back to the newest watches when fewer than two popular ones come back', async () => {
    const { actor, fakes } = setUp();
    fakes.fetchPopular.last().resolve(makeWatches(1));
    await flush();
    expect(actor.getSnapshot().matches({ items: 'loadingFallback' })).toBe(true);
    fakes.fetchNewest.last().resolve(makeWatches(3, 50));
    await flush();
    expect(actor.getSnapshot().context.source).toBe('newest');
    expect(actor.getSnapshot().context.watches.map((w) => w.id)).toEqual([50, 51, 52]);
    expect(rotation(actor)?.context.count).toBe(1);
  });

  it('is empty when even the newest watches are fewer than two', async () => {
    const { actor, fakes } = setUp();
    fakes.fetchPopular.last().resolve([]);
    await flush();
    fakes.fetchNewest.last().resolve(makeWatches(1));
    await flush();
    expect(actor.getSnapshot().matches({ items: 'empty' })).toBe(true);
  });

  it('keeps the failure and retries on request', async () => {
    const { actor, fakes } = setUp();
    fakes.fetchPopular.last().reject(failure);
    await flush();
    expect(actor.getSnapshot().matches({ items: 'failure' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'server', status: 503 });
    actor.send({ type: 'popular.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    fakes.fetchPopular.last().resolve(makeWatches(4));
    await flush();
    expect(actor.getSnapshot().matches({ items: 'showing' })).toBe(true);
    expect(fakes.fetchPopular.calls).toHaveLength(2);
  });

  it('banner and FAQ failures are only logged; at most 5 FAQs are kept', async () => {
    const { actor, fakes, logFailure } = setUp();
    fakes.fetchBanners.last().reject(failure);
    fakes.fetchFaqs.last().resolve([1, 2, 3, 4, 5, 6].map(makeFaq));
    await flush();
    expect(actor.getSnapshot().matches({ banners: 'ready', faqs: 'ready' })).toBe(true);
    expect(logFailure).toHaveBeenCalledWith('banners');
    expect(actor.getSnapshot().context.faqs).toHaveLength(5);
    expect(actor.getSnapshot().context.banners).toEqual([]);
  });

  it('does not rotate under reduced motion', async () => {
    const { actor, fakes } = setUp({ autoplay: false });
    fakes.fetchPopular.last().resolve(makeWatches(6));
    await flush();
    await vi.advanceTimersByTimeAsync(3 * POPULAR_ROTATION_MS);
    expect(rotation(actor)).toMatchObject({ value: 'static', context: { index: 0 } });
  });

  it('the default actors ask for 10 popular, the newest 10, the banners and 5 FAQs', async () => {
    vi.mocked(listPopular).mockResolvedValue(page(makeWatches(1)));
    vi.mocked(listWatches).mockResolvedValue(page(makeWatches(2)));
    vi.mocked(listBanners).mockResolvedValue(page([makeBanner(1)]));
    vi.mocked(listFaqs).mockResolvedValue(page([makeFaq(1)]));
    const actor = createActor(popularMachine, { input: {} }).start();
    await flush();
    await flush();
    expect(listPopular).toHaveBeenCalledWith({ page_size: 10 }, expect.any(AbortSignal));
    expect(listWatches).toHaveBeenCalledWith({ ordering: '-production_year', page_size: 10 }, expect.any(AbortSignal));
    expect(listBanners).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(listFaqs).toHaveBeenCalledWith({ page_size: 5 }, expect.any(AbortSignal));
    expect(actor.getSnapshot().value).toEqual({ items: 'showing', banners: 'ready', faqs: 'ready' });
  });

  describe('popularSlides', () => {
    it('pairs watches, at most 5 slides, banners taking turns', () => {
      const slides = popularSlides(makeWatches(13), [makeBanner(1), makeBanner(2)]);
      expect(slides.map((s) => s.watches.map((w) => w.id))).toEqual([[1, 2], [3, 4], [5, 6], [7, 8], [9, 10]]);
      expect(slides.map((s) => s.banner?.id)).toEqual([1, 2, 1, 2, 1]);
      expect(popularSlides(makeWatches(3), [])).toEqual([{ watches: makeWatches(2), banner: null }]);
      expect(popularSlides(makeWatches(1), [makeBanner(1)])).toEqual([]);
    });
  });

  it('reads the fallback request as loading, and whether the FAQs are still loading', async () => {
    const { actor, fakes } = setUp();
    expect([selectPopularStatus(actor.getSnapshot()), selectFaqsLoading(actor.getSnapshot())]).toEqual(['loading', true]);
    fakes.fetchPopular.last().resolve([]);
    fakes.fetchFaqs.last().reject(failure);
    await flush();
    expect(actor.getSnapshot().matches({ items: 'loadingFallback' })).toBe(true);
    expect([selectPopularStatus(actor.getSnapshot()), selectFaqsLoading(actor.getSnapshot())]).toEqual(['loading', false]);
    fakes.fetchNewest.last().reject(failure);
    await flush();
    expect(selectPopularStatus(actor.getSnapshot())).toBe('failure');
  });

  describe('model: every state and transition, with injected failures', () => {
    const invokes = ['fetchPopular', 'fetchNewest', 'fetchBanners', 'fetchFaqs'] as const;
    const events: ModelEvent<typeof popularMachine, (typeof invokes)[number]>[] = [
      done('fetchPopular', makeWatches(4)),
      done('fetchPopular', makeWatches(1)),
      failed('fetchPopular', failure),
      done('fetchNewest', makeWatches(2, 20)),
      done('fetchNewest', []),
      failed('fetchNewest', failure),
      done('fetchBanners', [makeBanner(1)]),
      failed('fetchBanners', failure),
      done('fetchFaqs', [makeFaq(1)]),
      failed('fetchFaqs', failure),
      { type: 'popular.retry' },
      { type: 'carousel.next' },
      { type: 'carousel.prev' },
      { type: 'carousel.goTo', index: 1 },
      { type: 'carousel.pause', reason: 'hover' },
      { type: 'carousel.resume', reason: 'hover' },
      { type: 'carousel.autoplay', enabled: false },
    ];
    // The banners and FAQs regions are independent of the items: each region is walked on its own (the others
    // stay loading), so their interleavings do not multiply the paths.
    const regions: Record<string, (type: string) => boolean> = {
      items: (type) => /fetchPopular|fetchNewest|^popular\.|^carousel\./.test(type),
      banners: (type) => type.includes('fetchBanners'),
      faqs: (type) => type.includes('fetchFaqs'),
    };
    const all = regionPaths(popularMachine, { input: {}, invokes, events: () => events }, regions);

    it('reaches every state and transition', () => {
      expectEveryStateAndTransition(popularMachine, all.flatMap((entry) => entry.paths));
    });

    for (const { region, paths } of all) {
      for (const path of paths) {
        it(`${region}: ${describePath(path, eventWithPayload)}`, async () => {
          const { actor, fakes } = setUp();
          await testPath(path, (event) => performStep({ send: actor.send, fakes }, event), {
            '*': (expected) => {
              expect(actor.getSnapshot().value).toEqual(expected.value);
              expect(actor.getSnapshot().context).toEqual(expected.context);
              // A rotation runs exactly while the watches are shown.
              expect(rotation(actor) !== undefined).toBe(actor.getSnapshot().matches({ items: 'showing' }));
            },
          });
        });
      }
    }
  });
});
