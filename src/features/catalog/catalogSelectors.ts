import type { ApiFailure } from '../../api/errors.ts';
import type { Collection, FacetBucket } from '../../api/types.ts';
import { productKindOf, type CatalogueFacets, type CatalogueProduct, type FilterReferences, type SearchMatches } from '../../machines/catalogue/actors.ts';
import { parseBound, YEAR_MIN, type CatalogueFilters, type CatalogueMode, type FilterChip } from '../../machines/catalogue/filters.ts';
import { filterChips, orderedRange } from '../../machines/catalogue/query.ts';
import { urlOf } from '../../machines/catalogue/context.ts';
import {
  selectActiveFilterCount,
  selectAreOptionsLoading,
  selectCanApply,
  selectDraftCount,
  selectIsDrawerOpen,
  selectIsFilterPending,
  selectResultsStatus,
  type CatalogueSnapshot,
} from '../../machines/catalogue/selectors.ts';
import type { CatalogError, CatalogItem, CatalogPageProps } from '../../ui/views/CatalogPage/CatalogPage.tsx';
import type { SearchResultsProps, SearchSection } from '../../ui/views/CatalogPage/SearchResults.tsx';
import type { FilterChipItem } from '../../ui/views/FilterPanel/FilterChips.tsx';
import type { CatalogCategory, FilterOption, FilterOptionLists } from '../../ui/views/FilterPanel/filterTypes.ts';
import { productHref } from '../../domain/productLinks.ts';
import { cardOf } from '../../domain/productCard.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import { createMarker, NO_MARKS, withMarks, type ShopMarks } from '../../runtime/shopMarks.ts';

/**
 * The catalogue screen's reads: from the machine's snapshot to the CatalogPage view's props (pure, tested). The
 * screen takes them with `useSelector(actor, selectCatalogPageProps, shallowEqual)`, so every derived list keeps
 * its identity until what it is made of changes (see `memoLast`).
 */

/** Part 1 §2.6: the four routes of the catalogue screen. */
export const MODE_BY_ROUTE: Record<string, CatalogueMode> = {
  '/catalog': 'watches',
  '/jewelry': 'jewelry',
  '/bags': 'bags',
  '/sale': 'sale',
};

export const modeForRoute = (route: string): CatalogueMode => MODE_BY_ROUTE[route] ?? 'watches';

/** The sidebar's category select leads to that category's catalogue. */
export const ROUTE_BY_CATEGORY: Record<CatalogCategory, string> = { watches: '/catalog', jewelry: '/jewelry', bags: '/bags' };

/** Part 1 §2.6: cards link to /product/{id} (watches and sale), /jewelry/{id}, /bag/{id}. */
export function detailHref(mode: CatalogueMode, id: number): string {
  return productHref(mode === 'jewelry' ? 'jewelry' : mode === 'bags' ? 'bag' : 'watch', id);
}

export function toCatalogItem(mode: CatalogueMode, product: CatalogueProduct): CatalogItem {
  // The sale mixes the three kinds (issue 22 item 13): each piece says what it is.
  const kind = mode === 'sale' ? productKindOf(product) : mode === 'jewelry' ? 'jewelry' : mode === 'bags' ? 'bag' : 'watch';
  return { ...cardOf(kind, product), kind };
}

/**
 * Choices for the filter panel: the reference list (every value), each with its facet count when facets are
 * known (a value missing from the facets has none left under the other filters: 0). When a reference list failed
 * to load, the facet buckets stand in for it, so the filter still works.
 */
function withCounts(list: readonly { id: number; name: string }[], buckets: readonly FacetBucket[] | undefined): FilterOption[] {
  const source = list.length > 0 ? list : (buckets ?? []);
  if (!buckets) return source.map(({ id, name }) => ({ id, name }));
  const counts = new Map(buckets.map((bucket) => [bucket.id, bucket.count]));
  return source.map(({ id, name }) => ({ id, name, count: counts.get(id) ?? 0 }));
}

/**
 * A mode's brand choices (issue 10 item 6): the facets list exactly the houses carrying the mode, so once they are
 * known only those brands are offered (no "Bottega Veneta 0" among watches); until then, every brand.
 */
function brandChoices(brands: FilterReferences['brands'], buckets: readonly FacetBucket[] | undefined): FilterOption[] {
  if (!buckets) return withCounts(brands, undefined);
  const carried = new Set(buckets.map((bucket) => bucket.id));
  const listed = brands.filter((brand) => carried.has(brand.id));
  return withCounts(listed, buckets);
}

