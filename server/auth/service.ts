import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.ts';
import type { CodePurpose, Database } from '../db/types.ts';
import { HttpError, RateLimited } from '../http/errors.ts';
import type { Limit, WindowCounter } from '../http/window-counter.ts';
import { FirebaseVerifier } from './firebase.ts';
import { signAccessToken, verifyAccessToken, type AccessIdentity } from './jwt.ts';
import { checkPassword, hashPassword, MIN_PASSWORD_LENGTH } from './passwords.ts';
import { formatPhone, normalizePhone, PHONE_INVALID } from './phone.ts';
import * as repo from './repository.ts';
import { ConsoleSmsProvider } from './sms.ts';
import { checkTelegramUser, TELEGRAM_MAX_AGE_S, type TelegramUser } from './telegram.ts';

export interface TokenPair {
  access: string;
  refresh: string;
  requires_phone?: boolean;
}
export interface VerificationRequired {
  requires_verification: true;
  detail: string;
}

// The client shows its own sentences for most failures (part 1 §8 "Sign-in messages"); these details are what
// it shows where it uses the server's words, and what API users read.
export const MESSAGES = {
  badCredentials: 'Неверный номер телефона или пароль.',
  wrongCode: 'Неверный код подтверждения',
  codeSent: 'Код отправлен на ваш телефон',
  verificationRequired: 'Phone verification required',
  phoneTaken: 'Этот номер телефона уже используется.',
  invalidToken: 'Token is invalid or expired',
  noCredentials: 'Authentication credentials were not provided.',
  telegramOff: 'Telegram sign-in is not configured on this server.',
  telegramBadHash: 'Данные Telegram не прошли проверку подписи.',
  telegramStale: 'Данные Telegram устарели: войдите через Telegram ещё раз.',
  telegramReplayed: 'Эти данные Telegram уже использованы: войдите через Telegram ещё раз.',
  telegramTaken: 'Этот аккаунт Telegram уже зарегистрирован.',
  userNotFound: 'User not found',
  firebaseOff: 'Firebase sign-in is not configured on this server.',
  firebaseInvalid: 'Недействительный или просроченный токен входа.',
  firebaseTaken: 'Этот аккаунт уже зарегистрирован.',
  wrongCurrentPassword: 'Текущий пароль указан неверно',
  passwordTooShort: `Пароль должен содержать не менее ${MIN_PASSWORD_LENGTH} символов`,
  samePassword: 'Новый пароль должен отличаться от текущего',
  passwordChanged: 'Пароль изменён',
} as const;

const invalid = (field: string, message: string) => new HttpError(400, 'Invalid request.', { [field]: [message] });
/** A 400 whose detail is the field's own message: the password form shows the detail (part 2 §8 "Password"). */
const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

/**
 * The sign-in flows of part 1 §2.5/§4/§7: password, phone code, Telegram widget, Firebase; and the session
 * (access JWT + rotating refresh tokens). One instance per server; state that must survive a restart or be shared
 * by several nodes is in the database (tokens, codes, used Telegram hashes, and the limits' windows).
 */
export class AuthService {
  readonly sms: ConsoleSmsProvider;
  private readonly firebase: FirebaseVerifier | undefined;
  private readonly loginFailures: Limit;
  /** Every sign-in attempt of a client (login, register, code check, Telegram, Firebase) counts here. */
  private readonly clientAttempts: Limit;
  private readonly codesPerPhone: Limit;
  private readonly codesPerClient: Limit;
  /** Wrong current passwords given to a password change, per user (a stolen session guessing the password). */
  private readonly passwordFailures: Limit;

  constructor(
    private readonly db: Kysely<Database>,
    readonly config: AuthConfig,
    private readonly log: FastifyBaseLogger,
    counter: WindowCounter,
  ) {
    // The console provider is the development stand-in: the code must be readable in the log by design.
    this.sms = new ConsoleSmsProvider(({ phone, code }, message) => log.info({ sms: { to: formatPhone(phone), code } }, message));
    this.firebase = config.firebaseProjectId ? new FirebaseVerifier(config.firebaseProjectId, config.firebaseEmulatorHost) : undefined;
    const loginWindow = config.loginWindowS * 1000;
    this.loginFailures = counter.limit('login-failures', config.loginFailuresPerPhone, loginWindow);
    this.clientAttempts = counter.limit('sign-in-attempts', config.loginAttemptsPerClient, loginWindow);
    this.codesPerPhone = counter.limit('codes-per-phone', config.codesPerPhonePerHour, 3600_000);
    this.codesPerClient = counter.limit('codes-per-client', config.codesPerClientPerHour, 3600_000);
    this.passwordFailures = counter.limit('password-change-failures', config.loginFailuresPerPhone, loginWindow);
  }

