import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.ts';
import { HttpError } from '../contract/errors.ts';
import type { Database } from '../db/types.ts';
import { fieldError, invalid, MESSAGES, requiredPhone, type AuthLog, type TokenPair, type VerificationRequired } from './answers.ts';
import type { PhoneCodes } from './codes.ts';
import type { AccessIdentity } from './jwt.ts';
import { checkPassword, hashPassword, MIN_PASSWORD_LENGTH } from './passwords.ts';
import * as repo from './repository.ts';
import type { Sessions } from './sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';

/** Phone and password: login, registration (confirmed by a code) and the password change. */
export class PasswordSignIn {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AuthConfig,
    private readonly log: AuthLog,
    private readonly limits: SignInLimits,
    private readonly sessions: Sessions,
    private readonly codes: PhoneCodes,
  ) {}

  /**
   * POST /api/auth/login/. Limits: failed attempts per phone (guessing one account's password) and all
   * attempts per client (trying many phones). An account whose phone was never confirmed gets a code instead of
   * tokens (part 1 §4 "tokens, or a requires_verification flag").
   */
  async login(input: string, password: string, ip: string): Promise<TokenPair | VerificationRequired> {
    await this.limits.clientAttempts.take(ip);
    const phone = requiredPhone(input);
    await this.limits.loginFailures.check(phone);
    const user = await repo.findUserByPhone(this.db, phone);
    if (!(await checkPassword(user?.password_hash, password)) || !user) {
      await this.limits.loginFailures.hit(phone);
      throw new HttpError(400, MESSAGES.badCredentials);
    }
    await this.limits.loginFailures.reset(phone);
    if (!user.phone_verified) {
      await this.codes.send(phone, 'login', user.id);
      return { requires_verification: true, detail: MESSAGES.verificationRequired };
    }
    return this.sessions.start(user.id);
  }

  /**
   * POST /api/auth/register/: the account is created unconfirmed and a code is sent; the code's check signs the
   * user in. So a phone cannot be claimed by someone who does not hold it. A registration left unconfirmed longer
   * than a code lives may be started again (with the new password), so a squatter cannot block the phone.
   */
  async register(input: string, password: string, ip: string): Promise<VerificationRequired> {
    await this.limits.clientAttempts.take(ip);
    const phone = requiredPhone(input);
    // Refuse before creating anything when no code could be sent anyway.
    await this.limits.codesPerPhone.check(phone);
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
    await this.codes.send(phone, 'register', userId);
    return { requires_verification: true, detail: MESSAGES.verificationRequired };
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
    await this.limits.clientAttempts.take(ip);
    const user = await repo.findUserById(this.db, identity.userId);
    if (!user) throw new HttpError(401, MESSAGES.invalidToken);
    const subject = String(user.id);
    await this.limits.passwordFailures.check(subject);
    if ([...body.new_password].length < MIN_PASSWORD_LENGTH) throw fieldError('new_password', MESSAGES.passwordTooShort);
    if (user.password_hash !== null) {
      if (!(await checkPassword(user.password_hash, body.current_password))) {
        await this.limits.passwordFailures.hit(subject);
        throw fieldError('current_password', MESSAGES.wrongCurrentPassword);
      }
      await this.limits.passwordFailures.reset(subject);
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
}
