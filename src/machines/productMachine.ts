import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { getBag, getJewelry, getWatch, listBags, listJewelry, listWatches } from '../api/fetchers.ts';
import type { ProductRef } from '../api/requests.ts';
import type { Bag, Jewelry, ProductKind, Watch } from '../api/types.ts';
import { galleryMachine } from './galleryMachine.ts';
import type { FormDraft, ProductRequestKind } from './contactForm/fields.ts';
import { contactFormMachine, selectFormStatus, type ContactFormSnapshot } from './contactForm/machine.ts';
import { fromRequest } from './fromRequest.ts';

/** The three detail routes (part 1 §2.7): /product/{id} (watches, sale items too), /jewelry/{id}, /bag/{id}. */
export type { ProductKind };
export type ProductItem = Watch | Jewelry | Bag;

/** Part 1 §7: related items are the list call filtered by brand, 12 per page. */
export const RELATED_PAGE_SIZE = 12;

export interface ProductInput {
  kind: ProductKind;
  /** The route's id parameter as it came; anything but a positive integer is "not found". */
  id: string | number;
}

export type ProductEvent =
  | { type: 'product.retry' }
  /** Opens a request modal; the feature passes the draft it restored from session storage (part 1 §5). */
  | { type: 'request.open'; request: ProductRequestKind; draft?: FormDraft | null }
  | { type: 'request.close' };

