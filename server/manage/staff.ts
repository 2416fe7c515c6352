import type { Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import { normalizePhone, PHONE_INVALID } from '../auth/phone.ts';
import { badRequest, HttpError, notFound } from '../contract/errors.ts';
import type { StaffRole } from '../db/tables/accounts.ts';
import type { Database } from '../db/types.ts';
import { recordAudit } from './audit.ts';
import { FORBIDDEN, type StaffActor } from './gate.ts';

type StaffMember = components['schemas']['StaffMember'];

/**
 * The staff accounts (issue 27): who is staff and with which role. Owners add and remove staff through the API;
 * the manager CLI calls addStaffMember and removeStaffMember directly when it has the database (PostgreSQL).
 * Every change is written to the audit log in its own transaction.
 */

export const STAFF_NOT_FOUND = 'Staff member not found.';
export const LAST_OWNER = 'The last owner cannot be removed.';
export const TELEGRAM_TAKEN = 'This Telegram account is linked to another account.';

interface StaffRow {
  id: number;
  phone: string | null;
  first_name: string;
  last_name: string;
  staff_role: StaffRole | null;
  telegram_id: string | number | null;
}

const COLUMNS = ['id', 'phone', 'first_name', 'last_name', 'staff_role', 'telegram_id'] as const;

const memberOf = (row: StaffRow, role: StaffRole): StaffMember => ({
  id: row.id,
  // Accounts keep the E.164 digits without the "+" (server/auth/phone.ts); answers show it with it.
  phone: row.phone === null ? null : `+${row.phone}`,
  first_name: row.first_name,
  last_name: row.last_name,
  role,
  telegram_id: row.telegram_id === null ? null : Number(row.telegram_id),
});

/** The caller as staff. The local command line acts without an account, so it has no staff record to show. */
export async function getStaffMe(db: Kysely<Database>, actor: StaffActor): Promise<StaffMember> {
  if (actor.userId === null) throw new HttpError(403, FORBIDDEN);
  const row = await db.selectFrom('users').select(COLUMNS).where('id', '=', actor.userId).executeTakeFirst();
  if (!row?.staff_role) throw new HttpError(403, FORBIDDEN);
  return memberOf(row, row.staff_role);
}

/** Owners first, then by account. */
export async function listStaffMembers(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db.selectFrom('users').select(COLUMNS).where('staff_role', 'is not', null).orderBy('staff_role', 'desc').orderBy('id').execute();
  return rows.flatMap((row) => (row.staff_role ? [memberOf(row, row.staff_role)] : []));
}

/** Locks every owner's row and counts them, so two owners removing each other at once cannot leave none. */
async function ownerCount(trx: Kysely<Database>): Promise<number> {
  return (await trx.selectFrom('users').select('id').where('staff_role', '=', 'owner').forUpdate().execute()).length;
}

/**
 * The account of that phone (however typed: the shop's one phone rule) becomes staff with the role; without one,
 * an account is made for it. `telegramId` links the Telegram user whose button presses act for this account (null
 * unlinks; undefined leaves it as it is). An owner made a manager is refused when they are the last owner.
 */
export async function addStaffMember(db: Kysely<Database>, actor: StaffActor, phone: string, role: StaffRole = 'manager', telegramId?: number | null): Promise<StaffMember> {
  const digits = normalizePhone(phone);
  if (digits === null) throw badRequest('Invalid request.', { phone: [PHONE_INVALID] });
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select(COLUMNS).where('phone', '=', digits).forUpdate().executeTakeFirst();
    if (telegramId !== undefined && telegramId !== null) {
      let other = trx.selectFrom('users').select('id').where('telegram_id', '=', telegramId);
      if (existing) other = other.where('id', '!=', existing.id);
      if (await other.executeTakeFirst()) throw badRequest('Invalid request.', { telegram_id: [TELEGRAM_TAKEN] });
    }
    if (existing?.staff_role === 'owner' && role !== 'owner' && (await ownerCount(trx)) <= 1) throw badRequest(LAST_OWNER);
    const links = telegramId === undefined ? {} : { telegram_id: telegramId };
    const row = existing
      ? await trx
          .updateTable('users')
          .set({ staff_role: role, ...links, updated_at: new Date() })
          .where('id', '=', existing.id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow()
      : // The owner vouches for the number, and only its holder can sign in by code: the account is made confirmed,
        // so that first code sign-in keeps it (and its role) rather than treating the phone as merely typed in.
        // ON CONFLICT: an account made for this phone meanwhile (a sign-up, another owner's add) gets the role
        // rather than a unique-violation 500.
        await trx
          .insertInto('users')
          .values({ phone: digits, phone_verified: true, staff_role: role, ...links })
          .onConflict((oc) => oc.column('phone').doUpdateSet({ staff_role: role, ...links, updated_at: new Date() }))
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
    const telegramOf = (value: StaffRow['telegram_id'] | undefined) => (value === null || value === undefined ? null : Number(value));
    await recordAudit(trx, actor, {
      action: 'staff.add',
      subjectType: 'staff',
      subjectId: row.id,
      subjectLabel: `+${digits}`,
      before: existing ? { role: existing.staff_role, telegram_id: telegramOf(existing.telegram_id) } : null,
      after: { role, telegram_id: telegramOf(row.telegram_id) },
    });
    return memberOf(row, role);
  });
}

/** The account stays, as a customer's. The last owner stays an owner (400), so someone can always manage the staff. */
export async function removeStaffMember(db: Kysely<Database>, actor: StaffActor, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select(COLUMNS).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!row?.staff_role) throw notFound(STAFF_NOT_FOUND);
    if (row.staff_role === 'owner' && (await ownerCount(trx)) <= 1) throw badRequest(LAST_OWNER);
    await trx.updateTable('users').set({ staff_role: null, updated_at: new Date() }).where('id', '=', userId).execute();
    await recordAudit(trx, actor, {
      action: 'staff.remove',
      subjectType: 'staff',
      subjectId: userId,
      subjectLabel: row.phone === null ? `${row.first_name} ${row.last_name}`.trim() || `#${userId}` : `+${row.phone}`,
      before: { role: row.staff_role },
      after: { role: null },
    });
  });
}
