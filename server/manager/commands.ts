import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { RequestKind, RequestStatus } from '../db/tables/requests.ts';
import { HttpError } from '../contract/errors.ts';
import { productsOf } from '../lists/products.ts';
import { itemsOf, orderIdByNumber, ordersSince, type OrderRow } from '../orders/repository.ts';
import { MANAGER_ACTIONS, moveOrder, type ManagerAction } from '../orders/service.ts';
import { managerLine } from '../requests/describe.ts';
import { moveRequestStatus, requestStatus, requestsSince } from '../requests/repository.ts';

/**
 * The managers' command line (issue 13; part 2 §1 "Managers handle orders and payment details outside the app"),
 * on the same database as the server:
 *   orders [--since YYYY-MM-DD]            the orders (all, or placed since that day), oldest first
 *   order <number> confirm|ship|deliver|cancel
 *   requests [--since YYYY-MM-DD] [--kind buyback|appointment|contact|order_request|price|live_photos]
 *                                          the customers' requests (never the honeypot's), oldest first
 *   request <id> in_progress|done          a manager takes a request up, or closes it
 * A move follows pending → confirmed → shipped → delivered, cancel from pending or confirmed, and is one guarded
 * UPDATE (server/orders/service.ts), so a customer's concurrent cancel and a manager's confirm cannot both win.
 * Requests go new → in_progress → done (done straight from new too; in_progress reopens a done one), guarded the
 * same way. Answers the exit code: 0 done, 1 refused or not found, 2 usage.
 */

export const REQUEST_KINDS: readonly RequestKind[] = ['buyback', 'appointment', 'contact', 'order_request', 'price', 'live_photos'];

/** The managers' moves of a request (issue 15): the customer sees the status in their profile. */
export const REQUEST_ACTIONS = {
  in_progress: { from: ['new', 'done'], to: 'in_progress' },
  done: { from: ['new', 'in_progress'], to: 'done' },
} as const satisfies Record<string, { from: RequestStatus[]; to: RequestStatus }>;

export const USAGE = [
  'usage:',
  '  npm run manager -- orders [--since 2026-01-01]',
  `  npm run manager -- order <number> ${Object.keys(MANAGER_ACTIONS).join('|')}`,
  `  npm run manager -- requests [--since 2026-01-01] [--kind ${REQUEST_KINDS.join('|')}]`,
  `  npm run manager -- request <id> ${Object.keys(REQUEST_ACTIONS).join('|')}`,
].join('\n');

type Print = (line: string) => void;

function parseSince(value: string | undefined): Date | undefined | 'invalid' {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)) return 'invalid';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

async function describeOrders(db: Kysely<Database>, rows: OrderRow[]): Promise<string[]> {
  const items = await itemsOf(db, rows.map((row) => row.id));
  const productOf = await productsOf(db, 'ru', items);
  return rows.map((row) => {
    const lines = items
      .filter((item) => item.order_id === row.id)
      .map((item) => {
        const product = productOf(item);
        const shown = product && ('watch' in product ? product.watch : 'jewelry' in product ? product.jewelry : product.bag);
        return `${shown ? `${shown.brand.name} ${shown.model_name}` : 'product'} ×${item.quantity} @ ${item.price ?? 'on request'}`;
      });
    const where =
      row.delivery_method === 'pickup'
        ? `pickup: ${row.pickup_city_name ?? '?'}`
        : `delivery: ${[row.address_line1, row.address_line2, row.address_city, row.state, row.postal_code, row.country].filter(Boolean).join(', ')}`;
    return [
      `№${row.order_number}`,
      new Date(row.created_at).toISOString().replace('T', ' ').slice(0, 16),
      // Issue 26: a pending order says until when it holds its pieces; a cancelled one why.
      row.status +
        (row.hold_until ? ` (held until ${new Date(row.hold_until).toISOString().replace('T', ' ').slice(0, 16)} UTC)` : '') +
        (row.cancel_reason ? ` (${row.cancel_reason.replace('_', ' ')})` : ''),
      `${row.first_name} ${row.last_name}`,
      row.phone,
      row.email,
      lines.join('; '),
      `total ${row.total_price} USD${row.promo_code ? ` (${row.promo_code})` : ''}`,
      row.mode,
      where,
    ].join(' | ');
  });
}

