import { assign, setup, stateIn, type SnapshotFrom } from 'xstate';
import { getWatchFacets, listBrands } from '../api/fetchers.ts';
import type { Brand, FacetBucket } from '../api/types.ts';
import { fromRequest } from './fromRequest.ts';

export type MenuEvent =
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  | { type: 'menu.toggle' }
  | { type: 'menu.navigate' }
  | { type: 'brands.load' }
  | { type: 'brands.filter'; query: string };

export type MenuBrand = { id: number; name: string };

export type MenuContext = {
  /** Every brand, sorted by name in Russian collation (part 1 §2.4: for ru and en alike). */
  brands: MenuBrand[];
  /** Watches per brand id, from the facets. */
  counts: Record<number, number>;
  /** The text of the brand search field. */
  query: string;
};

/** Part 1 §2.4: "sorted by name in Russian collation (for the current language ru or en)". */
const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

export const sortBrands = (brands: readonly MenuBrand[]): MenuBrand[] =>
  [...brands].sort((a, b) => collator.compare(a.name, b.name));

/** Lower case without accents, spaces or punctuation: "Hermès" and "hermes", "F.P. Journe" and "fp journe". */
export const brandSearchKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export type MenuBrandEntry = MenuBrand & { count: number | null };

/**
 * The brands the menu lists for a search text: those whose name contains it (accents, case and punctuation
 * ignored). With counts known, brands without a single watch are left out (their link would open an empty
 * catalogue); without counts every brand is listed.
 */
export function visibleMenuBrands(context: MenuContext, withCounts: boolean): MenuBrandEntry[] {
  const key = brandSearchKey(context.query);
  return context.brands
    .map((brand) => ({ ...brand, count: withCounts ? (context.counts[brand.id] ?? 0) : null }))
    .filter((brand) => (brand.count === null || brand.count > 0) && brandSearchKey(brand.name).includes(key));
}

/**
 * The menu overlay of part 1 §2.4. `visibility`: it opens from the header and closes on the close button,
 * Escape, a click outside or when a link is followed (page scroll locking and focus trapping are the Radix
 * dialog's job in the view). `brands` and `counts`: the first opening (or the /menu page, with `brands.load`)
 * loads the brands and the facets' counts;
 * a success is kept for the life of the app, a failure is only logged and retried at the next opening.
 */
export const menuMachine = setup({
  types: { events: {} as MenuEvent, context: {} as MenuContext },
  actors: {
    fetchBrands: fromRequest<Brand[]>(async ({ signal }) => (await listBrands(undefined, signal)).results),
    fetchBrandCounts: fromRequest<FacetBucket[]>(async ({ signal }) => (await getWatchFacets(undefined, signal)).brands),
  },
  guards: {
    /** A toggle while the menu is closed opens it (regions see the state from before the event). */
    isOpening: stateIn({ visibility: 'closed' }),
  },
  actions: {
    /** Part 1 §8: "Failed brand, facet or filter-reference loads are only logged." */
    logFailure: (_, params: { what: string; error: unknown }) => {
      console.warn(`Menu: ${params.what} failed to load`, params.error);
    },
  },
}).createMachine({
  id: 'menu',
  type: 'parallel',
  context: { brands: [], counts: {}, query: '' },
  on: {
    'brands.filter': { actions: assign({ query: ({ event }) => event.query }) },
  },
  states: {
    visibility: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.open': 'open', 'menu.toggle': 'open' },
        },
        open: {
          tags: ['open'],
          on: { 'menu.close': 'closed', 'menu.toggle': 'closed', 'menu.navigate': 'closed' },
        },
      },
    },
    brands: {
      initial: 'idle',
      states: {
        idle: {
          description: 'Not asked for yet: the menu has not been opened.',
          on: { 'menu.open': 'loading', 'menu.toggle': { guard: 'isOpening', target: 'loading' }, 'brands.load': 'loading' },
        },
        loading: {
          invoke: {
            id: 'fetchBrands',
            src: 'fetchBrands',
            onDone: {
              target: 'ready',
              actions: assign({ brands: ({ event }) => sortBrands(event.output.map(({ id, name }) => ({ id, name }))) }),
            },
            onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'brands', error: event.error }) } },
          },
        },
        ready: { description: 'Loaded once and kept.' },
        unavailable: {
          description: 'The load failed (logged); the next opening tries again.',
          on: { 'menu.open': 'loading', 'menu.toggle': { guard: 'isOpening', target: 'loading' }, 'brands.load': 'loading' },
        },
      },
    },
    counts: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'menu.open': 'loading', 'menu.toggle': { guard: 'isOpening', target: 'loading' }, 'brands.load': 'loading' },
        },
        loading: {
          invoke: {
            id: 'fetchBrandCounts',
            src: 'fetchBrandCounts',
            onDone: {
              target: 'ready',
              actions: assign({ counts: ({ event }) => Object.fromEntries(event.output.map((bucket) => [bucket.id, bucket.count])) }),
            },
            onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ what: 'facets', error: event.error }) } },
          },
        },
        ready: {},
        unavailable: {
          on: { 'menu.open': 'loading', 'menu.toggle': { guard: 'isOpening', target: 'loading' }, 'brands.load': 'loading' },
        },
      },
    },
  },
});

export type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

export const selectIsMenuOpen = (snapshot: MenuSnapshot): boolean => snapshot.hasTag('open');

/** Brands are listed once both the brands and their counts have settled; the failures themselves are only logged. */
export function selectMenuBrandsStatus(snapshot: MenuSnapshot): 'loading' | 'ready' | 'unavailable' {
  if (snapshot.matches({ brands: 'unavailable' })) return 'unavailable';
  const countsSettled = snapshot.matches({ counts: 'ready' }) || snapshot.matches({ counts: 'unavailable' });
  if (snapshot.matches({ brands: 'ready' }) && countsSettled) return 'ready';
  return 'loading';
}

/** Whether the watch counts per brand are known (brands without watches are then left out). */
export const selectHasBrandCounts = (snapshot: MenuSnapshot): boolean => snapshot.matches({ counts: 'ready' });
export const selectBrandQuery = (snapshot: MenuSnapshot): string => snapshot.context.query;
