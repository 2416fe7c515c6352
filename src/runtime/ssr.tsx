import { createContext, startTransition, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Locale } from './i18n.ts';

/**
 * Server rendering of the public routes (issue 16 §1). The server runs each route machine until it settles, embeds
 * its persisted snapshot in the page (`<script type="application/json" id="ssr-state">`), and renders the same
 * views from it; the client restores the same actors from those snapshots and hydrates, so nothing is fetched twice
 * and no spinner comes first.
 *
 * A route actor takes part when its screen names it (`useRouteActor(logic, options, 'home')`): the key identifies
 * its snapshot in the page.
 */

/** What the page carries from the server to the client. */
export interface SsrState {
  /** The path and query rendered; the snapshots belong to this address only. */
  url: string;
  locale: Locale;
  /** Persisted snapshots of the route actors, by key. */
  snapshots: Record<string, unknown>;
  /** The catalogs whose words the page carries (the shell's and the screen's), and those words. */
  catalogs: string[];
  messages: Record<string, unknown>;
}

export const SSR_STATE_ID = 'ssr-state';

/**
 * The render's view of the snapshots. On the server's first pass `collect` is set: every keyed route actor is
 * started there and then (the only place an actor starts during a render) so the server can wait for it to settle.
 */
export interface SsrScope {
  snapshots: Record<string, unknown>;
  /** In the browser: the address the snapshots were rendered for (a screen mounted at another one loads afresh). */
  url?: string;
  /** The request's cookies, on the server only (the catalogue's session shuffle seed). */
  cookies?: Record<string, string>;
  collect?: (key: string, actor: AnyActorRef) => void;
}

const SsrContext = createContext<SsrScope | null>(null);

export function SsrProvider({ scope, children }: { scope: SsrScope | null; children: ReactNode }) {
  return <SsrContext.Provider value={scope}>{children}</SsrContext.Provider>;
}

export function useSsrScope(): SsrScope | null {
  return useContext(SsrContext);
}

/**
 * The snapshot the page carries for `key`, if any: only at the address the server rendered (a screen mounted
 * after a navigation — another product, say — must not start from the first page's snapshot).
 */
export function snapshotFor(scope: SsrScope | null, key: string | undefined): unknown {
  if (!scope || !key) return undefined;
  if (scope.url !== undefined && typeof window !== 'undefined' && scope.url !== `${window.location.pathname}${window.location.search}`) return undefined;
  return scope.snapshots[key];
}

/**
 * The snapshots belong to the address the server rendered: once the shopper moves on, a screen mounted later (even
 * at that address again) loads afresh.
 */
export function useForgetSnapshotsOnNavigation(location: string): void {
  const scope = useSsrScope();
  const first = useRef(location);
  useEffect(() => {
    if (scope && location !== first.current) scope.snapshots = {};
  }, [scope, location]);
}

const noSubscription = () => () => {};

/**
 * False on the server and while the client hydrates the server's HTML, true from the render after that (and at
 * once when the page was rendered by the client alone). What depends on this browser only — its session, drafts,
 * recently viewed items, reduced-motion choice — waits for it, so the hydrated HTML matches the server's.
 */
export function useHydrated(): boolean {
  // React asks a store for its server value exactly when it renders on the server or hydrates server HTML: that
  // call tells this component which render it is in. Both values are the same, so the store never makes React
  // re-render anything by itself.
  askedForServerValue = false;
  useSyncExternalStore(noSubscription, sameValue, serverValue);
  const hydrating = askedForServerValue;
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    // Issue 25: a transition, rendered in slices. (A store whose client value differs from the server's, as this
    // one's did, is re-rendered synchronously right after hydration: the whole shell again, in one long task.)
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
let askedForServerValue = false;
const sameValue = () => 0;
const serverValue = () => {
  askedForServerValue = true;
  return 0;
};

/** The state the server embedded in this page, or null (a client-rendered route). */
export function readSsrState(doc: Document): SsrState | null {
  const node = doc.getElementById(SSR_STATE_ID);
  if (!node?.textContent) return null;
  try {
    const state = JSON.parse(node.textContent) as Partial<SsrState>;
    if (typeof state.url !== 'string' || (state.locale !== 'ru' && state.locale !== 'en')) return null;
    if (typeof state.snapshots !== 'object' || !state.snapshots || typeof state.messages !== 'object' || !state.messages || !Array.isArray(state.catalogs)) return null;
    return state as SsrState;
  } catch {
    return null;
  }
}

