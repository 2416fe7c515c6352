import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.ts';
import { HttpError } from '../contract/errors.ts';
import type { Database } from '../db/types.ts';
import { MESSAGES, type AuthLog, type TokenPair } from './answers.ts';
import { signAccessToken, verifyAccessToken, type AccessIdentity } from './jwt.ts';
import * as repo from './repository.ts';

/**
 * The session: a short-lived access JWT and a rotating refresh token of one family per sign-in. State that must
 * survive a restart or be shared by several nodes (tokens, families) is in the database.
 */
export class Sessions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AuthConfig,
    private readonly log: AuthLog,
  ) {}

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
  async start(userId: number, extra: Partial<TokenPair> = {}): Promise<TokenPair> {
    const startedAt = new Date();
    const expiresAt = new Date(startedAt.getTime() + this.config.sessionMaxAgeS * 1000);
    const familyId = repo.newFamilyId();
    const refresh = await repo.insertRefreshToken(this.db, { userId, familyId, startedAt, expiresAt });
    return { access: this.accessToken(userId, familyId), refresh, ...extra };
  }

  /** The next token of a family: same family (same `sid`), same absolute expiry (refreshing never extends a session). */
  private async continueFamily(row: repo.RefreshRow): Promise<TokenPair> {
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
    if (rotated) return this.continueFamily(rotated);

    const row = await repo.findRefreshToken(this.db, hash);
    if (!row || row.revoked_at || row.expires_at <= now || !row.rotated_at) throw new HttpError(401, MESSAGES.invalidToken);
    const sinceRotation = now.getTime() - row.rotated_at.getTime();
    const inGrace =
      sinceRotation <= this.config.refreshGraceS * 1000 &&
      !(await repo.rotatedSince(this.db, row.family_id, row.rotated_at)) &&
      !(await repo.familyRevoked(this.db, row.family_id));
    if (inGrace) {
      return this.continueFamily(row);
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
}
