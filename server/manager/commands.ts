import { readFileSync, writeFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { normalizePhone } from '../auth/phone.ts';
import { HttpError } from '../contract/errors.ts';
import { productsOf } from '../lists/products.ts';
import { applyOrderAction, applyRequestAction } from '../manage/actions.ts';
import { exportCatalogue, importCatalogue } from '../manage/catalogue-csv.ts';
import type { StaffActor } from '../manage/gate.ts';
import { addStaffMember, listStaffMembers, removeStaffMember } from '../manage/staff.ts';
import { itemsOf, orderIdByNumber, ordersSince, type OrderRow } from '../orders/repository.ts';
import { MANAGER_ACTIONS } from '../orders/service.ts';
import { managerLine } from '../requests/describe.ts';
import { requestsSince } from '../requests/repository.ts';
import { parseCommand, USAGE, type Command } from './args.ts';
import { importLine, orderLine, pieceLine, problemLines } from './format.ts';

/**
 * The managers' command line (issue 13; part 2 §1 "Managers handle orders and payment details outside the app;
 * issue 27: staff, the catalogue import) on the database itself: PostgreSQL at any time, the embedded database while
 * the shop is stopped (cli.ts sends the same commands to a running shop's staff API instead: remote-commands.ts).
 * The commands are args.ts's. Every move goes through the back office's own core (server/manage/actions.ts: one
 * guarded UPDATE, the order's history and the audit log, "command line" as the actor), so a customer's concurrent
 * cancel and a manager's confirm cannot both win. Answers the exit code: 0 done, 1 refused or not found, 2 usage.
 */

type Print = (line: string) => void;

/** The audit log's actor for the command line on the database itself. */
export const CLI_ACTOR: StaffActor = { userId: null, name: 'command line', role: 'owner', via: 'cli' };

async function describeOrders(db: Kysely<Database>, rows: OrderRow[]): Promise<string[]> {
  const items = await itemsOf(db, rows.map((row) => row.id));
  const productOf = await productsOf(db, 'ru', items);
  return rows.map((row) =>
    orderLine({
      number: row.order_number,
      createdAt: row.created_at,
      status: row.status,
      holdUntil: row.hold_until,
      cancelReason: row.cancel_reason,
      name: `${row.first_name} ${row.last_name}`,
      phone: row.phone,
      email: row.email,
      lines: items
        .filter((item) => item.order_id === row.id)
        .map((item) => {
          const product = productOf(item);
          const shown = product && ('watch' in product ? product.watch : 'jewelry' in product ? product.jewelry : product.bag);
          return pieceLine(shown ? `${shown.brand.name} ${shown.model_name}` : undefined, item.quantity, item.price);
        }),
      total: row.total_price,
      promo: row.promo_code,
      mode: row.mode,
      where:
        row.delivery_method === 'pickup'
          ? `pickup: ${row.pickup_city_name ?? '?'}`
          : `delivery: ${[row.address_line1, row.address_line2, row.address_city, row.state, row.postal_code, row.country].filter(Boolean).join(', ')}`,
    }),
  );
}

/** A refused import: its problems, one a line. */
function printRefusal(error: HttpError, printError: Print): void {
  printError(error.detail);
  const problems = (error as HttpError & { problems?: { row: number; column: string | null; problem: string }[] }).problems ?? [];
  for (const line of problemLines(problems)) printError(line);
}

async function runStaff(db: Kysely<Database>, command: Extract<Command, { name: `staff ${string}` }>, print: Print): Promise<number> {
  if (command.name === 'staff list') {
    const staff = await listStaffMembers(db);
    for (const member of staff) print(`#${member.id} | ${member.role} | ${member.first_name} ${member.last_name} | ${member.phone ?? '—'} | telegram ${member.telegram_id ?? '—'}`);
    print(`${staff.length} staff member(s)`);
    return 0;
  }
  if (command.name === 'staff add') {
    const member = await addStaffMember(db, CLI_ACTOR, command.phone, command.role, command.telegramId);
    print(`${member.phone}: ${member.role}`);
    return 0;
  }
  const phone = normalizePhone(command.phone);
  const user = phone ? await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst() : undefined;
  if (!user) throw new HttpError(404, `No account with the phone ${command.phone}.`);
  await removeStaffMember(db, CLI_ACTOR, user.id);
  print(`+${phone}: no longer staff`);
  return 0;
}

async function runOne(db: Kysely<Database>, command: Command, print: Print, printError: Print): Promise<number> {
  switch (command.name) {
    case 'orders': {
      const rows = await ordersSince(db, command.since);
      for (const line of await describeOrders(db, rows)) print(line);
      print(`${rows.length} order(s)`);
      return 0;
    }
    case 'order': {
      const id = await orderIdByNumber(db, command.number);
      const outcome = id === undefined ? undefined : await applyOrderAction(db, CLI_ACTOR, id, command.action, command.reason);
      if (!outcome) {
        printError(`No order №${command.number}.`);
        return 1;
      }
      if (!outcome.moved) {
        printError(`№${command.number}: Cannot ${command.action} an order that is not ${MANAGER_ACTIONS[command.action].from.join(' or ')} (it is ${outcome.status}).`);
        return 1;
      }
      print(`№${command.number}: ${outcome.status}`);
      return 0;
    }
    case 'requests': {
      const rows = await requestsSince(db, command);
      for (const row of rows) print(managerLine(row));
      print(`${rows.length} request(s)`);
      return 0;
    }
    case 'request': {
      const outcome = await applyRequestAction(db, CLI_ACTOR, command.id, command.action === 'in_progress' ? 'take' : 'done');
      if (!outcome) printError(`No request #${command.id}.`);
      else if (!outcome.moved) printError(`#${command.id} is already ${outcome.status}.`);
      else print(`#${command.id}: ${outcome.status}`);
      return outcome?.moved ? 0 : 1;
    }
    case 'catalogue import': {
      const report = await importCatalogue(db, CLI_ACTOR, readFileSync(command.file), {
        dryRun: command.dryRun,
        photosZip: command.photos ? readFileSync(command.photos) : undefined,
      });
      print(importLine(report));
      return 0;
    }
    case 'catalogue export': {
      const csv = await exportCatalogue(db);
      if (command.file) writeFileSync(command.file, csv);
      else print(csv.trimEnd());
      return 0;
    }
    case 'login':
    case 'logout':
    case 'whoami':
      print('The command line acts on the database itself here (PostgreSQL, or the shop is stopped): as "command line" in the audit log. `login` is for a running shop on the embedded database.');
      return command.name === 'whoami' ? 0 : 1;
    default:
      return runStaff(db, command, print);
  }
}

export async function runManager(db: Kysely<Database>, args: string[], print: Print, printError: Print = print): Promise<number> {
  const command = parseCommand(args);
  if (!command) {
    printError(USAGE);
    return 2;
  }
  try {
    return await runOne(db, command, print, printError);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    printRefusal(error, printError);
    return 1;
  }
}
