// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from 'xstate';
import { pieceAlert } from '../../machines/alerts/shopperAlerts.testing.ts';
import { selectHeldIntent, type guestIntentMachine } from '../../machines/guestIntentMachine.ts';
import { selectIsOpen, type loginModalMachine } from '../../machines/loginModalMachine.ts';
import { AppActorsProvider, GuestIntentActor, LoginModalActor } from '../../runtime/appActors.tsx';
import { GUEST_INTENT_KEY } from '../../runtime/guestIntentStorage.ts';
import { PieceAlertBlock } from './PieceAlertBlock.tsx';

/**
 * Issue 28 «Сообщить, когда освободится»: a guest's press opens the login modal with the wish held; after the
 * sign-in's reload, back on the piece, the alert is asked for once the page knows it was not asked already.
 */
const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub, typ: 'access' })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const PIECE = { kind: 'watch' as const, id: 27 };

const calls: string[] = [];
let waiting = false;
let guest: Actor<typeof guestIntentMachine> | null = null;
let modal: Actor<typeof loginModalMachine> | null = null;
function Probe() {
  guest = GuestIntentActor.useActorRef();
  modal = LoginModalActor.useActorRef();
  return null;
}

function mount() {
  render(
    <I18nProvider i18n={i18n}>
      <AppActorsProvider>
        <Probe />
        <PieceAlertBlock product={PIECE} />
      </AppActorsProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'ru', messages: {} });
  localStorage.clear();
  sessionStorage.clear();
  calls.length = 0;
  waiting = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/piece-alerts/') {
        calls.push(`${request.method} ${await request.clone().text()}`);
        if (request.method === 'POST') return json(201, pieceAlert(PIECE));
        return json(200, { count: waiting ? 1 : 0, results: waiting ? [pieceAlert(PIECE)] : [] });
      }
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

const signIn = () => {
  localStorage.setItem('access_token', jwt('7'));
  localStorage.setItem('refresh_token', 'r1');
  sessionStorage.setItem(GUEST_INTENT_KEY, JSON.stringify({ action: 'pieceAlert', product: PIECE }));
};

describe('PieceAlertBlock (issue 28: a guest\'s «Сообщить, когда освободится» survives the sign-in)', () => {
  it('a guest\'s press holds the piece and opens the login modal; nothing is asked of the server', async () => {
    mount();
    act(() => screen.getByRole('button', { name: 'Сообщить, когда освободится' }).click());
    expect(modal && selectIsOpen(modal.getSnapshot())).toBe(true);
    expect(guest && selectHeldIntent(guest.getSnapshot())).toEqual({ action: 'pieceAlert', product: PIECE });
    expect(calls).toEqual([]);
  });

  it('signed in after the reload: asked whether it waits already, then switched on, once', async () => {
    signIn();
    mount();
    await vi.waitFor(() => expect(screen.getByText('Сообщим, когда освободится')).toBeTruthy());
    await vi.waitFor(() => expect(calls).toEqual(['GET ', 'POST {"watch_id":27}']));
    expect(sessionStorage.getItem(GUEST_INTENT_KEY)).toBeNull();
  });

  it('signed in and already waiting: nothing is sent twice', async () => {
    waiting = true;
    signIn();
    mount();
    await vi.waitFor(() => expect(sessionStorage.getItem(GUEST_INTENT_KEY)).toBeNull());
    expect(calls).toEqual(['GET ']);
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeTruthy();
  });
});