/** `--since DATE` and `--kind KIND`, each at most once, nothing else; undefined for a usage error. */
function requestFilter(args: string[]): { since: Date | undefined; kind: RequestKind | undefined } | undefined {
  const filter: { since: Date | undefined; kind: RequestKind | undefined } = { since: undefined, kind: undefined };
  const seen = new Set<string>();
  for (let i = 0; i < args.length; i += 2) {
    const [flag = '', value] = [args[i], args[i + 1]];
    if (value === undefined || seen.has(flag)) return undefined;
    seen.add(flag);
    if (flag === '--since') {
      const since = parseSince(value);
      if (since === 'invalid' || since === undefined) return undefined;
      filter.since = since;
    } else if (flag === '--kind' && (REQUEST_KINDS as readonly string[]).includes(value)) {
      filter.kind = value as RequestKind;
    } else {
      return undefined;
    }
  }
  return filter;
}

async function runRequests(db: Kysely<Database>, command: string, rest: string[], print: Print, printError: Print): Promise<number> {
  if (command === 'requests') {
    const filter = requestFilter(rest);
    if (!filter) {
      printError(USAGE);
      return 2;
    }
    const rows = await requestsSince(db, filter);
    for (const row of rows) print(managerLine(row));
    print(`${rows.length} request(s)`);
    return 0;
  }
  const [raw = '', action = ''] = rest;
  const id = Number(raw.replace(/^#/, ''));
  if (rest.length !== 2 || !Object.hasOwn(REQUEST_ACTIONS, action) || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    printError(USAGE);
    return 2;
  }
  const { from, to } = REQUEST_ACTIONS[action as keyof typeof REQUEST_ACTIONS];
  if (await moveRequestStatus(db, id, [...from], to)) {
    print(`#${id}: ${to}`);
    return 0;
  }
  const status = await requestStatus(db, id);
  printError(status === undefined ? `No request #${id}.` : `#${id} is already ${status}.`);
  return 1;
}

export async function runManager(db: Kysely<Database>, args: string[], print: Print, printError: Print = print): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'requests' || command === 'request') return runRequests(db, command, rest, print, printError);
  if (command === 'orders') {
    const sinceAt = rest.indexOf('--since');
    const since = parseSince(sinceAt === -1 ? undefined : (rest[sinceAt + 1] ?? ''));
    if (since === 'invalid' || (sinceAt === -1 && rest.length > 0) || (sinceAt !== -1 && rest.length !== 2)) {
      printError(USAGE);
      return 2;
    }
    const rows = await ordersSince(db, since);
    for (const line of await describeOrders(db, rows)) print(line);
    print(`${rows.length} order(s)`);
    return 0;
  }
  if (command === 'order' && rest.length === 2) {
    const [number = '', action = ''] = rest;
    if (!Object.hasOwn(MANAGER_ACTIONS, action)) {
      printError(USAGE);
      return 2;
    }
    const id = await orderIdByNumber(db, number.replace(/[№#\s-]/g, ''));
    if (id === undefined) {
      printError(`No order №${number.replace(/^[№#]/, '')}.`);
      return 1;
    }
    try {
      await moveOrder(db, id, action as ManagerAction);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      printError(`№${number.replace(/^[№#]/, '')}: ${error.detail}`);
      return 1;
    }
    print(`№${number.replace(/^[№#]/, '')}: ${MANAGER_ACTIONS[action as ManagerAction].to}`);
    return 0;
  }
  printError(USAGE);
  return 2;
}
