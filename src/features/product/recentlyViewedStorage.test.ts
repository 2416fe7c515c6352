import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../../api/testing.ts';
import type { ViewedItem } from '../../machines/recentlyViewedMachine.ts';
import { readRecentlyViewed, RECENTLY_VIEWED_KEY, writeRecentlyViewed } from './recentlyViewedStorage.ts';

const piece: ViewedItem = {
  kind: 'bag',
  id: 4,
  brand: 'Hermès',
  model: 'Birkin 30',
  reference: null,
  priceUsd: '25000.00',
  priceOnRequest: false,
  isLimitedEdition: false,
  limitedEditionPieces: null,
  imageUrl: '/media/bags/4.webp',
};

afterEach(() => vi.unstubAllGlobals());

describe('recently viewed in local storage (issue 10 item 15)', () => {
  it('writes and reads back the history under one key', () => {
    const store = stubLocalStorage();
    writeRecentlyViewed([piece]);
    expect([...store.keys()]).toEqual([RECENTLY_VIEWED_KEY]);
    expect(readRecentlyViewed()).toEqual([piece]);
  });

  it('an empty or broken value is an empty history', () => {
    stubLocalStorage();
    expect(readRecentlyViewed()).toEqual([]);
    stubLocalStorage({ [RECENTLY_VIEWED_KEY]: '{not json' });
    expect(readRecentlyViewed()).toEqual([]);
    stubLocalStorage({ [RECENTLY_VIEWED_KEY]: '{"kind":"watch"}' });
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('drops entries that are not pieces and photos from elsewhere', () => {
    stubLocalStorage({
      [RECENTLY_VIEWED_KEY]: JSON.stringify([
        { ...piece, kind: 'car' },
        { ...piece, id: -1 },
        { ...piece, brand: 5 },
        { ...piece, id: 9, imageUrl: '//evil.example/x.png' },
        { ...piece, id: 10, imageUrl: 'javascript:alert(1)' },
      ]),
    });
    expect(readRecentlyViewed()).toEqual([
      { ...piece, id: 9, imageUrl: null },
      { ...piece, id: 10, imageUrl: null },
    ]);
  });
});
