import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../contract/handlers.ts';
import { notFound } from '../contract/errors.ts';
import { langOf, pageOf, pageRequest } from '../http/request.ts';
import type { CatalogueQuery } from '../catalogue/filters.ts';
import { filterKey } from '../catalogue/cache.ts';
import { bagFacets, jewelryFacets, watchFacets } from '../catalogue/facets.ts';
import * as catalogue from '../catalogue/repository.ts';
import * as sale from '../catalogue/sale.ts';
import { listSalesHistory } from '../catalogue/sales-history.ts';
import type { Deps } from '../deps.ts';

/** Part 1 §9: 24 per page by default (the UI offers 24, 48, 96; the contract caps products at 100). */
const DEFAULT_PAGE_SIZE = 24;

/** Paging and ordering do not change a total or a facet: they stay out of the cache key. */
const filtersOf = ({ page: _page, page_size: _size, ordering: _ordering, ...filters }: CatalogueQuery) => filters;

function found<T>(row: T | undefined, missing: string): T {
  if (row === undefined) throw notFound(missing);
  return row;
}

export function catalogueHandlers({ db, cache }: Deps): Handlers {
  /** One page of a kind with its total: the rows are always read, the total is reused while its filters are. */
  const productPage = async <Row>(
    request: FastifyRequest,
    q: CatalogueQuery,
    counted: { key: string; filters: CatalogueQuery; count: () => Promise<number> },
    list: (page: ReturnType<typeof pageRequest>) => Promise<Row[]>,
    defaultSize = DEFAULT_PAGE_SIZE,
  ) => {
    const page = pageRequest(q, defaultSize);
    const [rows, count] = await Promise.all([list(page), cache.get(filterKey(counted.key, counted.filters), counted.count)]);
    return pageOf(request, page, count, rows);
  };
  const watchPage = (request: FastifyRequest, q: CatalogueQuery, defaultSize: number, order?: Parameters<typeof catalogue.listWatches>[4]) => {
    // Popular takes no filters: it is the whole catalogue in its own order.
    const filters = order ? {} : filtersOf(q);
    return productPage(
      request,
      q,
      { key: 'watches', filters, count: () => catalogue.countWatches(db, filters) },
      (page) => catalogue.listWatches(db, langOf(request), order ? {} : q, page, order),
      defaultSize,
    );
  };
  return {
    async listWatches(request) {
      return watchPage(request, request.query, DEFAULT_PAGE_SIZE);
    },
    async listSalesHistory(request) {
      // Issue 26: the pieces the boutique has sold, newest sale first; never a price.
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results, brands } = await listSalesHistory(db, request.query, page);
      return { ...pageOf(request, page, count, results), brands };
    },
    async listSale(request) {
      // Every reduced piece of the three kinds (issue 22 item 13), on_sale forced on whatever the client sent; each
      // entry is the piece itself plus its `kind`, watches first unless an ordering is asked (server/catalogue/sale.ts).
      const q: CatalogueQuery = { ...request.query, on_sale: true };
      const filters = filtersOf(q);
      return productPage(request, q, { key: 'sale', filters, count: () => sale.countSale(db, filters) }, (page) =>
        sale.listSale(db, langOf(request), q, page),
      );
    },
    async listPopular(request) {
      return watchPage(request, request.query, 10, catalogue.popularOrder);
    },
    async getWatchFacets(request) {
      const lang = langOf(request);
      const filters = filtersOf(request.query);
      return cache.get(filterKey(`facets:${lang}`, filters), () => watchFacets(db, lang, filters));
    },
    async getWatch(request) {
      return found(await catalogue.getWatch(db, langOf(request), request.params.id), 'Watch not found.');
    },
    async listJewelry(request) {
      const q = request.query;
      const filters = filtersOf(q);
      return productPage(request, q, { key: 'jewelry', filters, count: () => catalogue.countJewelry(db, filters) }, (page) =>
        catalogue.listJewelry(db, langOf(request), q, page),
      );
    },
    async getJewelryFacets(request) {
      const lang = langOf(request);
      const filters = filtersOf(request.query);
      return cache.get(filterKey(`jewelry-facets:${lang}`, filters), () => jewelryFacets(db, lang, filters));
    },
    async getJewelry(request) {
      return found(await catalogue.getJewelry(db, langOf(request), request.params.id), 'Jewelry not found.');
    },
    async listBags(request) {
      const q = request.query;
      const filters = filtersOf(q);
      return productPage(request, q, { key: 'bags', filters, count: () => catalogue.countBags(db, filters) }, (page) =>
        catalogue.listBags(db, langOf(request), q, page),
      );
    },
    async getBagFacets(request) {
      const filters = filtersOf(request.query);
      return cache.get(filterKey('bag-facets', filters), () => bagFacets(db, filters));
    },
    async getBag(request) {
      return found(await catalogue.getBag(db, langOf(request), request.params.id), 'Bag not found.');
    },
  };
}
