import type { Handlers } from '../contract/handlers.ts';
import { getProfile, updateProfile } from '../auth/profile.ts';
import { userIdOf } from '../auth/request-user.ts';
import type { Deps } from './types.ts';

/** GET/PATCH /api/users/me/ (bearer); the rules are in server/auth/profile.ts. */
export function userHandlers(deps: Deps): Handlers {
  return {
    async getMe(request, reply) {
      // Personal data: never stored by a shared cache.
      void reply.header('cache-control', 'no-store');
      return getProfile(deps.db, userIdOf(request));
    },
    async updateMe(request) {
      return updateProfile(deps.db, userIdOf(request), request.body);
    },
  };
}
