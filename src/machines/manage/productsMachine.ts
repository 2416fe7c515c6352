import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import {
  listManageProducts,
  updateManageProduct,
  type ManageProduct,
  type ManageProductKind,
  type ManageProductsPage,
  type ProductChange,
} from '../../api/manageBackoffice.ts';
import { fromRequest } from '../fromRequest.ts';
import { applyChange, checkDraft, draftOf, productKey, serverProblems, type DraftField, type ProductDraft } from './productsDraft.ts';

/**
 * The back office's products (issue 27), route-local at /manage/products: every watch, piece of jewelry and bag
 * with a search, a kind and a hidden filter, one page at a time. A row is edited in place (price, previous price,
 * stock), checked as the server checks it, and saved optimistically like the hidden toggle: the row changes at once,
 * the server's answer replaces it, a refusal puts it back — with the server's field errors on the form again when
 * it named fields, or its words beside the row otherwise.
 *
 * loading → ready { idle ⇄ editing; idle | editing → saving → idle | editing } | failure (retry → loading);
 * a filter, a search or a page → loading (never while a save is on its way).
 */

export const PRODUCT_KINDS: readonly ManageProductKind[] = ['watch', 'jewelry', 'bag'];
export const PRODUCTS_PAGE_SIZE = 25;
/** '' every piece, 'shown' those listed in the shop, 'hidden' those taken out of it. */
export type HiddenFilter = '' | 'shown' | 'hidden';

export interface ProductsFilters {
  kind: ManageProductKind | '';
  hidden: HiddenFilter;
  search: string;
  /** 1-based. */
  page: number;
}

export const NO_PRODUCT_FILTERS: ProductsFilters = { kind: '', hidden: '', search: '', page: 1 };

export type ProductsEvent =
  | { type: 'kind.change'; kind: ManageProductKind | '' }
  | { type: 'hidden.change'; hidden: HiddenFilter }
  | { type: 'search.submit'; search: string }
  | { type: 'page.change'; page: number }
  | { type: 'list.retry' }
  | { type: 'edit.start'; key: string }
  | { type: 'edit.change'; field: DraftField; value: string }
  | { type: 'edit.cancel' }
  | { type: 'edit.save' }
  | { type: 'hidden.toggle'; key: string }
  | { type: 'notice.dismiss' };

export interface RefusedSave {
  key: string;
  failure: ApiFailure;
}

type Context = ProductsFilters & {
  /** The page shown (a save on its way already applied). */
  products: ManageProduct[];
  count: number;
  /** Why the list could not be loaded. */
  failure: ApiFailure | null;
  /** The row being edited, as typed, with its problems. */
  draft: ProductDraft | null;
  /** The save on its way: the row before it and what was sent. */
  pending: { key: string; before: ManageProduct; change: ProductChange } | null;
  /** The last save refused without naming a field, until the next save, filter or dismissal. */
  refused: RefusedSave | null;
};

const pageCountOf = (count: number): number => Math.max(1, Math.ceil(count / PRODUCTS_PAGE_SIZE));

const queryOf = ({ kind, hidden, search, page }: ProductsFilters) => ({
  page,
  page_size: PRODUCTS_PAGE_SIZE,
  ...(kind ? { kind } : {}),
  ...(hidden ? { hidden: hidden === 'hidden' } : {}),
  ...(search ? { search } : {}),
});

const findRow = (rows: readonly ManageProduct[], key: string) => rows.find((row) => productKey(row) === key);
const replaceRow = (rows: readonly ManageProduct[], row: ManageProduct): ManageProduct[] =>
  rows.map((shown) => (productKey(shown) === productKey(row) ? row : shown));

const filterHandlers = {
  'kind.change': { guard: 'isOtherKind', target: '#manageProducts.loading', reenter: true, actions: 'assignFilter' },
  'hidden.change': { guard: 'isOtherHidden', target: '#manageProducts.loading', reenter: true, actions: 'assignFilter' },
  'search.submit': { guard: 'isOtherSearch', target: '#manageProducts.loading', reenter: true, actions: 'assignFilter' },
  'page.change': { guard: 'isOtherPage', target: '#manageProducts.loading', reenter: true, actions: 'assignFilter' },
} as const;

const startEdit = { guard: 'isShownProduct', target: 'editing', reenter: true, actions: 'startDraft' } as const;

