import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { json, pathOf, stubFetch, stubLocalStorage } from '../api/testing.ts';
import { performStep } from '../../tests/support/machines/fakes.ts';
import { done, failed } from '../../tests/support/machines/model.ts';
import {
  NO_FILTERS,
  salesFiltersFromQuery,
  salesHistoryMachine,
  salesQueryOf,
  selectIsSalesFiltered,
  selectSalesFilters,
  selectSalesHistoryStatus,
  selectSalesPageCount,
  selectSoldPieces,
  similarRequestOf,
  type SalesHistoryEvent,
} from './salesHistoryMachine.ts';
import { FIRST_PAGE, serverDown, setUp, soldPage, soldPiece } from './salesHistoryMachine.testing.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the sales history URL (filters and page kept in the query)', () => {
  it.each([
    ['', NO_FILTERS],
    ['kind=jewelry', { kind: 'jewelry', brand: '', page: 1 }],
    ['kind=watch&brand=%20Rolex%20&page=3', { kind: 'watch', brand: 'Rolex', page: 3 }],
    ['kind=car&page=-2', NO_FILTERS],
    ['page=1.5', NO_FILTERS],
    ['page=abc&brand=', NO_FILTERS],
    [`brand=${'x'.repeat(101)}`, NO_FILTERS],
  ])('%s → %o', (query, filters) => expect(salesFiltersFromQuery(query)).toEqual(filters));

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(salesQueryOf(NO_FILTERS)).toBe('');
    const filters = { kind: 'bag', brand: 'Hermès', page: 2 } as const;
    expect(salesQueryOf(filters)).toBe('kind=bag&brand=Herm%C3%A8s&page=2');
    expect(salesFiltersFromQuery(salesQueryOf(filters))).toEqual(filters);
  });
});

describe('similarRequestOf', () => {
  it('names the piece by brand, model and reference, as the order request asks', () => {
    expect(similarRequestOf(soldPiece(1))).toBe('Rolex Submariner Date 126610LN');
    expect(similarRequestOf(soldPiece(2, { brand: { id: 9, name: 'Cartier' }, model_name: ' Love Bracelet ', reference: '' }))).toBe('Cartier Love Bracelet');
  });
});

