import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.ts';
import { HttpError } from '../contract/errors.ts';
import type { Database } from '../db/types.ts';
import { invalid, MESSAGES, type AuthLog, type TokenPair } from './answers.ts';
import { phoneOwner } from './codes.ts';
import { FirebaseVerifier } from './firebase.ts';
import { normalizePhone } from './phone.ts';
import * as repo from './repository.ts';
import type { Sessions } from './sessions.ts';
import type { SignInLimits } from './sign-in-limits.ts';

/** Firebase Authentication (phone by SMS, Google): its verified ID token signs in or creates the account. */
export class FirebaseSignIn {
  private readonly verifier: FirebaseVerifier | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    config: AuthConfig,
    private readonly log: AuthLog,
    private readonly limits: SignInLimits,
    private readonly sessions: Sessions,
  ) {
    this.verifier = config.firebaseProjectId ? new FirebaseVerifier(config.firebaseProjectId, config.firebaseEmulatorHost) : undefined;
  }

  async close(): Promise<void> {
    await this.verifier?.close();
  }

  /**
   * POST /api/auth/firebase/login/ and /register/. Only the verified token's claims identify the user: the body's
   * phoneNumber and email are the client's say-so and serve as display data at most. An account is linked by the
   * Firebase uid, else by the token's phone (Firebase proved it by SMS), else by its email when Firebase marks it
   * verified (Google); otherwise one is created.
   */
  async signIn(body: { idToken: string; displayName?: string | null }, ip: string, mode: 'login' | 'register'): Promise<TokenPair> {
    if (!this.verifier) throw new HttpError(404, MESSAGES.firebaseOff);
    await this.limits.clientAttempts.take(ip);
    let decoded;
    try {
      decoded = await this.verifier.verify(body.idToken);
    } catch (error) {
      this.log.info({ reason: (error as { code?: string }).code ?? 'invalid' }, 'firebase token refused');
      throw invalid('idToken', MESSAGES.firebaseInvalid);
    }
    const uid = decoded.uid;
    let account = await repo.findUserByFirebase(this.db, uid);
    if (account && mode === 'register') throw invalid('idToken', MESSAGES.firebaseTaken);
    if (account) return this.sessions.start(account.id);

    const phone = decoded.phone_number ? normalizePhone(decoded.phone_number) : null;
    if (phone) {
      const existing = await repo.findUserByPhone(this.db, phone);
      if (!existing || existing.firebase_uid === null) return this.sessions.start(await phoneOwner(this.db, phone, { firebaseUid: uid }));
    }
    const email = decoded.email?.toLowerCase();
    if (email && decoded.email_verified) {
      account = await repo.findUserByEmail(this.db, email);
      if (account && account.firebase_uid === null) {
        await repo.updateUser(this.db, account.id, { firebase_uid: uid });
        return this.sessions.start(account.id);
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
    return this.sessions.start(account.id);
  }
}
