import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { EMPTY_REFERENCES } from '../../machines/catalogue/actors.ts';
import { EMPTY_FILTERS } from '../../machines/catalogue/filters.ts';
import { FACETS, options, page, startCatalogue, watch } from '../../../tests/support/machines/catalogue.ts';
import { makeBag, makeJewelry } from '../../../tests/support/shopFixtures.ts';
import { detailHref, filterChipItems, filterOptionLists, modeForRoute, searchCategoryTarget, selectCatalogPageProps, toCatalogItem } from './catalogSelectors.ts';

describe('catalogue view data', () => {
  it('maps routes to modes and cards to their detail routes (part 1 §2.6)', () => {
    expect(['/catalog', '/jewelry', '/bags', '/sale'].map(modeForRoute)).toEqual(['watches', 'jewelry', 'bags', 'sale']);
    expect(detailHref('watches', 3)).toBe('/product/3');
    expect(detailHref('sale', 3)).toBe('/product/3');
    expect(detailHref('jewelry', 3)).toBe('/jewelry/3');
    expect(detailHref('bags', 3)).toBe('/bag/3');
  });

  it('turns a product into a card with its primary photo', () => {
    const product = {
      ...watch(7),
      is_limited_edition: true,
      limited_edition_pieces: 500,
      photos: [
        { image_url: '/a.svg', thumbnail_url: '/a.t.svg', is_primary: false },
        { image_url: '/b.svg', thumbnail_url: '/b.t.svg', is_primary: true },
      ],
    };
    expect(toCatalogItem('watches', product)).toEqual({
      id: 7,
      kind: 'watch',
      href: '/product/7',
      imageUrl: '/b.svg',
      imageAlt: 'Rolex Model 7',
      brand: 'Rolex',
      model: 'Model 7',
      reference: 'REF-7',
      priceUsd: '7000',
      priceOnRequest: false,
      isLimitedEdition: true,
      // Issue 22 item 3: the size of the series, for the card's badge.
      limitedEditionPieces: 500,
      previousPriceUsd: product.previous_price_usd,
      year: product.production_year,
      condition: product.condition_description,
      fullSet: product.full_set,
      // Issue 26: whether it can still be had, and how many are left.
      availability: 'available',
      availableQuantity: 1,
    });
  });

  it('issue 10 items 13, 16: a card carries the sale price it was reduced from, the year, condition and box & papers', () => {
    const item = toCatalogItem('sale', { ...watch(3), previous_price_usd: '3500.00', production_year: 2019, condition_description: 'Отличное', full_set: true });
    expect(item).toMatchObject({ previousPriceUsd: '3500.00', year: 2019, condition: 'Отличное', fullSet: true });
  });

  it('puts facet counts beside reference values, 0 for a value the facets leave out, none when unknown', () => {
    const references = {
      ...EMPTY_REFERENCES,
      brands: [
        { id: 4, name: 'Rolex', country: null, founded: null },
        { id: 9, name: 'Omega', country: null, founded: null },
      ],
    };
    // Issue 10 item 6: the brand facet lists exactly the houses carrying the mode, so a brand it leaves out
    // (a bag house among watches) is not offered at all; the other lists keep every value, at 0.
    expect(filterOptionLists(references, FACETS, []).brands).toEqual([{ id: 4, name: 'Rolex', count: 12 }]);
    const conditions = filterOptionLists({ ...references, conditions: [{ id: 2, name: 'Новые' }] }, FACETS, []).conditions;
    expect(conditions).toEqual([{ id: 2, name: 'Новые', count: 0 }]);
    expect(filterOptionLists(references, null, []).brands).toEqual([
      { id: 4, name: 'Rolex' },
      { id: 9, name: 'Omega' },
    ]);
  });

  it('falls back to the facet buckets when a reference list failed to load', () => {
    expect(filterOptionLists(EMPTY_REFERENCES, FACETS, []).brands).toEqual([{ id: 4, name: 'Rolex', count: 12 }]);
  });

  it('names the applied filters as chips (brand ids by brand name) and maps each chip back to what it removes', () => {
    const references = { ...EMPTY_REFERENCES, brands: [{ id: 4, name: 'Rolex', country: 'Швейцария', founded: 1905 }], conditions: [{ id: 2, name: 'Новые' }] };
    const filters = { ...EMPTY_FILTERS, brandIds: [4, 77], minPrice: '1000', yearMin: '2015', conditions: [2], fullSet: true };
    const { chips, byId } = filterChipItems('watches', filters, references, []);
    expect(chips).toEqual([
      { id: 'price', kind: 'price', min: 1000, max: null },
      { id: 'brandIds:4', kind: 'named', name: 'Rolex', lead: true },
      { id: 'brandIds:77', kind: 'named', name: '№ 77', lead: true },
      { id: 'conditions:2', kind: 'named', name: 'Новые' },
      { id: 'year', kind: 'year', min: 2015, max: null },
      { id: 'fullSet', kind: 'fullSet' },
    ]);
    expect(byId.get('brandIds:4')).toEqual({ key: 'brandIds', id: 4 });
    expect(byId.get('price')).toEqual({ key: 'price' });
  });
});

