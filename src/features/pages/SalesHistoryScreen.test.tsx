// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { waitFor, type AnyActorRef } from 'xstate';
import { json, stubFetch, stubLocalStorage, type FetchStub } from '../../api/testing.ts';
import { FIRST_PAGE } from '../../machines/salesHistoryMachine.testing.ts';
import { AppActorsProvider } from '../../runtime/appActors.tsx';
import { loadAllMessages } from '../../runtime/catalogs.ts';
import { SsrProvider, type SsrScope } from '../../runtime/ssr.tsx';
import SalesHistoryScreen from './SalesHistoryScreen.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Issue 26 / issue 16 §1: /sales-history is rendered by the server from its settled machine and hydrates from that
 * snapshot without asking again; then the shopper's choices go to the URL and "find a similar piece" fills the
 * order request's model field and moves the caret there.
 */
const URL_RENDERED = '/sales-history?kind=watch';

const page = (scope: SsrScope, server: boolean): ReactNode => (
  <I18nProvider i18n={i18n}>
    <SsrProvider scope={scope}>
      <AppActorsProvider>
        {server ? (
          <Router ssrPath="/sales-history" ssrSearch="kind=watch">
            <SalesHistoryScreen route="/sales-history" params={{}} />
          </Router>
        ) : (
          <Router>
            <SalesHistoryScreen route="/sales-history" params={{}} />
          </Router>
        )}
      </AppActorsProvider>
    </SsrProvider>
  </I18nProvider>
);

const salesCalls = (fetchMock: FetchStub) => fetchMock.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname === '/api/sales-history/');

/** The server's two passes (src/entry-server.tsx): start the keyed actor, let it settle, render from its snapshot. */
async function renderOnServer(): Promise<{ html: string; snapshots: Record<string, unknown> }> {
  let collected: AnyActorRef | null = null;
  renderToString(
    page(
      {
        snapshots: {},
        collect: (key, actor) => {
          expect(key).toBe('salesHistory');
          collected ??= actor;
          actor.start();
        },
      },
      true,
    ),
  );
  if (!collected) throw new Error('the screen did not name its route actor');
  const actor: AnyActorRef = collected;
  await waitFor(actor, (snapshot) => snapshot.value === 'list');
  const snapshots = { salesHistory: actor.getPersistedSnapshot() };
  actor.stop();
  return { html: renderToString(page({ snapshots }, true)), snapshots };
}

let root: Root | null = null;
let fetchMock: FetchStub;

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'ru', messages: await loadAllMessages('ru') });
});

beforeEach(() => {
  stubLocalStorage();
  fetchMock = stubFetch(() => json(FIRST_PAGE));
  window.history.replaceState(null, '', URL_RENDERED);
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('SalesHistoryScreen (issue 26)', () => {
  it('hydrates the server\'s page from its snapshot, without a second request and without a mismatch', async () => {
    const { html, snapshots } = await renderOnServer();
    expect(salesCalls(fetchMock).map((url) => url.search)).toEqual(['?page=1&page_size=24&kind=watch']);
    expect(html).toContain('Submariner Date');
    expect(html).toContain('октябрь 2026');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page({ snapshots, url: URL_RENDERED }, false), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(salesCalls(fetchMock)).toHaveLength(1);
    expect(container.querySelectorAll('article')).toHaveLength(2);
    expect(container.querySelector<HTMLInputElement>('input[type="radio"][value="watch"]')?.checked).toBe(true);
  });

  it('"find a similar piece" fills the order request with the piece and brings the caret there; a kind goes to the URL', async () => {
    const { html, snapshots } = await renderOnServer();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page({ snapshots, url: URL_RENDERED }, false));
    });
    const ask = container.querySelector<HTMLButtonElement>('button[aria-label="Найти похожие: Hermès Birkin 30"]');
    await act(async () => ask?.click());
    const model = container.querySelector<HTMLInputElement>('#similar-request input[name="model"]');
    expect(model?.value).toBe('Hermès Birkin 30 BK30');
    expect(document.activeElement).toBe(model);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);

    const bags = container.querySelector<HTMLInputElement>('input[type="radio"][value="bag"]');
    await act(async () => bags?.click());
    expect(window.location.search).toBe('?kind=bag');
    expect(salesCalls(fetchMock).at(-1)?.search).toBe('?page=1&page_size=24&kind=bag');
  });
});