export function filterOptionLists(references: FilterReferences, facets: CatalogueFacets | null, collections: readonly Collection[]): FilterOptionLists {
  return {
    brands: brandChoices(references.brands, facets?.brands),
    collections: collections.map(({ id, name }) => ({ id, name })),
    watchTypes: withCounts(references.watchTypes, facets?.watch_types),
    caseMaterials: withCounts(references.caseMaterials, facets?.case_materials),
    glassTypes: withCounts(references.glassTypes, facets?.glass_types),
    movementTypes: withCounts(references.movementTypes, facets?.movement_types),
    functions: withCounts(references.functions, facets?.functions),
    strapMaterials: withCounts(references.strapMaterials, facets?.strap_materials),
    conditions: withCounts(references.conditions, facets?.conditions),
    jewelryTypes: withCounts(references.jewelryTypes, facets?.jewelry_types),
    workshops: references.workshops.map(({ id, name }) => ({ id, name })),
    cities: withCounts(references.cities, facets?.cities),
  };
}

const chipId = (chip: FilterChip): string => ('id' in chip ? `${chip.key}:${chip.id}` : chip.key);

const bound = (text: string, min = 0): number | null => {
  const value = parseBound(text, min);
  return value === undefined ? null : value;
};

/**
 * The applied filters as chips (issue 10 item 17), each named from the reference lists (brand ids by the brand's
 * name); a name not loaded yet shows as "№ id" until it is. `byId` turns a chip's id back into what to remove.
 */
export function filterChipItems(
  mode: CatalogueMode,
  filters: CatalogueFilters,
  references: FilterReferences,
  collections: readonly Collection[],
): { chips: FilterChipItem[]; byId: Map<string, FilterChip> } {
  const names: Record<string, readonly { id: number; name: string }[]> = {
    brandIds: references.brands,
    cityIds: references.cities,
    watchTypes: references.watchTypes,
    caseMaterials: references.caseMaterials,
    glassTypes: references.glassTypes,
    movementTypes: references.movementTypes,
    functions: references.functions,
    strapMaterials: references.strapMaterials,
    conditions: references.conditions,
    jewelryTypes: references.jewelryTypes,
    city: references.cities,
    collection: collections,
    workshop: references.workshops,
  };
  const nameOf = (list: string, id: number | null): string => names[list]?.find((item) => item.id === id)?.name ?? `№ ${id ?? ''}`;
  const byId = new Map<string, FilterChip>();
  const chips = filterChips(mode, filters).map((chip): FilterChipItem => {
    const id = chipId(chip);
    byId.set(id, chip);
    // A brand leads the name «Сохранить поиск» suggests (issue 28), its collection after it.
    if ('id' in chip) return chip.key === 'brandIds' ? { id, kind: 'named', name: nameOf(chip.key, chip.id), lead: true } : { id, kind: 'named', name: nameOf(chip.key, chip.id) };
    switch (chip.key) {
      case 'price': {
        const [min, max] = orderedRange(bound(filters.minPrice) ?? undefined, bound(filters.maxPrice) ?? undefined);
        return { id, kind: 'price', min: min ?? null, max: max ?? null };
      }
      case 'year': {
        const [min, max] = orderedRange(bound(filters.yearMin, YEAR_MIN) ?? undefined, bound(filters.yearMax, YEAR_MIN) ?? undefined);
        return { id, kind: 'year', min: min ?? null, max: max ?? null };
      }
      case 'diameter':
        return { id, kind: 'diameter', preset: filters.diameter || 'medium' };
      case 'fullSet':
        return { id, kind: 'fullSet' };
      case 'limitedEdition':
        return { id, kind: 'limitedEdition' };
      case 'category':
        return { id, kind: 'category', category: filters.category || 'watches' };
      case 'brand':
        return { id, kind: 'brandText', text: filters.brand };
      case 'city':
        return { id, kind: 'named', name: nameOf('city', filters.city) };
      case 'collection':
        return { id, kind: 'named', name: nameOf('collection', filters.collection), lead: true };
      case 'workshop':
        return { id, kind: 'named', name: nameOf('workshop', filters.workshop) };
    }
  });
  return { chips, byId };
}

/**
 * The search results' title and sections (issue 10 item 5): on a watch search, the count of every match (the
 * watches of the grid plus the jewelry and bags found) and a section per other category that has matches.
 * Null when there is no search, or before the first answer.
 */
export function searchResultsView(
  search: string,
  watchCount: number,
  matches: SearchMatches | null,
): Omit<SearchResultsProps, 'locale' | 'renderLink'> | null {
  if (!search || !matches) return null;
  const query = `?${new URLSearchParams({ search }).toString()}`;
  const sections: SearchSection[] = [];
  if (matches.jewelry && matches.jewelry.count > 0) {
    sections.push({ category: 'jewelry', count: matches.jewelry.count, items: matches.jewelry.results.map((item) => toCatalogItem('jewelry', item)), href: `/jewelry${query}` });
  }
  if (matches.bags && matches.bags.count > 0) {
    sections.push({ category: 'bags', count: matches.bags.count, items: matches.bags.results.map((item) => toCatalogItem('bags', item)), href: `/bags${query}` });
  }
  return { query: search, total: watchCount + sections.reduce((n, section) => n + section.count, 0), sections };
}

