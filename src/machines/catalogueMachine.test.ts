import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { DRAFT_COUNT_DEBOUNCE_MS, FILTER_DEBOUNCE_MS, selectDraftCount } from './catalogueMachine.ts';
import { EMPTY_FILTERS } from './catalogueMachine.query.ts';
import { FACETS, options, page, startCatalogue, watch } from './catalogueMachine.testing.ts';

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

  describe('filters in the sidebar (debounced 400 ms)', () => {
    it('applies changes once the shopper pauses, on page 1, pushing one history entry', async () => {
      const t = startCatalogue({ search: '?page=2' });
      await t.answerPage(page([1]));
      await t.answerOptions();
      t.actor.send({ type: 'filter.change', patch: { brandIds: [4] } });
      expect(t.snapshot().matches({ editor: 'debouncing' })).toBe(true);
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
      expect(t.pages).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(t.pages).toHaveLength(2);
      expect(t.lastPage().input.query).toEqual({ brand_ids: '4', full_set: true, page: 1, page_size: 24 });
      expect(t.lastOptions().input.filters).toMatchObject({ brandIds: [4], fullSet: true });
      expect(t.writes).toEqual([{ search: 'brand_ids=4&full_set=true', history: 'push' }]);
      expect(t.snapshot().matches({ editor: 'idle' })).toBe(true);
    });

    it('typing a price replaces the entry written by the previous typing; other changes push', async () => {
      const t = startCatalogue();
      t.actor.send({ type: 'filter.change', patch: { minPrice: '1' } });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      t.actor.send({ type: 'filter.change', patch: { minPrice: '15' } });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      t.actor.send({ type: 'filter.change', patch: { conditions: [2] } });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      expect(t.writes.map((w) => w.history)).toEqual(['push', 'replace', 'push']);
      expect(t.writes.at(-1)?.search).toBe('min_price=15&condition=2');
    });

    it('a non-numeric price is kept as typed but sent as no bound', () => {
      const t = startCatalogue();
      t.actor.send({ type: 'filter.change', patch: { minPrice: 'abc' } });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      expect(t.lastPage().input.query).toEqual({ page: 1, page_size: 24 });
    });

    it('picking brand ids drops the plain brand; picking city ids drops the plain city', () => {
      const t = startCatalogue({ search: '?brand=R&city=2' });
      expect(t.lastPage().input.query).toMatchObject({ brand: 'R', city: 2 });
      t.actor.send({ type: 'filter.change', patch: { brandIds: [4], cityIds: [1] } });
      expect(t.snapshot().context.draft).toMatchObject({ brand: '', city: null, brandIds: [4], cityIds: [1] });
    });

    it('drops the collection when its brand is no longer chosen', async () => {
      const t = startCatalogue({ search: '?brand_ids=4&collection=9' });
      await t.answerOptions(options({ collections: [{ id: 9, name: 'Submariner', brand: { id: 4, name: 'Rolex' } }] }));
      t.actor.send({ type: 'filter.change', patch: { brandIds: [4, 1] } });
      expect(t.snapshot().context.draft.collection).toBe(9);
      t.actor.send({ type: 'filter.change', patch: { brandIds: [1] } });
      expect(t.snapshot().context.draft.collection).toBeNull();
    });

    it('apply commits at once; cancel drops the pending change', () => {
      const t = startCatalogue();
      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      t.actor.send({ type: 'filters.cancel' });
      expect(t.snapshot().context.draft).toEqual(EMPTY_FILTERS);
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      expect(t.pages).toHaveLength(1);
      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      t.actor.send({ type: 'filters.apply' });
      expect(t.pages).toHaveLength(2);
      expect(t.writes).toEqual([{ search: 'full_set=true', history: 'push' }]);
    });

    it('reset all clears every filter (the search stays) and is pushed', () => {
      const t = startCatalogue({ search: '?search=sub&brand_ids=4&full_set=true&page=2' });
      t.actor.send({ type: 'filters.reset' });
      expect(t.snapshot().context).toMatchObject({ filters: EMPTY_FILTERS, draft: EMPTY_FILTERS, page: 1, search: 'sub' });
      expect(t.writes).toEqual([{ search: 'search=sub', history: 'push' }]);
      t.actor.send({ type: 'filters.reset' });
      expect(t.writes).toHaveLength(1);
    });
  });

  describe('filters in the mobile drawer (staged until Apply)', () => {
    it('stages changes with live facet counts, and Apply commits them', async () => {
      const t = startCatalogue();
      await t.answerPage(page([1]));
      await t.answerOptions();
      t.actor.send({ type: 'filters.open' });
      expect(t.snapshot().hasTag('drawerOpen')).toBe(true);
      t.actor.send({ type: 'filter.change', patch: { brandIds: [4] } });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2);
      expect(t.pages).toHaveLength(1);
      expect(t.lastOptions().input.filters.brandIds).toEqual([4]);
      t.actor.send({ type: 'filters.apply' });
      expect(t.snapshot().matches({ editor: 'idle' })).toBe(true);
      expect(t.lastPage().input.query).toMatchObject({ brand_ids: '4' });
      expect(t.writes).toEqual([{ search: 'brand_ids=4', history: 'push' }]);
    });

    it('cancel and close drop the staged changes; reset in the drawer only clears the draft', async () => {
      const t = startCatalogue({ search: '?brand_ids=4' });
      t.actor.send({ type: 'filters.open' });
      t.actor.send({ type: 'filters.reset' });
      expect(t.snapshot().context.draft).toEqual(EMPTY_FILTERS);
      expect(t.snapshot().context.filters.brandIds).toEqual([4]);
      t.actor.send({ type: 'filters.cancel' });
      expect(t.snapshot().context.draft.brandIds).toEqual([4]);
      t.actor.send({ type: 'filters.open' });
      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      t.actor.send({ type: 'filters.close' });
      expect(t.snapshot().context.draft.fullSet).toBe(false);
      t.actor.send({ type: 'filters.open' });
      t.actor.send({ type: 'filters.apply' });
      expect(t.snapshot().matches({ editor: 'idle' })).toBe(true);
      expect(t.pages).toHaveLength(1);
      expect(t.writes).toEqual([]);
    });
  });

  describe('chips above the grid, and the empty result\'s ways out', () => {
    it('removing a chip drops that filter at once, on page 1, pushed to the URL, with whatever was pending', async () => {
      const t = startCatalogue({ search: '?brand_ids=4,1&min_price=100&max_price=900&page=3' });
      await t.answerPage(page([1]));
      await t.answerOptions();
      t.actor.send({ type: 'filter.remove', chip: { key: 'brandIds', id: 4 } });
      expect(t.snapshot().context).toMatchObject({ page: 1, filters: { brandIds: [1], minPrice: '100' }, draft: { brandIds: [1] } });
      expect(t.writes.at(-1)).toEqual({ search: 'min_price=100&max_price=900&brand_ids=1', history: 'push' });
      expect(t.lastPage().input.query).toEqual({ brand_ids: '1', min_price: 100, max_price: 900, page: 1, page_size: 24 });
      expect(t.lastOptions().input.filters.brandIds).toEqual([1]);

      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      t.actor.send({ type: 'filter.remove', chip: { key: 'price' } });
      expect(t.snapshot().matches({ editor: 'idle' })).toBe(true);
      expect(t.snapshot().context.filters).toMatchObject({ minPrice: '', maxPrice: '', fullSet: false });
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
      expect(t.writes.at(-1)).toEqual({ search: 'brand_ids=1', history: 'push' });
      expect(t.pages).toHaveLength(3);
    });

    it('a brand chip takes its collection along', async () => {
      const t = startCatalogue({ search: '?brand_ids=4,1&collection=9' });
      await t.answerOptions(options({ collections: [{ id: 9, name: 'Submariner', brand: { id: 4, name: 'Rolex' } }] }));
      t.actor.send({ type: 'filter.remove', chip: { key: 'brandIds', id: 1 } });
      expect(t.snapshot().context.filters.collection).toBe(9);
      t.actor.send({ type: 'filter.remove', chip: { key: 'brandIds', id: 4 } });
      expect(t.snapshot().context.filters).toMatchObject({ brandIds: [], collection: null });
    });

    it('clearing the search keeps the filters and loads page 1', async () => {
      const t = startCatalogue({ search: '?search=birkin&full_set=true&page=2' });
      await t.answerPage(page([]));
      expect(t.snapshot().matches({ results: 'empty' })).toBe(true);
      t.actor.send({ type: 'search.clear' });
      expect(t.snapshot().context).toMatchObject({ search: '', searchInput: '', page: 1, filters: { fullSet: true } });
      expect(t.writes.at(-1)).toEqual({ search: 'full_set=true', history: 'push' });
      expect(t.lastPage().input.query).toEqual({ full_set: true, page: 1, page_size: 24 });
    });
  });

  describe('the drawer\'s result count ("Показать 14")', () => {
    it('shows the total while nothing is staged, asks for the draft\'s count once the shopper pauses, and drops stale counts', async () => {
      const t = startCatalogue({ search: '?search=sub' });
      await t.answerPage(page([1, 2], 320));
      t.actor.send({ type: 'filters.open' });
      expect(selectDraftCount(t.snapshot())).toBe(320);

      t.actor.send({ type: 'filter.change', patch: { brandIds: [4] } });
      expect(selectDraftCount(t.snapshot())).toBeNull();
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS - 1);
      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS - 1);
      expect(t.countCalls).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(t.countCalls).toHaveLength(1);
      expect(t.snapshot().hasTag('draftCounting')).toBe(true);
      expect(t.countCalls[0]?.input).toEqual({ mode: 'watches', search: 'sub', filters: expect.objectContaining({ brandIds: [4], fullSet: true }) });

      // A change while counting aborts that call: its late answer is ignored.
      t.actor.send({ type: 'filter.change', patch: { fullSet: false } });
      expect(t.countCalls[0]?.signal.aborted).toBe(true);
      t.countCalls[0]?.resolve(99);
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS);
      t.countCalls[1]?.resolve(14);
      await vi.advanceTimersByTimeAsync(0);
      expect(selectDraftCount(t.snapshot())).toBe(14);

      // Back to the applied choice: the shown total again, without waiting for the call.
      t.actor.send({ type: 'filters.reset' });
      expect(selectDraftCount(t.snapshot())).toBe(320);
      t.actor.send({ type: 'filter.change', patch: { conditions: [2] } });
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS);
      t.countCalls.at(-1)?.reject(new Error('offline'));
      await vi.advanceTimersByTimeAsync(0);
      expect(selectDraftCount(t.snapshot())).toBeNull();
      expect(t.snapshot().matches({ editor: { drawer: 'settled' } })).toBe(true);

      // Leaving the drawer stops a pending count.
      t.actor.send({ type: 'filter.change', patch: { conditions: [3] } });
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS);
      const pending = t.countCalls.at(-1);
      t.actor.send({ type: 'filters.cancel' });
      expect(pending?.signal.aborted).toBe(true);
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
    const { catalogueMachine } = await import('./catalogueMachine.ts');
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
    expect(String(errors[0])).toContain('writeUrl not provided');
    expect(watch(1).id).toBe(1);
  });
});
