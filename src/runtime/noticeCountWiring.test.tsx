// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from 'xstate';
import { selectUnreadNoticeCount, type noticeCountMachine } from '../machines/alerts/noticeCountMachine.ts';
import { AppActorsProvider, NoticeCountActor } from './appActors.tsx';

/**
 * Issue 28: the header bell's unread count follows the session as the cart does (./shopWiring.test.tsx) and asks
 * again when the window regains focus.
 */
const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub, typ: 'access' })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

const calls: string[] = [];
let unread = 3;

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/notifications/') return json(200, { ...page([]), unread_count: unread });
      if (url.pathname === '/api/cart/0/') return json(200, { id: 5, items: [], total_items: 0 });
      if (url.pathname === '/api/favorites/' || url.pathname === '/api/comparison/') return json(200, page([]));
      return json(404, { detail: 'Not found.' });
    }),
  );
}

let bell: Actor<typeof noticeCountMachine> | null = null;
function Probe() {
  bell = NoticeCountActor.useActorRef();
  return null;
}
const asked = () => calls.filter((call) => call.startsWith('GET /api/notifications/')).length;

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'ru', messages: {} });
  calls.length = 0;
  unread = 3;
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mount = () =>
  render(
    <AppActorsProvider>
      <Probe />
    </AppActorsProvider>,
  );

describe('the bell follows the session and the focus', () => {
  it('a guest has no count and no call is made', async () => {
    serve();
    mount();
    await act(async () => {});
    expect(bell?.getSnapshot().value).toBe('signedOut');
    expect(asked()).toBe(0);
  });

  it('signed in, asks once for the smallest page; focus asks again; signing out empties it', async () => {
    localStorage.setItem('access_token', jwt('7'));
    localStorage.setItem('refresh_token', 'r1');
    serve();
    mount();
    await vi.waitFor(() => expect(bell && selectUnreadNoticeCount(bell.getSnapshot())).toBe(3));
    expect(calls).toContain('GET /api/notifications/?page=1&page_size=1');
    expect(asked()).toBe(1);
    unread = 5;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await vi.waitFor(() => expect(bell && selectUnreadNoticeCount(bell.getSnapshot())).toBe(5));
    expect(asked()).toBe(2);
    await act(async () => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(bell?.getSnapshot().value).toBe('signedOut');
    expect(bell && selectUnreadNoticeCount(bell.getSnapshot())).toBe(0);
  });
});
