import type { TelegramNotifyConfig } from '../config.ts';

/** What one delivery attempt came to: sent, or failed with a reason (never containing the bot token). */
export type SendOutcome = { ok: true } | { ok: false; error: string; retryAfterMs?: number };

/** Telegram's limit for one message's text. */
export const MAX_MESSAGE_LENGTH = 4096;

const TIMEOUT_MS = 10_000;

/**
 * The Bot API's sendMessage (https://core.telegram.org/bots/api#sendmessage): POST {apiBase}/bot{token}/sendMessage.
 * Plain text (no parse_mode), so a customer's `*` or `<` cannot break the message. The token is part of the URL:
 * neither the URL nor an error that might quote it is ever returned or logged as is.
 */
export function telegramSender(config: TelegramNotifyConfig, fetchImpl: typeof fetch = fetch) {
  const url = `${config.apiBase}/bot${config.botToken}/sendMessage`;
  const hide = (text: string) => text.replaceAll(config.botToken, '<bot token>');
  return async (text: string, abort?: AbortSignal): Promise<SendOutcome> => {
    try {
      const timeout = AbortSignal.timeout(TIMEOUT_MS);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: config.chatId, text: text.slice(0, MAX_MESSAGE_LENGTH), disable_web_page_preview: true }),
        signal: abort ? AbortSignal.any([timeout, abort]) : timeout,
      });
      const answer = (await response.json().catch(() => undefined)) as
        | { ok?: boolean; description?: string; parameters?: { retry_after?: number } }
        | undefined;
      if (response.ok && answer?.ok === true) return { ok: true };
      const retryAfter = answer?.parameters?.retry_after;
      return {
        ok: false,
        error: hide(`HTTP ${response.status}${answer?.description ? `: ${answer.description}` : ''}`).slice(0, 500),
        // 429 "Too Many Requests: retry after N": Telegram says when to come back.
        ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}),
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const kind = (error as Error).name;
      const name = kind === 'TimeoutError' ? 'timeout' : kind === 'AbortError' ? 'aborted (shutting down)' : (cause ?? (error as Error).message);
      return { ok: false, error: hide(`network: ${name}`).slice(0, 500) };
    }
  };
}
