import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * The queries of the managers' Telegram buttons (issue 27): who pressed, the message pressed, and the one row
 * (migration 0016 `telegram_updates`) that holds getUpdates' offset and the lease of the node polling it. Times are
 * the database's clock, shared by every node.
 */

/** The staff account linked to a Telegram user (`users.telegram_id`), or undefined for anyone else. */
export async function staffIdByTelegram(db: Kysely<Database>, telegramId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('telegram_id', '=', String(telegramId))
    .where('staff_role', 'is not', null)
    .executeTakeFirst();
  return row?.id;
}

/** The managers' message about an order or a request as it was sent (kept 30 days after sending, outbox.ts). */
export async function sentMessage(db: Kysely<Database>, subject: 'order' | 'request', subjectId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('notification_outbox')
    .select('message')
    .where('channel', '=', 'telegram')
    .where('subject', '=', subject)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.message;
}

/** Who last moved a subject into `status` (the audit log), for the message's status line; undefined when nobody on staff did. */
export async function movedBy(db: Kysely<Database>, subject: 'order' | 'request', subjectId: number, status: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select('actor_name')
    .where('subject_type', '=', subject)
    .where('subject_id', '=', String(subjectId))
    .where(sql<string>`after->>'status'`, '=', status)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.actor_name;
}

/**
 * Takes or renews the polling lease for `leaseMs`: free, run out, or already this node's. Answers the offset to
 * poll from, or undefined when another node holds the lease. Of two nodes trying at once the row's lock lets one
 * in; the other then sees the lease taken.
 */
export async function takeLease(db: Kysely<Database>, token: string, leaseMs: number): Promise<number | undefined> {
  const { rows } = await sql<{ next_offset: string | number }>`
    UPDATE telegram_updates
    SET lease_until = now() + ${leaseMs} * interval '1 millisecond', lease_token = ${token}
    WHERE id = 1 AND (lease_until IS NULL OR lease_until < now() OR lease_token = ${token})
    RETURNING next_offset`.execute(db);
  const offset = rows[0]?.next_offset;
  return offset === undefined ? undefined : Number(offset);
}

/**
 * Records that every update before `offset` has been handled. Never backwards: a node whose lease ran out mid-batch
 * may finish after the next holder, and what either handled stays handled.
 */
export async function saveOffset(db: Kysely<Database>, offset: number): Promise<void> {
  await sql`UPDATE telegram_updates SET next_offset = greatest(next_offset, ${offset}) WHERE id = 1`.execute(db);
}

/** Gives the lease up (a node shutting down), so another node polls without waiting for it to run out. */
export async function releaseLease(db: Kysely<Database>, token: string): Promise<void> {
  await db.updateTable('telegram_updates').set({ lease_until: null, lease_token: null }).where('id', '=', 1).where('lease_token', '=', token).execute();
}
