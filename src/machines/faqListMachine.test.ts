import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { makeFaq, page } from '../../tests/support/homeFixtures.ts';
import { fakeRequest, flush, performStep } from '../../tests/support/machines/fakes.ts';
import {
  describePath,
  done,
  eventWithPayload,
  expectEveryStateAndTransition,
  failed,
  testPath,
  transitionModel,
  type ModelEvent,
} from '../../tests/support/machines/model.ts';
import { ApiError } from '../api/errors.ts';
import { listFaqs } from '../api/fetchers.ts';
import type { Faq } from '../api/types.ts';
import { FAQ_LIST_PAGE_SIZE, faqListMachine, selectFaqListFailure, selectFaqListStatus, selectFaqs } from './faqListMachine.ts';

vi.mock('../api/fetchers.ts', () => ({ listFaqs: vi.fn() }));

function setUp() {
  const fetchFaqs = fakeRequest<Faq[]>();
  const actor = createActor(faqListMachine.provide({ actors: { fetchFaqs: fetchFaqs.logic } })).start();
  return { actor, fetchFaqs };
}

const unavailable = new ApiError({ code: 'server', status: 503, message: 'Service unavailable' });

describe('faqListMachine (part 2 §2 "/support", §8 "FAQ load failure")', () => {
  it('loads the active entries in their order', async () => {
    const { actor, fetchFaqs } = setUp();
    expect(selectFaqListStatus(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fetchFaqs.last().resolve([{ ...makeFaq(3), order: 3 }, { ...makeFaq(1), order: 1 }, { ...makeFaq(2), is_active: false }]);
    await flush();
    expect(selectFaqListStatus(actor.getSnapshot())).toBe('ready');
    expect(selectFaqs(actor.getSnapshot()).map((faq) => faq.id)).toEqual([1, 3]);
    expect(selectFaqListFailure(actor.getSnapshot())).toBeNull();
  });

  it('falls back on failure, keeps the failure code, and asks again on retry', async () => {
    const { actor, fetchFaqs } = setUp();
    fetchFaqs.last().reject(unavailable);
    await flush();
    expect(selectFaqListStatus(actor.getSnapshot())).toBe('fallback');
    expect(selectFaqListFailure(actor.getSnapshot())).toMatchObject({ code: 'server', status: 503 });
    expect(selectFaqs(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'faqs.retry' });
    expect(selectFaqListStatus(actor.getSnapshot())).toBe('loading');
    expect(selectFaqListFailure(actor.getSnapshot())).toBeNull();
    fetchFaqs.last().resolve([makeFaq(1)]);
    await flush();
    expect(selectFaqListStatus(actor.getSnapshot())).toBe('ready');
    expect(fetchFaqs.calls).toHaveLength(2);
  });

  it('an empty answer is ready, not a failure (the view still shows the fixed five, without the notice)', async () => {
    const { actor, fetchFaqs } = setUp();
    fetchFaqs.last().resolve([]);
    await flush();
    expect(selectFaqListStatus(actor.getSnapshot())).toBe('ready');
    expect(selectFaqs(actor.getSnapshot())).toEqual([]);
  });

  it('leaving the page aborts the request', async () => {
    const { actor, fetchFaqs } = setUp();
    const { signal } = fetchFaqs.last();
    actor.stop();
    expect(signal.aborted).toBe(true);
  });

  it('the default actor asks for every entry in one page', async () => {
    vi.mocked(listFaqs).mockResolvedValue(page([makeFaq(1), makeFaq(2)]));
    const actor = createActor(faqListMachine).start();
    await flush();
    expect(listFaqs).toHaveBeenCalledWith({ page_size: FAQ_LIST_PAGE_SIZE }, expect.any(AbortSignal));
    expect(selectFaqs(actor.getSnapshot())).toHaveLength(2);
  });

  describe('model: every state and transition, with the load failing', () => {
    const events: ModelEvent<typeof faqListMachine, 'fetchFaqs'>[] = [
      done('fetchFaqs', [makeFaq(1), makeFaq(2)]),
      done('fetchFaqs', []),
      failed('fetchFaqs', unavailable),
      { type: 'faqs.retry' },
    ];
    const model = transitionModel(faqListMachine, {
      invokes: ['fetchFaqs'],
      events: () => events,
      slice: (snapshot) => [snapshot.value, snapshot.context.faqs.length, snapshot.context.failure?.code ?? null],
      eventKey: eventWithPayload,
    });
    const paths = model.getShortestPaths();

    it('reaches loading, ready and fallback, and takes every transition', () => expectEveryStateAndTransition(faqListMachine, paths));

    for (const path of paths) {
      it(describePath(path, eventWithPayload), async () => {
        const { actor, fetchFaqs } = setUp();
        await testPath(path, (event) => performStep({ send: actor.send, fakes: { fetchFaqs } }, event), {
          loading: () => {
            expect(selectFaqListStatus(actor.getSnapshot())).toBe('loading');
            expect(selectFaqListFailure(actor.getSnapshot())).toBeNull();
          },
          ready: (snapshot) => {
            expect(selectFaqs(actor.getSnapshot())).toHaveLength(snapshot.context.faqs.length);
            expect(selectFaqListFailure(actor.getSnapshot())).toBeNull();
          },
          fallback: () => {
            expect(selectFaqListFailure(actor.getSnapshot())?.code).toBe('server');
            expect(selectFaqs(actor.getSnapshot())).toEqual([]);
          },
        });
      });
    }
  });
});
