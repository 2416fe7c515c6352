import type { Handlers } from '../contract/handlers.ts';
import { userIdOf } from '../http/request-user.ts';
import { created, langOf, pageOf, pageRequest } from '../http/request.ts';
import { addTo, checkIn, clearList, COMPARISON, FAVORITES, listOf, removeFrom, setFavoriteAlerts, toggleIn } from '../lists/service.ts';
import { personal } from './cart.ts';
import type { Deps } from '../deps.ts';

/** The contract's PageSize default (Ajv fills it in; this only keeps a direct call the same). */
const DEFAULT_PAGE_SIZE = 20;

/**
 * Part 1 §7 "Favorites" and "Comparison" (bearer): thin handlers over server/lists/service.ts, one list
 * descriptor each.
 */
export function listHandlers({ db }: Deps): Handlers {
  return {
    listFavorites: personal(async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results } = await listOf(db, FAVORITES, userIdOf(request), langOf(request), page);
      return pageOf(request, page, count, results);
    }),
    addFavorite: personal(async (request, reply) => created(reply, await addTo(db, FAVORITES, userIdOf(request), request.body, langOf(request)))),
    updateFavorite: personal(async (request) => setFavoriteAlerts(db, userIdOf(request), request.params.id, request.body.price_alerts, langOf(request))),
    removeFavorite: personal(async (request, reply) => {
      await removeFrom(db, FAVORITES, userIdOf(request), request.params.id);
      void reply.code(204);
    }),
    checkFavorite: personal(async (request) => {
      const id = await checkIn(db, FAVORITES, userIdOf(request), request.query);
      return { is_favorite: id !== null, id };
    }),
    toggleFavorite: personal(async (request) => {
      const { added } = await toggleIn(db, FAVORITES, userIdOf(request), request.body);
      return { added };
    }),

    listComparison: personal(async (request) => {
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      const { count, results } = await listOf(db, COMPARISON, userIdOf(request), langOf(request), page);
      return pageOf(request, page, count, results);
    }),
    addComparison: personal(async (request, reply) => created(reply, await addTo(db, COMPARISON, userIdOf(request), request.body, langOf(request)))),
    removeComparison: personal(async (request, reply) => {
      await removeFrom(db, COMPARISON, userIdOf(request), request.params.id);
      void reply.code(204);
    }),
    clearComparison: personal(async (request, reply) => {
      await clearList(db, COMPARISON, userIdOf(request));
      void reply.code(204);
    }),
    checkComparison: personal(async (request) => {
      const id = await checkIn(db, COMPARISON, userIdOf(request), request.query);
      return { in_comparison: id !== null, id };
    }),
    toggleComparison: personal(async (request) => toggleIn(db, COMPARISON, userIdOf(request), request.body)),
  };
}
