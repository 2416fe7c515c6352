import type { Kysely } from 'kysely';
import { Poller } from '../background/poller.ts';
import type { Database } from '../db/types.ts';
import { claimDue, dropRefused, markFailed, markSent, pruneSent, release, type ClaimedMessage } from './outbox.ts';
import { initialKeyboard } from './buttons.ts';
import type { InlineKeyboard, SendOutcome } from './telegram.ts';

export interface WorkerOptions {
  /** How often to look for due messages when not kicked (ms). */
  pollMs: number;
  /** First retry delay; doubled each attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim holds (ms): longer than one send may take (the sender times out after 10 s). */
  leaseMs?: number;
  /** Rows claimed at once. */
  batch?: number;
}

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const PRUNE_EVERY_MS = 3_600_000;
const KEEP_SENT_DAYS = 30;

/**
 * Delivers the outbox (server/notify/outbox.ts) in the background of every API node: polls every `pollMs`, and
 * at once when this node has just written a message (`kick`). A failed send is retried after
 * retryBase · 2^(attempts − 1), at most retryMax (or later when Telegram says `retry_after`), with no limit on
 * attempts: a Telegram outage delays messages, it never loses them. Sending happens outside any transaction.
 */
export class OutboxWorker {
  private readonly poller: Poller;
  private lastPrune = 0;
  /** Aborts a send in progress when the node shuts down (the row is then retried, by any node). */
  private readonly shutdown = new AbortController();
  private readonly leaseMs: number;
  private readonly batch: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly send: (text: string, abort?: AbortSignal, buttons?: InlineKeyboard, chatId?: string) => Promise<SendOutcome>,
    private readonly options: WorkerOptions,
    private readonly log: Log,
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batch = options.batch ?? 10;
    // The database may be restarting: tried again at the next poll.
    this.poller = new Poller(() => this.pass(), options.pollMs, (error) =>
      this.log.error({ err: { message: (error as Error).message } }, 'manager notifications: outbox poll failed'),
    );
  }

  start(): void {
    this.poller.start();
  }

  /** Look now (a message was just committed on this node). */
  kick(): void {
    this.poller.kick();
  }

  /** Stops polling, cuts a send in progress short; rows claimed but not yet tried are given back. */
  async stop(): Promise<void> {
    const stopping = this.poller.stop();
    this.shutdown.abort();
    await stopping;
  }

  /** The delay before attempt `attempts + 1`, after `attempts` failures. */
  retryDelay(attempts: number): number {
    return Math.min(this.options.retryBaseMs * 2 ** Math.max(attempts - 1, 0), this.options.retryMaxMs);
  }

  /** One poll: what is due (more at once while batches come back full), and hourly the old sent rows. */
  private async pass(): Promise<boolean> {
    const claimed = await this.deliverDue();
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await pruneSent(this.db, KEEP_SENT_DAYS);
    }
    return claimed === this.batch;
  }

  /** One pass: claim what is due and try each once. Answers how many rows were claimed. */
  async deliverDue(): Promise<number> {
    const claimed = await claimDue(this.db, this.batch, this.leaseMs);
    for (const [index, message] of claimed.entries()) {
      if (this.poller.stopped) {
        await release(this.db, claimed.slice(index));
        break;
      }
      await this.deliver(message);
    }
    return claimed.length;
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    if (message.chatId !== undefined) return this.deliverToShopper(message, message.chatId);
    // Issue 27: each message carries its subject's buttons (Confirm / Cancel, Take / Done); server/notify/presses.ts.
    const outcome = await this.send(message.message, this.shutdown.signal, initialKeyboard(message.subject as 'order' | 'request', message.subjectId));
    if (outcome.ok) {
      await markSent(this.db, message, outcome.messageId);
      return;
    }
    const retryInMs = Math.max(this.retryDelay(message.attempts), outcome.retryAfterMs ?? 0);
    await markFailed(this.db, message, outcome.error, retryInMs);
    this.log.warn({ outbox_id: message.id, attempts: message.attempts, error: outcome.error, retry_in_ms: retryInMs }, 'manager notification not delivered; will retry');
  }

  /**
   * Issue 28: a shopper's notice, to their own chat, without the managers' buttons. Retried like the managers'
   * messages, except when Telegram refuses the chat for good (the shopper blocked the bot, the chat is gone): the
   * notice stays on the site, and its Telegram copy is dropped rather than retried for ever.
   */
  private async deliverToShopper(message: ClaimedMessage, chatId: string): Promise<void> {
    const outcome = await this.send(message.message, this.shutdown.signal, undefined, chatId);
    if (outcome.ok) {
      await markSent(this.db, message, outcome.messageId);
      return;
    }
    if (outcome.refused) {
      await dropRefused(this.db, message);
      this.log.warn({ outbox_id: message.id, error: outcome.error }, 'shopper notice refused by Telegram; not retried');
      return;
    }
    const retryInMs = Math.max(this.retryDelay(message.attempts), outcome.retryAfterMs ?? 0);
    await markFailed(this.db, message, outcome.error, retryInMs);
    this.log.warn({ outbox_id: message.id, attempts: message.attempts, error: outcome.error, retry_in_ms: retryInMs }, 'shopper notice not delivered to Telegram; will retry');
  }
}
