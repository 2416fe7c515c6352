import { assign, forwardTo, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { listBrands, listWatches } from '../api/fetchers.ts';
import type { Brand, Watch } from '../api/types.ts';
import { CAROUSEL_INTERVAL_MS, carouselMachine, type CarouselEvent } from './carouselMachine.ts';
import { fromRequest } from './fromRequest.ts';
import { mulberry32, shuffle } from './helpers.ts';

/** Part 1 §9: banner carousel of the 10 newest; new arrivals fetch 20 show 9; trending fetch 30 show 12. */
export const HERO_COUNT = 10;
export const HERO_INTERVAL_MS = CAROUSEL_INTERVAL_MS;
export const NEW_ARRIVALS_FETCHED = 20;
export const NEW_ARRIVALS_SHOWN = 9;
export const TRENDING_FETCHED = 30;
export const TRENDING_SHOWN = 12;

export type HomeInput = {
  /** Seed of the shuffles of new arrivals and trending; random when absent (a new order on every visit). */
  seed?: number;
  /** false under reduced motion: the banner carousel then moves only on request. */
  autoplay?: boolean;
};

export type HomeContext = {
  /** The 10 newest watches of the banner carousel. */
  hero: Watch[];
  /** 9 of the 20 newest, shuffled. */
  arrivals: Watch[];
  arrivalsFailure: ApiFailure | null;
  /** 12 of 30 watches, shuffled. */
  trending: Watch[];
  trendingFailure: ApiFailure | null;
  /** All brands, to link the brand logos by id (by name until they are known). */
  brands: Brand[];
  /** Seed of the shuffles. */
  seed: number;
  /** Whether the banner carousel may advance by itself. */
  autoplay: boolean;
};

export type HomeEvent = { type: 'arrivals.retry' } | { type: 'trending.retry' } | CarouselEvent;

/**
 * The home page's data (part 1 §2.2 items 2–7): the banner carousel of the 10 newest watches, the brand ids of
 * the logo buttons, new arrivals and trending. Each section loads on its own and fails on its own; a failed grid
 * offers a retry, a failed carousel or brand list leaves a calm static fallback (failures only logged).
 */
export const homeMachine = setup({
  types: {
    input: {} as HomeInput,
    context: {} as HomeContext,
    events: {} as HomeEvent,
    children: {} as { fetchHero: 'fetchHero'; fetchArrivals: 'fetchArrivals'; fetchTrending: 'fetchTrending'; fetchBrands: 'fetchBrands'; heroRotation: 'heroRotation' },
  },
  actors: {
    fetchHero: fromRequest<Watch[]>(
      async ({ signal }) => (await listWatches({ ordering: '-production_year', page_size: HERO_COUNT }, signal)).results,
    ),
    fetchArrivals: fromRequest<Watch[]>(
      async ({ signal }) => (await listWatches({ ordering: '-production_year', page_size: NEW_ARRIVALS_FETCHED }, signal)).results,
    ),
    fetchTrending: fromRequest<Watch[]>(async ({ signal }) => (await listWatches({ page_size: TRENDING_FETCHED }, signal)).results),
    fetchBrands: fromRequest<Brand[]>(async ({ signal }) => (await listBrands(undefined, signal)).results),
    heroRotation: carouselMachine,
  },
  actions: {
    setAutoplay: assign({ autoplay: ({ context, event }) => (event.type === 'carousel.autoplay' ? event.enabled : context.autoplay) }),
    /** Part 1 §8: failed brand loads are only logged; the logos then link by name. */
    logFailure: (_, params: { what: string; error: unknown }) => {
      console.warn(`Home page: ${params.what} failed to load`, params.error);
    },
  },
}).createMachine({
  id: 'home',
  type: 'parallel',
  // Issue 16 §1: decided again once the browser has hydrated a server-rendered page (see carouselMachine).
  on: { 'carousel.autoplay': { actions: 'setAutoplay' } },
  context: ({ input }) => ({
    hero: [],
    arrivals: [],
    arrivalsFailure: null,
    trending: [],
    trendingFailure: null,
    brands: [],
    seed: input.seed ?? Math.floor(Math.random() * 2 ** 32),
    autoplay: input.autoplay ?? true,
  }),
  states: {
    hero: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchHero',
            src: 'fetchHero',
            onDone: [
              { guard: ({ event }) => event.output.length > 0, target: 'showing', actions: assign({ hero: ({ event }) => event.output.slice(0, HERO_COUNT) }) },
              { target: 'unavailable' },
            ],
            onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'banner carousel', error: event.error }) } },
          },
        },
        showing: {
          invoke: {
            id: 'heroRotation',
            src: 'heroRotation',
            input: ({ context }) => ({ count: context.hero.length, intervalMs: HERO_INTERVAL_MS, autoplay: context.autoplay }),
          },
          on: {
            'carousel.next': { actions: forwardTo('heroRotation') },
            'carousel.prev': { actions: forwardTo('heroRotation') },
            'carousel.goTo': { actions: forwardTo('heroRotation') },
            'carousel.pause': { actions: forwardTo('heroRotation') },
            'carousel.resume': { actions: forwardTo('heroRotation') },
            'carousel.autoplay': { actions: ['setAutoplay', forwardTo('heroRotation')] },
          },
        },
        unavailable: {
          description: 'No watches or a failed load: the carousel gives way to a static welcome banner.',
        },
      },
    },
    brands: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchBrands',
            src: 'fetchBrands',
            onDone: { target: 'ready', actions: assign({ brands: ({ event }) => event.output }) },
            onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'brands', error: event.error }) } },
          },
        },
        ready: {},
        unavailable: { description: 'The logos link by brand name instead of id.' },
      },
    },
    arrivals: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: assign({ arrivalsFailure: null }),
          invoke: {
            id: 'fetchArrivals',
            src: 'fetchArrivals',
            onDone: [
              {
                guard: ({ event }) => event.output.length > 0,
                target: 'showing',
                actions: assign({ arrivals: ({ context, event }) => shuffle(event.output, mulberry32(context.seed)).slice(0, NEW_ARRIVALS_SHOWN) }),
              },
              { target: 'empty', actions: assign({ arrivals: [] }) },
            ],
            onError: { target: 'failure', actions: assign({ arrivalsFailure: ({ event }) => toApiFailure(event.error) }) },
          },
        },
        showing: {},
        empty: {},
        failure: { on: { 'arrivals.retry': 'loading' } },
      },
    },
    trending: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          entry: assign({ trendingFailure: null }),
          invoke: {
            id: 'fetchTrending',
            src: 'fetchTrending',
            onDone: [
              {
                guard: ({ event }) => event.output.length > 0,
                target: 'showing',
                // A different seed from the arrivals', so the two rows do not mirror each other.
                actions: assign({ trending: ({ context, event }) => shuffle(event.output, mulberry32(context.seed + 1)).slice(0, TRENDING_SHOWN) }),
              },
              { target: 'empty', actions: assign({ trending: [] }) },
            ],
            onError: { target: 'failure', actions: assign({ trendingFailure: ({ event }) => toApiFailure(event.error) }) },
          },
        },
        showing: {},
        empty: {},
        failure: { on: { 'trending.retry': 'loading' } },
      },
    },
  },
});

export type HomeSnapshot = SnapshotFrom<typeof homeMachine>;

export const selectHeroStatus = (snapshot: HomeSnapshot) => snapshot.value.hero;
export const selectArrivalsStatus = (snapshot: HomeSnapshot) => snapshot.value.arrivals;
export const selectTrendingStatus = (snapshot: HomeSnapshot) => snapshot.value.trending;

/** The banner carousel while it runs, else undefined: read its slide with `selectCarouselView` on the ref itself. */
export const selectHeroRotation = (snapshot: HomeSnapshot) => snapshot.children.heroRotation;
