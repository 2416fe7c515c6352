import { randomUUID } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import type { DecodedIdToken } from 'firebase-admin/auth';

/**
 * Firebase ID tokens, verified server-side by firebase-admin (signature against Google's keys, audience = our
 * project, issuer, expiry). With FIREBASE_AUTH_EMULATOR_HOST (development and tests; refused in production by
 * config.ts) firebase-admin accepts the emulator's unsigned tokens: then the token's user is also looked up in
 * the emulator (`checkRevoked`), so a token whose uid was edited is refused instead of trusted blindly.
 *
 * firebase-admin (with Google's auth libraries) is loaded at the first token, not at start: most servers never see
 * one, and loading it cost every server ~5 MB of heap and ~0.2 s of start-up.
 */
export class FirebaseVerifier {
  private app: App | undefined;
  constructor(
    private readonly projectId: string,
    private readonly emulatorHost: string | undefined,
  ) {}

  private async auth() {
    const [{ initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
    if (!this.app) {
      // firebase-admin reads the emulator host from the environment only.
      if (this.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = this.emulatorHost;
      // A named app per server instance: tests build several servers in one process.
      this.app = initializeApp({ projectId: this.projectId }, `boutique-${randomUUID()}`);
    }
    return getAuth(this.app);
  }

  async verify(idToken: string): Promise<DecodedIdToken> {
    return (await this.auth()).verifyIdToken(idToken, Boolean(this.emulatorHost));
  }

  async close(): Promise<void> {
    const app = this.app;
    this.app = undefined;
    if (app) await (await import('firebase-admin/app')).deleteApp(app);
  }
}
