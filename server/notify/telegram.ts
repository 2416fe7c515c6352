import type { TelegramNotifyConfig } from '../config.ts';

/** What one delivery attempt came to: sent (with Telegram's message id), or failed with a reason (never the bot token). */
export type SendOutcome = { ok: true; messageId?: number } | { ok: false; error: string; retryAfterMs?: number; refused?: boolean };

/** One Bot API call's answer: its `result`, or why not (the token never in it). */
export type BotAnswer<T> = { ok: true; result: T } | { ok: false; error: string; description: string; retryAfterMs?: number; status?: number };

/** Telegram's limit for one message's text. */
export const MAX_MESSAGE_LENGTH = 4096;

const TIMEOUT_MS = 10_000;

/** An inline keyboard (https://core.telegram.org/bots/api#inlinekeyboardmarkup): rows of buttons with callback data. */
export interface InlineKeyboard {
  inline_keyboard: { text: string; callback_data: string }[][];
}

type Connection = Pick<TelegramNotifyConfig, 'botToken' | 'apiBase'>;

/**
 * The Bot API (https://core.telegram.org/bots/api): POST {apiBase}/bot{token}/{method} with a JSON body. The token is
 * part of the URL: neither the URL nor an error that might quote it is ever returned or logged as is.
 */
export function botCall(config: Connection, fetchImpl: typeof fetch = fetch) {
  const hide = (text: string) => text.replaceAll(config.botToken, '<bot token>');
  return async <T>(method: string, params: object, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<BotAnswer<T>> => {
    try {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
      const response = await fetchImpl(`${config.apiBase}/bot${config.botToken}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
      });
      const answer = (await response.json().catch(() => undefined)) as
        | { ok?: boolean; result?: T; description?: string; parameters?: { retry_after?: number } }
        | undefined;
      if (response.ok && answer?.ok === true) return { ok: true, result: answer.result as T };
      const retryAfter = answer?.parameters?.retry_after;
      const description = hide(answer?.description ?? '');
      return {
        ok: false,
        error: hide(`HTTP ${response.status}${description ? `: ${description}` : ''}`).slice(0, 500),
        description,
        status: response.status,
        // 429 "Too Many Requests: retry after N": Telegram says when to come back.
        ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const kind = (error as Error).name;
      const name = kind === 'TimeoutError' ? 'timeout' : kind === 'AbortError' ? 'aborted (shutting down)' : (cause ?? (error as Error).message);
      return { ok: false, error: hide(`network: ${name}`).slice(0, 500), description: '' };
    }
  };
}

/**
 * The Bot API's sendMessage (https://core.telegram.org/bots/api#sendmessage) to the managers' chat, or to `chatId` (a
 * shopper's own chat, issue 28). Plain text (no parse_mode), so a customer's `*` or `<` cannot break the message;
 * with the message's buttons when given. The answer carries the sent message's id, kept so a button press can edit
 * it. `refused`: Telegram will never take it (400 "chat not found", 403 "bot was blocked by the user").
 */
export function telegramSender(config: Connection & { chatId?: string }, fetchImpl: typeof fetch = fetch) {
  const call = botCall(config, fetchImpl);
  return async (text: string, abort?: AbortSignal, buttons?: InlineKeyboard, chatId?: string): Promise<SendOutcome> => {
    const chat = chatId ?? config.chatId;
    if (chat === undefined) return { ok: false, error: 'no chat to send to', refused: true };
    const answer = await call<{ message_id?: number }>(
      'sendMessage',
      { chat_id: chat, text: text.slice(0, MAX_MESSAGE_LENGTH), disable_web_page_preview: true, ...(buttons ? { reply_markup: buttons } : {}) },
      abort ? { signal: abort } : {},
    );
    if (answer.ok) return typeof answer.result?.message_id === 'number' ? { ok: true, messageId: answer.result.message_id } : { ok: true };
    return {
      ok: false,
      error: answer.error,
      ...(answer.retryAfterMs ? { retryAfterMs: answer.retryAfterMs } : {}),
      ...(answer.status === 400 || answer.status === 403 ? { refused: true } : {}),
    };
  };
}

/** The calls the managers' buttons need: answering a press, editing the pressed message, receiving updates. */
export class BotApi {
  private readonly call: ReturnType<typeof botCall>;

  constructor(config: Connection, fetchImpl: typeof fetch = fetch) {
    this.call = botCall(config, fetchImpl);
  }

  /** Stops the button's spinner and shows `text` (https://core.telegram.org/bots/api#answercallbackquery). */
  answerCallbackQuery(id: string, text: string, alert = false): Promise<BotAnswer<unknown>> {
    return this.call('answerCallbackQuery', { callback_query_id: id, text, show_alert: alert });
  }

  /** Replaces a message's text and buttons (an empty keyboard removes them). */
  editMessageText(chatId: string | number, messageId: number, text: string, buttons: InlineKeyboard): Promise<BotAnswer<unknown>> {
    return this.call('editMessageText', {
      chat_id: chatId,
      message_id: messageId,
      text: text.slice(0, MAX_MESSAGE_LENGTH),
      disable_web_page_preview: true,
      reply_markup: buttons,
    });
  }

  /**
   * Long polling (https://core.telegram.org/bots/api#getupdates): Telegram holds the request up to `timeoutS` until an
   * update arrives. `offset` confirms every update before it, so they are never handed out again.
   */
  getUpdates(offset: number, timeoutS: number, signal: AbortSignal): Promise<BotAnswer<unknown[]>> {
    return this.call<unknown[]>('getUpdates', { offset, timeout: timeoutS, allowed_updates: ['callback_query'] }, { signal, timeoutMs: (timeoutS + 10) * 1000 });
  }

  setWebhook(url: string, secret: string, signal?: AbortSignal): Promise<BotAnswer<unknown>> {
    return this.call('setWebhook', { url, secret_token: secret, allowed_updates: ['callback_query'] }, signal ? { signal } : {});
  }

  /** Keeps the updates waiting (getUpdates picks them up after a switch from webhook mode). */
  deleteWebhook(signal?: AbortSignal): Promise<BotAnswer<unknown>> {
    return this.call('deleteWebhook', { drop_pending_updates: false }, signal ? { signal } : {});
  }
}
