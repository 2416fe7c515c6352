import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember } from '../../server/manage/staff.ts';
import { staffMember, type Headers, type Schemas } from '../support/manageSuite.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 27: the staff accounts, which owners manage. A phone however typed is one account (the shop's phone rule),
 * made when there is none so its holder can sign in by code and be staff at once; a Telegram user is linked to one
 * account only; the last owner stays. Every change is in the audit log. Every answer is checked against openapi.yaml.
 */
type StaffMember = Schemas['StaffMember'];

describe.each(targets)('the staff accounts on $name', (target) => {
  let server: TestServer;
  let owner: { headers: Headers; id: number } = { headers: {}, id: 0 };

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10, auth: { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 } });
    owner = await staffMember(server, 'owner', { first_name: 'Виктор', last_name: 'Соколов' });
  });
  afterAll(async () => server?.close());

  const add = (payload: Record<string, unknown>, lang = 'ru') =>
    server.json<StaffMember & { detail?: string; errors?: Record<string, string[]> }>({ method: 'POST', url: '/api/manage/staff/', headers: { ...owner.headers, 'accept-language': lang }, payload });
  const remove = (id: number, lang = 'ru') => server.call({ method: 'DELETE', url: `/api/manage/staff/${id}/`, headers: { ...owner.headers, 'accept-language': lang } });
  const staffList = async () => (await server.json<StaffMember[]>({ method: 'GET', url: '/api/manage/staff/', headers: owner.headers })).body;

  /** Signs in by a code sent to the phone (no registration, no password): the first sign-in of a new staff member. */
  async function codeSignIn(phone: string): Promise<Headers> {
    expect((await server.call({ method: 'POST', url: '/api/auth/request_code/', payload: { phone } })).statusCode).toBe(200);
    const outbox = await server.json<{ results: { code: string }[] }>({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${encodeURIComponent(phone)}` });
    const verified = await server.json<{ access: string }>({ method: 'POST', url: '/api/auth/verify_code/', payload: { phone, code: outbox.body.results[0]?.code } });
    expect(verified.status).toBe(200);
    return { authorization: `Bearer ${verified.body.access}` };
  }

  it('a phone however typed is one account: made when new, its holder signs in by code as staff', async () => {
    const first = await add({ phone: '+7 916 123-45-67', role: 'manager' });
    expect(first).toEqual({ status: 200, body: { id: expect.any(Number), phone: '+79161234567', first_name: '', last_name: '', role: 'manager', telegram_id: null } });
    const again = await add({ phone: '8 916 1234567', role: 'owner', telegram_id: 700_100 });
    expect(again.body).toMatchObject({ id: first.body.id, role: 'owner', telegram_id: 700_100 });
    expect((await staffList()).filter((member) => member.phone === '+79161234567')).toHaveLength(1);

    const headers = await codeSignIn('9161234567');
    const me = await server.json<StaffMember>({ method: 'GET', url: '/api/manage/me/', headers });
    expect(me.body).toMatchObject({ id: first.body.id, role: 'owner', telegram_id: 700_100 });
  });

  it('two owners adding the same new phone at once make one staff account, both answered 200 (never a 500)', async () => {
    const answers = await Promise.all([add({ phone: '+7 916 321-00-11', role: 'manager' }), add({ phone: '8 916 3210011', role: 'manager' })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = answers.map((answer) => answer.body.id);
    expect(ids[0]).toBe(ids[1]);
    expect((await staffList()).filter((row) => row.phone === '+79163210011')).toHaveLength(1);
  });

  it("a customer's own account becomes staff, keeping its name; a Telegram user links to one account only", async () => {
    const { authorization } = await server.signUp('+79160005566');
    const customer = await server.json<{ id: number }>({ method: 'GET', url: '/api/users/me/', headers: { authorization } });
    const made = await add({ phone: '+7 (916) 000-55-66' });
    expect(made.body).toMatchObject({ id: customer.body.id, role: 'manager' });
    expect((await server.call({ method: 'GET', url: '/api/manage/me/', headers: { authorization } })).statusCode).toBe(200);
    const taken = await add({ phone: '+7 916 000-55-66', telegram_id: 700_100 }, 'en');
    expect(taken).toEqual({ status: 400, body: { detail: 'Invalid request.', errors: { telegram_id: ['This Telegram account is linked to another account.'] } } });
    expect((await add({ phone: '12' })).status).toBe(400);
  });

  it('removing takes the role away at once (the account stays); the last owner stays; all in the audit log', async () => {
    const member = await staffMember(server, 'manager', { first_name: 'Пётр', last_name: 'Иванов' });
    expect((await remove(member.id)).statusCode).toBe(204);
    expect((await server.call({ method: 'GET', url: '/api/manage/me/', headers: member.headers })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/users/me/', headers: member.headers })).statusCode).toBe(200);
    expect((await staffList()).map((row) => row.id)).not.toContain(member.id);
    expect((await remove(member.id)).statusCode).toBe(404);

    // Two owners now (this one and the account made owner above): one can go, the last cannot, nor be made a manager.
    const owners = (await staffList()).filter((row) => row.role === 'owner');
    expect(owners.map((row) => row.id)).toContain(owner.id);
    for (const other of owners.filter((row) => row.id !== owner.id)) expect((await remove(other.id)).statusCode).toBe(204);
    const last = await remove(owner.id, 'en');
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ detail: 'The last owner cannot be removed.' });
    const ownPhone = (await staffList()).find((row) => row.id === owner.id)?.phone ?? '';
    expect((await add({ phone: ownPhone, role: 'manager' })).status).toBe(400);
    expect((await staffList()).find((row) => row.id === owner.id)?.role).toBe('owner');

    const log = await server.json<{ results: { action: string; actor: { name: string } | null; subject_id: string; before: unknown; after: unknown }[] }>({
      method: 'GET',
      url: `/api/manage/audit/?subject_type=staff&subject_id=${member.id}`,
      headers: owner.headers,
    });
    expect(log.body.results.map((entry) => [entry.action, entry.actor?.name, entry.before, entry.after])).toEqual([['staff.remove', 'Виктор Соколов', { role: 'manager' }, { role: null }]]);
  });

  it('the command line adds staff through the same function, written to the log as the command line', async () => {
    const member = await addStaffMember(server.database.db, { userId: null, name: 'command line', role: 'owner', via: 'cli' }, '8 (926) 555-44-33', 'manager');
    expect(member).toMatchObject({ phone: '+79265554433', role: 'manager' });
    const log = await server.json<{ results: { action: string; actor: unknown; via: string; subject_label: string }[] }>({
      method: 'GET',
      url: `/api/manage/audit/?subject_type=staff&subject_id=${member.id}`,
      headers: owner.headers,
    });
    expect(log.body.results).toEqual([expect.objectContaining({ action: 'staff.add', actor: null, via: 'cli', subject_label: '+79265554433' })]);
  });
});
