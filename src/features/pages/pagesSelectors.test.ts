import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { makeFaq } from '../../../tests/support/homeFixtures.ts';
import { flush } from '../../../tests/support/machines/fakes.ts';
import { deferred } from '../../../tests/support/deferred.ts';
import type { Faq } from '../../api/types.ts';
import { faqListMachine } from '../../machines/faqListMachine.ts';
import { done } from '../../../tests/support/machines/model.ts';
import { setUp as setUpSales, soldPage, soldPiece } from '../../machines/salesHistoryMachine.testing.ts';
import { salesPageHref, selectSalesHistoryPageProps, selectSupportPageProps } from './pagesSelectors.ts';

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

describe('selectSalesHistoryPageProps (issue 26)', () => {
  const brands = [
    { id: 3, name: 'Rolex', count: 12 },
    { id: 7, name: 'Hermès', count: 2 },
  ];
  async function loaded(query: string, page = soldPage([soldPiece(12), soldPiece(4, { kind: 'bag', sold_month: '2026-09' })], 30)) {
    const harness = setUpSales(query);
    await harness.step(done('soldPieces', { ...page, brands }));
    return harness.actor;
  }

  it('is the loading page with the filters of the URL before the answer', () => {
    const { actor } = setUpSales('kind=watch&page=2');
    expect(selectSalesHistoryPageProps(actor.getSnapshot(), 'ru')).toEqual({
      state: 'loading',
      pieces: [],
      kind: 'watch',
      brand: '',
      brandOptions: [],
      filtered: true,
      page: 2,
      pageCount: 1,
    });
  });

  it('draws the pieces for the reader\'s language, the brands with their counts and the page count', async () => {
    const actor = await loaded('');
    const ru = selectSalesHistoryPageProps(actor.getSnapshot(), 'ru');
    expect(ru.state).toBe('list');
    expect(ru.pieces.map((piece) => [piece.key, piece.href, piece.soldMonth])).toEqual([
      ['watch-12', '/product/12', 'октябрь 2026'],
      ['bag-4', '/bag/4', 'сентябрь 2026'],
    ]);
    expect(ru.brandOptions).toEqual([
      { value: 'Rolex', label: 'Rolex · 12' },
      { value: 'Hermès', label: 'Hermès · 2' },
    ]);
    expect(ru.pageCount).toBe(2);
    expect(ru.filtered).toBe(false);
    expect(selectSalesHistoryPageProps(actor.getSnapshot(), 'en').pieces[0]?.soldMonth).toBe('October 2026');
  });

  it('keeps its lists while nothing changed (shallowEqual sees no change)', async () => {
    const actor = await loaded('');
    const first = selectSalesHistoryPageProps(actor.getSnapshot(), 'ru');
    const again = selectSalesHistoryPageProps(actor.getSnapshot(), 'ru');
    expect(again.pieces).toBe(first.pieces);
    expect(again.brandOptions).toBe(first.brandOptions);
  });

  it('finds the chosen brand as the server matches it (case, accents, spaces), and keeps one it does not offer', async () => {
    expect(selectSalesHistoryPageProps((await loaded('brand=hermes')).getSnapshot(), 'ru').brand).toBe('Hermès');
    const other = selectSalesHistoryPageProps((await loaded('brand=Patek%20Philippe')).getSnapshot(), 'ru');
    expect(other.brand).toBe('Patek Philippe');
    expect(other.brandOptions[0]).toEqual({ value: 'Patek Philippe', label: 'Patek Philippe' });
    expect(other.filtered).toBe(true);
  });

  it('links each page with the filters shown, page 1 without `page`', () => {
    expect(salesPageHref({ kind: '', brand: '' }, 1)).toBe('/sales-history');
    expect(salesPageHref({ kind: 'watch', brand: 'Rolex' }, 1)).toBe('/sales-history?kind=watch&brand=Rolex');
    expect(salesPageHref({ kind: 'jewelry', brand: '' }, 3)).toBe('/sales-history?kind=jewelry&page=3');
  });
});
