import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { applyOrderAction, applyRequestAction } from '../manage/actions.ts';
import { staffActor } from '../manage/gate.ts';
import { answerText, keyboardFor, originalText, parsePress, statusLine, type Press } from './buttons.ts';
import { movedBy, sentMessage, staffIdByTelegram } from './repository.ts';
import { MAX_MESSAGE_LENGTH, type BotApi } from './telegram.ts';

interface Log {
  warn(details: object, message: string): void;
}

/** The parts of a Bot API callback query this server reads (https://core.telegram.org/bots/api#callbackquery). */
interface CallbackQuery {
  id: string;
  fromId: number;
  data: unknown;
  /** The message the button is under; absent for inline-mode messages, which this bot never sends. */
  message: { messageId: number; chat: { id: unknown; username?: unknown }; text: string } | undefined;
}

export const REFUSED = 'Нет прав';
export const CANCEL_REASON = 'Cancelled from Telegram';

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** An update's callback query, read defensively: updates come from getUpdates' JSON or the webhook's body. */
export function callbackQueryOf(update: unknown): CallbackQuery | undefined {
  const query = record(record(update)?.callback_query);
  const fromId = record(query?.from)?.id;
  if (!query || typeof query.id !== 'string' || typeof fromId !== 'number') return undefined;
  const message = record(query.message);
  const chat = record(message?.chat);
  return {
    id: query.id,
    fromId,
    data: query.data,
    message:
      message && chat && typeof message.message_id === 'number'
        ? { messageId: message.message_id, chat: { id: chat.id, username: chat.username }, text: typeof message.text === 'string' ? message.text : '' }
        : undefined,
  };
}

/** MANAGER_TELEGRAM_CHAT_ID is a chat's id or a channel's @username. */
function isManagersChat(chat: { id: unknown; username?: unknown }, chatId: string): boolean {
  if (chatId.startsWith('@')) return typeof chat.username === 'string' && `@${chat.username}`.toLowerCase() === chatId.toLowerCase();
  return (typeof chat.id === 'number' || typeof chat.id === 'string') && String(chat.id) === chatId;
}

/**
 * A press on the managers' buttons (issue 27), however it arrived (long polling or the webhook). Only a press in the
 * managers' chat by a staff account linked to the presser's Telegram user acts; it goes through the staff's one
 * core of moves (server/manage/actions.ts: guarded, with the audit log, via 'telegram'), so a second press, a
 * replayed update or a manager who was first in the back office moves nothing and is told where it already is.
 * The pressed message then shows the status and who moved it, with the buttons still meaningful there.
 */
export class TelegramPresses {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly bot: BotApi,
    private readonly chatId: string,
    private readonly log: Log,
  ) {}

  async handle(update: unknown): Promise<void> {
    const query = callbackQueryOf(update);
    if (!query) return;
    const press = parsePress(query.data);
    const message = query.message;
    if (!press || !message || !isManagersChat(message.chat, this.chatId)) {
      await this.answer(query.id, REFUSED);
      return;
    }
    const userId = await staffIdByTelegram(this.db, query.fromId);
    const actor = userId === undefined ? undefined : await staffActor(this.db, userId, 'telegram');
    if (!actor) {
      await this.answer(query.id, REFUSED);
      return;
    }
    const outcome =
      press.subject === 'order'
        ? await applyOrderAction(this.db, actor, press.id, press.action, press.action === 'cancel' ? CANCEL_REASON : undefined)
        : await applyRequestAction(this.db, actor, press.id, press.action);
    if (!outcome) {
      await this.answer(query.id, 'Не найдено');
      return;
    }
    await this.answer(query.id, answerText(press, outcome.moved, outcome.status));
    const by = outcome.moved ? actor.name : await movedBy(this.db, press.subject, press.id, outcome.status);
    await this.edit(press, message, outcome.status, by);
  }

  private async answer(id: string, text: string): Promise<void> {
    const answer = await this.bot.answerCallbackQuery(id, text);
    if (!answer.ok) this.log.warn({ error: answer.error }, 'telegram: answering a button press failed');
  }

  /** The message as sent, with the status line under it and the buttons its new status offers. */
  private async edit(press: Press, message: NonNullable<CallbackQuery['message']>, status: string, by: string | undefined): Promise<void> {
    const original = (await sentMessage(this.db, press.subject, press.id)) ?? originalText(message.text);
    const line = statusLine(press.subject, status, by);
    const text = line ? `${original.slice(0, MAX_MESSAGE_LENGTH - line.length - 2)}\n\n${line}` : original;
    const answer = await this.bot.editMessageText(message.chat.id as string | number, message.messageId, text, keyboardFor(press.subject, press.id, status));
    // A second press finds the message already showing this: Telegram says so, and nothing is wrong.
    if (!answer.ok && !answer.description.includes('message is not modified')) {
      this.log.warn({ error: answer.error }, 'telegram: editing the pressed message failed');
    }
  }
}
