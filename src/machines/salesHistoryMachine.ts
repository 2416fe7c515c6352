import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { listSalesHistory } from '../api/fetchers.ts';
import type { SalesHistoryBrand, SoldPiece, SoldPiecesPage } from '../api/types.ts';
import { fromRequest } from './fromRequest.ts';
import { unprovided } from './helpers.ts';

/**
 * /sales-history (issue 26), route-local and rendered by the server: the pieces the boutique has placed with
 * collectors, newest sale first, one numbered page at a time (like the catalogue: real page links crawlers follow),
 * filtered by kind and brand. The filters and the page live in the URL, so links, reloads and back/forward restore
 * them: the machine writes the URL (`writeUrl`) and is told when it changed elsewhere (`url.change`). "Find a similar
 * piece" hands the piece's name to the feature (`askForSimilar`), which fills the order request form with it.
 *
 * loading → list | empty | failure (retry → loading); a filter, a page or another URL → loading.
 */

export type SoldKind = SoldPiece['kind'];
export const SOLD_KINDS: readonly SoldKind[] = ['watch', 'jewelry', 'bag'];
/** Four rows of the desktop grid; the server caps a page at 100. */
export const SALES_PAGE_SIZE = 24;
/** A brand name in the URL longer than this is not a brand (the server's field is 100 characters). */
const BRAND_MAX = 100;

export type SalesHistoryEvent =
  /** '' is every kind. */
  | { type: 'kind.change'; kind: SoldKind | '' }
  /** '' is every brand. */
  | { type: 'brand.change'; brand: string }
  | { type: 'filters.reset' }
  | { type: 'page.change'; page: number }
  /** The page URL changed outside the machine (back/forward, a link): its query string. */
  | { type: 'url.change'; query: string }
  | { type: 'list.retry' }
  | { type: 'similar.ask'; kind: SoldKind; id: number };

