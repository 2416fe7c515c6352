import type { FastifyRequest } from 'fastify';
import type { NamedTableName } from '../db/types.ts';
import { langOf, pageOf, pageRequest, type PageRequest } from '../http/request.ts';
import * as reference from '../reference/repository.ts';
import type { Deps, Handler, Handlers } from './types.ts';

/** Reference lists are fetched whole by the client (page_size=1000, part 1 §7); 100 when it does not say. */
const DEFAULT_PAGE_SIZE = 100;

type Query = { page?: number; page_size?: number; search?: string; brand?: number; brand_ids?: string; city?: number };
const q = (request: FastifyRequest) => request.query as Query;
const slice = (page: PageRequest) => ({ limit: page.pageSize, offset: (page.page - 1) * page.pageSize });

export function referenceHandlers({ db }: Deps): Handlers {
  const paged =
    (load: (request: FastifyRequest, s: reference.Slice) => Promise<{ count: number; rows: unknown[] }>): Handler =>
    async (request) => {
      const page = pageRequest(q(request), DEFAULT_PAGE_SIZE);
      const { count, rows } = await load(request, slice(page));
      return pageOf(request, page, count, rows);
    };
  const named = (table: NamedTableName) => paged((request, s) => reference.listNamed(db, table, langOf(request), s));
  return {
    listBrands: paged((request, s) => reference.listBrands(db, q(request).search, s)),
    listCollections: paged((request, s) => reference.listCollections(db, q(request), s)),
    listWatchTypes: named('watch_types'),
    listCaseMaterials: named('case_materials'),
    listGlassTypes: named('glass_types'),
    listMovementTypes: named('movement_types'),
    listFunctions: named('functions'),
    listStrapMaterials: named('strap_materials'),
    listConditions: named('conditions'),
    listJewelryTypes: named('jewelry_types'),
    listCities: paged((request, s) => reference.listCities(db, langOf(request), s)),
    listCountries: paged((request, s) => reference.listCountries(db, langOf(request), s)),
    listWorkshops: paged((request, s) => reference.listWorkshops(db, langOf(request), q(request).city, s)),
  };
}
