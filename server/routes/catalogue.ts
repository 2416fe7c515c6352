import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { langOf, pageOf, pageRequest } from '../http/request.ts';
import type { CatalogueQuery } from '../catalogue/filters.ts';
import { watchFacets } from '../catalogue/facets.ts';
import * as catalogue from '../catalogue/repository.ts';
import type { Deps, Handlers } from './types.ts';

/** Part 1 §9: 24 per page by default (the UI offers 24, 48, 96; the contract caps products at 100). */
const DEFAULT_PAGE_SIZE = 24;

const query = (request: FastifyRequest) => request.query as CatalogueQuery;
const idParam = (request: FastifyRequest) => (request.params as { id: number }).id;

export function catalogueHandlers({ db }: Deps): Handlers {
  return {
    async listWatches(request) {
      const q = query(request);
      const page = pageRequest(q, DEFAULT_PAGE_SIZE);
      const { count, rows } = await catalogue.listWatches(db, langOf(request), q, page);
      return pageOf(request, page, count, rows);
    },
    async listSale(request) {
      const q = { ...query(request), on_sale: true };
      const page = pageRequest(q, DEFAULT_PAGE_SIZE);
      const { count, rows } = await catalogue.listWatches(db, langOf(request), q, page);
      return pageOf(request, page, count, rows);
    },
    async listPopular(request) {
      const q = query(request);
      const page = pageRequest(q, 10);
      const { count, rows } = await catalogue.listWatches(db, langOf(request), {}, page, catalogue.popularOrder);
      return pageOf(request, page, count, rows);
    },
    async getWatchFacets(request) {
      return watchFacets(db, langOf(request), query(request));
    },
    async getWatch(request) {
      return (await catalogue.getWatch(db, langOf(request), idParam(request))) ?? Promise.reject(notFound('Watch not found.'));
    },
    async listJewelry(request) {
      const q = query(request);
      const page = pageRequest(q, DEFAULT_PAGE_SIZE);
      const { count, rows } = await catalogue.listJewelry(db, langOf(request), q, page);
      return pageOf(request, page, count, rows);
    },
    async getJewelry(request) {
      return (await catalogue.getJewelry(db, langOf(request), idParam(request))) ?? Promise.reject(notFound('Jewelry not found.'));
    },
    async listBags(request) {
      const q = query(request);
      const page = pageRequest(q, DEFAULT_PAGE_SIZE);
      const { count, rows } = await catalogue.listBags(db, langOf(request), q, page);
      return pageOf(request, page, count, rows);
    },
    async getBag(request) {
      return (await catalogue.getBag(db, langOf(request), idParam(request))) ?? Promise.reject(notFound('Bag not found.'));
    },
  };
}
