import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CodePurpose, Database, RefreshTokensTable, UsersTable } from '../db/types.ts';
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
    .returningAll()
    .executeTakeFirst();
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
