import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

/** The signed-in user of a request, set by bearer authentication (server/plugins/contract.ts). */
const users = new WeakMap<FastifyRequest, number>();

export function setUserId(request: FastifyRequest, id: number): void {
  users.set(request, id);
}

export function userIdOf(request: FastifyRequest): number {
  const id = users.get(request);
  // Only reachable if an operation without `security: bearerAuth` asks for the user: a bug, not a client error.
  if (id === undefined) throw new HttpError(401, 'Authentication credentials were not provided.');
  return id;
}
