import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FILE } from '../../server/manage/gate.ts';
import { runRemote } from '../../server/manager/remote-commands.ts';
import { runningServer, SESSION_FILE, type RemoteServer } from '../../server/manager/remote.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 27: "`npm run manager` keeps its commands; when the server runs on the embedded database it sends them to
 * the server's staff API (a staff token from `manager login`), so it works while the shop is open." A real server
 * listening on loopback, the CLI's remote runner against it: the local key first (to make the first staff member),
 * then a staff member's own session, each move in the audit log under the right name and "cli".
 */
const KEY = 'a-local-manager-key-0123456789abcdefghij';
const PASSWORD = 'Daytona-116500';

describe.each(targets)('the manager CLI through a running shop on $name', (target) => {
  let server: TestServer;
  let dataDir: string;
  let remote: RemoteServer;
  const staffPhone = '+7 916 700-11-22';

  const run = async (args: string[], answers: { password?: string; code?: string } = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runRemote(remote, args, (line) => out.push(line), (line) => err.push(line), {
      askPassword: async () => answers.password ?? '',
      askCode: async () => answers.code ?? '',
    });
    return { code, out, err };
  };

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10, managerKey: KEY });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    dataDir = mkdtempSync(join(tmpdir(), 'manager-remote-'));
    writeFileSync(join(dataDir, KEY_FILE), KEY, { mode: 0o600 });
    const found = await runningServer(dataDir, Number(new URL(address).port));
    if (!found) throw new Error('the running server was not found');
    remote = found;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds no running shop without its key or its answer', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'manager-none-'));
    try {
      expect(await runningServer(empty, 1)).toBeUndefined();
      writeFileSync(join(empty, KEY_FILE), KEY);
      // A key left by a stopped server: nothing answers on the port.
      expect(await runningServer(empty, 1)).toBeUndefined();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('makes the first staff member with the local key, then acts as them after login, audited under their name', async () => {
    const customer = await server.signUp('+7 916 700-33-44');
    await server.signUp(staffPhone, PASSWORD);
    // Not staff yet: the staff API refuses the account.
    expect((await run(['login', staffPhone], { password: PASSWORD })).code).toBe(1);
    expect(existsSync(join(dataDir, SESSION_FILE))).toBe(false);

    const added = await run(['staff', 'add', '8 916 7001122', '--role', 'manager']);
    expect(added.code, added.err.join('\n')).toBe(0);
    expect(added.out[0]).toBe('+79167001122: manager');

    const login = await run(['login', staffPhone], { password: PASSWORD });
    expect(login.code, login.err.join('\n')).toBe(0);
    expect(login.out[0]).toContain('(+79167001122, manager)');
    expect(statSync(join(dataDir, SESSION_FILE)).mode & 0o777).toBe(0o600);
    expect((await run(['whoami'])).out[0]).toContain('as +7 916 700-11-22');
    // A manager is not an owner: the staff list is the owners'.
    expect((await run(['staff', 'list'])).code).toBe(1);

    const watch = await server.database.db.selectFrom('watches').select('id').where('stock', '>', 0).where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    expect((await server.json({ method: 'POST', url: '/api/cart/', headers: customer, payload: { watch_id: watch.id } })).status).toBe(201);
    const dubai = await server.database.db.selectFrom('cities').select('id').where('country_code', '=', 'AE').executeTakeFirstOrThrow();
    const placed = await server.json<{ order_number: string; id: number }>({
      method: 'POST',
      url: '/api/orders/create_from_cart/',
      headers: customer,
      payload: { mode: 'reserve', delivery_method: 'pickup', pickup_city_id: dubai.id, first_name: 'Ирина', last_name: 'Волкова', phone: '+7 985 222-33-44', email: 'irina@example.ru', consent: true },
    });
    expect(placed.status).toBe(201);
    const number = placed.body.order_number;

    const listed = await run(['orders']);
    expect(listed.code).toBe(0);
    expect(listed.out.find((line) => line.startsWith(`№${number} | `))).toMatch(/\| pending \(held until .* UTC\) \| Ирина Волкова \|/);
    const confirmed = await run(['order', `№${number}`, 'confirm']);
    expect(confirmed.out[0]).toBe(`№${number}: confirmed`);
    const again = await run(['order', number, 'confirm']);
    expect(again.code).toBe(1);
    expect(again.err.join('\n')).toMatch(/confirmed/);

    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'order').where('subject_id', '=', String(placed.body.id)).execute();
    expect(audit.map((row) => [row.action, row.via, row.actor_name])).toEqual([['order.confirm', 'cli', '+79167001122']]);
    const staffAdd = await server.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.add').execute();
    expect(staffAdd.map((row) => [row.via, row.actor_id, row.actor_name])).toEqual([['cli', null, 'command line']]);

    const out = await run(['logout']);
    expect(out.code).toBe(0);
    expect(existsSync(join(dataDir, SESSION_FILE))).toBe(false);
  });

  it('imports the example catalogue as a dry run through the API, writing nothing', async () => {
    const before = await server.database.db.selectFrom('watches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const dry = await run(['catalogue', 'import', 'docs/catalogue-example.csv', '--dry-run']);
    expect(dry.code, dry.err.join('\n')).toBe(0);
    expect(dry.out[0]).toMatch(/^dry run \(nothing written\): 20 row\(s\): 20 created, 0 updated, 0 unchanged/);
    const after = await server.database.db.selectFrom('watches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers a usage error with the usage', async () => {
    const wrong = await run(['order', '100001', 'teleport']);
    expect(wrong.code).toBe(2);
    expect(wrong.err[0]).toContain('usage:');
  });
});
