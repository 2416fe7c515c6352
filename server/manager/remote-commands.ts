import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { components } from '../../kernel/schema.d.ts';
import { MANAGER_ACTIONS } from '../orders/service.ts';
import { parseCommand, USAGE, type Command } from './args.ts';
import { importLine, orderLine, pieceLine, problemLines, stamp } from './format.ts';
import type { Answer, RemoteServer } from './remote.ts';

/**
 * The manager CLI's commands through a running shop's staff API (issue 27): what commands.ts does on the database,
 * done by the server's /api/manage/… operations, so it works while the shop is open on the embedded database.
 * Every answer is the contract's; a refusal prints the server's `detail`.
 */

type Schemas = components['schemas'];
type Print = (line: string) => void;
/** Enough for any boutique's queue; the lists are paged through at this size. */
const PAGE = 100;
/** Cancelling asks a reason of the back office; the command line gives this one unless --reason says otherwise. */
const CLI_CANCEL_REASON = 'Cancelled from the command line';

function refused(answer: Answer, printError: Print): number {
  const body = (answer.body ?? {}) as { detail?: string; problems?: Schemas['ImportProblem'][]; errors?: Record<string, string[]> };
  printError(body.detail ?? `HTTP ${answer.status}`);
  for (const line of problemLines(body.problems ?? [])) printError(line);
  for (const [field, messages] of Object.entries(body.errors ?? {})) if (!body.problems) printError(`${field}: ${messages.join(' ')}`);
  if (answer.status === 401 || answer.status === 403) printError('Sign in as staff: npm run manager -- login <phone>');
  return 1;
}

/** Every page of a paged list, oldest first (the API answers newest first). */
async function everything<T>(server: RemoteServer, path: string, query: Record<string, string | undefined>, printError: Print): Promise<T[] | undefined> {
  const results: T[] = [];
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({ page: String(page), page_size: String(PAGE) });
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    const answer = await server.call('GET', `${path}?${params}`);
    if (answer.status !== 200) {
      refused(answer, printError);
      return undefined;
    }
    const body = answer.body as { results: T[]; next: string | null };
    results.push(...body.results);
    if (!body.next) return results.reverse();
  }
}

function describe(order: Schemas['ManageOrder']): string {
  return orderLine({
    number: order.order_number,
    createdAt: order.created_at,
    status: order.status,
    holdUntil: order.hold_until,
    cancelReason: order.cancel_reason,
    name: `${order.first_name} ${order.last_name}`,
    phone: order.phone,
    email: order.email,
    lines: order.items.map((item) => {
      const product = item.watch ?? item.jewelry ?? item.bag;
      return pieceLine(product ? `${product.brand.name} ${product.model_name}` : undefined, item.quantity, item.price);
    }),
    total: order.total_price,
    promo: order.promo_code,
    mode: order.mode,
    where: order.delivery_method === 'pickup' ? `pickup: ${order.pickup_city?.name ?? '?'}` : `delivery: ${order.address ?? ''}`,
  });
}

async function orderId(server: RemoteServer, number: string): Promise<number | undefined> {
  const answer = await server.call('GET', `/api/manage/orders/?${new URLSearchParams({ search: number, page_size: String(PAGE) })}`);
  const found = answer.status === 200 ? (answer.body as Schemas['PagedManageOrderList']).results.find((order) => order.order_number === number) : undefined;
  return found?.id;
}

async function staffCommand(server: RemoteServer, command: Extract<Command, { name: `staff ${string}` }>, print: Print, printError: Print): Promise<number> {
  if (command.name === 'staff list' || command.name === 'staff remove') {
    const answer = await server.call('GET', '/api/manage/staff/');
    if (answer.status !== 200) return refused(answer, printError);
    const staff = answer.body as Schemas['StaffMember'][];
    if (command.name === 'staff list') {
      for (const member of staff) print(`#${member.id} | ${member.role} | ${member.first_name} ${member.last_name} | ${member.phone ?? '—'} | telegram ${member.telegram_id ?? '—'}`);
      print(`${staff.length} staff member(s)`);
      return 0;
    }
    const digits = command.phone.replace(/\D/g, '');
    const member = staff.find((one) => one.phone?.replace(/\D/g, '').endsWith(digits.slice(-10)));
    if (!member) {
      printError(`${command.phone} is not staff.`);
      return 1;
    }
    const removed = await server.call('DELETE', `/api/manage/staff/${member.id}/`);
    if (removed.status !== 204) return refused(removed, printError);
    print(`${member.phone}: no longer staff`);
    return 0;
  }
  const answer = await server.call('POST', '/api/manage/staff/', { phone: command.phone, role: command.role, ...(command.telegramId ? { telegram_id: command.telegramId } : {}) });
  if (answer.status !== 200) return refused(answer, printError);
  const member = answer.body as Schemas['StaffMember'];
  print(`${member.phone}: ${member.role}`);
  return 0;
}