describe('selectCatalogPageProps (the catalogue screen reads one flat slice)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the loading page from the URL, then the list with its cards, chips and options', async () => {
    const t = startCatalogue({ search: '?brand_ids=4&search=sub&page=2' });
    expect(selectCatalogPageProps(t.snapshot())).toMatchObject({
      mode: 'watches',
      status: 'loading',
      items: [],
      page: 2,
      searchValue: 'sub',
      appliedSearch: 'sub',
      error: null,
      search: null,
      countsLoading: true,
      activeCount: 1,
      canApply: false,
      pinnedBrandIds: [4],
      chips: [{ id: 'brandIds:4', kind: 'named', name: '№ 4', lead: true }],
    });
    await t.answerPage({ ...page([3], 30), searchMatches: { jewelry: { results: [], count: 2 }, bags: null } });
    await t.answerOptions(options({ references: { ...EMPTY_REFERENCES, brands: [{ id: 4, name: 'Rolex', country: null, founded: null }] } }));
    const props = selectCatalogPageProps(t.snapshot());
    expect(props).toMatchObject({ status: 'list', count: 30, countsLoading: false, resultCount: 30, chips: [{ id: 'brandIds:4', kind: 'named', name: 'Rolex', lead: true }] });
    expect(props.items.map((item) => item.href)).toEqual(['/product/3']);
    expect(props.search).toEqual({ query: 'sub', total: 32, sections: [{ category: 'jewelry', count: 2, items: [], href: '/jewelry?search=sub' }] });
    expect(props.filterOptions.brands).toEqual([{ id: 4, name: 'Rolex', count: 12 }]);
    expect(props.chipById.get('brandIds:4')).toEqual({ key: 'brandIds', id: 4 });
  });

  it('keeps every derived list the same object while its sources are unchanged (shallowEqual then skips a render)', async () => {
    const t = startCatalogue();
    await t.answerPage(page([1, 2]));
    await t.answerOptions();
    const before = selectCatalogPageProps(t.snapshot());
    t.actor.send({ type: 'search.input', value: 'Rol' });
    const after = selectCatalogPageProps(t.snapshot());
    expect(after.searchValue).toBe('Rol');
    for (const key of ['items', 'filterOptions', 'chips', 'chipById', 'error', 'search', 'filterValue'] as const) expect(after[key]).toBe(before[key]);
  });

  it('lays the shopper\'s marks on the cards: filled heart, "in comparison", "in cart" (part 1 §2.6, §4)', async () => {
    const t = startCatalogue();
    await t.answerPage(page([1, 2]));
    const marks = { favorites: [{ kind: 'watch' as const, id: 2 }], compared: [{ kind: 'watch' as const, id: 1 }], cart: [] };
    const marked = selectCatalogPageProps(t.snapshot(), marks);
    expect(marked.items.map(({ id, isFavorite, isCompared, inCart }) => ({ id, isFavorite, isCompared, inCart }))).toEqual([
      { id: 1, isFavorite: false, isCompared: true, inCart: false },
      { id: 2, isFavorite: true, isCompared: false, inCart: false },
    ]);
    // The same marks keep the cards; new marks make new ones.
    expect(selectCatalogPageProps(t.snapshot(), marks).items).toBe(marked.items);
    expect(selectCatalogPageProps(t.snapshot(), { ...marks, favorites: [] }).items).not.toBe(marked.items);
  });

  it('issue 26: a piece the cart was just refused shows reserved (no add-to-cart) until the cart forgets it', async () => {
    const t = startCatalogue();
    await t.answerPage({ results: [watch(1), { ...watch(2), availability: 'sold', available_quantity: 0 }, watch(3)], count: 3 });
    const refused = [{ kind: 'watch' as const, id: 1 }, { kind: 'watch' as const, id: 2 }];
    const items = selectCatalogPageProps(t.snapshot(), { favorites: [], compared: [], cart: [], refused }).items;
    expect(items.map(({ id, availability }) => ({ id, availability })).sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, availability: 'reserved' },
      { id: 2, availability: 'sold' },
      { id: 3, availability: 'available' },
    ]);
  });

  it("passes the failure's words to the error box and tells a staged drawer choice from the applied one", async () => {
    const t = startCatalogue();
    await t.failPage(new ApiError({ code: 'network', message: 'Network error. Please check your connection.' }));
    expect(selectCatalogPageProps(t.snapshot())).toMatchObject({ status: 'error', error: { code: 'network', message: 'Network error. Please check your connection.' } });
    t.actor.send({ type: 'filters.open' });
    t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
    expect(selectCatalogPageProps(t.snapshot())).toMatchObject({ drawerOpen: true, canApply: true, activeCount: 0, resultCount: null, filterValue: { fullSet: true } });
  });
});

