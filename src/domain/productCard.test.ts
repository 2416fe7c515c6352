import { describe, expect, it } from 'vitest';
import type { Jewelry } from '../api/types.ts';
import { watch } from '../../tests/support/machines/catalogue.ts';
import { cardOf, pieceDetails, primaryPhoto } from './productCard.ts';

describe('product cards (one mapping for catalogue, home, search and related cards)', () => {
  it('a watch card: its detail route, the primary photo, year, condition and box & papers', () => {
    const piece = { ...watch(7), production_year: 2021, condition_description: 'Отличное', full_set: true, previous_price_usd: '16100.00' };
    expect(cardOf('watch', piece)).toMatchObject({ id: 7, href: '/product/7', year: 2021, condition: 'Отличное', fullSet: true, previousPriceUsd: '16100.00' });
  });

  it('jewelry and bags name their condition condition_text and have no year', () => {
    const jewel = { ...watch(3), condition_text: 'Новое', full_set: false } as unknown as Jewelry;
    delete (jewel as Partial<Record<string, unknown>>).is_limited_edition;
    expect(pieceDetails(jewel)).toEqual({ year: null, condition: 'Новое', fullSet: false });
    expect(cardOf('jewelry', jewel)).toMatchObject({ href: '/jewelry/3', isLimitedEdition: false });
  });

  it('shows the primary photo, else the first, else none', () => {
    const a = { image_url: '/a.svg', thumbnail_url: '/a.t.svg', is_primary: false };
    const b = { ...a, image_url: '/b.svg', is_primary: true };
    expect(primaryPhoto([a, b])).toBe(b);
    expect(primaryPhoto([a])).toBe(a);
    expect(primaryPhoto([])).toBeUndefined();
  });
});
