import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fetchers from '../../api/fetchers.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { makeBag, makeJewelry } from '../../../tests/support/shopFixtures.ts';
import { fetchCatalogueOptions, fetchCataloguePage, productKindOf } from './actors.ts';
import { EMPTY_FILTERS, filtersForMode } from './filters.ts';
import { filterChips, filterQuery } from './query.ts';
import { fromSearchParams, toSearchParams } from './url.ts';

/**
 * Issue 22 item 13: /sale lists the reduced pieces of every category, and its category select is a filter inside
 * the sale (kept in the URL), not a way out of it.
 */
describe('the sale across categories', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the category in the URL and the query, and it comes back from a shared link', () => {
    const view = fromSearchParams('sale', '?category=bags&min_price=100');
    expect(view.filters.category).toBe('bags');
    expect(toSearchParams('sale', view).toString()).toBe('min_price=100&category=bags');
    expect(filterQuery('sale', view.filters, '')).toEqual({ min_price: 100, category: 'bags' });
    expect(filterChips('sale', view.filters)).toContainEqual({ key: 'category' });
    // An unknown category is every category; the other modes have no category at all.
    expect(fromSearchParams('sale', '?category=shoes').filters.category).toBe('');
    expect(fromSearchParams('watches', '?category=bags').filters.category).toBe('');
  });

  it('offers the watch filters only once the category is watches', () => {
    const chosen = { ...EMPTY_FILTERS, watchTypes: [3], minPrice: '5', fullSet: true };
    expect(filterQuery('sale', chosen, '')).toEqual({ min_price: 5, full_set: true });
    expect(filterQuery('sale', { ...chosen, category: 'watches' }, '')).toEqual({ min_price: 5, full_set: true, watch_type: '3', category: 'watches' });
    expect(filtersForMode('sale', { ...chosen, category: 'jewelry' }).watchTypes).toEqual([]);
  });

  it('asks /api/sale/ and shows each entry, the piece itself, as the kind it says', async () => {
    const listSale = vi.spyOn(fetchers, 'listSale').mockResolvedValue({
      count: 3,
      next: null,
      previous: null,
      results: [
        { kind: 'watch', ...makeWatch(1) },
        { kind: 'jewelry', ...makeJewelry(2) },
        { kind: 'bag', ...makeBag(3) },
      ],
    });
    const signal = new AbortController().signal;
    const page = await fetchCataloguePage({ mode: 'sale', query: { category: undefined, page: 1, page_size: 24 } }, signal);
    expect(listSale).toHaveBeenCalledTimes(1);
    expect(page.count).toBe(3);
    expect(page.results.map(productKindOf)).toEqual(['watch', 'jewelry', 'bag']);
    // The entry is read as the product itself (a reader written from the spec reads model_name, price_usd, photos).
    expect(page.results.map((piece) => piece.model_name)).toEqual([makeWatch(1).model_name, makeJewelry(2).model_name, makeBag(3).model_name]);
  });

  it('counts each brand over the three kinds on sale (Hermès: its watches and its bags)', async () => {
    const hermes = { id: 9, name: 'Hermès' };
    vi.spyOn(fetchers, 'getWatchFacets').mockResolvedValue({
      brands: [{ ...hermes, count: 2 }],
      watch_types: [],
      case_materials: [],
      glass_types: [],
      movement_types: [],
      functions: [],
      strap_materials: [],
      conditions: [],
      cities: [],
    });
    const bagFacets = vi.spyOn(fetchers, 'getBagFacets').mockResolvedValue({ brands: [{ ...hermes, count: 3 }] });
    vi.spyOn(fetchers, 'getJewelryFacets').mockResolvedValue({ brands: [{ id: 3, name: 'Cartier', count: 1 }], jewelry_types: [] });
    const signal = new AbortController().signal;
    const options = await fetchCatalogueOptions({ mode: 'sale', filters: EMPTY_FILTERS, search: '', withReferences: false }, signal);
    expect(options.facets?.brands).toEqual(expect.arrayContaining([{ ...hermes, count: 5 }, { id: 3, name: 'Cartier', count: 1 }]));
    expect(bagFacets).toHaveBeenCalledWith(expect.objectContaining({ on_sale: true }), signal);
  });
});

describe('an inverted range (issue 22 item 16)', () => {
  it('is searched with its ends swapped, never as a range that finds nothing', () => {
    expect(filterQuery('watches', { ...EMPTY_FILTERS, minPrice: '50000', maxPrice: '10000' }, '')).toEqual({ min_price: 10000, max_price: 50000 });
    expect(filterQuery('watches', { ...EMPTY_FILTERS, yearMin: '2020', yearMax: '2010' }, '')).toEqual({
      production_year_min: 2010,
      production_year_max: 2020,
    });
    expect(filterQuery('bags', { ...EMPTY_FILTERS, minPrice: '10', maxPrice: '20' }, '')).toEqual({ min_price: 10, max_price: 20 });
  });
});

describe('the «Бутик» filter (issue 22 item 16)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the boutiques only: the workshops are asked with kind=boutique', async () => {
    const listWorkshops = vi.spyOn(fetchers, 'listWorkshops').mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 1, name: 'Бутик на Петровке', city: { id: 1, name: 'Москва' }, address: null, kind: 'boutique' }],
    });
    const signal = new AbortController().signal;
    const options = await fetchCatalogueOptions({ mode: 'watches', filters: EMPTY_FILTERS, search: '', withReferences: true }, signal);
    expect(listWorkshops).toHaveBeenCalledWith({ kind: 'boutique' }, signal);
    expect(options.references?.workshops.map((w) => w.name)).toEqual(['Бутик на Петровке']);
  });
});
