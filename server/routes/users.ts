import type { Handlers } from '../contract/handlers.ts';
import { getProfile, updateProfile } from '../auth/profile.ts';
import { sessionIdOf, userIdOf } from '../http/request-user.ts';
import { langOf, pageOf, pageRequest } from '../http/request.ts';
import type { Deps } from '../deps.ts';

/**
 * GET/PATCH /api/users/me/, GET /api/users/me/requests/ and POST /api/users/change_password/ (bearer); the rules are in server/auth/profile.ts
 * and AuthService.changePassword. Personal data and password answers are never stored by a shared cache.
 */
export function userHandlers(deps: Deps): Handlers {
  return {
    async getMe(request, reply) {
      void reply.header('cache-control', 'no-store');
      return getProfile(deps.db, userIdOf(request));
    },
    async updateMe(request, reply) {
      void reply.header('cache-control', 'no-store');
      return updateProfile(deps.db, userIdOf(request), request.body, langOf(request));
    },
    async listMyRequests(request, reply) {
      void reply.header('cache-control', 'no-store');
      const page = pageRequest(request.query, 20);
      const { count, results } = await deps.requests.listMine(userIdOf(request), page, langOf(request));
      return pageOf(request, page, count, results);
    },
    async changePassword(request, reply) {
      void reply.header('cache-control', 'no-store');
      return deps.auth.changePassword({ userId: userIdOf(request), sessionId: sessionIdOf(request) }, request.body, request.ip);
    },
  };
}