const parseId = (id: string | number): number | null => {
  const value = typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** The contract's "exactly one of watch, jewelry, bag" for the request forms. */
export const productRefOf = (kind: ProductKind, id: number): ProductRef =>
  kind === 'watch' ? { watch: id } : kind === 'jewelry' ? { jewelry: id } : { bag: id };

function fetchItem(kind: ProductKind, id: number, signal: AbortSignal): Promise<ProductItem> {
  if (kind === 'watch') return getWatch(id, signal);
  if (kind === 'jewelry') return getJewelry(id, signal);
  return getBag(id, signal);
}

async function fetchSameBrand(kind: ProductKind, brandId: number, signal: AbortSignal): Promise<ProductItem[]> {
  const query = { brand_ids: String(brandId), page_size: RELATED_PAGE_SIZE };
  const page = kind === 'watch' ? await listWatches(query, signal) : kind === 'jewelry' ? await listJewelry(query, signal) : await listBags(query, signal);
  return page.results;
}

/**
 * A detail page (part 1 §2.7): load the item (404 → not found, other failures → error with retry), then, side by
 * side, its related items by brand and the request modals; the photo gallery runs as a child while loaded.
 */
export const productMachine = setup({
  types: {
    input: {} as ProductInput,
    context: {} as {
      /** Which catalogue the id belongs to. */
      kind: ProductKind;
      /** The item's id, or null when the route's id cannot be one. */
      id: number | null;
      /** The loaded item. */
      product: ProductItem | null;
      /** Why loading failed (a 404 leads to notFound instead of error). */
      failure: ApiFailure | null;
      /** Other items of the same brand, the item itself left out; empty when they could not be loaded. */
      related: ProductItem[];
      /** The last request modal opened; kept after closing so the closing animation still has its content. */
      requestKind: ProductRequestKind | null;
    },
    events: {} as ProductEvent,
    // Typed children: the page reads the gallery and the open form without casts.
    children: {} as { gallery: 'gallery'; requestForm: 'requestForm' },
  },
  actors: {
    fetchProduct: fromRequest<ProductItem, { kind: ProductKind; id: number }>(({ input, signal }) => fetchItem(input.kind, input.id, signal)),
    fetchRelated: fromRequest<ProductItem[], { kind: ProductKind; brandId: number }>(({ input, signal }) =>
      fetchSameBrand(input.kind, input.brandId, signal),
    ),
    gallery: galleryMachine,
    requestForm: contactFormMachine,
  },
  actions: {
    assignProduct: assign({ product: (_, params: { product: ProductItem }) => params.product, failure: null }),
    assignFailure: assign({ failure: (_, params: { error: unknown }) => toApiFailure(params.error) }),
    assignRelated: assign({
      related: ({ context }, params: { items: ProductItem[] }) => params.items.filter((item) => item.id !== context.id),
    }),
    clearRelated: assign({ related: [] }),
    assignRequestKind: assign({
      requestKind: ({ context, event }) => (event.type === 'request.open' ? event.request : context.requestKind),
    }),
  },
  guards: {
    hasInvalidId: ({ context }) => context.id === null,
    isNotFound: (_, params: { error: unknown }) => toApiFailure(params.error).code === 'not-found',
    /** The modal's form has sent its request (the contact form machine's `success`). */
    isRequestSent: (_, params: { snapshot: unknown }) => selectFormStatus(params.snapshot as ContactFormSnapshot) === 'success',
  },
}).createMachine({
  id: 'product',
  context: ({ input }) => ({ kind: input.kind, id: parseId(input.id), product: null, failure: null, related: [], requestKind: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      // "/product/abc" cannot exist: say so without asking the server.
      always: { guard: 'hasInvalidId', target: 'notFound' },
      invoke: {
        id: 'fetchProduct',
        src: 'fetchProduct',
        input: ({ context }) => ({ kind: context.kind, id: context.id ?? 0 }),
        onDone: { target: 'loaded', actions: { type: 'assignProduct', params: ({ event }) => ({ product: event.output }) } },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'error', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    error: {
      description: 'Loading failed for a reason other than 404: the message and a retry button (part 1 §8).',
      on: { 'product.retry': 'loading' },
    },
    notFound: {
      description: 'No such item (404 or an impossible id): a link back to the catalogue.',
    },
    loaded: {
      type: 'parallel',
      invoke: {
        id: 'gallery',
        src: 'gallery',
        input: ({ context }) => ({ photos: context.product?.photos ?? [] }),
      },
      states: {
        related: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loadingRelated'],
              invoke: {
                id: 'fetchRelated',
                src: 'fetchRelated',
                input: ({ context }) => ({ kind: context.kind, brandId: context.product?.brand.id ?? 0 }),
                onDone: { target: 'ready', actions: { type: 'assignRelated', params: ({ event }) => ({ items: event.output }) } },
                // Part 1 §8: a related-items failure yields an empty list, silently.
                onError: { target: 'ready', actions: 'clearRelated' },
              },
            },
            ready: {},
          },
        },
        request: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'request.open': { target: 'open', actions: 'assignRequestKind' } },
            },
            open: {
              description: 'A request modal is open; its form is a child actor (contactForm of kind price or livePhotos), and its success closes the modal.',
              invoke: {
                id: 'requestForm',
                src: 'requestForm',
                input: ({ context, event }) => ({
                  kind: context.requestKind ?? 'price',
                  product: productRefOf(context.kind, context.id ?? 0),
                  draft: event.type === 'request.open' ? event.draft : null,
                }),
                onSnapshot: { guard: { type: 'isRequestSent', params: ({ event }) => ({ snapshot: event.snapshot }) }, target: 'closed' },
              },
              on: { 'request.close': 'closed' },
            },
          },
        },
      },
    },
  },
});

export type ProductSnapshot = SnapshotFrom<typeof productMachine>;

/** Which of the page's four faces to show (part 1 §2.7, §8). */
export type ProductPageStatus = 'loading' | 'error' | 'notFound' | 'loaded';
export const selectPageStatus = (snapshot: ProductSnapshot): ProductPageStatus =>
  snapshot.matches('loaded') ? 'loaded' : snapshot.matches('notFound') ? 'notFound' : snapshot.matches('error') ? 'error' : 'loading';
/** The related items, or null while they are still loading (the row shows placeholders). */
export const selectRelated = (snapshot: ProductSnapshot): ProductItem[] | null => (snapshot.hasTag('loadingRelated') ? null : snapshot.context.related);
export const selectIsRequestOpen = (snapshot: ProductSnapshot): boolean => snapshot.matches({ loaded: { request: 'open' } });
/** The photo gallery (a child while loaded) and the request form (a child while a modal is open). */
export const selectGallery = (snapshot: ProductSnapshot) => snapshot.children.gallery;
export const selectRequestForm = (snapshot: ProductSnapshot) => snapshot.children.requestForm;
