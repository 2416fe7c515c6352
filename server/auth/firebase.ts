import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';

/**
 * Firebase ID tokens, verified server-side by firebase-admin (signature against Google's keys, audience = our
 * project, issuer, expiry). With FIREBASE_AUTH_EMULATOR_HOST (development and tests; refused in production by
 * config.ts) firebase-admin accepts the emulator's unsigned tokens: then the token's user is also looked up in
 * the emulator (`checkRevoked`), so a token whose uid was edited is refused instead of trusted blindly.
 */
export class FirebaseVerifier {
  private app: App | undefined;
  constructor(
    private readonly projectId: string,
    private readonly emulatorHost: string | undefined,
  ) {}

  private auth() {
    if (!this.app) {
      // firebase-admin reads the emulator host from the environment only.
      if (this.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = this.emulatorHost;
      // A named app per server instance: tests build several servers in one process.
      this.app = initializeApp({ projectId: this.projectId }, `boutique-${randomUUID()}`);
    }
    return getAuth(this.app);
  }

  verify(idToken: string): Promise<DecodedIdToken> {
    return this.auth().verifyIdToken(idToken, Boolean(this.emulatorHost));
  }

  async close(): Promise<void> {
    if (this.app) await deleteApp(this.app);
    this.app = undefined;
  }
}
