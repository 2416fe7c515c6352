import type { SnapshotFrom } from 'xstate';
import type { CatalogueProduct } from './actors.ts';
import type { catalogueMachine } from './machine.ts';
import type { SearchToSave } from '../alerts/saveSearchMachine.ts';
import { activeFilterCount } from './query.ts';
import { searchToSave } from './searchToSave.ts';
import { sameFilters } from './url.ts';

/** Reads of the catalogue for its screen: one slice each, so a screen re-renders only when its slice changes. */

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

export const RESULTS_STATUSES = ['loading', 'error', 'empty', 'list'] as const;
export type ResultsStatus = (typeof RESULTS_STATUSES)[number];

/** Which of the results region's states is showing. */
export const selectResultsStatus = (snapshot: CatalogueSnapshot): ResultsStatus =>
  RESULTS_STATUSES.find((status) => snapshot.matches({ results: status })) ?? 'loading';

/** The shown page's products (shuffled when no sort is chosen). */
export const selectItems = (snapshot: CatalogueSnapshot): readonly CatalogueProduct[] => snapshot.context.items;

/** The mobile drawer is open (its changes are staged until Apply). */
export const selectIsDrawerOpen = (snapshot: CatalogueSnapshot): boolean => snapshot.hasTag('drawerOpen');

/** A sidebar change waits for the 400 ms pause before it is applied. */
export const selectIsFilterPending = (snapshot: CatalogueSnapshot): boolean => snapshot.matches({ editor: 'debouncing' });

/** Facet counts, collections or reference lists are being loaded. */
export const selectAreOptionsLoading = (snapshot: CatalogueSnapshot): boolean => snapshot.hasTag('optionsLoading');

/** The draft differs from the applied filters (the drawer's Apply has something to apply). */
export const selectCanApply = (snapshot: CatalogueSnapshot): boolean =>
  !sameFilters(snapshot.context.mode, snapshot.context.draft, snapshot.context.filters);

/** How many filters are applied (the mobile "Фильтры" button's badge; a range counts once). */
export const selectActiveFilterCount = (snapshot: CatalogueSnapshot): number => activeFilterCount(snapshot.context.mode, snapshot.context.filters);

/**
 * The drawer's count for its staged filters: the shown total while nothing is staged, the asked count once it
 * has arrived, null while it is being asked (or when it could not be).
 */
export function selectDraftCount(snapshot: CatalogueSnapshot): number | null {
  const { context } = snapshot;
  if (sameFilters(context.mode, context.draft, context.filters)) return context.count;
  return snapshot.matches({ editor: { drawer: 'counted' } }) ? context.draftCount : null;
}

const savedByFilters = new WeakMap<object, { mode: string; search: string; value: SearchToSave }>();

/**
 * Issue 28: the applied search as «Сохранить поиск» stores it (page, URL query, the list call's filters); the same
 * object while the mode, the applied search and the applied filters stay, so a screen's shallow comparison sees no
 * change where there is none.
 */
export function selectSearchToSave(snapshot: CatalogueSnapshot): SearchToSave {
  const { mode, search, filters } = snapshot.context;
  const known = savedByFilters.get(filters);
  if (known && known.mode === mode && known.search === search) return known.value;
  const value = searchToSave(mode, { search, filters });
  savedByFilters.set(filters, { mode, search, value });
  return value;
}
