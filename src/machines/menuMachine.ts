import { assign, setup, stateIn, type SnapshotFrom } from 'xstate';
import { getBagFacets, getJewelryFacets, getWatchFacets, listBrands } from '../api/fetchers.ts';
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

/** The categories of the boutique, each with its own catalogue (issue 22 item 16: the index covers all three). */
export const MENU_CATEGORIES = ['watches', 'jewelry', 'bags'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** Each category's brand counts, from its facets. */
export type CategoryBuckets = Record<MenuCategory, FacetBucket[]>;

export type MenuContext = {
  /** Every brand, sorted by name in Russian collation (part 1 §2.4: for ru and en alike). */
  brands: MenuBrand[];
  /** Pieces per brand id and category (watches, jewelry, bags), from the three facets. */
  counts: Record<number, Partial<Record<MenuCategory, number>>>;
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

export type MenuBrandEntry = MenuBrand & {
  /** Pieces in its first category; null when the counts are not known. */
  count: number | null;
  /** The categories it has pieces in, the largest first (empty when the counts are not known). */
  categories: { category: MenuCategory; count: number }[];
};

/** The three facets' buckets as pieces per brand and category. */
export function countsByBrand(buckets: CategoryBuckets): MenuContext['counts'] {
  const counts: MenuContext['counts'] = {};
  for (const category of MENU_CATEGORIES) {
    for (const bucket of buckets[category]) counts[bucket.id] = { ...counts[bucket.id], [category]: bucket.count };
  }
  return counts;
}

/**
 * The brands the menu lists for a search text: those whose name contains it (accents, case and punctuation
 * ignored). With counts known, each brand carries the categories it has pieces in (Hermès: bags and watches), and
 * a brand with none is left out (its link would open an empty catalogue); without counts every brand is listed.
 */
export function visibleMenuBrands(context: MenuContext, withCounts: boolean): MenuBrandEntry[] {
  const key = brandSearchKey(context.query);
  return context.brands
    .map((brand): MenuBrandEntry => {
      if (!withCounts) return { ...brand, count: null, categories: [] };
      const own = context.counts[brand.id] ?? {};
      const categories = MENU_CATEGORIES.map((category) => ({ category, count: own[category] ?? 0 }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => b.count - a.count);
      return { ...brand, count: categories[0]?.count ?? 0, categories };
    })
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
    fetchBrandCounts: fromRequest<CategoryBuckets>(async ({ signal }) => {
      const [watches, jewelry, bags] = await Promise.all([getWatchFacets(undefined, signal), getJewelryFacets(undefined, signal), getBagFacets(undefined, signal)]);
      return { watches: watches.brands, jewelry: jewelry.brands, bags: bags.brands };
    }),
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
              actions: assign({ counts: ({ event }) => countsByBrand(event.output) }),
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

/** Whether the counts per brand are known (brands without a piece are then left out). */
export const selectHasBrandCounts = (snapshot: MenuSnapshot): boolean => snapshot.matches({ counts: 'ready' });
export const selectBrandQuery = (snapshot: MenuSnapshot): string => snapshot.context.query;
