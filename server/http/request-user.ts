import type { FastifyRequest } from 'fastify';
import { HttpError } from '../contract/errors.ts';
import type { AccessIdentity } from '../auth/jwt.ts';

/**
 * The signed-in user of a request and the session (refresh-token family) its access token belongs to, set by bearer
 * authentication (server/plugins/contract.ts).
 */
const identities = new WeakMap<FastifyRequest, AccessIdentity>();

export function setIdentity(request: FastifyRequest, identity: AccessIdentity): void {
  identities.set(request, identity);
}

function identityOf(request: FastifyRequest): AccessIdentity {
  const identity = identities.get(request);
  // Only reachable if an operation without `security: bearerAuth` asks for the user: a bug, not a client error.
  if (identity === undefined) throw new HttpError(401, 'Authentication credentials were not provided.');
  return identity;
}

export function userIdOf(request: FastifyRequest): number {
  return identityOf(request).userId;
}

/** The caller's own session: the one a password change keeps signed in. */
export function sessionIdOf(request: FastifyRequest): string {
  return identityOf(request).sessionId;
}
