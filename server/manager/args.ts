import type { StaffRole } from '../db/tables/accounts.ts';
import type { RequestKind } from '../db/tables/requests.ts';
import { MANAGER_ACTIONS, type ManagerAction } from '../orders/service.ts';

/**
 * The manager CLI's commands, parsed once (issue 27): the same parse for the two ways a command runs — on the
 * database directly (commands.ts: PostgreSQL, or the embedded database while the shop is stopped) and through a
 * running server's staff API (remote-commands.ts).
 */
export type Command =
  | { name: 'orders'; since: Date | undefined }
  | { name: 'order'; number: string; action: ManagerAction; reason: string | undefined }
  | { name: 'requests'; since: Date | undefined; kind: RequestKind | undefined }
  | { name: 'request'; id: number; action: RequestMove }
  | { name: 'staff list' }
  | { name: 'staff add'; phone: string; role: StaffRole; telegramId: number | undefined }
  | { name: 'staff remove'; phone: string }
  | { name: 'catalogue import'; file: string; photos: string | undefined; dryRun: boolean }
  | { name: 'catalogue export'; file: string | undefined }
  | { name: 'login'; phone: string }
  | { name: 'logout' }
  | { name: 'whoami' };

export const REQUEST_KINDS: readonly RequestKind[] = ['buyback', 'appointment', 'contact', 'order_request', 'price', 'live_photos'];
/** A manager takes a request up (in_progress), or closes it (done). */
export const REQUEST_MOVES = ['in_progress', 'done'] as const;
export type RequestMove = (typeof REQUEST_MOVES)[number];

export const USAGE = [
  'usage:',
  '  npm run manager -- orders [--since 2026-01-01]',
  `  npm run manager -- order <number> ${Object.keys(MANAGER_ACTIONS).join('|')} [--reason "why"]`,
  `  npm run manager -- requests [--since 2026-01-01] [--kind ${REQUEST_KINDS.join('|')}]`,
  `  npm run manager -- request <id> ${REQUEST_MOVES.join('|')}`,
  '  npm run manager -- staff list',
  '  npm run manager -- staff add <phone> [--role manager|owner] [--telegram <telegram user id>]',
  '  npm run manager -- staff remove <phone>',
  '  npm run manager -- catalogue import <file.csv> [--photos <photos.zip>] [--dry-run]',
  '  npm run manager -- catalogue export [<file.csv>]',
  '  npm run manager -- login <phone>      (a running shop on the embedded database: act as this staff member)',
  '  npm run manager -- logout | whoami',
].join('\n');

export function parseSince(value: string | undefined): Date | undefined | 'invalid' {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)) return 'invalid';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** `--flag value` pairs (each at most once, only the allowed ones) and `--switch`es; undefined for a usage error. */
function options(args: string[], valued: string[], switches: string[] = []): Record<string, string | true> | undefined {
  const found: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const flag = args[i] ?? '';
    if (Object.hasOwn(found, flag)) return undefined;
    if (switches.includes(flag)) found[flag] = true;
    else if (valued.includes(flag) && args[i + 1] !== undefined) found[flag] = args[++i] as string;
    else return undefined;
  }
  return found;
}

const text = (value: string | true | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

function since(found: Record<string, string | true>): Date | undefined | 'invalid' {
  return parseSince(text(found['--since']));
}

function parseStaff(rest: string[]): Command | undefined {
  const [verb, phone, ...more] = rest;
  if (verb === 'list' && rest.length === 1) return { name: 'staff list' };
  if (verb === 'remove' && phone && more.length === 0) return { name: 'staff remove', phone };
  if (verb !== 'add' || !phone) return undefined;
  const found = options(more, ['--role', '--telegram']);
  const role = text(found?.['--role']) ?? 'manager';
  const telegram = text(found?.['--telegram']);
  if (!found || (role !== 'manager' && role !== 'owner') || (telegram !== undefined && !/^[1-9]\d{0,15}$/.test(telegram))) return undefined;
  return { name: 'staff add', phone, role, telegramId: telegram === undefined ? undefined : Number(telegram) };
}

function parseCatalogue(rest: string[]): Command | undefined {
  const [verb, file, ...more] = rest;
  if (verb === 'export' && rest.length <= 2) return { name: 'catalogue export', file };
  if (verb !== 'import' || !file || file.startsWith('--')) return undefined;
  const found = options(more, ['--photos'], ['--dry-run']);
  return found ? { name: 'catalogue import', file, photos: text(found['--photos']), dryRun: found['--dry-run'] === true } : undefined;
}

/** The command of the CLI's arguments; undefined for a usage error (exit code 2). */
export function parseCommand(args: string[]): Command | undefined {
  const [command, ...rest] = args;
  switch (command) {
    case 'orders': {
      const found = options(rest, ['--since']);
      const from = found && since(found);
      return found && from !== 'invalid' ? { name: 'orders', since: from } : undefined;
    }
    case 'order': {
      const [number, action, ...more] = rest;
      const found = options(more, ['--reason']);
      if (!number || !action || !Object.hasOwn(MANAGER_ACTIONS, action) || !found) return undefined;
      return { name: 'order', number: number.replace(/[№#\s-]/g, ''), action: action as ManagerAction, reason: text(found['--reason']) };
    }
    case 'requests': {
      const found = options(rest, ['--since', '--kind']);
      const from = found && since(found);
      const kind = text(found?.['--kind']);
      if (!found || from === 'invalid' || (kind !== undefined && !(REQUEST_KINDS as readonly string[]).includes(kind))) return undefined;
      return { name: 'requests', since: from, kind: kind as RequestKind | undefined };
    }
    case 'request': {
      const [raw = '', action = ''] = rest;
      const id = Number(raw.replace(/^#/, ''));
      if (rest.length !== 2 || !(REQUEST_MOVES as readonly string[]).includes(action) || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
      return { name: 'request', id, action: action as RequestMove };
    }
    case 'staff':
      return parseStaff(rest);
    case 'catalogue':
      return parseCatalogue(rest);
    case 'login':
      return rest.length === 1 && rest[0] ? { name: 'login', phone: rest[0] } : undefined;
    case 'logout':
    case 'whoami':
      return rest.length === 0 ? { name: command } : undefined;
    default:
      return undefined;
  }
}
