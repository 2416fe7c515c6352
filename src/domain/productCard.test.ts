import { describe, expect, it } from 'vitest';
import type { Jewelry } from '../api/types.ts';
import { watch } from '../../tests/support/machines/catalogue.ts';
import { cardOf, cartLineView, pieceDetails, primaryPhoto } from './productCard.ts';

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

  it('carries the availability and how many are left (issue 26), on cards and cart lines', () => {
    const reserved = { ...watch(4), availability: 'reserved' as const, available_quantity: 0 };
    expect(cardOf('watch', reserved)).toMatchObject({ availability: 'reserved', availableQuantity: 0 });
    const line = cartLineView({ id: 41, product: { kind: 'watch', id: 4 }, quantity: 1, item: { ...watch(4), available_quantity: 3 } });
    expect(line).toMatchObject({ id: 41, availability: 'available', availableQuantity: 3 });
    expect(cartLineView({ id: -1, product: { kind: 'watch', id: 4 }, quantity: 1, item: null })).toBeNull();
  });

  it('shows the primary photo, else the first, else none', () => {
    const a = { image_url: '/a.svg', thumbnail_url: '/a.t.svg', is_primary: false };
    const b = { ...a, image_url: '/b.svg', is_primary: true };
    expect(primaryPhoto([a, b])).toBe(b);
    expect(primaryPhoto([a])).toBe(a);
    expect(primaryPhoto([])).toBeUndefined();
  });
});
