import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, joinList, parseBound, splitIds, withoutChip, type CatalogueView } from './filters.ts';
import { activeFilterCount, filterChips, filterQuery, pageQuery, stableShuffle } from './query.ts';
import { onlyTypedChanged } from './url.ts';
import { seededRandom, shuffle } from '../helpers.ts';

const view = (patch: Partial<CatalogueView> = {}): CatalogueView => ({
  search: '',
  filters: EMPTY_FILTERS,
  sort: '',
  page: 1,
  pageSize: 24,
  ...patch,
});

describe('catalogue query (part 1 §3 "Filter set", §4, §5)', () => {
  it('treats an empty, non-numeric or negative price as no bound', () => {
    expect(parseBound('')).toBeUndefined();
    expect(parseBound('  ')).toBeUndefined();
    expect(parseBound('abc')).toBeUndefined();
    expect(parseBound('-5')).toBeUndefined();
    expect(parseBound('0')).toBe(0);
    expect(parseBound(' 1500 ')).toBe(1500);
    const query = filterQuery('watches', { ...EMPTY_FILTERS, minPrice: 'x', maxPrice: '20000' }, '');
    expect(query).toEqual({ max_price: 20000 });
  });

  it('joins array values with commas and drops empty ones', () => {
    expect(joinList([3, '', 7, null, ' ', undefined])).toBe('3,7');
    expect(joinList([])).toBeUndefined();
    expect(splitIds('3,,7, x,7,-1')).toEqual([3, 7]);
  });

  it('brand ids drop the plain brand and city ids the plain city', () => {
    const withIds = filterQuery('watches', { ...EMPTY_FILTERS, brand: 'Rolex', brandIds: [4, 1], city: 2, cityIds: [1] }, '');
    expect(withIds).toEqual({ brand_ids: '4,1', city_ids: '1' });
    const plain = filterQuery('watches', { ...EMPTY_FILTERS, brand: ' R ', city: 2 }, '');
    expect(plain).toEqual({ brand: 'R', city: 2 });
  });

  it('drops an unchecked full set and limited edition, sends checked ones as true', () => {
    expect(filterQuery('watches', EMPTY_FILTERS, '')).toEqual({});
    expect(filterQuery('watches', { ...EMPTY_FILTERS, fullSet: true, limitedEdition: true }, '')).toEqual({ full_set: true, is_limited_edition: true });
  });

  it('maps the diameter presets: small ≤ 37, medium 38–41, large ≥ 42', () => {
    expect(filterQuery('watches', { ...EMPTY_FILTERS, diameter: 'small' }, '')).toEqual({ case_diameter_max: 37 });
    expect(filterQuery('watches', { ...EMPTY_FILTERS, diameter: 'medium' }, '')).toEqual({ case_diameter_min: 38, case_diameter_max: 41 });
    expect(filterQuery('watches', { ...EMPTY_FILTERS, diameter: 'large' }, '')).toEqual({ case_diameter_min: 42 });
  });

  it('keeps years from 1900 on and ignores earlier ones', () => {
    expect(filterQuery('watches', { ...EMPTY_FILTERS, yearMin: '1899', yearMax: '2020' }, '')).toEqual({ production_year_max: 2020 });
  });

  it('sends every multi-select under its API name, and the search trimmed', () => {
    const query = filterQuery(
      'watches',
      {
        ...EMPTY_FILTERS,
        watchTypes: [1],
        caseMaterials: [2, 3],
        glassTypes: [4],
        movementTypes: [5],
        functions: [6, 7],
        strapMaterials: [8],
        conditions: [9],
        collection: 10,
        workshop: 11,
      },
      '  daytona ',
    );
    expect(query).toEqual({
      search: 'daytona',
      watch_type: '1',
      case_material: '2,3',
      glass_type: '4',
      movement_type: '5',
      function: '6,7',
      strap_material: '8',
      condition: '9',
      collection: 10,
      workshop: 11,
    });
  });

  it('jewelry and bags only send the filters their endpoints accept', () => {
    const filters = { ...EMPTY_FILTERS, brandIds: [3], watchTypes: [1], diameter: 'large' as const, fullSet: true, jewelryTypes: [2], minPrice: '100' };
    expect(filterQuery('jewelry', filters, '')).toEqual({ brand_ids: '3', full_set: true, jewelry_type: '2', min_price: 100 });
    expect(filterQuery('bags', filters, '')).toEqual({ brand_ids: '3', full_set: true, min_price: 100 });
    expect(filterQuery('sale', filters, '')).not.toHaveProperty('jewelry_type');
  });

  it('adds paging and ordering to the list query', () => {
    expect(pageQuery('watches', view({ page: 3, pageSize: 48, sort: '-price_usd' }))).toEqual({ page: 3, page_size: 48, ordering: '-price_usd' });
    expect(pageQuery('watches', view())).toEqual({ page: 1, page_size: 24 });
  });
});

