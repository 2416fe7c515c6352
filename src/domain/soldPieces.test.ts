import { describe, expect, it } from 'vitest';
import type { SoldPiece } from '../api/types.ts';
import { soldMonthLabel, soldPieceCardOf } from './soldPieces.ts';

const piece = (over: Partial<SoldPiece> = {}): SoldPiece => ({
  kind: 'watch',
  id: 12,
  brand: { id: 3, name: 'Rolex' },
  model_name: 'Submariner Date',
  reference: '126610LN',
  production_year: 2021,
  sold_month: '2026-10',
  photo: { image_url: '/media/watches/12/31.svg', thumbnail_url: '/media/watches/12/31.thumb.svg', is_primary: true },
  ...over,
});

describe('soldMonthLabel (issue 26: the month of sale, per locale)', () => {
  it.each([
    ['2026-10', 'ru', 'октябрь 2026'],
    ['2026-05', 'ru', 'май 2026'],
    ['2025-01', 'ru', 'январь 2025'],
    ['2026-10', 'en', 'October 2026'],
    ['2025-12', 'en', 'December 2025'],
  ])('%s in %s → %s', (month, locale, label) => expect(soldMonthLabel(month, locale)).toBe(label));

  it('is the same month in every time zone (the first of the month is read in UTC)', () => {
    // The month must not slip to the previous one where midnight UTC is still yesterday.
    expect(soldMonthLabel('2026-01', 'en')).toBe('January 2026');
  });

  it.each(['', '2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', 'October'])('%s is not a month', (month) =>
    expect(soldMonthLabel(month, 'ru')).toBeNull(),
  );
});

describe('soldPieceCardOf', () => {
  it('draws a sold piece: its page, photo, name, reference, year and month; no price exists to draw', () => {
    expect(soldPieceCardOf(piece(), 'ru')).toEqual({
      key: 'watch-12',
      kind: 'watch',
      id: 12,
      href: '/product/12',
      imageUrl: '/media/watches/12/31.svg',
      imageAlt: 'Rolex Submariner Date',
      brand: 'Rolex',
      model: 'Submariner Date',
      reference: '126610LN',
      year: 2021,
      soldMonth: 'октябрь 2026',
      soldMonthIso: '2026-10',
    });
  });

  it('links jewelry and bags to their own pages, and leaves out what is unknown', () => {
    const bag = soldPieceCardOf(piece({ kind: 'bag', id: 4, reference: ' ', production_year: null, photo: null, sold_month: 'bad' }), 'en');
    expect(bag).toMatchObject({ key: 'bag-4', href: '/bag/4', imageUrl: null, reference: null, year: null, soldMonth: null });
    expect(soldPieceCardOf(piece({ kind: 'jewelry', id: 5 }), 'en')).toMatchObject({ href: '/jewelry/5', soldMonth: 'October 2026' });
  });
});
