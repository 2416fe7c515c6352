import { assign, setup, type SnapshotFrom } from 'xstate';
import { unprovided } from './helpers.ts';
import type { ProductKind } from './productMachine.ts';

/** How many pieces the "You viewed" row remembers (the newest first). */
export const RECENTLY_VIEWED_LIMIT = 12;

/** What the row needs to draw a card without asking the server: the piece as it was when it was viewed. */
export interface ViewedItem {
  kind: ProductKind;
  id: number;
  brand: string;
  model: string;
  reference: string | null;
  /** The API's decimal string, or null; the card applies "price on request". */
  priceUsd: string | number | null;
  priceOnRequest: boolean;
  isLimitedEdition: boolean;
  /** The size of a limited series (issue 22 item 3); absent in entries kept by an earlier build. */
  limitedEditionPieces?: number | null;
  /** The card photo (thumbnail), if any. */
  imageUrl: string | null;
}

export interface RecentlyViewedInput {
  /** The history this browser kept (the feature reads it from local storage), newest first. */
  items: readonly ViewedItem[];
}

export type RecentlyViewedEvent =
  /** A detail page showed this piece. */
  { type: 'viewed.add'; item: ViewedItem };

const sameItem = (a: Pick<ViewedItem, 'kind' | 'id'>, b: Pick<ViewedItem, 'kind' | 'id'>) => a.kind === b.kind && a.id === b.id;

/** Newest first, each piece once (a watch and a bag may share an id), at most the limit. */
export function addViewed(items: readonly ViewedItem[], item: ViewedItem): ViewedItem[] {
  return [item, ...items.filter((other) => !sameItem(other, item))].slice(0, RECENTLY_VIEWED_LIMIT);
}

const persistViewed: (_: unknown, params: { items: ViewedItem[] }) => void = unprovided('recentlyViewedMachine', 'persistViewed');

/**
 * Issue 10 item 15: this browser's history of detail pages (watches, jewelry, bags together) for the "You viewed"
 * row. Each view moves the piece to the front and is saved by the feature's `persistViewed`; the page shows the
 * history without the piece it is showing (`selectViewedExcept`).
 */
export const recentlyViewedMachine = setup({
  types: {
    input: {} as RecentlyViewedInput,
    context: {} as {
      /** Pieces viewed in this browser, newest first, at most RECENTLY_VIEWED_LIMIT. */
      items: ViewedItem[];
    },
    events: {} as RecentlyViewedEvent,
  },
  actions: {
    assignViewed: assign({ items: ({ context }, params: { item: ViewedItem }) => addViewed(context.items, params.item) }),
    /** Saves the history (local storage); the feature provides it. */
    persistViewed,
  },
}).createMachine({
  id: 'recentlyViewed',
  context: ({ input }) => ({ items: input.items.slice(0, RECENTLY_VIEWED_LIMIT) }),
  initial: 'tracking',
  states: {
    tracking: {
      on: {
        'viewed.add': {
          actions: [
            { type: 'assignViewed', params: ({ event }) => ({ item: event.item }) },
            { type: 'persistViewed', params: ({ context, event }) => ({ items: addViewed(context.items, event.item) }) },
          ],
        },
      },
    },
  },
});

/** The history without the piece on screen (it is not "viewed before" while one is looking at it). */
export const selectViewedExcept = (
  snapshot: SnapshotFrom<typeof recentlyViewedMachine>,
  current: Pick<ViewedItem, 'kind' | 'id'> | null,
): ViewedItem[] => (current ? snapshot.context.items.filter((item) => !sameItem(item, current)) : snapshot.context.items);
