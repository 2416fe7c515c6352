import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { WindowCounter } from '../limits/window-counter.ts';
import type { AuthLog, TokenPair, VerificationRequired } from './answers.ts';
import { PhoneCodes } from './codes.ts';
import { FirebaseSignIn } from './firebase-sign-in.ts';
import type { AccessIdentity } from './jwt.ts';
import { PasswordSignIn } from './password-sign-in.ts';
import { formatPhone } from './phone.ts';
import { Sessions } from './sessions.ts';
import { SignInLimits } from './sign-in-limits.ts';
import { ConsoleSmsProvider } from './sms.ts';
import { TelegramSignIn } from './telegram-sign-in.ts';
import type { TelegramUser } from './telegram.ts';

/**
 * The sign-in flows of part 1 §2.5/§4/§7 — password (password-sign-in.ts), phone code (codes.ts), Telegram widget
 * (telegram-sign-in.ts), Firebase (firebase-sign-in.ts) — and the session they all end in (sessions.ts: access JWT
 * + rotating refresh tokens), behind the one object the handlers call. One instance per server; state that must
 * survive a restart or be shared by several nodes is in the database (tokens, codes, used Telegram hashes, and the
 * limits' windows).
 */
export class AuthService {
  readonly sms: ConsoleSmsProvider;
  private readonly sessions: Sessions;
  private readonly codes: PhoneCodes;
  private readonly passwords: PasswordSignIn;
  private readonly telegram: TelegramSignIn;
  private readonly firebase: FirebaseSignIn;

  constructor(db: Kysely<Database>, readonly config: AuthConfig, log: AuthLog, counter: WindowCounter) {
    // The console provider is the development stand-in: the code must be readable in the log by design.
    this.sms = new ConsoleSmsProvider(({ phone, code }, message) => log.info({ sms: { to: formatPhone(phone), code } }, message));
    const limits = new SignInLimits(config, counter);
    this.sessions = new Sessions(db, config, log);
    this.codes = new PhoneCodes(db, config, this.sms, limits, this.sessions);
    this.passwords = new PasswordSignIn(db, config, log, limits, this.sessions, this.codes);
    this.telegram = new TelegramSignIn(db, config, limits, this.sessions);
    this.firebase = new FirebaseSignIn(db, config, log, limits, this.sessions);
  }

  async close(): Promise<void> {
    await this.firebase.close();
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

  authenticate(header: unknown): Promise<AccessIdentity> {
    return this.sessions.authenticate(header);
  }

  refresh(token: string): Promise<TokenPair> {
    return this.sessions.refresh(token);
  }

  logout(token: string): Promise<void> {
    return this.sessions.logout(token);
  }

  requestCode(input: string, ip: string) {
    return this.codes.request(input, ip);
  }

  verifyCode(input: string, code: string, ip: string): Promise<TokenPair> {
    return this.codes.verify(input, code, ip);
  }

  login(input: string, password: string, ip: string): Promise<TokenPair | VerificationRequired> {
    return this.passwords.login(input, password, ip);
  }

  register(input: string, password: string, ip: string): Promise<VerificationRequired> {
    return this.passwords.register(input, password, ip);
  }

  changePassword(identity: AccessIdentity, body: { current_password: string; new_password: string }, ip: string) {
    return this.passwords.changePassword(identity, body, ip);
  }

  telegramLogin(user: TelegramUser, ip: string): Promise<TokenPair> {
    return this.telegram.login(user, ip);
  }

  telegramRegister(body: { user: TelegramUser; phone: string; password: string }, ip: string): Promise<TokenPair> {
    return this.telegram.register(body, ip);
  }

  firebaseSignIn(body: { idToken: string; displayName?: string | null }, ip: string, mode: 'login' | 'register'): Promise<TokenPair> {
    return this.firebase.signIn(body, ip, mode);
  }
}