/**
 * Issue 22 item 14: a watch search that found no watch but found jewelry or bags belongs on that category's page
 * (the one with more matches), so the page, its category and its filters fit what was found. Null otherwise.
 */
/** A page of the view whose first page is `firstPageQuery`, at `route` (`/catalog?brand_ids=4&page=3`). */
export function pageHrefOf(route: string, firstPageQuery: string, page: number): string {
  const params = new URLSearchParams(firstPageQuery);
  if (page > 1) params.set('page', String(page));
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `${route}?${query}` : route;
}

export function searchCategoryTarget(mode: CatalogueMode, status: string, search: string, matches: SearchMatches | null): string | null {
  if (mode !== 'watches' || status !== 'empty' || !search || !matches) return null;
  const jewelry = matches.jewelry?.count ?? 0;
  const bags = matches.bags?.count ?? 0;
  if (jewelry === 0 && bags === 0) return null;
  return `${bags >= jewelry ? '/bags' : '/jewelry'}?${new URLSearchParams({ search }).toString()}`;
}

const itemsOf = memoLast((mode: CatalogueMode, items: readonly CatalogueProduct[]) => items.map((item) => toCatalogItem(mode, item)));
const optionsOf = memoLast(filterOptionLists);
const chipsOf = memoLast(filterChipItems);
const searchOf = memoLast(searchResultsView);
const markGrid = createMarker<CatalogItem>();
const markSections = memoLast((sections: readonly SearchSection[], marks: ShopMarks): SearchSection[] =>
  // The search's sections are few and small: marked afresh whenever they or the marks change.
  sections.map((section) => ({ ...section, items: section.items.map((item) => withMarks(item, marks)) })),
);
const markSearch = memoLast((search: ReturnType<typeof searchResultsView>, marks: ShopMarks) =>
  search ? { ...search, sections: markSections(search.sections, marks) } : null,
);
const errorOf = memoLast((failure: ApiFailure | null): CatalogError | null =>
  failure ? { code: failure.code, detail: failure.detail, message: failure.message } : null,
);

type Handlers = `on${string}`;

/**
 * What CatalogPage shows, flat so that shallowEqual can compare it: the page's own props (without the locale, the
 * link renderer and the event senders the screen adds) and the filter panel's (`filters` of CatalogPage).
 */
export type CatalogPageData = Omit<CatalogPageProps, 'filters' | 'locale' | 'renderLink' | Extract<keyof CatalogPageProps, Handlers>> & {
  filterValue: CatalogueFilters;
  filterOptions: FilterOptionLists;
  countsLoading: boolean;
  pending: boolean;
  activeCount: number;
  drawerOpen: boolean;
  canApply: boolean;
  chips: readonly FilterChipItem[];
  /** A chip's id back to what it removes (for `filter.remove`). */
  chipById: ReadonlyMap<string, FilterChip>;
  pinnedBrandIds: readonly number[];
  resultCount: number | null;
  /** Where a watch search that found only jewelry or bags belongs (replaces the URL), or null. */
  searchTarget: string | null;
  /** The URL query of this view on its first page (a page link adds its page, issue 22 item 18). */
  firstPageQuery: string;
};

/**
 * `marks`: the shopper's favorites, comparison and cart (the app-wide actors), laid on the cards as the filled heart,
 * "in comparison" and "in cart".
 */
export function selectCatalogPageProps(snapshot: CatalogueSnapshot, marks: ShopMarks = NO_MARKS): CatalogPageData {
  const { context } = snapshot;
  const status = selectResultsStatus(snapshot);
  const chipView = chipsOf(context.mode, context.filters, context.references, context.collections);
  return {
    mode: context.mode,
    status,
    items: markGrid(itemsOf(context.mode, context.items), marks),
    count: context.count,
    page: context.page,
    pageSize: context.pageSize,
    sort: context.sort,
    searchValue: context.searchInput,
    appliedSearch: context.search,
    error: errorOf(context.failure),
    search: status === 'loading' || context.mode !== 'watches' ? null : markSearch(searchOf(context.search, context.count, context.searchMatches), marks),
    filterValue: context.draft,
    filterOptions: optionsOf(context.references, context.facets, context.collections),
    countsLoading: selectAreOptionsLoading(snapshot),
    pending: selectIsFilterPending(snapshot),
    activeCount: selectActiveFilterCount(snapshot),
    drawerOpen: selectIsDrawerOpen(snapshot),
    canApply: selectCanApply(snapshot),
    chips: chipView.chips,
    chipById: chipView.byId,
    pinnedBrandIds: context.filters.brandIds,
    resultCount: selectDraftCount(snapshot),
    searchTarget: searchCategoryTarget(context.mode, status, context.search, context.searchMatches),
    firstPageQuery: urlOf({ ...context, page: 1 }),
  };
}
