import { assign, forwardTo, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { listBanners, listFaqs, listPopular, listWatches } from '../api/fetchers.ts';
import type { Banner, Faq, Watch } from '../api/types.ts';
import { carouselMachine, type CarouselEvent } from './carouselMachine.ts';
import { fromRequest } from './fromRequest.ts';

/** Part 1 §2.2 item 8, §9 "Popular: 10 items, 15000 ms rotation, max 5 slides, 5 FAQ items". */
export const POPULAR_PAGE_SIZE = 10;
export const POPULAR_ROTATION_MS = 15000;
export const POPULAR_MAX_SLIDES = 5;
export const POPULAR_WATCHES_PER_SLIDE = 2;
export const POPULAR_FAQ_COUNT = 5;

export type PopularSlide = { watches: [Watch, Watch]; banner: Banner | null };

/** Slides of two watches each, at most five, each paired with a banner (the banners take turns). */
export function popularSlides(watches: readonly Watch[], banners: readonly Banner[]): PopularSlide[] {
  const slides: PopularSlide[] = [];
  for (let i = 0; i + 1 < watches.length && slides.length < POPULAR_MAX_SLIDES; i += POPULAR_WATCHES_PER_SLIDE) {
    const first = watches[i] as Watch;
    const second = watches[i + 1] as Watch;
    slides.push({ watches: [first, second], banner: banners.length > 0 ? (banners[slides.length % banners.length] ?? null) : null });
  }
  return slides;
}

export type PopularInput = {
  /** false under reduced motion: the slides then change only on request. */
  autoplay?: boolean;
};

export type PopularContext = {
  /** The watches shown: popular ones, or the newest when fewer than two popular came back. */
  watches: Watch[];
  /** Where `watches` came from. */
  source: 'popular' | 'newest' | null;
  /** Promo banners; empty when none or when they failed to load. */
  banners: Banner[];
  /** FAQ entries from the server; empty means the view's fixed five are shown. */
  faqs: Faq[];
  /** Why the watches failed to load (the retry button shows then). */
  failure: ApiFailure | null;
  /** Whether the slides may rotate by themselves. */
  autoplay: boolean;
};

export type PopularEvent = { type: 'popular.retry' } | CarouselEvent;

const hasEnough = (watches: readonly Watch[]) => watches.length >= POPULAR_WATCHES_PER_SLIDE;

/**
 * The popular block of the home page (part 1 §2.2 item 8): 10 popular watches, falling back to the newest when
 * fewer than two come back; a loading skeleton, a retry after an error; banners and FAQs load beside them and
 * never fail the block (FAQs fall back to a fixed five in the view). While shown, the slides rotate every 15 s
 * through an invoked carousel.
 */
export const popularMachine = setup({
  types: {
    input: {} as PopularInput,
    context: {} as PopularContext,
    events: {} as PopularEvent,
    children: {} as { fetchPopular: 'fetchPopular'; fetchNewest: 'fetchNewest'; fetchBanners: 'fetchBanners'; fetchFaqs: 'fetchFaqs'; rotation: 'rotation' },
  },
  actors: {
    fetchPopular: fromRequest<Watch[]>(async ({ signal }) => (await listPopular({ page_size: POPULAR_PAGE_SIZE }, signal)).results),
    fetchNewest: fromRequest<Watch[]>(
      async ({ signal }) => (await listWatches({ ordering: '-production_year', page_size: POPULAR_PAGE_SIZE }, signal)).results,
    ),
    fetchBanners: fromRequest<Banner[]>(async ({ signal }) => (await listBanners(undefined, signal)).results),
    fetchFaqs: fromRequest<Faq[]>(async ({ signal }) => (await listFaqs({ page_size: POPULAR_FAQ_COUNT }, signal)).results),
    rotation: carouselMachine,
  },
  actions: {
    setAutoplay: assign({ autoplay: ({ context, event }) => (event.type === 'carousel.autoplay' ? event.enabled : context.autoplay) }),
    /** Part 1 §8: such failures are only logged; the block carries on without them. */
    logFailure: (_, params: { what: string; error: unknown }) => {
      console.warn(`Popular block: ${params.what} failed to load`, params.error);
    },
    assignFailure: assign({ failure: (_, params: { error: unknown }) => toApiFailure(params.error) }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isPopularEnough: (_, params: { watches: Watch[] }) => hasEnough(params.watches),
  },
}).createMachine({
  id: 'popular',
  type: 'parallel',
  // Issue 16 §1: decided again once the browser has hydrated a server-rendered page (see carouselMachine).
  on: { 'carousel.autoplay': { actions: 'setAutoplay' } },
  context: ({ input }) => ({ watches: [], source: null, banners: [], faqs: [], failure: null, autoplay: input.autoplay ?? true }),
  states: {
    items: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: 'clearFailure',
          invoke: {
            id: 'fetchPopular',
            src: 'fetchPopular',
            onDone: [
              {
                guard: { type: 'isPopularEnough', params: ({ event }) => ({ watches: event.output }) },
                target: 'showing',
                actions: assign({ watches: ({ event }) => event.output, source: 'popular' }),
              },
              { target: 'loadingFallback' },
            ],
            onError: { target: 'failure', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loadingFallback: {
          description: 'Fewer than two popular watches came back: the newest watches stand in (part 1 §2.2 item 8).',
          tags: ['loading'],
          invoke: {
            id: 'fetchNewest',
            src: 'fetchNewest',
            onDone: [
              {
                guard: { type: 'isPopularEnough', params: ({ event }) => ({ watches: event.output }) },
                target: 'showing',
                actions: assign({ watches: ({ event }) => event.output, source: 'newest' }),
              },
              { target: 'empty', actions: assign({ watches: [], source: 'newest' }) },
            ],
            onError: { target: 'failure', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failure: {
          on: { 'popular.retry': 'loading' },
        },
        empty: {
          description: 'Not even two of the newest watches exist: nothing to show.',
        },
        showing: {
          invoke: {
            id: 'rotation',
            src: 'rotation',
            input: ({ context }) => ({
              count: popularSlides(context.watches, []).length,
              intervalMs: POPULAR_ROTATION_MS,
              autoplay: context.autoplay,
            }),
          },
          on: {
            'carousel.next': { actions: forwardTo('rotation') },
            'carousel.prev': { actions: forwardTo('rotation') },
            'carousel.goTo': { actions: forwardTo('rotation') },
            'carousel.pause': { actions: forwardTo('rotation') },
            'carousel.resume': { actions: forwardTo('rotation') },
            'carousel.autoplay': { actions: ['setAutoplay', forwardTo('rotation')] },
          },
        },
      },
    },
    banners: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchBanners',
            src: 'fetchBanners',
            onDone: { target: 'ready', actions: assign({ banners: ({ event }) => event.output }) },
            onError: { target: 'ready', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'banners', error: event.error }) } },
          },
        },
        ready: {},
      },
    },
    faqs: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchFaqs',
            src: 'fetchFaqs',
            onDone: { target: 'ready', actions: assign({ faqs: ({ event }) => event.output.slice(0, POPULAR_FAQ_COUNT) }) },
            onError: { target: 'ready', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'FAQs', error: event.error }) } },
          },
        },
        ready: {},
      },
    },
  },
});

export type PopularSnapshot = SnapshotFrom<typeof popularMachine>;

/** What the block shows: the fallback request is one more "loading" to the shopper. */
export type PopularStatus = 'loading' | 'showing' | 'empty' | 'failure';

const STATUS: Record<PopularSnapshot['value']['items'], PopularStatus> = {
  loading: 'loading',
  loadingFallback: 'loading',
  showing: 'showing',
  empty: 'empty',
  failure: 'failure',
};

export const selectPopularStatus = (snapshot: PopularSnapshot): PopularStatus => STATUS[snapshot.value.items];
export const selectFaqsLoading = (snapshot: PopularSnapshot): boolean => snapshot.matches({ faqs: 'loading' });
/** The slides' rotation while the watches show, else undefined: read it with `selectCarouselView` on the ref. */
export const selectPopularRotation = (snapshot: PopularSnapshot) => snapshot.children.rotation;
