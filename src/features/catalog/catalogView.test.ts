import { describe, expect, it } from 'vitest';
import { EMPTY_REFERENCES } from '../../machines/catalogueMachine.actors.ts';
import { FACETS, watch } from '../../machines/catalogueMachine.testing.ts';
import { detailHref, filterOptionLists, modeForRoute, toCatalogItem } from './catalogView.ts';

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
      photos: [
        { image_url: '/a.svg', thumbnail_url: '/a.t.svg', is_primary: false },
        { image_url: '/b.svg', thumbnail_url: '/b.t.svg', is_primary: true },
      ],
    };
    expect(toCatalogItem('watches', product)).toEqual({
      id: 7,
      href: '/product/7',
      imageUrl: '/b.svg',
      imageAlt: 'Rolex Model 7',
      brand: 'Rolex',
      model: 'Model 7',
      reference: 'REF-7',
      priceUsd: '7000',
      priceOnRequest: false,
      isLimitedEdition: true,
    });
  });

  it('puts facet counts beside reference values, 0 for a value the facets leave out, none when unknown', () => {
    const references = {
      ...EMPTY_REFERENCES,
      brands: [
        { id: 4, name: 'Rolex', country: null, founded: null },
        { id: 9, name: 'Omega', country: null, founded: null },
      ],
    };
    expect(filterOptionLists(references, FACETS, []).brands).toEqual([
      { id: 4, name: 'Rolex', count: 12 },
      { id: 9, name: 'Omega', count: 0 },
    ]);
    expect(filterOptionLists(references, null, []).brands).toEqual([
      { id: 4, name: 'Rolex' },
      { id: 9, name: 'Omega' },
    ]);
  });

  it('falls back to the facet buckets when a reference list failed to load', () => {
    expect(filterOptionLists(EMPTY_REFERENCES, FACETS, []).brands).toEqual([{ id: 4, name: 'Rolex', count: 12 }]);
  });
});
