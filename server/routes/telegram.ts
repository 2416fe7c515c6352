import type { Handlers } from '../contract/handlers.ts';
import type { Deps } from '../deps.ts';

/** Issue 27: the Telegram webhook (button presses when TELEGRAM_WEBHOOK_URL is set). */
export function telegramHandlers(_deps: Deps): Handlers {
  return {};
}
