import type { Handlers } from '../contract/handlers.ts';
import { HttpError } from '../contract/errors.ts';
import type { Deps } from '../deps.ts';
import { telegramPresses, webhookSecretMatches } from '../notify/updates.ts';

export const WRONG_SECRET = 'The Telegram secret token is missing or wrong.';

/**
 * Issue 27: the Telegram webhook — button presses when TELEGRAM_WEBHOOK_URL is set (otherwise one node long-polls
 * getUpdates and this address does not exist: 404). Telegram proves itself with the secret it was given at
 * setWebhook; the press is handled before the answer, so a failure (500) makes Telegram send it again, which the
 * guarded moves make harmless.
 */
export function telegramHandlers({ db, config }: Deps): Handlers {
  return {
    telegramWebhook: async (request) => {
      const { telegram, webhook } = config.notify;
      if (!telegram || !webhook) throw new HttpError(404, 'Not found.');
      if (!webhookSecretMatches(request.headers['x-telegram-bot-api-secret-token'], webhook.secret)) throw new HttpError(401, WRONG_SECRET);
      await telegramPresses(db, telegram, request.log).handle(request.body);
      return { detail: 'ok' };
    },
  };
}
