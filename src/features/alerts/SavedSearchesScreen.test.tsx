// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { json, stubFetch } from '../../api/testing.ts';
import { savedSearch } from '../../machines/alerts/alerts.testing.ts';
import { AppActorsProvider } from '../../runtime/appActors.tsx';
import { loadAllMessages } from '../../runtime/catalogs.ts';
import SavedSearchesScreen from './SavedSearchesScreen.tsx';

/** Issue 28: /profile/searches wired to the app: opening a search tells the server it was seen; a refused switch goes back. */
const jwt = (sub: string) => `h.${btoa(JSON.stringify({ sub, typ: 'access' })).replace(/=+$/, '')}.s`;
const patches: { id: string; body: unknown }[] = [];
/** The switch's answer waits for this, so the optimistic state can be seen. */
let release: () => void = () => {};

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'ru', messages: await loadAllMessages('ru') });
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', jwt('7'));
  localStorage.setItem('refresh_token', 'r1');
  window.history.replaceState(null, '', '/profile/searches');
  patches.length = 0;
  stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/saved-searches/') return json({ count: 2, results: [savedSearch(1, { name: 'Rolex' }), savedSearch(2, { name: 'Cartier', url: '/jewelry?brand_ids=9', page: 'jewelry' })] });
    const patch = /^\/api\/saved-searches\/(\d+)\/$/.exec(url.pathname);
    if (patch && request.method === 'PATCH') {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ id: patch[1] ?? '', body });
      if ('alerts' in body) {
        await new Promise<void>((resolve) => (release = resolve));
        return json({ detail: 'Поиск не найден' }, 404);
      }
      return json(savedSearch(Number(patch[1]), { new_count: 0 }));
    }
    if (url.pathname === '/api/notifications/') return json({ count: 0, next: null, previous: null, unread_count: 0, results: [] });
    if (url.pathname === '/api/cart/0/') return json({ id: 5, items: [], total_items: 0 });
    return json({ count: 0, next: null, previous: null, results: [] });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SavedSearchesScreen', () => {
  it('opens a search (seen, its page opens) and rolls a refused switch back with the server\'s words', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <AppActorsProvider>
          <Router>
            <SavedSearchesScreen />
          </Router>
        </AppActorsProvider>
      </I18nProvider>,
    );
    const cartier = await screen.findByRole('link', { name: 'Cartier' });
    expect(screen.getAllByText('2 новых')).toHaveLength(2);
    await act(async () => {
      fireEvent.click(cartier);
    });
    expect(window.location.pathname + window.location.search).toBe('/jewelry?brand_ids=9');
    await vi.waitFor(() => expect(patches).toEqual([{ id: '2', body: { seen: true } }]));
    expect(screen.getAllByText('2 новых')).toHaveLength(1);

    const row = screen.getByRole('link', { name: 'Rolex' }).closest('li');
    if (!row) throw new Error('no row');
    const alerts = within(row).getByRole('switch');
    expect(alerts.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(alerts);
    });
    expect(alerts.getAttribute('aria-checked')).toBe('false');
    await vi.waitFor(() => expect(patches).toHaveLength(2));
    await act(async () => release());
    await vi.waitFor(() => expect(within(row).getByRole('alert').textContent).toBe('Поиск не найден'));
    expect(alerts.getAttribute('aria-checked')).toBe('true');
    expect(patches.at(-1)).toEqual({ id: '1', body: { alerts: false } });
  });
});
