import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { listFaqs } from '../api/fetchers.ts';
import type { Faq } from '../api/types.ts';
import { fromRequest } from './fromRequest.ts';

/**
 * /support lists every active entry (openapi.yaml `listFaqs`): the contract's largest page holds them all, so one
 * request is enough for a list the boutique edits by hand.
 */
export const FAQ_LIST_PAGE_SIZE = 100;

export type FaqListContext = {
  /** The server's active entries in their `order`; empty until they load (and when none are active). */
  faqs: Faq[];
  /** Why the list did not load: the view then shows the fixed five with the fallback notice (part 2 §8). */
  failure: ApiFailure | null;
};

export type FaqListEvent = { type: 'faqs.retry' };

const byOrder = (a: Faq, b: Faq) => a.order - b.order;

/**
 * The FAQ list of /support (part 2 §2 "Contact form plus an FAQ list from the server", §8 "FAQ load failure: a
 * fallback notice and a fixed list of 5 questions"). The fixed five are copy, so they live in the view
 * (`src/ui/views/fallbackFaqs.ts`, shared with the home page's popular block); this machine only says which to show.
 */
export const faqListMachine = setup({
  types: {
    context: {} as FaqListContext,
    events: {} as FaqListEvent,
    children: {} as { fetchFaqs: 'fetchFaqs' },
  },
  actors: {
    fetchFaqs: fromRequest<Faq[]>(async ({ signal }) => (await listFaqs({ page_size: FAQ_LIST_PAGE_SIZE }, signal)).results),
  },
  actions: {
    assignFaqs: assign({ faqs: (_, params: { faqs: Faq[] }) => params.faqs.filter((faq) => faq.is_active).sort(byOrder) }),
    assignFailure: assign({ failure: (_, params: { error: unknown }) => toApiFailure(params.error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'faqList',
  context: { faqs: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clearFailure',
      invoke: {
        id: 'fetchFaqs',
        src: 'fetchFaqs',
        onDone: { target: 'ready', actions: { type: 'assignFaqs', params: ({ event }) => ({ faqs: event.output }) } },
        onError: { target: 'fallback', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      description: 'The server answered; an empty list still shows the fixed five, without the failure notice.',
    },
    fallback: {
      description: 'The list failed to load: the fixed five with a notice, and a retry (part 2 §8).',
      on: { 'faqs.retry': 'loading' },
    },
  },
});

export type FaqListSnapshot = SnapshotFrom<typeof faqListMachine>;

/** What the FAQ list shows: a skeleton, the server's entries, or the fixed five with the notice. */
export type FaqListStatus = FaqListSnapshot['value'];

export const selectFaqListStatus = (snapshot: FaqListSnapshot): FaqListStatus => snapshot.value;
export const selectFaqs = (snapshot: FaqListSnapshot): Faq[] => snapshot.context.faqs;
export const selectFaqListFailure = (snapshot: FaqListSnapshot): ApiFailure | null => snapshot.context.failure;
