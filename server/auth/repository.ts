import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CodePurpose, RefreshTokensTable, UsersTable } from '../db/tables/accounts.ts';
import type { Database } from '../db/types.ts';
import { formatPhone } from './phone.ts';

/** Queries of the sign-in flows (users, refresh tokens, codes, Telegram hashes). No HTTP in here. */
export type User = Selectable<UsersTable>;
export type RefreshRow = Selectable<RefreshTokensTable>;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** PostgreSQL's unique_violation (both drivers report the SQLSTATE as `code`). */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
export function findUserByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}
export function findUserByTelegram(db: Kysely<Database>, telegramId: number) {
  return db.selectFrom('users').selectAll().where('telegram_id', '=', telegramId).executeTakeFirst();
}
export function findUserByFirebase(db: Kysely<Database>, uid: string) {
  return db.selectFrom('users').selectAll().where('firebase_uid', '=', uid).executeTakeFirst();
}
export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function createUser(db: Kysely<Database>, values: Insertable<UsersTable>): Promise<User> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Kysely<Database>, id: number, values: Updateable<UsersTable>): Promise<User> {
  return db.updateTable('users').set({ ...values, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * A profile edit. With `phoneStillUnset` the update applies only while the account has no phone, so two concurrent
 * phone-captures cannot both set it; undefined when that guard refused.
 */
export function updateProfileRow(db: Kysely<Database>, id: number, values: Updateable<UsersTable>, phoneStillUnset: boolean): Promise<User | undefined> {
  let query = db.updateTable('users').set({ ...values, updated_at: new Date() }).where('id', '=', id);
  if (phoneStillUnset) query = query.where('phone', 'is', null);
  return query.returningAll().executeTakeFirst();
}

/** Which unique column a unique_violation is about (both drivers name the constraint, e.g. `users_email_key`). */
export const violatedConstraint = (error: unknown): string => String((error as { constraint?: unknown } | null)?.constraint ?? '');

/** openapi.yaml Profile. */
export function profileOf(user: User) {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ? formatPhone(user.phone) : null,
    username: user.username,
    telegram_id: user.telegram_id === null ? null : Number(user.telegram_id),
    has_password: user.password_hash !== null,
    telegram_notices: user.telegram_notices,
  };
}

// ── refresh tokens ──────────────────────────────────────────────────────────────────────────────────────────

/** A new opaque refresh token (256 random bits); only its SHA-256 is stored. */
export async function insertRefreshToken(
  db: Kysely<Database>,
  family: { userId: number; familyId: string; startedAt: Date; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: family.userId, family_id: family.familyId, token_hash: sha256(token), family_started_at: family.startedAt, expires_at: family.expiresAt })
    .execute();
  return token;
}

export const newFamilyId = () => randomUUID();

/**
 * Marks a live token rotated. The condition makes it atomic: of two requests presenting the same token at once,
 * exactly one gets the row back; the other sees it rotated (and then meets the grace window).
 */
export function rotateRefreshToken(db: Kysely<Database>, hash: string, now: Date) {
  return db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('token_hash', '=', hash)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    // A token inserted by a refresh that raced the family's revocation is not revoked itself; its family is.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refresh_tokens as sibling').select('sibling.id').whereRef('sibling.family_id', '=', 'refresh_tokens.family_id').where('sibling.revoked_at', 'is not', null))),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Whether a session (refresh-token family) can still be used by `userId`: the family is theirs, none of its tokens
 * was revoked (logout, reuse after rotation, a password change elsewhere) and its absolute lifetime has not run
 * out. One query over the family's index (`refresh_tokens_family_idx`); no rows (an unknown family, or one gone
 * with its user) is not live.
 */
export async function sessionLive(db: Kysely<Database>, familyId: string, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(sql<boolean | null>`bool_and(revoked_at IS NULL AND expires_at > ${now})`.as('live'))
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.live === true;
}

export type PasswordChange = 'changed' | 'password-changed-meanwhile' | 'session-ended';

/**
 * Sets a user's password and revokes every other session of theirs, in one transaction on the locked user row:
 * `expectedHash` is the hash the current password was checked against (null: the user had none), so a password
 * changed meanwhile by another session is not overwritten, and a caller whose own session was ended meanwhile
 * changes nothing. The caller's session (`keepFamilyId`) stays signed in.
 */
export function changePassword(
  db: Kysely<Database>,
  change: { userId: number; expectedHash: string | null; newHash: string; keepFamilyId: string; now: Date },
): Promise<PasswordChange> {
  return db.transaction().execute(async (tx) => {
    const user = await tx.selectFrom('users').select('password_hash').where('id', '=', change.userId).forUpdate().executeTakeFirst();
    if (!user || !(await sessionLive(tx, change.keepFamilyId, change.userId, change.now))) return 'session-ended';
    if (user.password_hash !== change.expectedHash) return 'password-changed-meanwhile';
    await tx.updateTable('users').set({ password_hash: change.newHash, updated_at: change.now }).where('id', '=', change.userId).execute();
    await tx
      .updateTable('refresh_tokens')
      .set({ revoked_at: change.now })
      .where('user_id', '=', change.userId)
      .where('family_id', '!=', change.keepFamilyId)
      .where('revoked_at', 'is', null)
      .execute();
    return 'changed';
  });
}

export function findRefreshToken(db: Kysely<Database>, hash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Whether a later token of the family has been rotated too (the presented token is then two steps behind). */
export async function rotatedSince(db: Kysely<Database>, familyId: string, since: Date): Promise<boolean> {
  const row = await db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId).where('rotated_at', '>', since).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function familyRevoked(db: Kysely<Database>, familyId: string): Promise<boolean> {
  const row = await db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId).where('revoked_at', 'is not', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

// ── verification codes ──────────────────────────────────────────────────────────────────────────────────────

export function latestCode(db: Kysely<Database>, phone: string) {
  return db.selectFrom('verification_codes').selectAll().where('phone', '=', phone).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function insertCode(
  db: Kysely<Database>,
  values: { phone: string; codeHash: string; expiresAt: Date; purpose: CodePurpose; userId: number | null; now: Date },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({ phone: values.phone, code_hash: values.codeHash, expires_at: values.expiresAt, purpose: values.purpose, user_id: values.userId, created_at: values.now })
    .execute();
}

/** Counts an attempt on a code unless it has none left; undefined when it is used up. */
export function spendAttempt(db: Kysely<Database>, id: number, maxAttempts: number) {
  return db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
}

/** Single use: only the first of two concurrent correct submissions consumes the code. */
export async function consumeCode(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

// ── Telegram ────────────────────────────────────────────────────────────────────────────────────────────────

export async function telegramHashUsed(db: Kysely<Database>, hash: string): Promise<boolean> {
  return (await db.selectFrom('telegram_auth_hashes').select('hash').where('hash', '=', hash).executeTakeFirst()) !== undefined;
}

/** Records a widget hash as used; false when it already was (a replay). Hashes older than a day are pruned. */
export async function useTelegramHash(db: Kysely<Database>, hash: string, now: Date, maxAgeS: number): Promise<boolean> {
  await db.deleteFrom('telegram_auth_hashes').where('used_at', '<', new Date(now.getTime() - 2 * maxAgeS * 1000)).execute();
  const row = await db.insertInto('telegram_auth_hashes').values({ hash, used_at: now }).onConflict((oc) => oc.column('hash').doNothing()).returning('hash').executeTakeFirst();
  return row !== undefined;
}
