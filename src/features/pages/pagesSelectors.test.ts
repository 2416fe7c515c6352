import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { makeFaq } from '../../../tests/support/homeFixtures.ts';
import { flush } from '../../../tests/support/machines/fakes.ts';
import { deferred } from '../../../tests/support/deferred.ts';
import type { Faq } from '../../api/types.ts';
import { faqListMachine } from '../../machines/faqListMachine.ts';
import { selectSupportPageProps } from './pagesSelectors.ts';

function setUp() {
  let answer = deferred<Faq[]>();
  const actor = createActor(
    faqListMachine.provide({
      actors: {
        fetchFaqs: fromPromise<Faq[]>(() => {
          answer = deferred<Faq[]>();
          return answer.promise;
        }),
      },
    }),
  ).start();
  return { actor, resolve: (faqs: Faq[]) => answer.resolve(faqs), reject: (error: unknown) => answer.reject(error) };
}

describe('selectSupportPageProps (part 2 §2 "/support", §8)', () => {
  it('is loading with no entries, then the server’s entries as question and answer', async () => {
    const { actor, resolve } = setUp();
    expect(selectSupportPageProps(actor.getSnapshot())).toEqual({ status: 'loading', faqs: [] });
    resolve([makeFaq(2), makeFaq(1)]);
    await flush();
    expect(selectSupportPageProps(actor.getSnapshot())).toEqual({
      status: 'ready',
      faqs: [
        { id: 1, question: 'Question 1?', answer: 'Answer 1.' },
        { id: 2, question: 'Question 2?', answer: 'Answer 2.' },
      ],
    });
  });

  it('is the fallback when the list fails (the view then shows the fixed five with its notice)', async () => {
    const { actor, reject } = setUp();
    reject(new Error('offline'));
    await flush();
    expect(selectSupportPageProps(actor.getSnapshot())).toEqual({ status: 'fallback', faqs: [] });
  });

  it('keeps the list’s identity while the entries are the same, so shallowEqual sees no change', async () => {
    const { actor, resolve } = setUp();
    resolve([makeFaq(1)]);
    await flush();
    const first = selectSupportPageProps(actor.getSnapshot());
    expect(selectSupportPageProps(actor.getSnapshot()).faqs).toBe(first.faqs);
  });
});
