// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from 'xstate';
import { startCatalogue } from '../../../tests/support/machines/catalogue.ts';
import { selectHeldIntent, type guestIntentMachine } from '../../machines/guestIntentMachine.ts';
import { selectIsOpen, type loginModalMachine } from '../../machines/loginModalMachine.ts';
import { AppActorsProvider, GuestIntentActor, LoginModalActor } from '../../runtime/appActors.tsx';
import { GUEST_INTENT_KEY } from '../../runtime/guestIntentStorage.ts';
import type { SaveSearchView } from '../../ui/views/CatalogPage/SaveSearch.tsx';
import { useSaveSearch } from './useSaveSearch.ts';

/**
 * Issue 28: a guest's «Сохранить поиск» opens the login modal with the search held (the URL stays), and after the
 * sign-in's reload the same page opens the dialog with the name they were offered; another page drops it.
 */
const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub, typ: 'access' })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let view: SaveSearchView | null = null;
let guest: Actor<typeof guestIntentMachine> | null = null;
let modal: Actor<typeof loginModalMachine> | null = null;
function Probe({ catalogue }: { catalogue: ReturnType<typeof startCatalogue>['actor'] }) {
  view = useSaveSearch(catalogue);
  guest = GuestIntentActor.useActorRef();
  modal = LoginModalActor.useActorRef();
  return null;
}

function mount(search: string) {
  const catalogue = startCatalogue({ search });
  render(
    <I18nProvider i18n={i18n}>
      <AppActorsProvider>
        <Probe catalogue={catalogue.actor} />
      </AppActorsProvider>
    </I18nProvider>,
  );
  return catalogue;
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'ru', messages: {} });
  localStorage.clear();
  sessionStorage.clear();
  // The lists and the account of a signed-in shopper: empty.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/users/me/') return json(200, { id: 7, phone: '+79161234567', first_name: 'Anna', last_name: 'K' });
      if (pathname === '/api/cart/0/') return json(200, { id: 5, items: [], total_items: 0 });
      return json(200, { count: 0, next: null, previous: null, results: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSaveSearch (issue 28: a guest\'s «Сохранить поиск» survives the sign-in)', () => {
  it('a guest\'s press holds the page, its query and the name, and opens the login modal', async () => {
    const catalogue = mount('?brand_ids=1&max_price=15000&page=2');
    act(() => view?.onSave('Rolex · до 15 000 $'));
    expect(modal && selectIsOpen(modal.getSnapshot())).toBe(true);
    expect(guest && selectHeldIntent(guest.getSnapshot())).toEqual({
      action: 'saveSearch',
      search: { page: 'catalog', query: 'max_price=15000&brand_ids=1', name: 'Rolex · до 15 000 $' },
    });
    expect(JSON.parse(sessionStorage.getItem(GUEST_INTENT_KEY) ?? 'null')).toMatchObject({ action: 'saveSearch' });
    expect(view?.status).toBe('idle');
    catalogue.actor.stop();
  });

  it('signed in after the reload, on the same page and query: the dialog opens with that name, once', async () => {
    localStorage.setItem('access_token', jwt('7'));
    localStorage.setItem('refresh_token', 'r1');
    sessionStorage.setItem(GUEST_INTENT_KEY, JSON.stringify({ action: 'saveSearch', search: { page: 'catalog', query: 'max_price=15000&brand_ids=1', name: 'Rolex · до 15 000 $' } }));
    const catalogue = mount('?brand_ids=1&max_price=15000');
    await vi.waitFor(() => expect(view?.status).toBe('naming'));
    expect(view?.name).toBe('Rolex · до 15 000 $');
    expect(guest && selectHeldIntent(guest.getSnapshot())).toBeNull();
    expect(sessionStorage.getItem(GUEST_INTENT_KEY)).toBeNull();
    catalogue.actor.stop();
  });

  it('signed in on another page or query: the held search is dropped, nothing opens', async () => {
    localStorage.setItem('access_token', jwt('7'));
    localStorage.setItem('refresh_token', 'r1');
    sessionStorage.setItem(GUEST_INTENT_KEY, JSON.stringify({ action: 'saveSearch', search: { page: 'bags', query: '', name: 'Все сумки' } }));
    const catalogue = mount('?brand_ids=1');
    await vi.waitFor(() => expect(sessionStorage.getItem(GUEST_INTENT_KEY)).toBeNull());
    expect(view?.status).toBe('idle');
    catalogue.actor.stop();
  });
});
