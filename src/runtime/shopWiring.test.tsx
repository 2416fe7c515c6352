// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from 'xstate';
import { makeWatch } from '../../tests/support/homeFixtures.ts';
import type { cartMachine } from '../machines/cart/machine.ts';
import { selectCartCount } from '../machines/cart/selectors.ts';
import type { favoritesMachine } from '../machines/favoritesMachine.ts';
import { selectIsFavorite } from '../machines/favoritesMachine.ts';
import type { toastMachine } from '../machines/toastMachine.ts';
import { AppActorsProvider, CartActor, FavoritesActor, ToastActor } from './appActors.tsx';

/**
 * The app-wide cart, favorites and comparison follow the session (part 1 §4 "Session"), ask again on focus (issue
 * 12: two tabs agree) and turn their notices into the toasts of part 1 §8.
 */
const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub, typ: 'access' })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

const calls: string[] = [];
let cartItems: { id: number; quantity: number; watch: ReturnType<typeof makeWatch> }[] = [];
let addFails = false;
let favoriteIds: number[] = [];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      const cart = () => json(200, { id: 5, items: cartItems, total_items: cartItems.reduce((n, line) => n + line.quantity, 0) });
      if (url.pathname === '/api/cart/0/' && request.method === 'GET') return cart();
      if (url.pathname === '/api/cart/' && request.method === 'POST') {
        if (addFails) return json(500, { detail: 'Internal Server Error' });
        cartItems = [...cartItems, { id: 41, quantity: 1, watch: makeWatch(3) }];
        return cart();
      }
      if (url.pathname === '/api/favorites/') return json(200, page(favoriteIds.map((id, index) => ({ id: 20 + index, watch: makeWatch(id) }))));
      if (url.pathname === '/api/favorites/toggle/') return json(500, { detail: 'Internal Server Error' });
      if (url.pathname === '/api/comparison/') return json(200, page([]));
      if (url.pathname === '/api/users/me/') return json(200, { id: 7, phone: '+79161234567', first_name: 'Anna', last_name: 'K' });
      return json(404, { detail: 'Not found.' });
    }),
  );
}

let cart: Actor<typeof cartMachine> | null = null;
let favorites: Actor<typeof favoritesMachine> | null = null;
let toasts: Actor<typeof toastMachine> | null = null;
function Probe() {
  cart = CartActor.useActorRef();
  favorites = FavoritesActor.useActorRef();
  toasts = ToastActor.useActorRef();
  return null;
}
const toastTexts = () => toasts?.getSnapshot().context.toasts.map((toast) => toast.message) ?? [];
const count = (call: string) => calls.filter((made) => made === call).length;

beforeEach(() => {
  // main.tsx activates the language before the first render; Russian is the source language.
  i18n.loadAndActivate({ locale: 'ru', messages: {} });
  calls.length = 0;
  cartItems = [{ id: 40, quantity: 2, watch: makeWatch(1) }];
  addFails = false;
  favoriteIds = [1];
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount() {
  render(
    <AppActorsProvider>
      <Probe />
    </AppActorsProvider>,
  );
}

describe('the cart, favorites and comparison follow the session', () => {
  it('a guest has none and no call is made', async () => {
    serve();
    mount();
    await act(async () => {});
    expect(cart?.getSnapshot().value).toBe('signedOut');
    expect(calls.filter((call) => /cart|favorites|comparison/.test(call))).toEqual([]);
  });

  it('signed in, each loads once; the window regaining focus asks again (two tabs agree)', async () => {
    localStorage.setItem('access_token', jwt('7'));
    localStorage.setItem('refresh_token', 'r1');
    serve();
    mount();
    await vi.waitFor(() => expect(cart && selectCartCount(cart.getSnapshot())).toBe(2));
    await vi.waitFor(() => expect(favorites && selectIsFavorite(favorites.getSnapshot(), 'watch', 1)).toBe(true));
    expect(count('GET /api/cart/0/')).toBe(1);
    expect(count('GET /api/favorites/')).toBe(1);
    expect(count('GET /api/comparison/')).toBe(1);
    // Another tab added a line meanwhile.
    cartItems = [...cartItems, { id: 41, quantity: 1, watch: makeWatch(3) }];
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await vi.waitFor(() => expect(cart && selectCartCount(cart.getSnapshot())).toBe(3));
    expect(count('GET /api/comparison/')).toBe(2);
  });

  it('a failed change rolls back with its toast, verbatim (part 1 §8)', async () => {
    localStorage.setItem('access_token', jwt('7'));
    localStorage.setItem('refresh_token', 'r1');
    serve();
    mount();
    await vi.waitFor(() => expect(cart && selectCartCount(cart.getSnapshot())).toBe(2));
    addFails = true;
    act(() => cart?.send({ type: 'cart.add', product: { kind: 'watch', id: 3 } }));
    expect(cart && selectCartCount(cart.getSnapshot())).toBe(3);
    await vi.waitFor(() => expect(toastTexts()).toContain('Не удалось добавить в корзину'));
    await vi.waitFor(() => expect(cart && selectCartCount(cart.getSnapshot())).toBe(2));

    await vi.waitFor(() => expect(favorites?.getSnapshot().matches({ signedIn: 'ready' })).toBe(true));
    act(() => favorites?.send({ type: 'favorites.toggle', product: { kind: 'watch', id: 1 } }));
    expect(favorites && selectIsFavorite(favorites.getSnapshot(), 'watch', 1)).toBe(false);
    await vi.waitFor(() => expect(toastTexts()).toContain('Не удалось изменить избранное'));
    await vi.waitFor(() => expect(favorites && selectIsFavorite(favorites.getSnapshot(), 'watch', 1)).toBe(true));
  });

  it('signing out empties them', async () => {
    localStorage.setItem('access_token', jwt('7'));
    localStorage.setItem('refresh_token', 'r1');
    serve();
    mount();
    await vi.waitFor(() => expect(cart && selectCartCount(cart.getSnapshot())).toBe(2));
    await act(async () => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(cart?.getSnapshot().value).toBe('signedOut');
    expect(cart && selectCartCount(cart.getSnapshot())).toBe(0);
    expect(favorites?.getSnapshot().value).toBe('signedOut');
  });
});
