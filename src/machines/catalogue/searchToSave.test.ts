import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, startCatalogue } from '../../../tests/support/machines/catalogue.ts';
import { EMPTY_FILTERS } from './filters.ts';
import { filterQuery } from './query.ts';
import { searchToSave } from './searchToSave.ts';
import { selectSearchToSave } from './selectors.ts';

describe('searchToSave (issue 28 «Сохранить поиск»)', () => {
  it('stores the page, the URL query without paging or ordering, and exactly the list call\'s filters', () => {
    const filters = { ...EMPTY_FILTERS, brandIds: [1, 4], maxPrice: '15000', fullSet: true };
    const saved = searchToSave('watches', { search: ' Submariner ', filters });
    expect(saved).toEqual({
      page: 'catalog',
      query: 'search=Submariner&max_price=15000&brand_ids=1,4&full_set=true',
      filters: { search: 'Submariner', max_price: 15000, brand_ids: '1,4', full_set: true },
    });
    expect(saved.filters).toEqual(filterQuery('watches', filters, ' Submariner '));
  });

  it('names each mode\'s page; the whole page is an empty query; what a mode does not offer is left out', () => {
    expect(searchToSave('jewelry', { search: '', filters: EMPTY_FILTERS })).toEqual({ page: 'jewelry', query: '', filters: {} });
    expect(searchToSave('bags', { search: '', filters: { ...EMPTY_FILTERS, watchTypes: [3], brandIds: [9] } })).toEqual({
      page: 'bags',
      query: 'brand_ids=9',
      filters: { brand_ids: '9' },
    });
    // The sale's category is its own filter; "on sale" is the page's, known to the server.
    expect(searchToSave('sale', { search: '', filters: { ...EMPTY_FILTERS, category: 'bags' } })).toEqual({
      page: 'sale',
      query: 'category=bags',
      filters: { category: 'bags' },
    });
  });
});

describe('selectSearchToSave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the applied search (not the draft), the same object while it stays', async () => {
    const t = startCatalogue({ search: '?brand_ids=1&page=3&ordering=price_usd&page_size=48' });
    const first = selectSearchToSave(t.snapshot());
    expect(first).toEqual({ page: 'catalog', query: 'brand_ids=1', filters: { brand_ids: '1' } });
    await t.answerPage(page([1, 2], 320));
    expect(selectSearchToSave(t.snapshot())).toBe(first);
    t.actor.send({ type: 'filters.open' });
    t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
    expect(selectSearchToSave(t.snapshot())).toBe(first);
    t.actor.send({ type: 'filters.apply' });
    expect(selectSearchToSave(t.snapshot()).query).toBe('brand_ids=1&full_set=true');
    t.actor.stop();
  });
});