  async close(): Promise<void> {
    await this.firebase?.close();
  }

  /** What the client needs to show the sign-in methods (GET /api/auth/config/). */
  publicConfig() {
    const c = this.config;
    return {
      telegram_bot: c.telegramBotToken && c.telegramBotUsername ? c.telegramBotUsername : null,
      firebase: c.firebaseProjectId
        ? {
            project_id: c.firebaseProjectId,
            api_key: c.firebaseWebApiKey ?? null,
            auth_domain: c.firebaseAuthDomain ?? null,
            emulator_url: c.firebaseEmulatorHost ? `http://${c.firebaseEmulatorHost}` : null,
          }
        : null,
    };
  }

  // ── session ────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * The user and session behind an `Authorization: Bearer …` header, or a 401. Besides the token's own checks
   * (server/auth/jwt.ts), its session must still be live (one indexed query): so logout, a password change in
   * another session or a refresh token's reuse end that session's access tokens at once, not when they expire.
   */
  async authenticate(header: unknown): Promise<AccessIdentity> {
    if (typeof header !== 'string' || !header.startsWith('Bearer ')) throw new HttpError(401, MESSAGES.noCredentials);
    const identity = verifyAccessToken(header.slice(7).trim(), this.config.jwtSecret);
    if (identity === null || !(await repo.sessionLive(this.db, identity.sessionId, identity.userId, new Date()))) {
      throw new HttpError(401, MESSAGES.invalidToken);
    }
    return identity;
  }

  private accessToken(userId: number, familyId: string): string {
    return signAccessToken(userId, familyId, this.config.jwtSecret, this.config.accessTokenTtlS);
  }

  /** A new session: a new refresh-token family whose absolute lifetime starts now; its id is the tokens' `sid`. */
  private async startSession(userId: number, extra: Partial<TokenPair> = {}): Promise<TokenPair> {
    const startedAt = new Date();
    const expiresAt = new Date(startedAt.getTime() + this.config.sessionMaxAgeS * 1000);
    const familyId = repo.newFamilyId();
    const refresh = await repo.insertRefreshToken(this.db, { userId, familyId, startedAt, expiresAt });
    return { access: this.accessToken(userId, familyId), refresh, ...extra };
  }

  /** The next token of a family: same family (same `sid`), same absolute expiry (refreshing never extends a session). */
  private async continueSession(row: repo.RefreshRow): Promise<TokenPair> {
    const refresh = await repo.insertRefreshToken(this.db, { userId: row.user_id, familyId: row.family_id, startedAt: row.family_started_at, expiresAt: row.expires_at });
    return { access: this.accessToken(row.user_id, row.family_id), refresh };
  }

  /**
   * Rotation with reuse detection (OAuth 2.0 Security BCP §4.14): every refresh token works once. A token that was
   * already rotated means two parties hold it; unless it comes back within the grace window, the whole family is
   * revoked, which signs out both the thief and the user (who signs in again).
   *
   * The grace window is for the honest race: two tabs (or a retried request whose answer was lost) presenting the
   * same token within seconds. Such a replay gets a fresh pair of the same family rather than the pair already
   * handed out (that one was never stored in clear), so neither tab is signed out; a replay after the window, or
   * of a token older than the latest rotation, is treated as theft.
   */
  async refresh(token: string): Promise<TokenPair> {
    const now = new Date();
    const hash = repo.sha256(token);
    const rotated = await repo.rotateRefreshToken(this.db, hash, now);
    if (rotated) return this.continueSession(rotated);

    const row = await repo.findRefreshToken(this.db, hash);
    if (!row || row.revoked_at || row.expires_at <= now || !row.rotated_at) throw new HttpError(401, MESSAGES.invalidToken);
    const sinceRotation = now.getTime() - row.rotated_at.getTime();
    const inGrace =
      sinceRotation <= this.config.refreshGraceS * 1000 &&
      !(await repo.rotatedSince(this.db, row.family_id, row.rotated_at)) &&
      !(await repo.familyRevoked(this.db, row.family_id));
    if (inGrace) {
      return this.continueSession(row);
    }
    await repo.revokeFamily(this.db, row.family_id, now);
    this.log.warn({ user: row.user_id, family: row.family_id }, 'refresh token reused after rotation: session revoked');
    throw new HttpError(401, MESSAGES.invalidToken);
  }

