import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type CatalogueView } from './filters.ts';
import { fromSearchParams, sameView, toSearchParams } from './url.ts';

const view = (patch: Partial<CatalogueView> = {}): CatalogueView => ({
  search: '',
  filters: EMPTY_FILTERS,
  sort: '',
  page: 1,
  pageSize: 24,
  ...patch,
});

describe('catalogue URL (back/forward and shared links restore the view)', () => {
  it('reads brand, brand_ids and search (part 1 §2.6)', () => {
    expect(fromSearchParams('watches', '?brand=Rolex&search=%20sub%20').filters.brand).toBe('Rolex');
    expect(fromSearchParams('watches', '?brand=Rolex&search=%20sub%20').search).toBe('sub');
    const both = fromSearchParams('watches', '?brand=Rolex&brand_ids=4,,9');
    expect(both.filters.brandIds).toEqual([4, 9]);
    expect(both.filters.brand).toBe('');
  });

  it('round-trips the whole view, leaving defaults out', () => {
    const full = view({
      search: 'daytona',
      sort: 'price_usd',
      page: 3,
      pageSize: 96,
      filters: {
        ...EMPTY_FILTERS,
        minPrice: '1000',
        maxPrice: '5000',
        brandIds: [4],
        cityIds: [1, 2],
        collection: 7,
        watchTypes: [1],
        caseMaterials: [2],
        glassTypes: [3],
        movementTypes: [4],
        functions: [5],
        strapMaterials: [6],
        conditions: [7],
        fullSet: true,
        workshop: 2,
        yearMin: '2000',
        yearMax: '2020',
        diameter: 'medium',
        limitedEdition: true,
      },
    });
    const params = toSearchParams('watches', full);
    expect(fromSearchParams('watches', params.toString())).toEqual(full);
    expect(toSearchParams('watches', view()).toString()).toBe('');
    expect(params.get('brand_ids')).toBe('4');
    expect(params.get('page')).toBe('3');
  });

  it('falls back to defaults for malformed values', () => {
    const parsed = fromSearchParams('watches', '?page=-2&page_size=13&ordering=evil&diameter=huge&collection=x');
    expect(parsed).toEqual(view());
  });

  it('reads no ordering as the unsorted view, never null (the sort select stays controlled)', () => {
    expect(fromSearchParams('watches', '?brand=Rolex').sort).toBe('');
    expect(fromSearchParams('watches', '').sort).toBe('');
  });

  it('compares views by the URL they write', () => {
    expect(sameView('watches', view({ filters: { ...EMPTY_FILTERS, brandIds: [4], brand: 'Rolex' } }), view({ filters: { ...EMPTY_FILTERS, brandIds: [4] } }))).toBe(true);
    expect(sameView('watches', view({ page: 2 }), view())).toBe(false);
  });
});
