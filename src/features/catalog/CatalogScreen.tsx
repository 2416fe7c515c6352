import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { catalogueMachine } from '../../machines/catalogue/machine.ts';
import { useLocale } from '../../runtime/i18n.ts';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { CatalogPage } from '../../ui/views/CatalogPage/CatalogPage.tsx';
import { useCatalogueScroll } from './catalogScroll.ts';
import { modeForRoute, pageHrefOf, ROUTE_BY_CATEGORY, selectCatalogPageProps } from './catalogSelectors.ts';
import { renderLink } from '../../runtime/links.tsx';
import { useSsrScope } from '../../runtime/ssr.tsx';
import { useShopActions, useShopMarks } from '../../runtime/shop.ts';
import { useSaveSearch } from './useSaveSearch.ts';

const currentSearch = () => window.location.search.replace(/^\?/, '');

const SEED_KEY = 'catalogue.shuffleSeed';
/** The same seed as a session cookie, so a page the server renders is shuffled the same way (issue 16 §1). */
export const SEED_COOKIE = 'catalogue_seed';

/**
 * Part 1 §4's shuffle is random per session, not per visit: Back and reload find the same order (issue 10 item 4).
 * On the server the seed comes from the session cookie, when the browser has one.
 */
function sessionSeed(cookies: Record<string, string> | undefined): string {
  const fresh = Math.random().toString(36).slice(2);
  if (typeof window === 'undefined') return cookies?.[SEED_COOKIE] || fresh;
  try {
    const kept = window.sessionStorage.getItem(SEED_KEY);
    if (kept) return kept;
  } catch {
    // Storage refused (private mode, quota): the order is then stable for this visit only.
  }
  return fresh;
}

/** Keeps the seed in use (the server's, after a server render) for this session: storage and cookie. */
function keepSeed(seed: string): void {
  try {
    window.sessionStorage.setItem(SEED_KEY, seed);
  } catch {
    // See sessionSeed.
  }
  document.cookie = `${SEED_COOKIE}=${encodeURIComponent(seed)}; Path=/; SameSite=Lax`;
}

/**
 * The catalogue screen at /catalog, /jewelry, /bags and /sale (part 1 §2.6): catalogueMachine wired to the
 * CatalogPage view. The URL is the machine's to write (filters, sort and page, so back/forward and shared links
 * restore them); when wouter reports a URL the machine did not write (back/forward, the header search), the
 * machine is told and catches up.
 */
export default function CatalogScreen({ route }: ScreenProps) {
  const locale = useLocale();
  const mode = modeForRoute(route);
  const [, navigate] = useLocation();
  const search = useSearch();
  const routeRef = useRef(route);
  routeRef.current = route;

  // The logic is built once: useActorRef keeps the first one it is given anyway.
  const [logic] = useState(() =>
    catalogueMachine.provide({
      actions: {
        writeUrl: (_, { search: next, history }) => {
          // The echo of a write that changed nothing would add a duplicate history entry.
          if (next === currentSearch()) return;
          navigate(`${routeRef.current}${next ? `?${next}` : ''}`, { replace: history === 'replace' });
        },
        scrollToTop: () => {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        },
      },
    }),
  );
  const ssr = useSsrScope();
  const [seed] = useState(() => sessionSeed(ssr?.cookies));
  const actor = useRouteActor(logic, { input: { mode, search, seed } }, 'catalogue');
  useEffect(() => keepSeed(actor.getSnapshot().context.seed), [actor]);

  useEffect(() => {
    actor.send({ type: 'url.change', search });
  }, [actor, search]);

  const firstMode = useRef(mode);
  useEffect(() => {
    if (mode === firstMode.current) return;
    firstMode.current = mode;
    actor.send({ type: 'mode.change', mode, search: currentSearch() });
  }, [actor, mode]);

  const marks = useShopMarks();
  const shop = useShopActions();
  const saveSearch = useSaveSearch(actor);
  const view = useSelector(actor, (snapshot) => selectCatalogPageProps(snapshot, marks), shallowEqual);
  useCatalogueScroll(view.status === 'list');
  // A watch search that found only jewelry or bags moves to that category's page, in place of this one.
  useEffect(() => {
    if (view.searchTarget) navigate(view.searchTarget, { replace: true });
  }, [navigate, view.searchTarget]);

  return (
    <CatalogPage
      mode={view.mode}
      status={view.status}
      items={view.items}
      count={view.count}
      page={view.page}
      pageSize={view.pageSize}
      sort={view.sort}
      locale={locale}
      searchValue={view.searchValue}
      appliedSearch={view.appliedSearch}
      error={view.error}
      renderLink={renderLink}
      search={view.search}
      saveSearch={saveSearch}
      filters={{
        value: view.filterValue,
        options: view.filterOptions,
        countsLoading: view.countsLoading,
        pending: view.pending,
        activeCount: view.activeCount,
        drawerOpen: view.drawerOpen,
        canApply: view.canApply,
        chips: view.chips,
        onRemoveChip: (id) => {
          const chip = view.chipById.get(id);
          if (chip) actor.send({ type: 'filter.remove', chip });
        },
        pinnedBrandIds: view.pinnedBrandIds,
        resultCount: view.resultCount,
        onChange: (patch) => actor.send({ type: 'filter.change', patch }),
        onReset: () => actor.send({ type: 'filters.reset' }),
        onOpen: () => actor.send({ type: 'filters.open' }),
        onApply: () => actor.send({ type: 'filters.apply' }),
        onCancel: () => actor.send({ type: 'filters.cancel' }),
        onCategoryChange: (category) => {
          const target = ROUTE_BY_CATEGORY[category];
          if (target === route) return;
          const text = view.appliedSearch ? `?${new URLSearchParams({ search: view.appliedSearch }).toString()}` : '';
          navigate(`${target}${text}`);
        },
      }}
      onSearchChange={(value) => actor.send({ type: 'search.input', value })}
      onSearchSubmit={() => actor.send({ type: 'search.submit' })}
      onSortChange={(sort) => actor.send({ type: 'sort.change', sort })}
      onPageSizeChange={(pageSize) => actor.send({ type: 'pageSize.change', pageSize })}
      onPageChange={(page) => actor.send({ type: 'page.change', page })}
      pageHref={(page) => pageHrefOf(route, view.firstPageQuery, page)}
      onRetry={() => actor.send({ type: 'results.retry' })}
      onClearSearch={() => actor.send({ type: 'search.clear' })}
      // Part 1 §4: on the catalogue a guest's favorite toggle goes to /login?next={current path}.
      onToggleFavorite={({ kind, id }) => shop.toggleFavorite({ kind, id }, { viaLoginPage: true })}
      onToggleCompare={({ kind, id }) => shop.toggleCompare({ kind, id })}
      onAddToCart={({ kind, id }) => shop.addToCart({ kind, id })}
    />
  );
}
