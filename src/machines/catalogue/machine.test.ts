import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { FACETS, options, page, startCatalogue, watch } from '../../../tests/support/machines/catalogue.ts';
import { FILTER_DEBOUNCE_MS } from './machine.ts';
import { EMPTY_FILTERS } from './filters.ts';

const networkError = () => new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('catalogueMachine (part 1 §2.6, §4 "Catalogue")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('loading a page', () => {
    it('reads brand_ids and search from the URL, drops the plain brand, and shows the list', async () => {
      const t = startCatalogue({ search: '?brand=Rolex&brand_ids=4&search=sub' });
      expect(t.snapshot().matches({ results: 'loading' })).toBe(true);
      expect(t.snapshot().hasTag('loading')).toBe(true);
      expect(t.lastPage().input).toEqual({ mode: 'watches', query: { search: 'sub', brand_ids: '4', page: 1, page_size: 24 } });
      await t.answerPage(page([1, 2, 3], 320));
      expect(t.snapshot().matches({ results: 'list' })).toBe(true);
      expect(t.snapshot().context.count).toBe(320);
    });

    it('shuffles an unsorted page by the session seed, and keeps a sorted page as it came', async () => {
      const served = Array.from({ length: 24 }, (_, i) => i + 1);
      const t = startCatalogue();
      await t.answerPage(page(served));
      const shuffled = ids(t.snapshot().context.items);
      expect(shuffled).not.toEqual(served);
      expect([...shuffled].sort((a, b) => a - b)).toEqual(served);
      t.actor.send({ type: 'sort.change', sort: 'price_usd' });
      await t.answerPage(page(served));
      expect(ids(t.snapshot().context.items)).toEqual(served);
    });

    it('Back and reload find the same order: the same seed and page give the same shuffle, another page or seed another one', async () => {
      const served = Array.from({ length: 24 }, (_, i) => i + 1);
      const orderOf = async (input: Parameters<typeof startCatalogue>[0]) => {
        const t = startCatalogue(input);
        await t.answerPage(page(served));
        return ids(t.snapshot().context.items);
      };
      const first = await orderOf({ seed: 'session-a' });
      expect(await orderOf({ seed: 'session-a' })).toEqual(first);
      expect(await orderOf({ seed: 'session-b' })).not.toEqual(first);
      expect(await orderOf({ seed: 'session-a', search: '?page=2' })).not.toEqual(first);
      // Retrying the same page keeps the order too.
      const t = startCatalogue({ seed: 'session-a' });
      await t.answerPage(page([]));
      t.actor.send({ type: 'results.retry' });
      await t.answerPage(page(served));
      expect(ids(t.snapshot().context.items)).toEqual(first);
    });

    it('shows the empty state for no results and loads again on retry', async () => {
      const t = startCatalogue();
      await t.answerPage(page([]));
      expect(t.snapshot().matches({ results: 'empty' })).toBe(true);
      t.actor.send({ type: 'results.retry' });
      expect(t.pages).toHaveLength(2);
      await t.answerPage(page([5]));
      expect(t.snapshot().matches({ results: 'list' })).toBe(true);
    });

    it('keeps a typed failure on error and recovers on retry', async () => {
      const t = startCatalogue();
      await t.failPage(networkError());
      expect(t.snapshot().matches({ results: 'error' })).toBe(true);
      expect(t.snapshot().context.failure).toMatchObject({ code: 'network' });
      t.actor.send({ type: 'results.retry' });
      await t.answerPage(page([1]));
      expect(t.snapshot().matches({ results: 'list' })).toBe(true);
      expect(t.snapshot().context.failure).toBeNull();
    });

    it('ignores a stale answer: a new request aborts the previous one, whose late answer changes nothing', async () => {
      const t = startCatalogue({ search: '?page=3' });
      const first = t.lastPage();
      t.actor.send({ type: 'sort.change', sort: '-price_usd' });
      expect(first.signal.aborted).toBe(true);
      const second = t.lastPage();
      expect(second.input.query).toMatchObject({ page: 1, ordering: '-price_usd' });
      second.resolve(page([7]));
      first.resolve(page([99]));
      await vi.advanceTimersByTimeAsync(0);
      expect(ids(t.snapshot().context.items)).toEqual([7]);
    });
  });

  describe('search, sort, page size and page', () => {
    it('every change but the page goes back to page 1 and is pushed to the URL', async () => {
      const t = startCatalogue({ search: '?page=4' });
      await t.answerPage(page([1]));
      t.actor.send({ type: 'pageSize.change', pageSize: 48 });
      expect(t.snapshot().context).toMatchObject({ page: 1, pageSize: 48 });
      expect(t.writes.at(-1)).toEqual({ search: 'page_size=48', history: 'push' });

      t.actor.send({ type: 'page.change', page: 3 });
      expect(t.writes.at(-1)).toEqual({ search: 'page_size=48&page=3', history: 'push' });
      expect(t.scrollToTop).toHaveBeenCalledTimes(1);

      t.actor.send({ type: 'search.input', value: '  daytona ' });
      expect(t.snapshot().context.search).toBe('');
      t.actor.send({ type: 'search.submit' });
      expect(t.snapshot().context).toMatchObject({ search: 'daytona', searchInput: 'daytona', page: 1 });
      expect(t.lastPage().input.query).toMatchObject({ search: 'daytona', page: 1, page_size: 48 });
      expect(t.writes.at(-1)?.search).toBe('search=daytona&page_size=48');
    });

    it('choosing the page already shown does nothing', async () => {
      const t = startCatalogue();
      await t.answerPage(page([1]));
      t.actor.send({ type: 'page.change', page: 1 });
      expect(t.pages).toHaveLength(1);
      expect(t.writes).toEqual([]);
    });
  });

  describe('URL changes (back/forward, links)', () => {
    it('ignores the echo of its own write and follows a different URL, dropping anything pending', async () => {
      const t = startCatalogue();
      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      t.actor.send({ type: 'url.change', search: '?full_set=true' });
      expect(t.pages).toHaveLength(2);

      t.actor.send({ type: 'filter.change', patch: { brandIds: [1] } });
      t.actor.send({ type: 'url.change', search: '?brand_ids=4&ordering=price_usd&page=2' });
      expect(t.snapshot().matches({ editor: 'idle' })).toBe(true);
      expect(t.snapshot().context).toMatchObject({ sort: 'price_usd', page: 2, filters: { brandIds: [4] }, draft: { brandIds: [4] } });
      expect(t.lastPage().input.query).toEqual({ brand_ids: '4', ordering: 'price_usd', page: 2, page_size: 24 });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      expect(t.pages).toHaveLength(3);
      expect(t.writes).toHaveLength(1);
    });
  });

  describe('filter options (facets, collections, reference lists)', () => {
    it('loads reference lists once per mode, and facets for the filters', async () => {
      const t = startCatalogue({ search: '?brand_ids=4' });
      expect(t.lastOptions().input).toMatchObject({ mode: 'watches', withReferences: true, filters: { brandIds: [4] } });
      const brands = [{ id: 4, name: 'Rolex', country: 'Швейцария', founded: 1905 }];
      await t.answerOptions(options({ references: { ...t.snapshot().context.references, brands } }));
      expect(t.snapshot().context).toMatchObject({ facets: FACETS, referencesMode: 'watches', references: { brands } });
      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      expect(t.lastOptions().input.withReferences).toBe(false);
    });

    it('only logs failed loads (part 1 §8)', async () => {
      const t = startCatalogue();
      const failure = { code: 'server' as const, message: 'boom' };
      await t.answerOptions(options({ facets: null, failures: [{ list: 'facets', failure }] }));
      expect(t.logged).toEqual([[{ list: 'facets', failure }]]);
      t.actor.send({ type: 'search.submit' });
      await t.failOptions(networkError());
      expect(t.logged.at(-1)).toEqual([{ list: 'options', failure: expect.objectContaining({ code: 'network' }) }]);
      expect(t.snapshot().matches({ options: 'ready' })).toBe(true);
      expect(t.snapshot().matches({ results: 'loading' })).toBe(true);
    });

    it('a mode change resets the filters, goes to page 1 and loads that mode\'s lists', async () => {
      const t = startCatalogue({ search: '?brand_ids=4&page=3' });
      await t.answerOptions();
      t.actor.send({ type: 'mode.change', mode: 'jewelry' });
      expect(t.snapshot().context).toMatchObject({ mode: 'jewelry', page: 1, filters: EMPTY_FILTERS });
      expect(t.lastPage().input).toEqual({ mode: 'jewelry', query: { page: 1, page_size: 24 } });
      expect(t.lastOptions().input).toMatchObject({ mode: 'jewelry', withReferences: true });
    });
  });

  it('the real actors and UI effects must be wired: a missing writeUrl fails loudly', async () => {
    const { catalogueMachine } = await import('./machine.ts');
    const { createActor, fromPromise } = await import('xstate');
    const errors: unknown[] = [];
    const actor = createActor(
      catalogueMachine.provide({
        actors: { fetchPage: fromPromise(async () => page([1])), fetchOptions: fromPromise(async () => options()) },
      }),
      { input: { mode: 'watches' } },
    );
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'sort.change', sort: 'price_usd' });
    expect(String(errors[0])).toContain('catalogueMachine: action "writeUrl" not provided');
    expect(watch(1).id).toBe(1);
  });
});
