import type { Bag, Collection, FacetBucket, Facets, Jewelry, Watch } from '../../api/types.ts';
import type { CatalogueMode, CatalogueProduct, FilterReferences } from '../../machines/catalogueMachine.ts';
import type { CatalogItem } from '../../ui/views/CatalogPage/CatalogPage.tsx';
import type { CatalogCategory, FilterOption, FilterOptionLists } from '../../ui/views/FilterPanel/filterTypes.ts';

/** Translations from the machine's data to the catalogue views' props (pure, tested). */

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
  if (mode === 'jewelry') return `/jewelry/${id}`;
  if (mode === 'bags') return `/bag/${id}`;
  return `/product/${id}`;
}

const isWatch = (product: CatalogueProduct): product is Watch => 'is_limited_edition' in product;

export function toCatalogItem(mode: CatalogueMode, product: Watch | Jewelry | Bag): CatalogItem {
  const photo = product.photos.find((p) => p.is_primary) ?? product.photos[0];
  return {
    id: product.id,
    href: detailHref(mode, product.id),
    imageUrl: photo?.image_url ?? null,
    imageAlt: `${product.brand.name} ${product.model_name}`,
    brand: product.brand.name,
    model: product.model_name,
    reference: product.reference || null,
    priceUsd: product.price_usd,
    priceOnRequest: product.price_on_request,
    isLimitedEdition: isWatch(product) ? product.is_limited_edition : false,
  };
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

export function filterOptionLists(references: FilterReferences, facets: Facets | null, collections: readonly Collection[]): FilterOptionLists {
  return {
    brands: withCounts(references.brands, facets?.brands),
    collections: collections.map(({ id, name }) => ({ id, name })),
    watchTypes: withCounts(references.watchTypes, facets?.watch_types),
    caseMaterials: withCounts(references.caseMaterials, facets?.case_materials),
    glassTypes: withCounts(references.glassTypes, facets?.glass_types),
    movementTypes: withCounts(references.movementTypes, facets?.movement_types),
    functions: withCounts(references.functions, facets?.functions),
    strapMaterials: withCounts(references.strapMaterials, facets?.strap_materials),
    conditions: withCounts(references.conditions, facets?.conditions),
    jewelryTypes: withCounts(references.jewelryTypes, undefined),
    workshops: references.workshops.map(({ id, name }) => ({ id, name })),
    cities: withCounts(references.cities, facets?.cities),
  };
}
