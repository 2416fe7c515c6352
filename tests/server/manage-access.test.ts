import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { implementedHandlers } from '../../server/routes/handlers.ts';
import type { Deps } from '../../server/deps.ts';
import { staffMember, staffOperations, urlOf, type Headers, type StaffOperation } from '../support/manageSuite.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 27 "Staff and permissions": every staff operation of openapi.yaml checks the role on the server — none gets
 * 401, a customer's token 403, a manager's token 403 on what only owners may do — whatever the request carries.
 * The list comes from the contract, so a new staff operation is covered the day it is written. Every answer is
 * checked against openapi.yaml by the harness.
 */
const operations = staffOperations();
const implemented = new Set(Object.keys(implementedHandlers({} as Deps)));

describe.each(targets)('the staff API admits only staff on $name', (target) => {
  let server: TestServer;
  let customer: Headers = {};
  let manager: Headers = {};
  let owner: Headers = {};

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10, auth: { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 } });
    customer = { authorization: (await server.signUp('+79160004410')).authorization };
    manager = (await staffMember(server, 'manager')).headers;
    owner = (await staffMember(server, 'owner')).headers;
  });
  afterAll(async () => server?.close());

  const send = (op: StaffOperation, headers: Headers) =>
    server.call({
      method: op.method,
      url: urlOf(op),
      headers: op.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(op.body === undefined ? {} : { payload: JSON.stringify(op.body) }),
    });

  it('reads the staff operations from the contract: orders, requests, products, import, audit, staff', () => {
    const ids = operations.map((op) => op.operationId);
    for (const id of ['getStaffMe', 'listManageOrders', 'actOnManageOrder', 'listManageRequests', 'updateManageProduct', 'importCatalogue', 'listAuditLog', 'addStaff', 'removeStaff']) {
      expect(ids).toContain(id);
    }
    expect(operations.filter((op) => !op.roles.includes('manager')).map((op) => op.operationId).sort()).toEqual(['addStaff', 'listStaff', 'removeStaff']);
  });

  it('every staff operation is implemented (none answers 501)', () => {
    expect(operations.filter((op) => !implemented.has(op.operationId)).map((op) => op.operationId)).toEqual([]);
  });

  const live = operations.filter((op) => implemented.has(op.operationId));

  it.each(live.map((op) => [op.operationId, op] as const))('%s: no token → 401', async (_id, op) => {
    const response = await send(op, {});
    expect(response.statusCode).toBe(401);
    expect(Object.keys(response.json() as object)).toEqual(['detail']);
  });

  it.each(live.map((op) => [op.operationId, op] as const))("%s: a customer's token → 403", async (_id, op) => {
    const response = await send(op, customer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Недостаточно прав для этого действия.' });
  });

  it.each(live.filter((op) => !op.roles.includes('manager')).map((op) => [op.operationId, op] as const))("%s: a manager's token → 403 (owners only)", async (_id, op) => {
    const response = await send(op, { ...manager, 'accept-language': 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it.each(live.map((op) => [op.operationId, op] as const))('%s: the roles it names get past the check', async (_id, op) => {
    const response = await send(op, op.roles.includes('manager') ? manager : owner);
    expect([401, 403]).not.toContain(response.statusCode);
  });

  it('an invalid token is a 401, a staff member whose role was taken away a 403 at once', async () => {
    const gone = await staffMember(server, 'manager');
    expect((await server.call({ method: 'GET', url: '/api/manage/me/', headers: gone.headers })).statusCode).toBe(200);
    await server.database.db.updateTable('users').set({ staff_role: null }).where('id', '=', gone.id).execute();
    expect((await server.call({ method: 'GET', url: '/api/manage/me/', headers: gone.headers })).statusCode).toBe(403);
    expect((await server.call({ method: 'GET', url: '/api/manage/me/', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
  });

  it('getStaffMe answers who the staff member is and their role', async () => {
    const member = await staffMember(server, 'manager', { first_name: 'Ирина', last_name: 'Волкова' });
    const me = await server.json({ method: 'GET', url: '/api/manage/me/', headers: member.headers });
    expect(me).toEqual({ status: 200, body: { id: member.id, phone: member.phone, first_name: 'Ирина', last_name: 'Волкова', role: 'manager', telegram_id: null } });
  });
});
