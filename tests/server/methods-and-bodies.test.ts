import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_METHODS, listOperations, loadOpenApi } from '../../server/openapi.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 22 item 27: the server and openapi.yaml agree on what they refuse — a method a real path does not have is a
 * 405 with `Allow` (was a 404); the 413 and 415 every operation with a body can send are declared; id lists take
 * 32-bit ids only and request e-mails follow the server's own rule, in the contract as in the server.
 */
const document = loadOpenApi().document;
type Json = Record<string, unknown>;
const resolve = (node: unknown): Json => {
  const ref = (node as { $ref?: string } | undefined)?.$ref;
  if (!ref) return node as Json;
  let target: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Json)[part];
  return resolve(target);
};
const urlOf = (path: string) => path.replaceAll(/\{[^}]+\}/g, '1');

describe.each(targets)('methods, body limits and the contract on $name', (target) => {
  let server: TestServer;
  let authorization = '';

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 30, auth: { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 } });
    ({ authorization } = await server.signUp('+79160000427', 'Methods-And-Bodies-405'));
    // Issue 27: an owner, so the staff operations get past their role check (before anything of the body is read)
    // and show their own 413 and 415 too.
    await server.database.db.updateTable('users').set({ staff_role: 'owner' }).where('phone', '=', '79160000427').execute();
  });
  afterAll(async () => server?.close());

  it('answers 405 with Allow for a method a real path does not have', async () => {
    const response = await server.app.inject({ method: 'PUT', url: '/api/watches/', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ detail: 'Method not allowed.' });
    for (const [path, item] of Object.entries(document.paths)) {
      const methods = HTTP_METHODS.filter((method) => item[method]).map((method) => method.toUpperCase());
      const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])].sort().join(', ');
      for (const method of ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'].filter((m) => !methods.includes(m))) {
        const refused = await server.app.inject({ method: method as 'GET', url: urlOf(path), headers: { authorization } });
        expect(refused.statusCode, `${method} ${path}`).toBe(405);
        expect(refused.headers.allow, `${method} ${path}`).toBe(allow);
      }
    }
    // A path that does not exist is still a 404.
    expect((await server.app.inject({ method: 'PUT', url: '/api/nothing-here/' })).statusCode).toBe(404);
  });

  it('declares the 413 and 415 each operation can send', async () => {
    const large = JSON.stringify({ note: 'x'.repeat(1024 * 1024 + 10) });
    // An operation that takes multipart only (issue 27's catalogue import) refuses JSON as 415 before its size: its
    // 413 is a file part over the 10 MB limit.
    const boundary = 'methods-and-bodies';
    const largeForm = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.csv"\r\ncontent-type: text/csv\r\n\r\n${'x'.repeat(10 * 1024 * 1024 + 10)}\r\n--${boundary}--\r\n`;
    const multipartOnly = (path: string, method: string) => {
      const body = resolve((document.paths[path] as Record<string, Json>)[method.toLowerCase()]?.requestBody);
      return Object.keys((body?.content as Json | undefined) ?? {}).join() === 'multipart/form-data';
    };
    const statuses = new Map<string, number[]>();
    for (const op of listOperations().filter((operation) => !['GET', 'HEAD'].includes(operation.method))) {
      const url = urlOf(op.path);
      for (const [type, payload] of [
        multipartOnly(op.path, op.method) ? [`multipart/form-data; boundary=${boundary}`, largeForm] : ['application/json', large],
        ['text/plain', 'hello'],
        ['application/xml', '<a/>'],
      ] as const) {
        const response = await server.app.inject({ method: op.method as 'POST', url, headers: { authorization, 'content-type': type }, payload, remoteAddress: '10.27.0.1' });
        assertMatchesContract(op.method, url, response);
        statuses.set(op.operationId, [...(statuses.get(op.operationId) ?? []), response.statusCode]);
      }
    }
    // Every operation with a body really sends both, so each must declare them.
    for (const [operationId, seen] of statuses) {
      expect(seen, operationId).toContain(413);
      expect(seen, operationId).toContain(415);
    }
  });

  it('refuses ids past 32 bits in an id list by the contract, naming the parameter', async () => {
    const response = await server.call({ method: 'GET', url: '/api/watches/?brand_ids=1,2147483648', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: Json }).errors)).toEqual(['brand_ids']);
    expect((await server.call({ method: 'GET', url: '/api/watches/?brand_ids=1,2147483647' })).statusCode).toBe(200);
  });

  it('has every id list of the contract take 32-bit ids only', () => {
    const ajv = new Ajv2020({ strict: false });
    const lists = Object.values(document.components.parameters as Record<string, Json>).filter((parameter) =>
      String(parameter.description ?? '').toLowerCase().includes('comma-separated'),
    );
    expect(lists.length).toBeGreaterThan(5);
    for (const parameter of lists) {
      const validate = ajv.compile(resolve(parameter.schema));
      expect(validate('1,3,2147483647'), String(parameter.name)).toBe(true);
      expect(validate('007'), String(parameter.name)).toBe(true);
      for (const wrong of ['2147483648', '1,9999999999', '1,', 'a']) expect(validate(wrong), `${String(parameter.name)} ${wrong}`).toBe(false);
    }
  });

  it("has every request e-mail follow the server's rule (something@something.tld)", async () => {
    // `format` is only an annotation in JSON Schema 2020-12 (what outside validators read): the rule must hold
    // without it, and with it.
    const plain = new Ajv2020({ strict: false, validateFormats: false });
    const formats = new Ajv2020({ strict: false });
    addFormats.default(formats);
    const emails: [string, Json][] = [];
    for (const [name, schema] of Object.entries(document.components.schemas as Record<string, Json>)) {
      const email = (schema.properties as Record<string, Json> | undefined)?.email;
      // Answers (Profile, Order, the staff's ManageOrder and ManageRequest) and Firebase's display data (never trusted,
      // never checked) aside.
      if (email && !['FirebaseAuthRequest', 'Profile', 'Order', 'ManageOrder', 'ManageRequest'].includes(name)) emails.push([name, resolve(email)]);
    }
    expect(emails.map(([name]) => name)).toEqual(expect.arrayContaining(['ContactRequest', 'CreateOrderRequest', 'ProfileUpdate']));
    for (const [name, schema] of emails) {
      for (const ajv of [plain, formats]) {
        const validate = ajv.compile(schema);
        expect(validate('anna@mail.ru'), name).toBe(true);
        for (const wrong of ['anna@mail', 'anna mail@mail.ru', 'anna', '@mail.ru']) expect(validate(wrong), `${name} ${wrong}`).toBe(false);
      }
    }
    const contact = await server.call({
      method: 'POST',
      url: '/api/contacts/',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Anna', phone: '+79035551234', email: 'anna@mail', consent: true },
      remoteAddress: '10.27.0.2',
    });
    expect(contact.statusCode).toBe(400);
    expect(Object.keys((contact.json() as { errors: Json }).errors)).toEqual(['email']);
  });
});
