import type { Handlers } from '../contract/handlers.ts';
import { langOf, pageOf, pageRequest } from '../http/request.ts';
import { listAuditLog } from '../manage/audit-list.ts';
import { staffOf } from '../manage/gate.ts';
import { actOnManageOrder, getManageOrder, listManageOrders } from '../manage/orders.ts';
import { listManageProducts, updateManageProduct } from '../manage/products.ts';
import { actOnManageRequest, listManageRequests } from '../manage/requests.ts';
import { addStaffMember, getStaffMe, listStaffMembers, removeStaffMember } from '../manage/staff.ts';
import type { Deps } from '../deps.ts';

/** The contract's PageSize default (Ajv fills it in; this only keeps a direct call the same). */
const DEFAULT_PAGE_SIZE = 20;

/**
 * Issue 27: the staff API (/api/manage/…) — orders, requests, products, audit log, staff. The role was checked
 * before the handler runs (server/manage/gate.ts, from the operation's security requirement); `staffOf` names who
 * acts, for the audit log. Thin handlers over server/manage/*.ts.
 */
export function manageHandlers({ db, cache }: Deps): Handlers {
  return {
    getStaffMe: async (request) => getStaffMe(db, staffOf(request)),
    listManageOrders: async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results } = await listManageOrders(db, request.query, page, langOf(request));
      return pageOf(request, page, count, results);
    },
    getManageOrder: async (request) => getManageOrder(db, request.params.id, langOf(request)),
    actOnManageOrder: async (request) => actOnManageOrder(db, staffOf(request), request.params.id, request.body, langOf(request)),
    listManageRequests: async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results } = await listManageRequests(db, request.query, page, langOf(request));
      return pageOf(request, page, count, results);
    },
    actOnManageRequest: async (request) => actOnManageRequest(db, staffOf(request), request.params.id, request.body.action, langOf(request)),
    listManageProducts: async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results } = await listManageProducts(db, request.query, page);
      return pageOf(request, page, count, results);
    },
    updateManageProduct: async (request) => {
      const product = await updateManageProduct(db, staffOf(request), request.params.kind, request.params.id, request.body);
      // The shop shows the change at once on this node: its totals, facets and whole public answers are dropped (other
      // nodes' copies lapse within CATALOGUE_CACHE_MS).
      cache.clear();
      request.server.answerCache.clear();
      return product;
    },
    listAuditLog: async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results } = await listAuditLog(db, request.query, page);
      return pageOf(request, page, count, results);
    },
    listStaff: async () => listStaffMembers(db),
    addStaff: async (request) => addStaffMember(db, staffOf(request), request.body.phone, request.body.role, request.body.telegram_id),
    removeStaff: async (request, reply) => {
      await removeStaffMember(db, staffOf(request), request.params.id);
      void reply.code(204);
    },
  };
}
