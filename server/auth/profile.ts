import type { Kysely } from 'kysely';
import type { components } from '../contract/schema.d.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';
import { normalizePhone, PHONE_INVALID } from './phone.ts';
import { findUserByEmail, findUserById, findUserByPhone, isUniqueViolation, profileOf, updateUser, type User } from './repository.ts';
import { MESSAGES } from './service.ts';

const EMAIL_TAKEN = 'Этот e-mail уже используется.';
// Part 2 §5 "Profile": "Phone is editable only when the user signed up via the messenger and has no phone".
const PHONE_LOCKED = 'Номер телефона можно указать только один раз; чтобы изменить его, обратитесь в поддержку.';

const invalid = (field: string, message: string) => new HttpError(400, 'Invalid request.', { [field]: [message] });

/** The signed-in user's account. A user deleted after the token was issued is a 401, like a bad token. */
async function signedInUser(db: Kysely<Database>, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, MESSAGES.invalidToken);
  return user;
}

/** GET /api/users/me/. */
export async function getProfile(db: Kysely<Database>, userId: number) {
  return profileOf(await signedInUser(db, userId));
}

/** PATCH /api/users/me/: names, a free e-mail, and a phone only where there is none yet. */
export async function updateProfile(db: Kysely<Database>, userId: number, body: components['schemas']['ProfileUpdate']) {
  const user = await signedInUser(db, userId);
  const changes: Parameters<typeof updateUser>[2] = {};
  if (body.first_name !== undefined) changes.first_name = body.first_name.trim();
  if (body.last_name !== undefined) changes.last_name = body.last_name.trim();
  if (body.email !== undefined) {
    const email = body.email === null || body.email.trim() === '' ? null : body.email.trim().toLowerCase();
    if (email && email !== user.email) {
      const owner = await findUserByEmail(db, email);
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
      const owner = await findUserByPhone(db, phone);
      if (owner) throw invalid('phone', MESSAGES.phoneTaken);
      changes.phone = phone;
      changes.phone_verified = false;
    }
  }
  if (Object.keys(changes).length === 0) return profileOf(user);
  try {
    return profileOf(await updateUser(db, user.id, changes));
  } catch (error) {
    // Two accounts claiming the same phone or e-mail at the same moment: one of them loses here.
    if (isUniqueViolation(error)) throw invalid(changes.phone ? 'phone' : 'email', changes.phone ? MESSAGES.phoneTaken : EMAIL_TAKEN);
    throw error;
  }
}
