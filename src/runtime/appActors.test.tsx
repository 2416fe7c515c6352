// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from 'xstate';
import { getMe } from '../api/auth.ts';
import { isApiError } from '../api/errors.ts';
import { AppActorsProvider, CARRIED_TOAST_KEY, carryToastAcrossReload, loginUrl, SessionActor, takeCarriedToast, ToastActor } from './appActors.tsx';
import type { sessionMachine } from '../machines/sessionMachine.ts';
import type { toastMachine } from '../machines/toastMachine.ts';

/** The whole chain of part 1 §4 "Session": transport 401 → session.refresh → one renewal → the call retried. */
let session: Actor<typeof sessionMachine> | null = null;
function Probe() {
  session = SessionActor.useActorRef();
  return null;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const calls: string[] = [];

function serve(renew: 'ok' | 'refused') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const bearer = request.headers.get('Authorization') ?? '';
      calls.push(`${request.method} ${url.pathname} ${bearer}`.trim());
      if (url.pathname === '/api/auth/refresh/') {
        const body = (await request.json()) as { refresh: string };
        return renew === 'ok' && body.refresh === 'r1' ? json(200, { access: 'fresh', refresh: 'r2' }) : json(401, { detail: 'Token is invalid or expired' });
      }
      if (url.pathname === '/api/users/me/') {
        return bearer === 'Bearer fresh' ? json(200, { id: 7, phone: '+79161234567' }) : json(401, { detail: 'Given token not valid' });
      }
      return json(404, { detail: 'Not found.' });
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  localStorage.setItem('access_token', 'stale');
  localStorage.setItem('refresh_token', 'r1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session = null;
});

describe('the app-wide session wiring', () => {
  it('a 401 renews the pair once and retries the call with the new access token', async () => {
    serve('ok');
    render(
      <AppActorsProvider>
        <Probe />
      </AppActorsProvider>,
    );
    expect(session?.getSnapshot().hasTag('signedIn')).toBe(true);
    const me = await getMe();
    expect(me).toMatchObject({ id: 7 });
    // The header's own background call for the account names (issue 10 item 11) never renews: one refresh only,
    // and after it both calls go out with the new token.
    await vi.waitFor(() => expect(calls.filter((call) => call === 'GET /api/users/me/ Bearer fresh')).toHaveLength(2));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/auth/refresh/ Bearer stale']);
    expect(calls.filter((call) => call === 'GET /api/users/me/ Bearer stale')).toHaveLength(2);
    expect(calls.indexOf('POST /api/auth/refresh/ Bearer stale')).toBeLessThan(calls.indexOf('GET /api/users/me/ Bearer fresh'));
    expect(localStorage.getItem('access_token')).toBe('fresh');
    expect(localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('a refused renewal clears both tokens and the call fails with its 401', async () => {
    serve('refused');
    // On /login itself the redirect is skipped (no loop); elsewhere it goes to /login?next=….
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://localhost/login');
    render(
      <AppActorsProvider>
        <Probe />
      </AppActorsProvider>,
    );
    const failure = await getMe().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.failure.code).toBe('unauthorized');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(session?.getSnapshot().value).toBe('signedOut');
  });

  it('follows another tab through the storage event', async () => {
    serve('ok');
    render(
      <AppActorsProvider>
        <Probe />
      </AppActorsProvider>,
    );
    await act(async () => {
      localStorage.setItem('access_token', 'other-tab');
      localStorage.setItem('refresh_token', 'other-r');
      window.dispatchEvent(new StorageEvent('storage', { key: 'refresh_token' }));
    });
    expect(session?.getSnapshot().context).toMatchObject({ access: 'other-tab', refresh: 'other-r' });
    await act(async () => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(session?.getSnapshot().value).toBe('signedOut');
  });

  it('sends a failed renewal to /login with the current path and query', () => {
    expect(loginUrl({ pathname: '/cart', search: '?x=1' })).toBe('/login?next=%2Fcart%3Fx%3D1');
  });
});

describe('a toast carried across a reload (issue 10 item 11: "Вход выполнен успешно" after the modal reloads)', () => {
  let toasts: Actor<typeof toastMachine> | null = null;
  function ToastProbe() {
    toasts = ToastActor.useActorRef();
    return null;
  }
  beforeEach(() => sessionStorage.clear());

  it('is shown once at start-up, then forgotten', async () => {
    serve('ok');
    carryToastAcrossReload({ toastType: 'success', message: 'Вход выполнен успешно' });
    render(
      <AppActorsProvider>
        <ToastProbe />
      </AppActorsProvider>,
    );
    await vi.waitFor(() => expect(toasts?.getSnapshot().context.toasts.map((toast) => toast.message)).toEqual(['Вход выполнен успешно']));
    expect(sessionStorage.getItem(CARRIED_TOAST_KEY)).toBeNull();
    cleanup();
    render(
      <AppActorsProvider>
        <ToastProbe />
      </AppActorsProvider>,
    );
    await act(async () => {});
    expect(toasts?.getSnapshot().context.toasts).toEqual([]);
  });

  it('ignores a value that is not a toast', () => {
    sessionStorage.setItem(CARRIED_TOAST_KEY, '{"toastType":"alert","message":"x"}');
    expect(takeCarriedToast()).toBeNull();
    sessionStorage.setItem(CARRIED_TOAST_KEY, 'not json');
    expect(takeCarriedToast()).toBeNull();
    expect(sessionStorage.getItem(CARRIED_TOAST_KEY)).toBeNull();
  });
});
