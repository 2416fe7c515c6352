import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { options, page, startCatalogue } from '../../../tests/support/machines/catalogue.ts';
import { FILTER_DEBOUNCE_MS } from './machine.ts';
import { EMPTY_FILTERS } from './filters.ts';

/** The filter editor region: the sidebar's debounced changes, the drawer's staged ones, and the chips. */
describe('catalogueMachine (part 1 §2.6, §4 "Catalogue")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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
});
