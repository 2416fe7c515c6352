import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { CatalogueEventKind, ProductTable } from '../db/tables/alerts.ts';

/**
 * Claims on the matcher's outbox (`catalogue_events`, migration 0018), as the managers' outbox claims its rows
 * (server/notify/outbox.ts): one atomic UPDATE over `FOR UPDATE SKIP LOCKED`, so of several API nodes polling one
 * database each due event goes to exactly one of them, and the claim is a lease (a node that dies mid-batch gives its
 * events back when the lease runs out). All times are the database's clock.
 */

export interface ClaimedEvent {
  id: number;
  kind: ProductTable;
  productId: number;
  event: CatalogueEventKind;
  oldPrice: string | null;
  newPrice: string | null;
}

export interface Claim {
  token: string;
  events: ClaimedEvent[];
}

/** Claims up to `limit` undone, unclaimed (or run-out) events for `leaseMs`, oldest first. */
export async function claimEvents(db: Kysely<Database>, limit: number, leaseMs: number): Promise<Claim> {
  const token = randomUUID();
  const { rows } = await sql<{ id: string | number; kind: ProductTable; product_id: number; event: CatalogueEventKind; old_price_usd: string | null; new_price_usd: string | null }>`
    UPDATE catalogue_events
    SET claimed_until = now() + ${leaseMs} * interval '1 millisecond', claim_token = ${token}
    WHERE id IN (
      SELECT id FROM catalogue_events
      WHERE done_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, product_id, event, old_price_usd::text, new_price_usd::text`.execute(db);
  const events = rows
    .map((row) => ({ id: Number(row.id), kind: row.kind, productId: row.product_id, event: row.event, oldPrice: row.old_price_usd, newPrice: row.new_price_usd }))
    .sort((a, b) => a.id - b.id);
  return { token, events };
}

/**
 * Marks the claimed events done, first thing in the transaction that writes their notices: answers the ids this
 * claim still holds. An event whose lease ran out and was claimed again by another node is that node's now (its
 * token changed), so it is left out here; the row lock makes the two transactions take turns.
 */
export async function finishEvents(trx: Kysely<Database>, claim: Claim): Promise<Set<number>> {
  if (claim.events.length === 0) return new Set();
  const { rows } = await sql<{ id: string | number }>`
    UPDATE catalogue_events SET done_at = now(), claimed_until = NULL
    WHERE id = ANY(${claim.events.map((event) => event.id)}::bigint[]) AND claim_token = ${claim.token} AND done_at IS NULL
    RETURNING id`.execute(trx);
  return new Set(rows.map((row) => Number(row.id)));
}

/** Gives a claim back untried (a failed batch), so the next pass (of any node) need not wait for the lease. */
export async function releaseEvents(db: Kysely<Database>, claim: Claim): Promise<void> {
  if (claim.events.length === 0) return;
  await sql`UPDATE catalogue_events SET claimed_until = NULL, claim_token = NULL
    WHERE id = ANY(${claim.events.map((event) => event.id)}::bigint[]) AND claim_token = ${claim.token} AND done_at IS NULL`.execute(db);
}

/** Issue 28: notices are kept 90 days; handled events a few days (for a look at what was matched). */
export async function pruneAlerts(db: Kysely<Database>, keepNoticeDays: number, keepEventDays: number): Promise<void> {
  await db.deleteFrom('notifications').where('created_at', '<', sql<Date>`now() - ${keepNoticeDays} * interval '1 day'`).execute();
  await db.deleteFrom('catalogue_events').where('done_at', '<', sql<Date>`now() - ${keepEventDays} * interval '1 day'`).execute();
}
