import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { catalogueMachine, selectDraftCount } from '../../machines/catalogueMachine.ts';
import { activeFilterCount, sameFilters } from '../../machines/catalogueMachine.query.ts';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { CatalogPage, type CatalogStatus } from '../../ui/views/CatalogPage/CatalogPage.tsx';
import { useCatalogueScroll } from './catalogScroll.ts';
import { filterChipItems, filterOptionLists, modeForRoute, ROUTE_BY_CATEGORY, searchResultsView, toCatalogItem } from './catalogView.ts';
import { renderLink } from '../../runtime/links.tsx';

const currentSearch = () => window.location.search.replace(/^\?/, '');

const SEED_KEY = 'catalogue.shuffleSeed';

/** Part 1 §4's shuffle is random per session, not per visit: Back and reload find the same order (issue 10 item 4). */
function sessionSeed(): string {
  const fresh = Math.random().toString(36).slice(2);
  try {
    const kept = window.sessionStorage.getItem(SEED_KEY);
    if (kept) return kept;
    window.sessionStorage.setItem(SEED_KEY, fresh);
  } catch {
    // Storage refused (private mode, quota): the order is then stable for this visit only.
  }
  return fresh;
}

/**
 * The catalogue screen at /catalog, /jewelry, /bags and /sale (part 1 §2.6): catalogueMachine wired to the
 * CatalogPage view. The URL is the machine's to write (filters, sort and page, so back/forward and shared links
 * restore them); when wouter reports a URL the machine did not write (back/forward, the header search), the
 * machine is told and catches up.
 */
export default function CatalogScreen({ route }: ScreenProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'ru';
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
  const [seed] = useState(sessionSeed);
  const actor = useRouteActor(logic, { input: { mode, search: currentSearch(), seed } });

  useEffect(() => {
    actor.send({ type: 'url.change', search });
  }, [actor, search]);

  const firstMode = useRef(mode);
  useEffect(() => {
    if (mode === firstMode.current) return;
    firstMode.current = mode;
    actor.send({ type: 'mode.change', mode, search: currentSearch() });
  }, [actor, mode]);

  const status = useSelector(actor, (snapshot) => (snapshot.value as { results: CatalogStatus }).results);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const drawerOpen = useSelector(actor, (snapshot) => snapshot.hasTag('drawerOpen'));
  const pending = useSelector(actor, (snapshot) => snapshot.matches({ editor: 'debouncing' }));
  const countsLoading = useSelector(actor, (snapshot) => snapshot.hasTag('optionsLoading'));
  const draftCount = useSelector(actor, selectDraftCount);
  useCatalogueScroll(status === 'list');

  const items = useMemo(() => context.items.map((item) => toCatalogItem(context.mode, item)), [context.items, context.mode]);
  const options = useMemo(
    () => filterOptionLists(context.references, context.facets, context.collections),
    [context.references, context.facets, context.collections],
  );
  const failure = context.failure;
  const chipView = useMemo(
    () => filterChipItems(context.mode, context.filters, context.references, context.collections),
    [context.mode, context.filters, context.references, context.collections],
  );

  return (
    <CatalogPage
      mode={context.mode}
      status={status}
      items={items}
      count={context.count}
      page={context.page}
      pageSize={context.pageSize}
      sort={context.sort}
      locale={locale}
      searchValue={context.searchInput}
      appliedSearch={context.search}
      error={failure ? { code: failure.code, detail: failure.detail, message: failure.message } : null}
      renderLink={renderLink}
      search={status === 'loading' || context.mode !== 'watches' ? null : searchResultsView(context.search, context.count, context.searchMatches)}
      filters={{
        value: context.draft,
        options,
        countsLoading,
        pending,
        activeCount: activeFilterCount(context.mode, context.filters),
        drawerOpen,
        canApply: !sameFilters(context.mode, context.draft, context.filters),
        chips: chipView.chips,
        onRemoveChip: (id) => {
          const chip = chipView.byId.get(id);
          if (chip) actor.send({ type: 'filter.remove', chip });
        },
        pinnedBrandIds: context.filters.brandIds,
        resultCount: draftCount,
        onChange: (patch) => actor.send({ type: 'filter.change', patch }),
        onReset: () => actor.send({ type: 'filters.reset' }),
        onOpen: () => actor.send({ type: 'filters.open' }),
        onApply: () => actor.send({ type: 'filters.apply' }),
        onCancel: () => actor.send({ type: 'filters.cancel' }),
        onCategoryChange: (category) => {
          const target = ROUTE_BY_CATEGORY[category];
          if (target === route) return;
          const text = context.search ? `?${new URLSearchParams({ search: context.search }).toString()}` : '';
          navigate(`${target}${text}`);
        },
      }}
      onSearchChange={(value) => actor.send({ type: 'search.input', value })}
      onSearchSubmit={() => actor.send({ type: 'search.submit' })}
      onSortChange={(sort) => actor.send({ type: 'sort.change', sort })}
      onPageSizeChange={(pageSize) => actor.send({ type: 'pageSize.change', pageSize })}
      onPageChange={(page) => actor.send({ type: 'page.change', page })}
      onRetry={() => actor.send({ type: 'results.retry' })}
      onClearSearch={() => actor.send({ type: 'search.clear' })}
    />
  );
}
