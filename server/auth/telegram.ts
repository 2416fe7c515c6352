import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { components } from '../../kernel/schema.d.ts';

/** The Telegram Login Widget's user object, as the contract states it. */
export type TelegramUser = components['schemas']['TelegramUser'];

/** Widget data older than this is refused (a replayed sign-in from yesterday must not work). */
export const TELEGRAM_MAX_AGE_S = 24 * 3600;

/**
 * Telegram's check (core.telegram.org/widgets/login#checking-authorization): HMAC-SHA-256 of the
 * data-check-string (every field but `hash`, as `key=value`, sorted by key, joined by "\n") keyed with
 * SHA-256(bot token), compared in constant time.
 */
export function telegramHash(user: Omit<TelegramUser, 'hash'> & { hash?: string }, botToken: string): string {
  const dataCheckString = Object.entries(user)
    .filter(([key, value]) => key !== 'hash' && value !== undefined && value !== null)
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString).digest('hex');
}

export type TelegramCheck = 'ok' | 'bad-hash' | 'stale';

export function checkTelegramUser(user: TelegramUser, botToken: string, now = Date.now()): TelegramCheck {
  const expected = Buffer.from(telegramHash(user, botToken), 'hex');
  const given = Buffer.from(user.hash.toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-hash';
  const age = Math.floor(now / 1000) - user.auth_date;
  // A little clock skew into the future is tolerated; more is as suspicious as stale data.
  if (age > TELEGRAM_MAX_AGE_S || age < -300) return 'stale';
  return 'ok';
}
