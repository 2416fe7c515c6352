import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.ts';
import { HttpError } from '../contract/errors.ts';
import type { Database } from '../db/types.ts';
import { invalid, MESSAGES, requiredPhone, type TokenPair } from './answers.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repository.ts';
import type { Sessions } from './sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import { checkTelegramUser, TELEGRAM_MAX_AGE_S, type TelegramUser } from './telegram.ts';

/** The Telegram widget: its signed answer signs a known user in, or registers one with a phone and a password. */
export class TelegramSignIn {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AuthConfig,
    private readonly limits: SignInLimits,
    private readonly sessions: Sessions,
  ) {}

  private async check(user: TelegramUser, field?: string): Promise<void> {
    const token = this.config.telegramBotToken;
    if (!token) throw new HttpError(404, MESSAGES.telegramOff);
    const fail = (message: string) => (field ? invalid(field, message) : new HttpError(400, message));
    const check = checkTelegramUser(user, token);
    if (check === 'bad-hash') throw fail(MESSAGES.telegramBadHash);
    if (check === 'stale') throw fail(MESSAGES.telegramStale);
    if (await repo.telegramHashUsed(this.db, user.hash.toLowerCase())) throw fail(MESSAGES.telegramReplayed);
  }

  /** Accepted once: a signed widget answer is a bearer credential for a day, so its hash is remembered. */
  private async useHash(user: TelegramUser, field?: string): Promise<void> {
    if (!(await repo.useTelegramHash(this.db, user.hash.toLowerCase(), new Date(), TELEGRAM_MAX_AGE_S))) {
      throw field ? invalid(field, MESSAGES.telegramReplayed) : new HttpError(400, MESSAGES.telegramReplayed);
    }
  }

  /**
   * POST /api/auth/telegram/login/. An unknown Telegram user answers 404 "User not found" without using up the
   * widget data: the client goes on to telegram-register with the same object (part 1 §4).
   */
  async login(user: TelegramUser, ip: string): Promise<TokenPair> {
    await this.limits.clientAttempts.take(ip);
    await this.check(user);
    const account = await repo.findUserByTelegram(this.db, user.id);
    if (!account) throw new HttpError(404, MESSAGES.userNotFound);
    await this.useHash(user);
    if (user.username && user.username !== account.username) await repo.updateUser(this.db, account.id, { username: user.username });
    return this.sessions.start(account.id, account.phone === null ? { requires_phone: true } : {});
  }

  /** POST /api/auth/telegram/register/: the widget user + phone + password (part 1 §3). */
  async register(body: { user: TelegramUser; phone: string; password: string }, ip: string): Promise<TokenPair> {
    await this.limits.clientAttempts.take(ip);
    await this.check(body.user, 'user');
    const phone = requiredPhone(body.phone);
    if (await repo.findUserByTelegram(this.db, body.user.id)) throw invalid('user', MESSAGES.telegramTaken);
    if (await repo.findUserByPhone(this.db, phone)) throw invalid('phone', MESSAGES.phoneTaken);
    const passwordHash = await hashPassword(body.password);
    await this.useHash(body.user, 'user');
    let account;
    try {
      // The phone is typed in, not proven: it stays unverified until a code confirms it (password login asks).
      account = await repo.createUser(this.db, {
        phone,
        password_hash: passwordHash,
        telegram_id: body.user.id,
        username: body.user.username ?? null,
        first_name: body.user.first_name.slice(0, 150),
        last_name: (body.user.last_name ?? '').slice(0, 150),
      });
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw invalid('phone', MESSAGES.phoneTaken);
      throw error;
    }
    return this.sessions.start(account.id);
  }
}
