import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { enqueue, type Subject } from './outbox.ts';

/**
 * Writes the managers' messages into the outbox (server/notify/outbox.ts), inside the caller's transaction, when
 * notifications are on (MANAGER_TELEGRAM_CHAT_ID and TELEGRAM_BOT_TOKEN); off, it writes nothing, so no backlog
 * builds up to flood a chat configured later. `committed` tells this node's worker to look at once.
 */
export class Notifier {
  private readonly listeners = new Set<() => void>();

  constructor(readonly enabled: boolean) {}

  /**
   * In the transaction that created the order or the request. The message is composed only when notifications are
   * on; its wording is the caller's (orders/manager-message.ts, requests/describe.ts), so the outbox knows nothing
   * of orders or requests and neither of them has to be imported here.
   */
  async write(trx: Kysely<Database>, subject: Subject, subjectId: number, compose: () => Promise<string | undefined>): Promise<void> {
    if (!this.enabled) return;
    const message = await compose();
    if (message !== undefined) await enqueue(trx, subject, subjectId, message);
  }

  /** After the transaction that wrote a message has committed. */
  committed(): void {
    if (!this.enabled) return;
    for (const listener of this.listeners) listener();
  }

  onCommitted(listener: () => void): void {
    this.listeners.add(listener);
  }
}