async function runOne(server: RemoteServer, command: Command, print: Print, printError: Print, askCode: () => Promise<string>, askPassword: () => Promise<string>): Promise<number> {
  switch (command.name) {
    case 'orders': {
      const orders = await everything<Schemas['ManageOrder']>(server, '/api/manage/orders/', {}, printError);
      if (!orders) return 1;
      const shown = orders.filter((order) => !command.since || new Date(order.created_at) >= command.since);
      for (const order of shown) print(describe(order));
      print(`${shown.length} order(s)`);
      return 0;
    }
    case 'order': {
      const id = await orderId(server, command.number);
      if (id === undefined) {
        printError(`No order №${command.number}.`);
        return 1;
      }
      const reason = command.reason ?? (command.action === 'cancel' ? CLI_CANCEL_REASON : undefined);
      const answer = await server.call('POST', `/api/manage/orders/${id}/action/`, { action: command.action, ...(reason ? { reason } : {}) });
      if (answer.status !== 200) {
        printError(`№${command.number}: Cannot ${command.action} an order that is not ${MANAGER_ACTIONS[command.action].from.join(' or ')}.`);
        return refused(answer, printError);
      }
      print(`№${command.number}: ${(answer.body as Schemas['ManageOrder']).status}`);
      return 0;
    }
    case 'requests': {
      const requests = await everything<Schemas['ManageRequest']>(server, '/api/manage/requests/', { kind: command.kind }, printError);
      if (!requests) return 1;
      const shown = requests.filter((request) => !command.since || new Date(request.created_at) >= command.since);
      for (const r of shown) print([`#${r.id}`, stamp(r.created_at), r.kind, r.status, r.name, r.phone, r.email, r.summary, r.message, r.page && `page ${r.page}`, r.taken_by && `taken by ${r.taken_by.name}`].map((column) => column || '—').join(' | '));
      print(`${shown.length} request(s)`);
      return 0;
    }
    case 'request': {
      const answer = await server.call('POST', `/api/manage/requests/${command.id}/action/`, { action: command.action === 'in_progress' ? 'take' : 'done' });
      if (answer.status !== 200) return refused(answer, printError);
      print(`#${command.id}: ${(answer.body as Schemas['ManageRequest']).status}`);
      return 0;
    }
    case 'catalogue import': {
      const form = new FormData();
      form.set('file', new Blob([readFileSync(command.file)], { type: 'text/csv' }), basename(command.file));
      if (command.photos) form.set('photos', new Blob([readFileSync(command.photos)], { type: 'application/zip' }), basename(command.photos));
      if (command.dryRun) form.set('dry_run', 'true');
      const answer = await server.call('POST', '/api/manage/catalogue/import/', form);
      if (answer.status !== 200) return refused(answer, printError);
      print(importLine(answer.body as Schemas['ImportReport']));
      return 0;
    }
    case 'catalogue export': {
      const answer = await server.call('GET', '/api/manage/catalogue/export/');
      if (answer.status !== 200) return refused(answer, printError);
      if (command.file) writeFileSync(command.file, answer.text);
      else print(answer.text.trimEnd());
      return 0;
    }
    case 'login': {
      const answer = await server.login(command.phone, await askPassword(), askCode);
      if (answer.status !== 200) return refused(answer, printError);
      const me = answer.body as Schemas['StaffMember'];
      print(`Signed in as ${me.first_name} ${me.last_name} (${me.phone}, ${me.role}).`);
      return 0;
    }
    case 'logout':
      await server.logout();
      print('Signed out: the command line acts as "command line" again.');
      return 0;
    case 'whoami':
      print(`Acting through the running shop at ${server.base} as ${server.actingAs}.`);
      return 0;
    default:
      return staffCommand(server, command, print, printError);
  }
}

export async function runRemote(
  server: RemoteServer,
  args: string[],
  print: Print,
  printError: Print,
  prompts: { askCode: () => Promise<string>; askPassword: () => Promise<string> },
): Promise<number> {
  const command = parseCommand(args);
  if (!command) {
    printError(USAGE);
    return 2;
  }
  return runOne(server, command, print, printError, prompts.askCode, prompts.askPassword);
}
