// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import type { Actor } from 'xstate';
import { json, stubFetch, type FetchStub } from '../../api/testing.ts';
import { notice, noticePage } from '../../machines/alerts/alerts.testing.ts';
import { selectUnreadNoticeCount, type noticeCountMachine } from '../../machines/alerts/noticeCountMachine.ts';
import { AppActorsProvider, NoticeCountActor } from '../../runtime/appActors.tsx';
import { loadAllMessages } from '../../runtime/catalogs.ts';
import NotificationsScreen from './NotificationsScreen.tsx';

/**
 * Issue 28: /profile/notifications wired to the app. Opening a notice marks it read on the server, and the header's
 * bell follows at once and then takes the server's figure; «mark all» empties it.
 */
const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub, typ: 'access' })).replace(/=+$/, '')}.s`;

let bell: Actor<typeof noticeCountMachine> | null = null;
function Probe() {
  bell = NoticeCountActor.useActorRef();
  return null;
}
const bellCount = () => (bell ? selectUnreadNoticeCount(bell.getSnapshot()) : -1);

let fetchMock: FetchStub;
const marks: unknown[] = [];

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'ru', messages: await loadAllMessages('ru') });
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', jwt('7'));
  localStorage.setItem('refresh_token', 'r1');
  window.history.replaceState(null, '', '/profile/notifications');
  marks.length = 0;
  fetchMock = stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/notifications/' && url.searchParams.get('page_size') === '1') return json(noticePage([], 4));
    if (url.pathname === '/api/notifications/') return json(noticePage([notice(9), notice(8, { kind: 'available', search: null })], 4));
    if (url.pathname === '/api/notifications/read/') {
      const body: unknown = await request.json();
      marks.push(body);
      return json({ unread_count: 'all' in (body as object) ? 0 : 2 });
    }
    if (url.pathname === '/api/cart/0/') return json({ id: 5, items: [], total_items: 0 });
    return json({ count: 0, next: null, previous: null, results: [] });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationsScreen', () => {
  it('opening a notice marks it read and the bell follows; «mark all» empties it', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <AppActorsProvider>
          <Router>
            <Probe />
            <NotificationsScreen />
          </Router>
        </AppActorsProvider>
      </I18nProvider>,
    );
    const link = await screen.findByRole('link', { name: /Новое поступление по вашему поиску «Rolex · до 15 000 \$»/ });
    await vi.waitFor(() => expect(bellCount()).toBe(4));
    expect(screen.getByText('4 непрочитанных')).toBeTruthy();
    await act(async () => {
      fireEvent.click(link);
    });
    // Shown read and counted down at once; the router went to the piece.
    expect(window.location.pathname).toBe('/product/29');
    await vi.waitFor(() => expect(marks).toEqual([{ ids: [9] }]));
    await vi.waitFor(() => expect(bellCount()).toBe(2));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Отметить все как прочитанные' }));
    });
    expect(bellCount()).toBe(0);
    await vi.waitFor(() => expect(marks).toEqual([{ ids: [9] }, { all: true }]));
    expect(fetchMock).toHaveBeenCalled();
  });
});