  /**
   * Idempotent: an unknown or already revoked token is fine (logout never fails for the user). Revoking the family
   * also ends its access tokens (authenticate).
   */
  async logout(token: string): Promise<void> {
    const row = await repo.findRefreshToken(this.db, repo.sha256(token));
    if (row) await repo.revokeFamily(this.db, row.family_id, new Date());
  }

  /**
   * POST /api/users/change_password/ (part 2 §5 "Password change"). The current password must be right, unless
   * the account has none yet (a messenger or identity-provider sign-up sets its first one); the new one follows
   * registration's policy (MIN_PASSWORD_LENGTH, also in the contract) and differs from the current one. Then every
   * other session of the user is revoked — their refresh tokens and, through authenticate, their access tokens —
   * while the caller's own session stays signed in. Limited like sign-in: every attempt counts per client, and
   * wrong current passwords per user (then even the right one waits).
   */
  async changePassword(identity: AccessIdentity, body: { current_password: string; new_password: string }, ip: string) {
    await this.clientAttempts.take(ip);
    const user = await repo.findUserById(this.db, identity.userId);
    if (!user) throw new HttpError(401, MESSAGES.invalidToken);
    const subject = String(user.id);
    await this.passwordFailures.check(subject);
    if ([...body.new_password].length < MIN_PASSWORD_LENGTH) throw fieldError('new_password', MESSAGES.passwordTooShort);
    if (user.password_hash !== null) {
      if (!(await checkPassword(user.password_hash, body.current_password))) {
        await this.passwordFailures.hit(subject);
        throw fieldError('current_password', MESSAGES.wrongCurrentPassword);
      }
      await this.passwordFailures.reset(subject);
      if (body.new_password === body.current_password) throw fieldError('new_password', MESSAGES.samePassword);
    }
    const outcome = await repo.changePassword(this.db, {
      userId: user.id,
      expectedHash: user.password_hash,
      newHash: await hashPassword(body.new_password),
      keepFamilyId: identity.sessionId,
      now: new Date(),
    });
    if (outcome === 'session-ended') throw new HttpError(401, MESSAGES.invalidToken);
    // Another session changed the password between the check and the change: the current password given is stale.
    if (outcome === 'password-changed-meanwhile') throw fieldError('current_password', MESSAGES.wrongCurrentPassword);
    this.log.info({ user: user.id }, 'password changed: other sessions revoked');
    return { detail: MESSAGES.passwordChanged };
  }

  private phone(input: string, field = 'phone'): string {
    const phone = normalizePhone(input);
    if (!phone) throw invalid(field, PHONE_INVALID);
    return phone;
  }

  // ── codes ──────────────────────────────────────────────────────────────────────────────────────────────────