describe('salesHistoryMachine (issue 26)', () => {
  it('asks for the page the URL names, then shows it newest first with the brands the filter offers', async () => {
    const { actor, fakes, step } = setUp('kind=watch&brand=Rolex&page=2');
    expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('loading');
    expect(fakes.soldPieces.last().input).toEqual({ kind: 'watch', brand: 'Rolex', page: 2 });
    await step(done('soldPieces', FIRST_PAGE));
    expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('list');
    expect(selectSoldPieces(actor.getSnapshot()).map((piece) => piece.id)).toEqual([12, 4]);
    expect(selectSalesPageCount(actor.getSnapshot())).toBe(2);
    expect(selectIsSalesFiltered(actor.getSnapshot())).toBe(true);
  });

  it('a kind or a brand asks for the first page again and adds a history entry; the same choice asks nothing', async () => {
    const { actor, fakes, effects, step } = setUp('page=2');
    await step(done('soldPieces', FIRST_PAGE));
    await step({ type: 'kind.change', kind: 'bag' });
    expect(selectSalesFilters(actor.getSnapshot())).toEqual({ kind: 'bag', brand: '', page: 1 });
    expect(effects.writeUrl).toHaveBeenLastCalledWith(expect.anything(), { query: 'kind=bag', history: 'push' });
    expect(fakes.soldPieces.last().input).toEqual({ kind: 'bag', brand: '', page: 1 });
    // Chosen again while the page is on its way: nothing new.
    await step({ type: 'kind.change', kind: 'bag' });
    expect(fakes.soldPieces.calls).toHaveLength(2);
    // Another choice while it loads: the stale request is aborted, the new one asked.
    await step({ type: 'brand.change', brand: ' Hermès ' });
    expect(fakes.soldPieces.calls[1]?.signal.aborted).toBe(true);
    expect(fakes.soldPieces.last().input).toEqual({ kind: 'bag', brand: 'Hermès', page: 1 });
    expect(effects.writeUrl).toHaveBeenLastCalledWith(expect.anything(), { query: 'kind=bag&brand=Herm%C3%A8s', history: 'push' });
    await step({ type: 'brand.change', brand: 'Hermès' });
    expect(fakes.soldPieces.calls).toHaveLength(3);
  });

  it('pages within the count: a history entry and a scroll to the top; no page outside, none for the page shown', async () => {
    const { actor, fakes, effects, step } = setUp('brand=Rolex');
    await step(done('soldPieces', FIRST_PAGE));
    for (const page of [0, 1, 3, 1.5]) await step({ type: 'page.change', page });
    expect(fakes.soldPieces.calls).toHaveLength(1);
    await step({ type: 'page.change', page: 2 });
    expect(fakes.soldPieces.last().input).toEqual({ kind: '', brand: 'Rolex', page: 2 });
    expect(effects.writeUrl).toHaveBeenLastCalledWith(expect.anything(), { query: 'brand=Rolex&page=2', history: 'push' });
    expect(effects.scrollToTop).toHaveBeenCalledTimes(1);
    // The page shown stays while the next one comes.
    expect(selectSoldPieces(actor.getSnapshot())).toHaveLength(2);
  });

  it('a page past the last (an old link) goes to the first page, replacing the address', async () => {
    const { actor, fakes, effects, step } = setUp('page=9');
    await step(done('soldPieces', soldPage([], 30)));
    expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('loading');
    expect(fakes.soldPieces.last().input.page).toBe(1);
    expect(effects.writeUrl).toHaveBeenLastCalledWith(expect.anything(), { query: '', history: 'replace' });
    await step(done('soldPieces', FIRST_PAGE));
    expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('list');
  });

  it('is empty when nothing matches; resetting the filters shows everything again', async () => {
    const { actor, fakes, effects, step } = setUp('kind=bag&brand=Rolex');
    await step(done('soldPieces', soldPage([], 0)));
    expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('empty');
    await step({ type: 'filters.reset' });
    expect(fakes.soldPieces.last().input).toEqual(NO_FILTERS);
    expect(effects.writeUrl).toHaveBeenLastCalledWith(expect.anything(), { query: '', history: 'push' });
    await step(done('soldPieces', soldPage([], 0)));
    // Nothing to reset: no request, no history entry.
    await step({ type: 'filters.reset' });
    expect(fakes.soldPieces.calls).toHaveLength(2);
    expect(effects.writeUrl).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps its code and offers a retry of the same page', async () => {
    const { actor, fakes, step } = setUp('kind=jewelry');
    await step(failed('soldPieces', serverDown));
    expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('failure');
    expect(actor.getSnapshot().context.failure?.code).toBe('server');
    await step({ type: 'list.retry' });
    expect(fakes.soldPieces.calls.map((call) => call.input)).toEqual([
      { kind: 'jewelry', brand: '', page: 1 },
      { kind: 'jewelry', brand: '', page: 1 },
    ]);
    await step(done('soldPieces', FIRST_PAGE));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('follows a URL it did not write (back/forward) and ignores the echo of its own', async () => {
    const { actor, fakes, effects, step } = setUp('kind=watch');
    await step(done('soldPieces', FIRST_PAGE));
    await step({ type: 'url.change', query: 'kind=watch' });
    expect(fakes.soldPieces.calls).toHaveLength(1);
    await step({ type: 'url.change', query: 'brand=Hermès&page=2' });
    expect(selectSalesFilters(actor.getSnapshot())).toEqual({ kind: '', brand: 'Hermès', page: 2 });
    expect(fakes.soldPieces.last().input).toEqual({ kind: '', brand: 'Hermès', page: 2 });
    // Restoring the URL writes nothing back.
    expect(effects.writeUrl).not.toHaveBeenCalled();
  });

  it('"find a similar piece" hands the shown piece\'s name to the form; a piece not shown asks nothing', async () => {
    const { effects, step } = setUp();
    await step({ type: 'similar.ask', kind: 'watch', id: 12 });
    await step(done('soldPieces', FIRST_PAGE));
    await step({ type: 'similar.ask', kind: 'watch', id: 4 });
    expect(effects.askForSimilar).not.toHaveBeenCalled();
    await step({ type: 'similar.ask', kind: 'bag', id: 4 });
    expect(effects.askForSimilar).toHaveBeenCalledWith(expect.anything(), { model: 'Hermès Birkin 30 BK30' });
  });

  it('leaving the page aborts the request on its way', () => {
    const { actor, fakes } = setUp();
    actor.stop();
    expect(fakes.soldPieces.last().signal.aborted).toBe(true);
  });

  it('asks the server for 24 pieces of the filters, without the ones not chosen', async () => {
    stubLocalStorage();
    const fetchMock = stubFetch(() => json(FIRST_PAGE));
    const actor = createActor(salesHistoryMachine, { input: { query: 'kind=watch&brand=Rolex&page=2' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('list'));
    expect(pathOf(fetchMock)).toBe('/api/sales-history/?page=2&page_size=24&kind=watch&brand=Rolex');
    actor.stop();
    const bare = createActor(salesHistoryMachine, { input: {} }).start();
    await waitFor(bare, (snapshot) => snapshot.matches('list'));
    expect(pathOf(fetchMock, 1)).toBe('/api/sales-history/?page=1&page_size=24');
    bare.stop();
  });

  it('fails loudly when the feature forgot to wire an effect', async () => {
    const { fakes } = setUp();
    const errors: unknown[] = [];
    const actor = createActor(salesHistoryMachine.provide({ actors: { fetchSoldPieces: fakes.soldPieces.logic } }), { input: {} });
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    const choice: SalesHistoryEvent = { type: 'kind.change', kind: 'watch' };
    await performStep<SalesHistoryEvent>({ send: actor.send, fakes }, choice);
    expect(String(errors[0])).toMatch(/writeUrl/);
  });
});
