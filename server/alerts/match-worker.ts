import type { Kysely } from 'kysely';
import { Poller } from '../background/poller.ts';
import type { Database } from '../db/types.ts';
import { claimEvents, pruneAlerts, releaseEvents } from './event-repository.ts';
import { handleClaim, type MatchOptions } from './matcher.ts';

export interface MatchWorkerOptions extends MatchOptions {
  /** How often to look for due events (ALERTS_EVERY_MS). */
  everyMs: number;
  /** Events claimed at once. */
  batch?: number;
  /** How long a claim holds (ms): longer than a batch may take. */
  leaseMs?: number;
}

interface Log {
  warn(details: object, message: string): void;
}

const PRUNE_EVERY_MS = 3_600_000;
/** Issue 28: notices are kept 90 days. */
export const KEEP_NOTICE_DAYS = 90;
/** Handled events are kept a few days, to see what was matched. */
export const KEEP_EVENT_DAYS = 3;

/**
 * The matcher in the background of every API node (issue 28), like the managers' outbox worker and the hold expiry:
 * every `everyMs` (and at once on `kick`) it claims due catalogue events (event-repository.ts: one atomic UPDATE over
 * FOR UPDATE SKIP LOCKED, with a lease) and hands each batch to the matcher, until none is due. Two nodes never
 * handle one event at once, and the once-a-day constraint keeps a shopper to one notice per piece even when a lease
 * runs out and an event is handled again. Hourly it prunes old notices and handled events.
 */
export class MatchWorker {
  private readonly poller: Poller;
  private lastPrune = 0;
  private readonly batch: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: MatchWorkerOptions,
    private readonly log: Log,
    /** Called after a batch wrote Telegram copies (this node's outbox worker can send them at once). */
    private readonly onTelegram: () => void = () => {},
  ) {
    this.batch = options.batch ?? 500;
    this.leaseMs = options.leaseMs ?? 120_000;
    // The database may be restarting: the events stay due and are tried again at the next poll.
    this.poller = new Poller(() => this.pass(), options.everyMs, (error) =>
      this.log.warn({ err: { message: (error as Error).message } }, 'alerts: matching pass failed; tried again at the next poll'),
    );
  }

  start(): void {
    this.poller.start();
  }

  /** Look now (this node has just committed events). */
  kick(): void {
    this.poller.kick();
  }

  /** Stops polling; a batch in progress finishes (its transaction is short). */
  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** One poll: every due batch (matchDue clears a backlog itself), and hourly the old notices and events. */
  private async pass(): Promise<boolean> {
    await this.matchDue();
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await pruneAlerts(this.db, KEEP_NOTICE_DAYS, KEEP_EVENT_DAYS);
    }
    return false;
  }

  /**
   * One pass: claims and handles batches until none is due (a backlog clears in one pass). Answers the events
   * handled and the notices written. Tests call it directly.
   */
  async matchDue(): Promise<{ events: number; notices: number; telegram: number }> {
    const total = { events: 0, notices: 0, telegram: 0 };
    for (;;) {
      const claim = await claimEvents(this.db, this.batch, this.leaseMs);
      if (claim.events.length === 0) break;
      try {
        const result = await handleClaim(this.db, claim, this.options);
        total.events += result.events;
        total.notices += result.notices;
        total.telegram += result.telegram;
        if (result.telegram > 0) this.onTelegram();
      } catch (error) {
        // Given back at once (a deadlock with another node, a database hiccup): the next pass tries again.
        await releaseEvents(this.db, claim).catch(() => undefined);
        throw error;
      }
      if (claim.events.length < this.batch || this.poller.stopped) break;
    }
    return total;
  }
}
