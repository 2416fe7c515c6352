import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { normalizePhone, PHONE_INVALID } from '../auth/phone.ts';
import { userIdOf } from '../auth/request-user.ts';
import { findUserByEmail, findUserById, findUserByPhone, isUniqueViolation, profileOf, updateUser } from '../auth/repository.ts';
import { MESSAGES } from '../auth/service.ts';
import type { Deps, Handlers } from './types.ts';

interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  email?: string | null;
  phone?: string;
}

const EMAIL_TAKEN = 'Этот e-mail уже используется.';
// Part 2 §5 "Profile": "Phone is editable only when the user signed up via the messenger and has no phone".
const PHONE_LOCKED = 'Номер телефона можно указать только один раз; чтобы изменить его, обратитесь в поддержку.';

const invalid = (field: string, message: string) => new HttpError(400, 'Invalid request.', { [field]: [message] });

/** GET/PATCH /api/users/me/ (bearer). A user deleted after the token was issued is a 401, like a bad token. */
export function userHandlers(deps: Deps): Handlers {
  const me = async (request: FastifyRequest) => {
    const user = await findUserById(deps.db, userIdOf(request));
    if (!user) throw new HttpError(401, MESSAGES.invalidToken);
    return user;
  };
  return {
    async getMe(request, reply) {
      // Personal data: never stored by a shared cache.
      void reply.header('cache-control', 'no-store');
      return profileOf(await me(request));
    },
    async updateMe(request) {
      const user = await me(request);
      const body = request.body as ProfileUpdate;
      const changes: Parameters<typeof updateUser>[2] = {};
      if (body.first_name !== undefined) changes.first_name = body.first_name.trim();
      if (body.last_name !== undefined) changes.last_name = body.last_name.trim();
      if (body.email !== undefined) {
        const email = body.email === null || body.email.trim() === '' ? null : body.email.trim().toLowerCase();
        if (email && email !== user.email) {
          const owner = await findUserByEmail(deps.db, email);
          if (owner && owner.id !== user.id) throw invalid('email', EMAIL_TAKEN);
        }
        changes.email = email;
      }
      if (body.phone !== undefined) {
        const phone = normalizePhone(body.phone);
        if (!phone) throw invalid('phone', PHONE_INVALID);
        if (phone !== user.phone) {
          // The phone-capture page after a messenger sign-up (part 2 §2 "/phone-setup") sets it once.
          if (user.phone !== null) throw invalid('phone', PHONE_LOCKED);
          const owner = await findUserByPhone(deps.db, phone);
          if (owner) throw invalid('phone', MESSAGES.phoneTaken);
          changes.phone = phone;
          changes.phone_verified = false;
        }
      }
      if (Object.keys(changes).length === 0) return profileOf(user);
      try {
        return profileOf(await updateUser(deps.db, user.id, changes));
      } catch (error) {
        // Two accounts claiming the same phone or e-mail at the same moment: one of them loses here.
        if (isUniqueViolation(error)) throw invalid(changes.phone ? 'phone' : 'email', changes.phone ? MESSAGES.phoneTaken : EMAIL_TAKEN);
        throw error;
      }
    },
  };
}
