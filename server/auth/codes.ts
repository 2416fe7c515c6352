import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.ts';
import { HttpError, RateLimited } from '../contract/errors.ts';
import type { CodePurpose } from '../db/tables/accounts.ts';
import type { Database } from '../db/types.ts';
import { MESSAGES, requiredPhone, type TokenPair } from './answers.ts';
import * as repo from './repository.ts';
import type { Sessions } from './sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import type { ConsoleSmsProvider } from './sms.ts';

/**
 * The account of someone who just proved they hold `phone` (a phone-step code or a Firebase phone token). A
 * verified owner wins over an unproven claim: a never-verified password-only account (a registration nobody
 * confirmed) becomes theirs without its unconfirmed password; on a Telegram or Firebase account the phone was
 * only typed in, so it is detached there (that account will be asked for a phone again) and the owner gets a
 * new account. Without any account, one is created (part 1 §4: sign-in by code needs no registration).
 */
export async function phoneOwner(db: Kysely<Database>, phone: string, link: { firebaseUid?: string } = {}): Promise<number> {
  const existing = await repo.findUserByPhone(db, phone);
  if (existing?.phone_verified) {
    if (link.firebaseUid && existing.firebase_uid === null) await repo.updateUser(db, existing.id, { firebase_uid: link.firebaseUid });
    return existing.id;
  }
  if (existing && existing.telegram_id === null && existing.firebase_uid === null) {
    await repo.updateUser(db, existing.id, { phone_verified: true, password_hash: null, ...(link.firebaseUid ? { firebase_uid: link.firebaseUid } : {}) });
    return existing.id;
  }
  if (existing) await repo.updateUser(db, existing.id, { phone: null });
  const user = await repo.createUser(db, { phone, phone_verified: true, firebase_uid: link.firebaseUid ?? null });
  return user.id;
}

/** Phone codes: sent by SMS (or the console stand-in), checked once, and what a correct one signs in to. */
export class PhoneCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AuthConfig,
    private readonly sms: ConsoleSmsProvider,
    private readonly limits: SignInLimits,
    private readonly sessions: Sessions,
  ) {}

  // Keyed with the server secret: a leaked table of 4-digit codes cannot be reversed by hashing all 10 000.
  private codeHash(phone: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`code:${phone}:${code}`).digest('hex');
  }

  /** Creates and sends a code; the per-phone hourly cap applies to every code, whatever asked for it. */
  async send(phone: string, purpose: CodePurpose, userId: number | null): Promise<void> {
    await this.limits.codesPerPhone.take(phone);
    const now = new Date();
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    await repo.insertCode(this.db, {
      phone,
      codeHash: this.codeHash(phone, code),
      expiresAt: new Date(now.getTime() + this.config.codeTtlS * 1000),
      purpose,
      userId,
      now,
    });
    await this.sms.send(phone, code);
  }

  /** POST /api/auth/request_code/: one code per phone per `codeResendS` (resend_in), capped per hour. */
  async request(input: string, ip: string) {
    const phone = requiredPhone(input);
    const latest = await repo.latestCode(this.db, phone);
    if (latest) {
      const wait = Math.ceil((latest.created_at.getTime() + this.config.codeResendS * 1000 - Date.now()) / 1000);
      if (wait > 0) throw new RateLimited(wait);
    }
    await this.limits.codesPerClient.take(ip);
    await this.send(phone, 'sign_in', null);
    return { detail: MESSAGES.codeSent, expires_in: this.config.codeTtlS, resend_in: this.config.codeResendS };
  }

  /**
   * POST /api/auth/verify_code/. Only the latest code of a phone counts; it expires, works once and allows
   * `codeMaxAttempts` tries. Four digits are the spec's flash-call rule, so guessing is bounded by the limits:
   * 5 tries × 5 codes per phone an hour is at most 25 guesses (0.25 %) an hour, each one a call to the holder.
   */
  async verify(input: string, code: string, ip: string): Promise<TokenPair> {
    await this.limits.clientAttempts.take(ip);
    const phone = requiredPhone(input);
    const now = new Date();
    const row = await repo.latestCode(this.db, phone);
    if (!row || row.consumed_at || row.expires_at <= now) throw new HttpError(400, MESSAGES.wrongCode);
    if (!(await repo.spendAttempt(this.db, row.id, this.config.codeMaxAttempts))) throw new HttpError(400, MESSAGES.wrongCode);
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.codeHash(phone, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(400, MESSAGES.wrongCode);
    if (!(await repo.consumeCode(this.db, row.id, now))) throw new HttpError(400, MESSAGES.wrongCode);

    // A code sent after a password or a registration confirms that account's phone.
    if (row.purpose !== 'sign_in' && row.user_id !== null) {
      const user = await repo.findUserById(this.db, row.user_id);
      if (!user || user.phone !== phone) throw new HttpError(400, MESSAGES.wrongCode);
      if (!user.phone_verified) await repo.updateUser(this.db, user.id, { phone_verified: true });
      return this.sessions.start(user.id);
    }
    return this.sessions.start(await phoneOwner(this.db, phone));
  }
}
