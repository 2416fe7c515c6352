import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../contract/errors.ts';
import type { Database } from '../db/types.ts';
import type { StaffRole } from '../db/tables/accounts.ts';
import type { AuditVia } from '../db/tables/system.ts';

/**
 * Who is acting on a staff operation (issue 27): the account and its role, and through what (the back office, the
 * command line, a Telegram button), for the audit log. `userId` is null only for the local command line.
 */
export interface StaffActor {
  userId: number | null;
  name: string;
  role: StaffRole;
  via: AuditVia;
}

export const FORBIDDEN = 'You do not have permission to perform this action.';

/** The header the manager CLI sends, so the audit log says "cli" for its actions. */
export const CLI_HEADER = 'x-manager-client';
/** The local manager key's header (DATA_DIR/manager.key, readable only by the shop's own OS user). */
export const KEY_HEADER = 'x-manager-key';
export const KEY_FILE = 'manager.key';

const actors = new WeakMap<FastifyRequest, StaffActor>();

export function staffOf(request: FastifyRequest): StaffActor {
  const actor = actors.get(request);
  // Only reachable if an operation without staff roles asks for the staff member: a bug, not a client error.
  if (actor === undefined) throw new HttpError(403, FORBIDDEN);
  return actor;
}

/** The name the audit log and the history show: the account's name, else its phone (kept as digits: "+" added). */
export function displayName(row: { first_name: string; last_name: string; phone: string | null }): string {
  return `${row.first_name} ${row.last_name}`.trim() || (row.phone ? `+${row.phone}` : '—');
}

/** The staff member of a signed-in account, or undefined for a customer. */
export async function staffActor(db: Kysely<Database>, userId: number, via: AuditVia): Promise<StaffActor | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'phone', 'staff_role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.staff_role) return undefined;
  return { userId, name: displayName(row), role: row.staff_role, via };
}

/**
 * The local manager key: a random secret the server writes to DATA_DIR/manager.key (mode 0600) when it starts, so
 * `npm run manager` on the same machine can act through the running server's staff API while the embedded
 * database admits only the server's process. Whoever can read DATA_DIR can read the database itself; the key gives
 * no more than that, and only to requests from the loopback interface.
 */
export function writeManagerKey(dataDir: string): string {
  const key = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, KEY_FILE), key, { mode: 0o600 });
  return key;
}

export function readManagerKey(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, KEY_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function keyMatches(sent: unknown, key: string | undefined): boolean {
  if (typeof sent !== 'string' || key === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The check of an operation whose security requirement names staff roles (`bearerAuth: [manager, owner]`): the
 * local manager key from loopback acts as the owner's command line; otherwise the bearer token must be valid (401)
 * and its account staff with one of the roles (403).
 */
export function staffGate(db: Kysely<Database>, managerKey: string | undefined) {
  return async (request: FastifyRequest, roles: readonly string[], authenticate: () => Promise<number>): Promise<void> => {
    // request.socket: the TCP peer, not X-Forwarded-For (a proxy in front must not turn outsiders into the CLI).
    if (keyMatches(request.headers[KEY_HEADER], managerKey) && LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      actors.set(request, { userId: null, name: 'command line', role: 'owner', via: 'cli' });
      return;
    }
    const userId = await authenticate();
    const actor = await staffActor(db, userId, request.headers[CLI_HEADER] === 'cli' ? 'cli' : 'web');
    if (!actor || !roles.includes(actor.role)) throw new HttpError(403, FORBIDDEN);
    actors.set(request, actor);
  };
}
