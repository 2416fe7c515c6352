import type { Kysely } from 'kysely';
import { isEmail } from '../../kernel/fields.ts';
import type { Locale } from '../../kernel/language.ts';
import type { components } from '../../kernel/schema.d.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../contract/errors.ts';
import { normalizePhone, PHONE_INVALID } from './phone.ts';
import { findUserByEmail, findUserById, findUserByPhone, isUniqueViolation, profileOf, updateProfileRow, violatedConstraint, type updateUser, type User } from './repository.ts';
import { MESSAGES } from './answers.ts';

const EMAIL_TAKEN = 'Этот e-mail уже используется.';
const EMAIL_INVALID = 'Введите корректный e-mail.';
const NAME_TOO_LONG = 'Не более 150 символов.';
// Part 2 §5 "Profile": "Phone is editable only when the user signed up via the messenger and has no phone".
const PHONE_LOCKED = 'Номер телефона можно указать только один раз; чтобы изменить его, обратитесь в поддержку.';
// Issue 28: the notices go to the chat the bot knows, which only a Telegram sign-in gives.
const TELEGRAM_NOTICES_NEED_TELEGRAM = 'Уведомления в Telegram доступны только при входе через Telegram.';

const NAME_MAX = 150;

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

/**
 * PATCH /api/users/me/: names (trimmed, at most 150 characters), a valid and free e-mail (null or empty clears
 * it), and a phone only on the phone-capture page after a messenger sign-up (part 2 §2 "/phone-setup"): a
 * Telegram account without a phone sets it once; any other change of the phone is refused, while sending the
 * stored phone again is no change. Telegram notices (issue 28) can be switched on only by an account with a
 * Telegram id. Every failing field is named in one 400, and then nothing is changed. A successful edit also keeps
 * the request's language (`lang`), the language of the notices later sent to the shopper's Telegram chat.
 */
export async function updateProfile(db: Kysely<Database>, userId: number, body: components['schemas']['ProfileUpdate'], lang: Locale) {
  const user = await signedInUser(db, userId);
  const changes: Parameters<typeof updateUser>[2] = {};
  const errors: Record<string, string[]> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const name = value.trim();
    if ([...name].length > NAME_MAX) errors[field] = [NAME_TOO_LONG];
    else if (name !== user[field]) changes[field] = name;
  }
  if (body.email !== undefined) {
    const email = body.email === null || body.email.trim() === '' ? null : body.email.trim().toLowerCase();
    if (email !== null && !isEmail(email)) errors.email = [EMAIL_INVALID];
    else if (email !== user.email) {
      const owner = email === null ? undefined : await findUserByEmail(db, email);
      if (owner && owner.id !== user.id) errors.email = [EMAIL_TAKEN];
      else changes.email = email;
    }
  }
  if (body.phone !== undefined) {
    const phone = normalizePhone(body.phone);
    if (!phone) errors.phone = [PHONE_INVALID];
    else if (phone !== user.phone) {
      if (user.telegram_id === null || user.phone !== null) errors.phone = [PHONE_LOCKED];
      else if (await findUserByPhone(db, phone)) errors.phone = [MESSAGES.phoneTaken];
      else {
        changes.phone = phone;
        changes.phone_verified = false;
      }
    }
  }
  if (body.telegram_notices !== undefined && body.telegram_notices !== user.telegram_notices) {
    if (body.telegram_notices && user.telegram_id === null) errors.telegram_notices = [TELEGRAM_NOTICES_NEED_TELEGRAM];
    else changes.telegram_notices = body.telegram_notices;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'Invalid request.', errors);
  if (lang !== user.language) changes.language = lang;
  if (Object.keys(changes).length === 0) return profileOf(user);
  let updated: User | undefined;
  try {
    updated = await updateProfileRow(db, user.id, changes, changes.phone !== undefined);
  } catch (error) {
    // Two accounts claiming the same phone or e-mail at the same moment: one of them loses here.
    if (!isUniqueViolation(error)) throw error;
    const phoneClash = changes.phone !== undefined && (changes.email === undefined || violatedConstraint(error).includes('phone'));
    throw new HttpError(400, 'Invalid request.', phoneClash ? { phone: [MESSAGES.phoneTaken] } : { email: [EMAIL_TAKEN] });
  }
  // Gone meanwhile (a 401 like any ended session), or a concurrent phone-capture set the phone first.
  if (!updated) throw (await findUserById(db, user.id)) ? new HttpError(400, 'Invalid request.', { phone: [PHONE_LOCKED] }) : new HttpError(401, MESSAGES.invalidToken);
  return profileOf(updated);
}
