import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkTelegramUser, telegramHash } from './telegram.ts';

const BOT = '123456:ABC-test';

describe('Telegram Login Widget check', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const user = { id: 512345678, first_name: 'Алексей', last_name: 'Смирнов', username: 'alex_watch', auth_date: now / 1000 - 60 };

  it('follows Telegram: HMAC-SHA-256 over sorted key=value lines keyed with SHA-256(bot token)', () => {
    const dataCheckString = `auth_date=${user.auth_date}\nfirst_name=Алексей\nid=512345678\nlast_name=Смирнов\nusername=alex_watch`;
    const expected = createHmac('sha256', createHash('sha256').update(BOT).digest()).update(dataCheckString).digest('hex');
    expect(telegramHash(user, BOT)).toBe(expected);
  });

  it('accepts genuine data and refuses changed, foreign and stale data', () => {
    const hash = telegramHash(user, BOT);
    expect(checkTelegramUser({ ...user, hash }, BOT, now)).toBe('ok');
    expect(checkTelegramUser({ ...user, hash: hash.toUpperCase() }, BOT, now)).toBe('ok');
    expect(checkTelegramUser({ ...user, username: 'someone_else', hash }, BOT, now)).toBe('bad-hash');
    expect(checkTelegramUser({ ...user, hash }, '654321:other', now)).toBe('bad-hash');
    expect(checkTelegramUser({ ...user, hash: hash.slice(2) }, BOT, now)).toBe('bad-hash');
    expect(checkTelegramUser({ ...user, hash }, BOT, now + 24 * 3600_000)).toBe('stale');
  });
});
