import type { CataloguePage, SavedSearchFilters } from '../../api/alerts.ts';
import type { SearchToSave } from '../alerts/saveSearchMachine.ts';
import { DEFAULT_PAGE_SIZE, type CatalogueMode, type CatalogueView } from './filters.ts';
import { filterQuery } from './query.ts';
import { toSearchParams } from './url.ts';

/** Issue 28 «Сохранить поиск»: the catalogue's applied search as a saved search stores it (`SavedSearchCreate`). */

/** The contract's name of each mode's page (`CataloguePage`): /catalog, /jewelry, /bags, /sale. */
export const PAGE_OF_MODE: Record<CatalogueMode, CataloguePage> = { watches: 'catalog', jewelry: 'jewelry', bags: 'bags', sale: 'sale' };

/** Paging and ordering choose how a search is shown, not what it finds: a saved search leaves them out. */
const NOT_A_SEARCH = ['page', 'page_size', 'ordering'] as const;

/**
 * `query` is the page URL's query as the catalogue writes it (commas unescaped, as in the address bar), so the
 * saved search opens the same page; `filters` is exactly what the list call sends (`filterQuery`), which the server
 * matches new pieces against. The sale's own condition (on sale) is the page's, known to the server.
 */
export function searchToSave(mode: CatalogueMode, view: Pick<CatalogueView, 'search' | 'filters'>): SearchToSave {
  const params = toSearchParams(mode, { ...view, sort: '', page: 1, pageSize: DEFAULT_PAGE_SIZE });
  for (const key of NOT_A_SEARCH) params.delete(key);
  const filters: SavedSearchFilters = filterQuery(mode, view.filters, view.search);
  return { page: PAGE_OF_MODE[mode], query: params.toString().replace(/%2C/gi, ','), filters };
}
