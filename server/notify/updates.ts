import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { NotifyConfig, TelegramNotifyConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import { TelegramPresses } from './presses.ts';
import { releaseLease, saveOffset, takeLease } from './repository.ts';
import { BotApi } from './telegram.ts';

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How long getUpdates waits for a press (s), and how long the lease holds: longer than a poll and its batch. */
const POLL_TIMEOUT_S = 25;
const LEASE_MS = 60_000;
/** Retries of a failing Bot API back off up to this (ms), below NOTIFY_RETRY_MAX_MS: a press is answered within a minute. */
const MAX_BACKOFF_MS = 60_000;

export interface Receiver {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Long polling (the default): of all API nodes, the one holding the lease in `telegram_updates` polls getUpdates
 * (Telegram answers 409 to two pollers of one bot), the others look for the lease every NOTIFY_POLL_MS and take it
 * over when it runs out or is given up. The offset is stored after each batch is handled: a node that dies
 * mid-batch leaves the batch to the next holder, whose replay moves nothing twice (the moves are guarded).
 */
export class UpdatePoller implements Receiver {
  private readonly token = randomUUID();
  private readonly shutdown = new AbortController();
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bot: BotApi,
    private readonly handle: (update: unknown) => Promise<void>,
    private readonly options: Pick<NotifyConfig, 'pollMs' | 'retryBaseMs' | 'retryMaxMs'>,
    private readonly log: Log,
  ) {}

  start(): void {
    this.running ??= this.loop();
  }

  /** Cuts the long poll short, lets the batch in hand finish, and gives the lease up. */
  async stop(): Promise<void> {
    this.shutdown.abort();
    await this.running;
    await releaseLease(this.db, this.token).catch(() => undefined);
  }

  private get stopped(): boolean {
    return this.shutdown.signal.aborted;
  }

  private async wait(ms: number): Promise<void> {
    await sleep(ms, undefined, { signal: this.shutdown.signal, ref: false }).catch(() => undefined);
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        const offset = await takeLease(this.db, this.token, LEASE_MS);
        if (offset === undefined) {
          await this.wait(this.options.pollMs);
          continue;
        }
        const answer = await this.bot.getUpdates(offset, POLL_TIMEOUT_S, this.shutdown.signal);
        if (this.stopped) break;
        if (!answer.ok) {
          failures += 1;
          const delay = Math.max(Math.min(this.options.retryBaseMs * 2 ** (failures - 1), this.options.retryMaxMs, MAX_BACKOFF_MS), answer.retryAfterMs ?? 0);
          this.log.warn({ error: answer.error, retry_in_ms: delay }, 'telegram: getUpdates failed; will retry');
          // A webhook left from TELEGRAM_WEBHOOK_URL blocks getUpdates (409): polling is the mode now.
          if (answer.description.includes('webhook is active')) await this.bot.deleteWebhook(this.shutdown.signal);
          await this.wait(delay);
          continue;
        }
        failures = 0;
        const updates = Array.isArray(answer.result) ? answer.result : [];
        let next = offset;
        for (const update of updates) {
          const id = (update as { update_id?: unknown }).update_id;
          if (typeof id === 'number') next = Math.max(next, id + 1);
          await this.handle(update);
        }
        if (next > offset) await saveOffset(this.db, next);
      } catch (error) {
        // The database may be restarting: try again after a pause.
        failures += 1;
        this.log.error({ err: { message: (error as Error).message } }, 'telegram: handling button presses failed');
        await this.wait(Math.min(this.options.retryBaseMs * 2 ** (failures - 1), this.options.retryMaxMs, MAX_BACKOFF_MS));
      }
    }
  }
}

/** Webhook mode (TELEGRAM_WEBHOOK_URL): every node tells Telegram the address at start (the same for all), until it takes it. */
export class WebhookRegistrar implements Receiver {
  private readonly shutdown = new AbortController();
  private running: Promise<void> | undefined;

  constructor(
    private readonly bot: BotApi,
    private readonly webhook: { url: string; secret: string },
    private readonly options: Pick<NotifyConfig, 'retryBaseMs' | 'retryMaxMs'>,
    private readonly log: Log,
  ) {}

  start(): void {
    this.running ??= this.register();
  }

  async stop(): Promise<void> {
    this.shutdown.abort();
    await this.running;
  }

  private async register(): Promise<void> {
    for (let failures = 1; !this.shutdown.signal.aborted; failures++) {
      const answer = await this.bot.setWebhook(this.webhook.url, this.webhook.secret, this.shutdown.signal);
      if (answer.ok) {
        this.log.info({ url: this.webhook.url }, 'telegram: webhook set');
        return;
      }
      if (this.shutdown.signal.aborted) return;
      const delay = Math.min(this.options.retryBaseMs * 2 ** (failures - 1), this.options.retryMaxMs, MAX_BACKOFF_MS);
      this.log.warn({ error: answer.error, retry_in_ms: delay }, 'telegram: setWebhook failed; will retry');
      await sleep(delay, undefined, { signal: this.shutdown.signal, ref: false }).catch(() => undefined);
    }
  }
}

/** The button presses' handler for this server's bot and managers' chat. */
export function telegramPresses(db: Kysely<Database>, telegram: TelegramNotifyConfig, log: Log): TelegramPresses {
  return new TelegramPresses(db, new BotApi(telegram), telegram.chatId, log);
}

/** How this node receives the presses: the webhook's registration, or its share of the long polling. */
export function pressReceiver(db: Kysely<Database>, telegram: TelegramNotifyConfig, notify: NotifyConfig, log: Log): Receiver {
  const bot = new BotApi(telegram);
  if (notify.webhook) return new WebhookRegistrar(bot, notify.webhook, notify, log);
  const presses = new TelegramPresses(db, bot, telegram.chatId, log);
  return new UpdatePoller(db, bot, (update) => presses.handle(update), notify, log);
}

/**
 * The webhook's `X-Telegram-Bot-Api-Secret-Token` against this server's secret, in constant time (both hashed first,
 * so neither the secret's length nor its bytes leak through timing).
 */
export function webhookSecretMatches(sent: unknown, secret: string): boolean {
  if (typeof sent !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}
