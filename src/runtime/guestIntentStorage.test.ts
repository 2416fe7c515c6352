import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_INTENT_KEY, readHeldIntent } from './guestIntentStorage.ts';

describe('readHeldIntent (a guest\'s intent across the modal sign-in\'s reload)', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
  });
  afterEach(() => Reflect.deleteProperty(globalThis, 'sessionStorage'));

  const held = (value: unknown) => {
    store.set(GUEST_INTENT_KEY, JSON.stringify(value));
    return readHeldIntent();
  };

  it('reads a piece\'s intent (issue 28: a piece alert too) and a saved search\'s', () => {
    expect(held({ action: 'favorite', product: { kind: 'watch', id: 7 } })).toEqual({ action: 'favorite', product: { kind: 'watch', id: 7 } });
    expect(held({ action: 'pieceAlert', product: { kind: 'bag', id: 3 }, extra: 1 })).toEqual({ action: 'pieceAlert', product: { kind: 'bag', id: 3 } });
    expect(held({ action: 'saveSearch', search: { page: 'sale', query: 'category=bags', name: 'Сумки' } })).toEqual({
      action: 'saveSearch',
      search: { page: 'sale', query: 'category=bags', name: 'Сумки' },
    });
  });

  it('ignores what is not well formed (the visitor\'s storage)', () => {
    expect(held({ action: 'saveSearch', search: { page: 'elsewhere', query: '', name: 'x' } })).toBeNull();
    expect(held({ action: 'saveSearch', search: { page: 'catalog', query: 3, name: 'x' } })).toBeNull();
    expect(held({ action: 'saveSearch', product: { kind: 'watch', id: 7 } })).toBeNull();
    expect(held({ action: 'pieceAlert', product: { kind: 'car', id: 7 } })).toBeNull();
    expect(held({ action: 'buy', product: { kind: 'watch', id: 7 } })).toBeNull();
    expect(held(null)).toBeNull();
    store.set(GUEST_INTENT_KEY, '{not json');
    expect(readHeldIntent()).toBeNull();
  });
});
