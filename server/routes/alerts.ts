import type { Handlers } from '../contract/handlers.ts';
import { userIdOf } from '../http/request-user.ts';
import { created, langOf, pageOf, pageRequest } from '../http/request.ts';
import { listNotifications, markNotificationsRead } from '../alerts/notices.ts';
import { createPieceAlert, deletePieceAlert, listPieceAlerts } from '../alerts/piece-alerts.ts';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from '../alerts/saved-searches.ts';
import { personal } from './cart.ts';
import type { Deps } from '../deps.ts';

/** The contract's PageSize default (Ajv fills it in; this only keeps a direct call the same). */
const DEFAULT_PAGE_SIZE = 20;

/**
 * Issue 28 (bearer, own data only): saved searches, notices and piece alerts, thin handlers over server/alerts/.
 * Every answer is the shopper's own: never kept by a shared cache.
 */
export function alertHandlers({ db }: Deps): Handlers {
  return {
    listSavedSearches: personal(async (request) => listSavedSearches(db, userIdOf(request))),
    createSavedSearch: personal(async (request, reply) => {
      const { search, created: isNew } = await createSavedSearch(db, userIdOf(request), request.body);
      return isNew ? created(reply, search) : search;
    }),
    updateSavedSearch: personal(async (request) => updateSavedSearch(db, userIdOf(request), request.params.id, request.body)),
    deleteSavedSearch: personal(async (request, reply) => {
      await deleteSavedSearch(db, userIdOf(request), request.params.id);
      void reply.code(204);
    }),

    listNotifications: personal(async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, unread_count, results } = await listNotifications(db, userIdOf(request), langOf(request), page);
      return { ...pageOf(request, page, count, results), unread_count };
    }),
    markNotificationsRead: personal(async (request) => markNotificationsRead(db, userIdOf(request), request.body)),

    listPieceAlerts: personal(async (request) => listPieceAlerts(db, userIdOf(request), langOf(request))),
    createPieceAlert: personal(async (request, reply) => created(reply, await createPieceAlert(db, userIdOf(request), request.body, langOf(request)))),
    deletePieceAlert: personal(async (request, reply) => {
      await deletePieceAlert(db, userIdOf(request), request.body);
      void reply.code(204);
    }),
  };
}
