import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCartItem, clearCart, getCart, productSelector, removeCartItem, updateCartItem } from './cart.ts';
import { ApiError } from './errors.ts';
import { json, pathOf, requestAt, stubFetch, stubLocalStorage } from './testing.ts';

const cart = { id: 5, items: [], total_items: 0 };

beforeEach(() => {
  stubLocalStorage({ access_token: 'tok' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart fetchers (part 1 §7 "Cart")', () => {
  const cases: [string, () => Promise<unknown>, string, string, unknown][] = [
    ['getCart', () => getCart(), 'GET', '/api/cart/0/', undefined],
    ['addCartItem', () => addCartItem({ kind: 'bag', id: 4 }), 'POST', '/api/cart/', { bag_id: 4, quantity: 1 }],
    ['updateCartItem', () => updateCartItem(5, 41, 3), 'PATCH', '/api/cart/5/', { item_id: 41, quantity: 3 }],
    ['removeCartItem', () => removeCartItem(5, 41), 'DELETE', '/api/cart/5/', { item_id: 41 }],
    ['clearCart', () => clearCart(5), 'DELETE', '/api/cart/5/clear/', undefined],
  ];

  it.each(cases)('%s → %s %s', async (_name, call, method, path, body) => {
    const fetchMock = stubFetch(() => json(cart));
    await expect(call()).resolves.toEqual(cart);
    const request = requestAt(fetchMock);
    expect(request.method).toBe(method);
    expect(pathOf(fetchMock)).toBe(path);
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    if (body === undefined) expect(await request.text()).toBe('');
    else expect(await request.json()).toEqual(body);
  });

  it('productSelector names exactly one id', () => {
    expect(productSelector({ kind: 'watch', id: 1 })).toEqual({ watch_id: 1 });
    expect(productSelector({ kind: 'jewelry', id: 2 })).toEqual({ jewelry_id: 2 });
    expect(productSelector({ kind: 'bag', id: 3 })).toEqual({ bag_id: 3 });
  });

  it('a 404 (another customer\'s cart) rejects with not-found', async () => {
    stubFetch(() => json({ detail: 'Not found.' }, 404));
    const error: unknown = await getCart(99).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure.code).toBe('not-found');
  });
});