export const productsMachine = setup({
  types: { context: {} as Context, events: {} as ProductsEvent },
  actors: {
    fetchProducts: fromRequest<ManageProductsPage, ProductsFilters>(({ input, signal }) => listManageProducts(queryOf(input), signal)),
    saveProduct: fromRequest<ManageProduct, { kind: ManageProductKind; id: number; change: ProductChange }>(({ input, signal }) =>
      updateManageProduct(input.kind, input.id, input.change, signal),
    ),
  },
  actions: {
    assignFilter: assign(({ event }) => {
      if (event.type === 'kind.change') return { kind: event.kind, page: 1, refused: null, draft: null };
      if (event.type === 'hidden.change') return { hidden: event.hidden, page: 1, refused: null, draft: null };
      if (event.type === 'search.submit') return { search: event.search.trim(), page: 1, refused: null, draft: null };
      if (event.type === 'page.change') return { page: event.page, refused: null, draft: null };
      return {};
    }),
    assignPage: assign((_, page: ManageProductsPage) => ({ products: page.results, count: page.count, failure: null })),
    startDraft: assign(({ context, event }) => {
      const row = event.type === 'edit.start' ? findRow(context.products, event.key) : undefined;
      return row ? { draft: draftOf(row), refused: null } : {};
    }),
    changeDraft: assign(({ context, event }) => {
      if (event.type !== 'edit.change' || !context.draft) return {};
      const { [event.field]: _fixed, ...errors } = context.draft.errors;
      return { draft: { ...context.draft, [event.field]: event.value, errors } };
    }),
    showDraftProblems: assign(({ context }) => {
      const row = context.draft && findRow(context.products, context.draft.key);
      return context.draft && row ? { draft: { ...context.draft, errors: checkDraft(context.draft, row).errors } } : {};
    }),
    /** The draft's change (or the hidden toggle), applied to the row at once. */
    applyOptimistically: assign(({ context, event }) => {
      const key = event.type === 'hidden.toggle' ? event.key : context.draft?.key;
      const before = key ? findRow(context.products, key) : undefined;
      if (!key || !before) return {};
      const change: ProductChange = event.type === 'hidden.toggle' ? { hidden: !before.hidden } : context.draft ? checkDraft(context.draft, before).change : {};
      return { pending: { key, before, change }, refused: null, products: replaceRow(context.products, applyChange(before, change)) };
    }),
    assignSaved: assign(({ context }, row: ManageProduct) => ({ products: replaceRow(context.products, row), pending: null, draft: null })),
    rollBack: assign(({ context }, { error }: { error: unknown }) => {
      if (!context.pending) return {};
      const failure = toApiFailure(error);
      const products = replaceRow(context.products, context.pending.before);
      const fields = serverProblems(failure);
      // A refused edit goes back to its form with the server's field errors; anything else is a word beside the row.
      if (context.draft && Object.keys(fields).length > 0) return { products, pending: null, draft: { ...context.draft, errors: fields } };
      return { products, pending: null, draft: null, refused: { key: context.pending.key, failure } };
    }),
  },
  guards: {
    isOtherKind: ({ context, event }) => event.type === 'kind.change' && event.kind !== context.kind,
    isOtherHidden: ({ context, event }) => event.type === 'hidden.change' && event.hidden !== context.hidden,
    isOtherSearch: ({ context, event }) => event.type === 'search.submit' && event.search.trim() !== context.search,
    isOtherPage: ({ context, event }) =>
      event.type === 'page.change' && Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCountOf(context.count) && event.page !== context.page,
    isShownProduct: ({ context, event }) => (event.type === 'edit.start' || event.type === 'hidden.toggle') && findRow(context.products, event.key) !== undefined,
    hasDraftProblems: ({ context }) => {
      const row = context.draft && findRow(context.products, context.draft.key);
      return !context.draft || !row || Object.keys(checkDraft(context.draft, row).errors).length > 0;
    },
    isDraftUnchanged: ({ context }) => {
      const row = context.draft && findRow(context.products, context.draft.key);
      return !!context.draft && !!row && Object.keys(checkDraft(context.draft, row).change).length === 0;
    },
    isEditingAgain: ({ context }) => context.draft !== null,
    hasNotice: ({ context }) => context.refused !== null,
  },
}).createMachine({
  id: 'manageProducts',
  context: { ...NO_PRODUCT_FILTERS, products: [], count: 0, failure: null, draft: null, pending: null, refused: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      on: filterHandlers,
      invoke: {
        id: 'products',
        src: 'fetchProducts',
        input: ({ context }) => ({ kind: context.kind, hidden: context.hidden, search: context.search, page: context.page }),
        onDone: { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      on: { 'notice.dismiss': { guard: 'hasNotice', actions: assign({ refused: null }) } },
      states: {
        idle: {
          on: {
            ...filterHandlers,
            'edit.start': startEdit,
            'hidden.toggle': { guard: 'isShownProduct', target: 'saving', actions: 'applyOptimistically' },
          },
        },
        editing: {
          on: {
            ...filterHandlers,
            'edit.start': startEdit,
            'edit.change': { actions: 'changeDraft' },
            'edit.cancel': { target: 'idle', actions: assign({ draft: null }) },
            'edit.save': [
              { guard: 'hasDraftProblems', actions: 'showDraftProblems' },
              { guard: 'isDraftUnchanged', target: 'idle', actions: assign({ draft: null }) },
              { target: 'saving', actions: 'applyOptimistically' },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'save',
            src: 'saveProduct',
            input: ({ context }) => ({ kind: context.pending?.before.kind ?? 'watch', id: context.pending?.before.id ?? 0, change: context.pending?.change ?? {} }),
            onDone: { target: 'idle', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
            onError: [
              { guard: 'isEditingAgain', target: 'editing', actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) } },
              { target: 'idle', actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    failure: { on: { ...filterHandlers, 'list.retry': 'loading' } },
  },
});

export type ProductsSnapshot = SnapshotFrom<typeof productsMachine>;
export type ProductsStatus = 'loading' | 'list' | 'empty' | 'failure';

export function selectProductsStatus(snapshot: ProductsSnapshot): ProductsStatus {
  if (snapshot.matches('failure')) return 'failure';
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.context.products.length === 0 ? 'empty' : 'list';
}
export const selectProducts = (snapshot: ProductsSnapshot): readonly ManageProduct[] => snapshot.context.products;
export const selectProductsFilters = (snapshot: ProductsSnapshot): ProductsFilters => {
  const { kind, hidden, search, page } = snapshot.context;
  return { kind, hidden, search, page };
};
export const selectProductsPageCount = (snapshot: ProductsSnapshot): number => pageCountOf(snapshot.context.count);
export const selectProductsFailure = (snapshot: ProductsSnapshot): ApiFailure | null => snapshot.context.failure;
export const selectProductDraft = (snapshot: ProductsSnapshot): ProductDraft | null => snapshot.context.draft;
export const selectSavingProductKey = (snapshot: ProductsSnapshot): string | null => snapshot.context.pending?.key ?? null;
export const selectRefusedSave = (snapshot: ProductsSnapshot): RefusedSave | null => snapshot.context.refused;
