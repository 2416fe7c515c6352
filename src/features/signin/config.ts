import { parseOrigins } from './relayUrls.ts';

/**
 * Sign-in configuration from Vite's env. The Telegram bot's name should come from the server (a config endpoint is
 * planned with the server's auth work); until openapi.yaml has it, `VITE_TELEGRAM_BOT_USERNAME` names it.
 */
const env = import.meta.env;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export const signInConfig = {
  /** Google and SMS codes through the identity provider: hidden unless it is configured. */
  providerEnabled: Boolean(text(env.VITE_FIREBASE_API_KEY) && text(env.VITE_FIREBASE_PROJECT_ID)),
  telegramBot: text(env.VITE_TELEGRAM_BOT_USERNAME),
  /** The international (English) hosts, e.g. "https://boutique.example.com". */
  enOrigins: parseOrigins(text(env.VITE_EN_ORIGINS) ?? undefined),
  /** The Russian host where sign-in happens. */
  ruOrigin: parseOrigins(text(env.VITE_RU_ORIGIN) ?? undefined)[0] ?? null,
};

/** Part 1 §2.5: a Russian toll-free support line for code problems. */
export const SUPPORT_PHONE = '8 800 200-57-11';
