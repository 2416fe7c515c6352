import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * The managers' outbox (migration 0009). Rows are written inside the transaction that creates the order or the
 * request, so a message exists exactly when its order or request does; UNIQUE (channel, subject, subject_id)
 * makes a second write for the same one a no-op. Delivery claims rows with one atomic UPDATE over
 * `FOR UPDATE SKIP LOCKED`: of several API nodes polling one database, each due row goes to exactly one of them,
 * and the claim is a lease (a node that dies mid-send gives its rows back when the lease runs out).
 * All times are the database's clock, shared by every node.
 */

export type Subject = 'order' | 'request';

/**
 * Issue 28: a shopper's notice sent to their own Telegram chat (`chat_id`), one row per notice (`subject_id` its
 * id, so UNIQUE (channel, subject, subject_id) sends it once), written in the transaction that writes the notice.
 */
export interface ShopperMessage {
  noticeId: number;
  chatId: string | number;
  message: string;
}

export async function enqueueShopperMessages(db: Kysely<Database>, messages: readonly ShopperMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 500) {
    await db
      .insertInto('notification_outbox')
      .values(messages.slice(i, i + 500).map((m) => ({ subject: 'notice' as const, subject_id: m.noticeId, chat_id: String(m.chatId), message: m.message })))
      .onConflict((oc) => oc.columns(['channel', 'subject', 'subject_id']).doNothing())
      .execute();
  }
}

export async function enqueue(db: Kysely<Database>, subject: Subject, subjectId: number, message: string): Promise<void> {
  await db
    .insertInto('notification_outbox')
    .values({ subject, subject_id: subjectId, message })
    .onConflict((oc) => oc.columns(['channel', 'subject', 'subject_id']).doNothing())
    .execute();
}

export interface ClaimedMessage {
  id: number;
  subject: Subject | 'notice';
  subjectId: number;
  message: string;
  /** A shopper's own chat (subject 'notice'); undefined for the managers' chat. */
  chatId?: string;
  /** Including this one. */
  attempts: number;
  claimToken: string;
}

/** Claims up to `limit` due, unsent, unclaimed rows for `leaseMs`, oldest first. */
export async function claimDue(db: Kysely<Database>, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  const claimToken = randomUUID();
  const { rows } = await sql<{ id: number; subject: Subject | 'notice'; subject_id: number; message: string; attempts: number; chat_id: string | number | null }>`
    UPDATE notification_outbox
    SET claimed_until = now() + ${leaseMs} * interval '1 millisecond', claim_token = ${claimToken}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM notification_outbox
      WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, subject, subject_id, message, attempts, chat_id`.execute(db);
  return rows
    .sort((a, b) => a.id - b.id)
    .map(({ subject_id, chat_id, ...row }) => ({ ...row, subjectId: subject_id, ...(chat_id === null ? {} : { chatId: String(chat_id) }), claimToken }));
}

/**
 * Only the holder of the claim records the outcome: a claim that ran out and was taken over stays with the new holder.
 * Telegram's id of the sent message is kept, so a press on its buttons can edit it (issue 27).
 */
export async function markSent(db: Kysely<Database>, claimed: ClaimedMessage, telegramMessageId?: number): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({ sent_at: sql<Date>`now()`, claimed_until: null, claim_token: null, last_error: null, telegram_message_id: telegramMessageId ?? null })
    .where('id', '=', claimed.id)
    .where('claim_token', '=', claimed.claimToken)
    .execute();
}

export async function markFailed(db: Kysely<Database>, claimed: ClaimedMessage, error: string, retryInMs: number): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set({
      next_attempt_at: sql<Date>`now() + ${Math.round(retryInMs)} * interval '1 millisecond'`,
      claimed_until: null,
      claim_token: null,
      last_error: error,
    })
    .where('id', '=', claimed.id)
    .where('claim_token', '=', claimed.claimToken)
    .execute();
}

/** Issue 28: a shopper's message Telegram refuses for good (bot blocked, chat gone) is dropped, not retried. */
export async function dropRefused(db: Kysely<Database>, claimed: ClaimedMessage): Promise<void> {
  await db.deleteFrom('notification_outbox').where('id', '=', claimed.id).where('subject', '=', 'notice').where('claim_token', '=', claimed.claimToken).execute();
}

/** Gives claimed rows back untried (a node shutting down mid-batch), so another node need not wait for the lease. */
export async function release(db: Kysely<Database>, claimed: ClaimedMessage[]): Promise<void> {
  if (claimed.length === 0) return;
  await db
    .updateTable('notification_outbox')
    .set({ claimed_until: null, claim_token: null, attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('id', 'in', claimed.map((c) => c.id))
    .where('claim_token', '=', claimed[0]?.claimToken ?? '')
    .execute();
}

/** Delivered messages are kept a while for review, then dropped. */
export async function pruneSent(db: Kysely<Database>, olderThanDays: number): Promise<void> {
  await db
    .deleteFrom('notification_outbox')
    .where('sent_at', '<', sql<Date>`now() - ${olderThanDays} * interval '1 day'`)
    .execute();
}
