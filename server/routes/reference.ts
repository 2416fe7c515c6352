import type { FastifyRequest } from 'fastify';
import type { Handlers, RouteOf } from '../contract/handlers.ts';
import { langOf, pageOf, pageRequest } from '../http/request.ts';
import { sliceOf } from '../contract/paging.ts';
import * as reference from '../reference/repository.ts';
import type { Deps } from '../deps.ts';

/** Reference lists are fetched whole by the client (page_size=1000, part 1 §7); 100 when it does not say. */
const DEFAULT_PAGE_SIZE = 100;

/** Every reference list's query parameters together (each operation's own are a subset, all optional). */
type ReferenceRequest = FastifyRequest<{
  Querystring: RouteOf<'listBrands'>['Querystring'] & RouteOf<'listCollections'>['Querystring'] & RouteOf<'listWorkshops'>['Querystring'];
}>;

export function referenceHandlers({ db }: Deps): Handlers {
  // The rows' type flows into the answer, which each operation's entry below checks against its contract.
  const paged =
    <Row>(load: (request: ReferenceRequest, s: reference.Slice) => Promise<{ count: number; rows: Row[] }>) =>
    async (request: ReferenceRequest) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, rows } = await load(request, sliceOf(page));
      return pageOf(request, page, count, rows);
    };
  const named = (table: reference.NamedList) => paged((request, s) => reference.listNamed(db, table, langOf(request), s));
  return {
    listBrands: paged((request, s) => reference.listBrands(db, request.query.search, s)),
    listCollections: paged((request, s) => reference.listCollections(db, request.query, s)),
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
    listWorkshops: paged((request, s) => reference.listWorkshops(db, langOf(request), request.query.city, s, request.query.kind)),
  };
}