describe('catalogue helpers', () => {
  it('tells number typing apart from other changes', () => {
    expect(onlyTypedChanged('watches', EMPTY_FILTERS, { ...EMPTY_FILTERS, minPrice: '15' })).toBe(true);
    expect(onlyTypedChanged('watches', EMPTY_FILTERS, { ...EMPTY_FILTERS, minPrice: '15', brandIds: [1] })).toBe(false);
  });

  it('counts active filters, a range once', () => {
    expect(activeFilterCount('watches', EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount('watches', { ...EMPTY_FILTERS, minPrice: '1', maxPrice: '2', diameter: 'medium', brandIds: [1, 2] })).toBe(3);
  });

  it('shuffles with the injected random source and keeps every item', () => {
    const items = [1, 2, 3, 4, 5];
    // random() = 0 always swaps with the first element: a known permutation.
    expect(shuffle(items, () => 0)).toEqual([2, 3, 4, 5, 1]);
    expect(shuffle(items, Math.random).sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('stable shuffle (part 1 §4, kept for the session)', () => {
  const items = Array.from({ length: 24 }, (_, i) => i + 1);
  const query = { page: 1, page_size: 24 };

  it('gives the same numbers for the same key and others for another key', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seededRandom('y')()).not.toBe(first[0]);
  });

  it('repeats an order for the same seed, mode and query, keeps every item, and changes with any of them', () => {
    const order = stableShuffle(items, 'seed', 'watches', query);
    expect(stableShuffle(items, 'seed', 'watches', { page_size: 24, page: 1 })).toEqual(order);
    expect(order).not.toEqual(items);
    expect([...order].sort((x, y) => x - y)).toEqual(items);
    expect(stableShuffle(items, 'other', 'watches', query)).not.toEqual(order);
    expect(stableShuffle(items, 'seed', 'sale', query)).not.toEqual(order);
    expect(stableShuffle(items, 'seed', 'watches', { ...query, page: 2 })).not.toEqual(order);
    expect(stableShuffle(items, 'seed', 'watches', { ...query, brand_ids: '4' })).not.toEqual(order);
  });
});

describe('filter chips', () => {
  it('lists one chip per applied choice (a range once), only what the mode offers', () => {
    const filters = { ...EMPTY_FILTERS, minPrice: '100', maxPrice: 'abc', brandIds: [4, 1], collection: 9, conditions: [2], yearMax: '2000', fullSet: true, diameter: 'large' as const };
    expect(filterChips('watches', filters)).toEqual([
      { key: 'price' },
      { key: 'brandIds', id: 4 },
      { key: 'brandIds', id: 1 },
      { key: 'collection' },
      { key: 'diameter' },
      { key: 'conditions', id: 2 },
      { key: 'year' },
      { key: 'fullSet' },
    ]);
    expect(filterChips('bags', filters)).toEqual([{ key: 'price' }, { key: 'brandIds', id: 4 }, { key: 'brandIds', id: 1 }, { key: 'fullSet' }]);
    expect(filterChips('watches', { ...EMPTY_FILTERS, minPrice: 'abc', brand: 'R' })).toEqual([{ key: 'brand' }]);
    expect(filterChips('watches', EMPTY_FILTERS)).toEqual([]);
  });

  it('removes what a chip stands for: a range whole, one id of a list, the collection with the last brand', () => {
    const filters = { ...EMPTY_FILTERS, minPrice: '1', maxPrice: '2', brandIds: [4], collection: 9, cityIds: [1, 2], limitedEdition: true };
    expect(withoutChip(filters, { key: 'price' })).toMatchObject({ minPrice: '', maxPrice: '', brandIds: [4] });
    expect(withoutChip(filters, { key: 'cityIds', id: 1 }).cityIds).toEqual([2]);
    expect(withoutChip(filters, { key: 'brandIds', id: 4 })).toMatchObject({ brandIds: [], collection: null });
    expect(withoutChip(filters, { key: 'limitedEdition' }).limitedEdition).toBe(false);
  });
});
