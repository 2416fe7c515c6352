import { sql, type Kysely } from 'kysely';
import { Poller } from '../background/poller.ts';
import type { Database } from '../db/types.ts';
import { releasePieces } from './pieces.ts';
import { recordStatusChange } from './history.ts';

/**
 * Holds that run out (issue 26): a pending order holds its pieces until `hold_until`; after that it is cancelled
 * with the reason 'hold_expired' and its pieces go back on sale. Every API node runs `HoldExpiry`; each due order
 * is claimed with FOR UPDATE SKIP LOCKED (as the notification outbox claims its rows), so two nodes never cancel
 * the same order and neither waits for the other.
 */

/** Cancels up to `batch` pending orders whose hold ended at or before `now`; answers their ids. */
export async function expireHolds(db: Kysely<Database>, now: Date, batch = 50): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'pending')
      .where('hold_until', '<=', now)
      .orderBy('hold_until')
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .execute();
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return ids;
    await trx
      .updateTable('orders')
      .set({ status: 'cancelled', cancel_reason: 'hold_expired', hold_until: null, updated_at: sql<Date>`now()` })
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) {
      await releasePieces(trx, id);
      await recordStatusChange(trx, id, 'pending', 'cancelled', { by: 'system', actorId: null, reason: 'hold_expired' });
    }
    return ids;
  });
}

interface Log {
  warn(details: object, message: string): void;
}

/** Looks for run-out holds every `everyMs` on this node; `stop` waits for a pass in progress. */
export class HoldExpiry {
  private readonly poller: Poller;

  constructor(
    private readonly db: Kysely<Database>,
    everyMs: number,
    private readonly log: Log,
    private readonly onExpired: (ids: number[]) => void = () => {},
  ) {
    this.poller = new Poller(() => this.pass(), everyMs, (error) => this.log.warn({ err: error }, 'hold expiry pass failed; tried again at the next pass'));
  }

  start(): void {
    this.poller.start();
  }

  /** Batches until none is due, so a backlog (a node down for a weekend) clears in one pass. */
  private async pass(): Promise<boolean> {
    for (;;) {
      const ids = await expireHolds(this.db, new Date());
      if (ids.length > 0) this.onExpired(ids);
      if (ids.length < 50 || this.poller.stopped) return false;
    }
  }

  async stop(): Promise<void> {
    await this.poller.stop();
  }
}