describe('issue 22 items 13 and 14', () => {
  const found = (count: number) => ({ results: [], count });

  it('sends a watch search that found only bags (or jewelry) to that category, titled for its query there', () => {
    expect(searchCategoryTarget('watches', 'empty', 'birkin', { jewelry: found(0), bags: found(3) })).toBe('/bags?search=birkin');
    expect(searchCategoryTarget('watches', 'empty', 'love', { jewelry: found(5), bags: found(1) })).toBe('/jewelry?search=love');
    // Watches found, nothing else found, no search, or another mode: the page stays.
    expect(searchCategoryTarget('watches', 'list', 'birkin', { jewelry: found(0), bags: found(3) })).toBeNull();
    expect(searchCategoryTarget('watches', 'empty', 'zzz', { jewelry: found(0), bags: found(0) })).toBeNull();
    expect(searchCategoryTarget('watches', 'empty', '', null)).toBeNull();
    expect(searchCategoryTarget('bags', 'empty', 'birkin', null)).toBeNull();
  });

  it('shows each sale piece as what it is (a bag links to /bag/{id})', () => {
    // /api/sale/ answers the piece itself plus its kind (issue 22 item 13); a sale watch's card opens /product/{id}.
    expect(toCatalogItem('sale', { kind: 'bag', ...makeBag(5) })).toMatchObject({ kind: 'bag', href: '/bag/5', model: makeBag(5).model_name });
    expect(toCatalogItem('sale', { kind: 'jewelry', ...makeJewelry(6) })).toMatchObject({ kind: 'jewelry', href: '/jewelry/6' });
    expect(toCatalogItem('sale', { kind: 'watch', ...watch(7) })).toMatchObject({ kind: 'watch', href: '/product/7', model: watch(7).model_name });
    expect(toCatalogItem('sale', makeBag(5))).toMatchObject({ kind: 'bag', href: '/bag/5' });
    expect(toCatalogItem('sale', makeJewelry(6))).toMatchObject({ kind: 'jewelry', href: '/jewelry/6' });
    expect(toCatalogItem('sale', watch(7))).toMatchObject({ kind: 'watch', href: '/product/7' });
  });
});