  // Keyed with the server secret: a leaked table of 4-digit codes cannot be reversed by hashing all 10 000.
  private codeHash(phone: string, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`code:${phone}:${code}`).digest('hex');
  }

  /** Creates and sends a code; the per-phone hourly cap applies to every code, whatever asked for it. */
  private async sendCode(phone: string, purpose: CodePurpose, userId: number | null): Promise<void> {
    await this.codesPerPhone.take(phone);
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
  async requestCode(input: string, ip: string) {
    const phone = this.phone(input);
    const latest = await repo.latestCode(this.db, phone);
    if (latest) {
      const wait = Math.ceil((latest.created_at.getTime() + this.config.codeResendS * 1000 - Date.now()) / 1000);
      if (wait > 0) throw new RateLimited(wait);
    }
    await this.codesPerClient.take(ip);
    await this.sendCode(phone, 'sign_in', null);
    return { detail: MESSAGES.codeSent, expires_in: this.config.codeTtlS, resend_in: this.config.codeResendS };
  }

  /**
   * POST /api/auth/verify_code/. Only the latest code of a phone counts; it expires, works once and allows
   * `codeMaxAttempts` tries. Four digits are the spec's flash-call rule, so guessing is bounded by the limits:
   * 5 tries × 5 codes per phone an hour is at most 25 guesses (0.25 %) an hour, each one a call to the holder.
   */
  async verifyCode(input: string, code: string, ip: string): Promise<TokenPair> {
    await this.clientAttempts.take(ip);
    const phone = this.phone(input);
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
      return this.startSession(user.id);
    }
    return this.startSession(await this.phoneOwner(phone));
  }

  /**
   * The account of someone who just proved they hold `phone` (a phone-step code or a Firebase phone token). A
   * verified owner wins over an unproven claim: a never-verified password-only account (a registration nobody
   * confirmed) becomes theirs without its unconfirmed password; on a Telegram or Firebase account the phone was
   * only typed in, so it is detached there (that account will be asked for a phone again) and the owner gets a
   * new account. Without any account, one is created (part 1 §4: sign-in by code needs no registration).
   */
  private async phoneOwner(phone: string, link: { firebaseUid?: string } = {}): Promise<number> {
    const existing = await repo.findUserByPhone(this.db, phone);
    if (existing?.phone_verified) {
      if (link.firebaseUid && existing.firebase_uid === null) await repo.updateUser(this.db, existing.id, { firebase_uid: link.firebaseUid });
      return existing.id;
    }
    if (existing && existing.telegram_id === null && existing.firebase_uid === null) {
      await repo.updateUser(this.db, existing.id, { phone_verified: true, password_hash: null, ...(link.firebaseUid ? { firebase_uid: link.firebaseUid } : {}) });
      return existing.id;
    }
    if (existing) await repo.updateUser(this.db, existing.id, { phone: null });
    const user = await repo.createUser(this.db, { phone, phone_verified: true, firebase_uid: link.firebaseUid ?? null });
    return user.id;
  }

  // ── password ───────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * POST /api/auth/login/. Limits: failed attempts per phone (guessing one account's password) and all
   * attempts per client (trying many phones). An account whose phone was never confirmed gets a code instead of
   * tokens (part 1 §4 "tokens, or a requires_verification flag").
   */
  async login(input: string, password: string, ip: string): Promise<TokenPair | VerificationRequired> {
    await this.clientAttempts.take(ip);
    const phone = this.phone(input);
    await this.loginFailures.check(phone);
    const user = await repo.findUserByPhone(this.db, phone);
    if (!(await checkPassword(user?.password_hash, password)) || !user) {
      await this.loginFailures.hit(phone);
      throw new HttpError(400, MESSAGES.badCredentials);
    }
    await this.loginFailures.reset(phone);
    if (!user.phone_verified) {
      await this.sendCode(phone, 'login', user.id);
      return { requires_verification: true, detail: MESSAGES.verificationRequired };
    }
    return this.startSession(user.id);
  }

  /**
   * POST /api/auth/register/: the account is created unconfirmed and a code is sent; the code's check signs the
   * user in. So a phone cannot be claimed by someone who does not hold it. A registration left unconfirmed longer
   * than a code lives may be started again (with the new password), so a squatter cannot block the phone.
   */
  async register(input: string, password: string, ip: string): Promise<VerificationRequired> {
    await this.clientAttempts.take(ip);
    const phone = this.phone(input);
    // Refuse before creating anything when no code could be sent anyway.
    await this.codesPerPhone.check(phone);
    const passwordHash = await hashPassword(password);
    const existing = await repo.findUserByPhone(this.db, phone);
    let userId: number;
    if (existing) {
      const abandoned =
        !existing.phone_verified &&
        existing.telegram_id === null &&
        existing.firebase_uid === null &&
        existing.updated_at.getTime() < Date.now() - this.config.codeTtlS * 1000;
      if (!abandoned) throw invalid('phone', MESSAGES.phoneTaken);
      userId = (await repo.updateUser(this.db, existing.id, { password_hash: passwordHash })).id;
    } else {
      try {
        userId = (await repo.createUser(this.db, { phone, password_hash: passwordHash })).id;
      } catch (error) {
        if (repo.isUniqueViolation(error)) throw invalid('phone', MESSAGES.phoneTaken);
        throw error;
      }
    }
    await this.sendCode(phone, 'register', userId);
    return { requires_verification: true, detail: MESSAGES.verificationRequired };
  }

  // ── Telegram ───────────────────────────────────────────────────────────────────────────────────────────────

  private async checkTelegram(user: TelegramUser, field?: string): Promise<void> {
    const token = this.config.telegramBotToken;
    if (!token) throw new HttpError(404, MESSAGES.telegramOff);
    const fail = (message: string) => (field ? invalid(field, message) : new HttpError(400, message));
    const check = checkTelegramUser(user, token);
    if (check === 'bad-hash') throw fail(MESSAGES.telegramBadHash);
    if (check === 'stale') throw fail(MESSAGES.telegramStale);
    if (await repo.telegramHashUsed(this.db, user.hash.toLowerCase())) throw fail(MESSAGES.telegramReplayed);
  }

  /** Accepted once: a signed widget answer is a bearer credential for a day, so its hash is remembered. */
  private async useTelegramHash(user: TelegramUser, field?: string): Promise<void> {
    if (!(await repo.useTelegramHash(this.db, user.hash.toLowerCase(), new Date(), TELEGRAM_MAX_AGE_S))) {
      throw field ? invalid(field, MESSAGES.telegramReplayed) : new HttpError(400, MESSAGES.telegramReplayed);
    }
  }

  /**
   * POST /api/auth/telegram/login/. An unknown Telegram user answers 404 "User not found" without using up the
   * widget data: the client goes on to telegram-register with the same object (part 1 §4).
   */
  async telegramLogin(user: TelegramUser, ip: string): Promise<TokenPair> {
    await this.clientAttempts.take(ip);
    await this.checkTelegram(user);
    const account = await repo.findUserByTelegram(this.db, user.id);
    if (!account) throw new HttpError(404, MESSAGES.userNotFound);
    await this.useTelegramHash(user);
    if (user.username && user.username !== account.username) await repo.updateUser(this.db, account.id, { username: user.username });
    return this.startSession(account.id, account.phone === null ? { requires_phone: true } : {});
  }

  /** POST /api/auth/telegram/register/: the widget user + phone + password (part 1 §3). */
  async telegramRegister(body: { user: TelegramUser; phone: string; password: string }, ip: string): Promise<TokenPair> {
    await this.clientAttempts.take(ip);
    await this.checkTelegram(body.user, 'user');
    const phone = this.phone(body.phone);
    if (await repo.findUserByTelegram(this.db, body.user.id)) throw invalid('user', MESSAGES.telegramTaken);
    if (await repo.findUserByPhone(this.db, phone)) throw invalid('phone', MESSAGES.phoneTaken);
    const passwordHash = await hashPassword(body.password);
    await this.useTelegramHash(body.user, 'user');
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
    return this.startSession(account.id);
  }

  // ── Firebase ───────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * POST /api/auth/firebase/login/ and /register/. Only the verified token's claims identify the user: the body's
   * phoneNumber and email are the client's say-so and serve as display data at most. An account is linked by the
   * Firebase uid, else by the token's phone (Firebase proved it by SMS), else by its email when Firebase marks it
   * verified (Google); otherwise one is created.
   */
  async firebaseSignIn(body: { idToken: string; displayName?: string | null }, ip: string, mode: 'login' | 'register'): Promise<TokenPair> {
    if (!this.firebase) throw new HttpError(404, MESSAGES.firebaseOff);
    await this.clientAttempts.take(ip);
    let decoded;
    try {
      decoded = await this.firebase.verify(body.idToken);
    } catch (error) {
      this.log.info({ reason: (error as { code?: string }).code ?? 'invalid' }, 'firebase token refused');
      throw invalid('idToken', MESSAGES.firebaseInvalid);
    }
    const uid = decoded.uid;
    let account = await repo.findUserByFirebase(this.db, uid);
    if (account && mode === 'register') throw invalid('idToken', MESSAGES.firebaseTaken);
    if (account) return this.startSession(account.id);

    const phone = decoded.phone_number ? normalizePhone(decoded.phone_number) : null;
    if (phone) {
      const existing = await repo.findUserByPhone(this.db, phone);
      if (!existing || existing.firebase_uid === null) return this.startSession(await this.phoneOwner(phone, { firebaseUid: uid }));
    }
    const email = decoded.email?.toLowerCase();
    if (email && decoded.email_verified) {
      account = await repo.findUserByEmail(this.db, email);
      if (account && account.firebase_uid === null) {
        await repo.updateUser(this.db, account.id, { firebase_uid: uid });
        return this.startSession(account.id);
      }
    }
    const name = (body.displayName ?? (decoded.name as string | undefined) ?? '').trim();
    const [first = '', ...rest] = name.split(/\s+/);
    const emailFree = email && !(await repo.findUserByEmail(this.db, email));
    try {
      account = await repo.createUser(this.db, {
        firebase_uid: uid,
        email: emailFree ? email : null,
        first_name: first.slice(0, 150),
        last_name: rest.join(' ').slice(0, 150),
      });
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw invalid('idToken', MESSAGES.firebaseTaken);
      throw error;
    }
    return this.startSession(account.id);
  }
}