export interface SalesFilters {
  kind: SoldKind | '';
  /** A brand name, as the API's `brand` filter takes it; '' for every brand. */
  brand: string;
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: SalesFilters = { kind: '', brand: '', page: 1 };

const isSoldKind = (value: string | null): value is SoldKind => SOLD_KINDS.includes(value as SoldKind);

/** The filters from the page URL's query; anything malformed is its default (a bad link still shows the page). */
export function salesFiltersFromQuery(query: string): SalesFilters {
  const params = new URLSearchParams(query);
  const kind = params.get('kind');
  const brand = (params.get('brand') ?? '').trim();
  const page = Number(params.get('page'));
  return {
    kind: isSoldKind(kind) ? kind : '',
    brand: brand.length <= BRAND_MAX ? brand : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as the page URL's query, defaults left out (so /sales-history stays bare). */
export function salesQueryOf(filters: SalesFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** What "find a similar piece" asks for: brand, model and reference, as a collector would name the piece. */
export const similarRequestOf = (piece: SoldPiece): string =>
  [piece.brand.name, piece.model_name, piece.reference]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** How many pages `count` pieces fill. */
export const pageCountOf = (count: number): number => Math.max(1, Math.ceil(count / SALES_PAGE_SIZE));

/** A URL write: a choice adds a history entry (Back undoes it); correcting a page past the end replaces it. */
export type SalesUrlWrite = { query: string; history: 'push' | 'replace' };

const writeUrl: (_: unknown, params: SalesUrlWrite) => void = unprovided('salesHistoryMachine', 'writeUrl');
const scrollToTop: () => void = unprovided('salesHistoryMachine', 'scrollToTop');
const askForSimilar: (_: unknown, params: { model: string }) => void = unprovided('salesHistoryMachine', 'askForSimilar');

const urlWrite = (history: SalesUrlWrite['history']) => ({
  type: 'writeUrl' as const,
  params: ({ context }: { context: SalesFilters }): SalesUrlWrite => ({ query: salesQueryOf(context), history }),
});

type Context = SalesFilters & {
  /** The page shown (kept while the next one loads, so the list stays in place). */
  pieces: SoldPiece[];
  /** How many sold pieces match the filters, across every page. */
  count: number;
  /** The brands the brand filter offers (of the kind asked), with their counts. */
  brands: SalesHistoryBrand[];
  /** Why the last page failed (the view words it); null otherwise. */
  failure: ApiFailure | null;
};

export const salesHistoryMachine = setup({
  types: { context: {} as Context, events: {} as SalesHistoryEvent, input: {} as { query?: string } | undefined },
  actors: {
    fetchSoldPieces: fromRequest<SoldPiecesPage, SalesFilters>(({ input, signal }) =>
      listSalesHistory(
        { page: input.page, page_size: SALES_PAGE_SIZE, ...(input.kind ? { kind: input.kind } : {}), ...(input.brand ? { brand: input.brand } : {}) },
        signal,
      ),
    ),
  },
  actions: {
    writeUrl,
    scrollToTop,
    askForSimilar,
    assignPage: assign((_, page: SoldPiecesPage) => ({ pieces: page.results, count: page.count, brands: page.brands, failure: null })),
  },
  guards: {
    isOtherKind: ({ context, event }) => event.type === 'kind.change' && event.kind !== context.kind && (event.kind === '' || isSoldKind(event.kind)),
    isOtherBrand: ({ context, event }) => event.type === 'brand.change' && event.brand.trim() !== context.brand,
    isFiltered: ({ context }) => salesQueryOf(context) !== '',
    isOtherPage: ({ context, event }) =>
      event.type === 'page.change' && Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCountOf(context.count) && event.page !== context.page,
    /** The URL names other filters than those shown (not the echo of the machine's own write). */
    isOtherUrl: ({ context, event }) => event.type === 'url.change' && salesQueryOf(salesFiltersFromQuery(event.query)) !== salesQueryOf(context),
    isShownPiece: ({ context, event }) => event.type === 'similar.ask' && context.pieces.some((piece) => piece.kind === event.kind && piece.id === event.id),
    /** A page past the last (an old link, a hand-typed page): the server answers it empty with the real count. */
    isPastLastPage: ({ context }, page: SoldPiecesPage) => page.results.length === 0 && page.count > 0 && context.page > 1,
    isEmptyPage: (_, page: SoldPiecesPage) => page.results.length === 0,
  },
}).createMachine({
  id: 'salesHistory',
  context: ({ input }) => ({ ...salesFiltersFromQuery(input?.query ?? ''), pieces: [], count: 0, brands: [], failure: null }),
  initial: 'loading',
  on: {
    'kind.change': { guard: 'isOtherKind', target: '.loading', actions: [assign(({ event }) => ({ kind: event.kind, page: 1 })), urlWrite('push')] },
    'brand.change': { guard: 'isOtherBrand', target: '.loading', actions: [assign(({ event }) => ({ brand: event.brand.trim(), page: 1 })), urlWrite('push')] },
    'filters.reset': { guard: 'isFiltered', target: '.loading', actions: [assign(NO_FILTERS), urlWrite('push')] },
    'url.change': { guard: 'isOtherUrl', target: '.loading', actions: assign(({ event }) => salesFiltersFromQuery(event.query)) },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'soldPieces',
        src: 'fetchSoldPieces',
        input: ({ context }) => ({ kind: context.kind, brand: context.brand, page: context.page }),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: ({ event }) => event.output },
            target: 'loading',
            reenter: true,
            actions: [assign({ page: 1 }), urlWrite('replace')],
          },
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'assignPage', params: ({ event }) => event.output },
          },
          { target: 'list', actions: { type: 'assignPage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    list: {
      on: {
        'page.change': { guard: 'isOtherPage', target: 'loading', actions: [assign(({ event }) => ({ page: event.page })), urlWrite('push'), 'scrollToTop'] },
        'similar.ask': {
          guard: 'isShownPiece',
          actions: {
            type: 'askForSimilar',
            params: ({ context, event }) => {
              const piece = context.pieces.find((shown) => shown.kind === event.kind && shown.id === event.id);
              return { model: piece ? similarRequestOf(piece) : '' };
            },
          },
        },
      },
    },
    empty: { description: 'Nothing sold matches the filters (or nothing has been sold yet): the page offers to reset them.' },
    failure: { on: { 'list.retry': 'loading' } },
  },
});

export type SalesHistorySnapshot = SnapshotFrom<typeof salesHistoryMachine>;
export type SalesHistoryStatus = 'loading' | 'list' | 'empty' | 'failure';

export function selectSalesHistoryStatus(snapshot: SalesHistorySnapshot): SalesHistoryStatus {
  if (snapshot.matches('list')) return 'list';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failure')) return 'failure';
  return 'loading';
}
export const selectSoldPieces = (snapshot: SalesHistorySnapshot): readonly SoldPiece[] => snapshot.context.pieces;
export const selectSoldBrands = (snapshot: SalesHistorySnapshot): readonly SalesHistoryBrand[] => snapshot.context.brands;
export const selectSalesFilters = (snapshot: SalesHistorySnapshot): SalesFilters => {
  const { kind, brand, page } = snapshot.context;
  return { kind, brand, page };
};
export const selectSalesPageCount = (snapshot: SalesHistorySnapshot): number => pageCountOf(snapshot.context.count);
export const selectSalesCount = (snapshot: SalesHistorySnapshot): number => snapshot.context.count;
export const selectSalesFailure = (snapshot: SalesHistorySnapshot): ApiFailure | null => snapshot.context.failure;
export const selectIsSalesFiltered = (snapshot: SalesHistorySnapshot): boolean => snapshot.context.kind !== '' || snapshot.context.brand !== '';
