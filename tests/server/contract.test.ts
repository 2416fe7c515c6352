import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { listOperations, loadOpenApi } from '../../server/openapi.ts';
import { implementedHandlers } from '../../server/routes/handlers.ts';
import type { Deps } from '../../server/deps.ts';
import { exampleOfParameter, resolverOf, type Parameter } from '../support/fuzz.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

const document = loadOpenApi().document;
const implemented = new Set(Object.keys(implementedHandlers({} as Deps)));
const operations = listOperations();

type Json = Record<string, unknown>;
const resolve = resolverOf(document);
const exampleOf = exampleOfParameter(resolve);

/** A request the contract itself calls valid: its own examples for the body and the required parameters. */
function exampleRequest(method: string, path: string) {
  const operation = (document.paths[path] as Json)[method.toLowerCase()] as Json;
  let url = path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const raw of (operation.parameters as unknown[] | undefined) ?? []) {
    const parameter = resolve(raw) as unknown as Parameter;
    const example = exampleOf(parameter);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, String(example));
    else if (parameter.required && parameter.in === 'query') query.set(parameter.name, String(example));
  }
  let payload: string | undefined;
  const body = operation.requestBody ? (resolve(operation.requestBody) as { content: Record<string, { example?: unknown; examples?: Record<string, unknown>; schema?: Json }> }) : undefined;
  const jsonBody = body?.content['application/json'];
  if (jsonBody) {
    const first = jsonBody.example ?? (Object.values(jsonBody.examples ?? {})[0] ? resolve(Object.values(jsonBody.examples ?? {})[0]).value : undefined) ?? (resolve(jsonBody.schema ?? {}).examples as unknown[] | undefined)?.[0];
    if (first === undefined) throw new Error(`${method} ${path}: the contract has no example request body`);
    payload = JSON.stringify(first);
    headers['content-type'] = 'application/json';
  }
  const qs = query.toString();
  return { method, url: qs ? `${url}?${qs}` : url, headers, ...(payload ? { payload } : {}) };
}

describe('the contract and the README stay honest', () => {
  it('every operationId is unique and every implemented handler names a real operation', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of implemented) expect(ids).toContain(id);
  });

  it('the README lists exactly the operations that answer 501', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split('<!-- not-implemented:start -->')[1]?.split('<!-- not-implemented:end -->')[0] ?? '';
    const listed = [...section.matchAll(/`([a-zA-Z]+)`/g)].map((m) => m[1]).sort();
    const expected = operations.map((op) => op.operationId).filter((id) => !implemented.has(id)).sort();
    expect(listed).toEqual(expected);
  });
});

describe.each(targets)('validation, errors and 501s on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { watches: 300 });
  });
  afterAll(async () => server?.close());

  it.each(operations.filter((op) => !implemented.has(op.operationId)).map((op) => [op.operationId, op.method, op.path] as const))(
    '%s (%s %s) answers 501 {detail: "Not implemented"} to a valid request, never a fake success',
    async (_id, method, path) => {
      const response = await server.call(exampleRequest(method, path));
      expect(response.statusCode, response.body).toBe(501);
      expect(response.json()).toEqual({ detail: 'Not implemented' });
    },
  );

  it('a wrong type, a missing field, an unknown field and an unknown enum value each get a 400 naming the field', async () => {
    const wrongType = await server.json<{ errors: Record<string, string[]> }>({ method: 'GET', url: '/api/watches/?page=abc' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.page).toBeDefined();
    const missing = await server.json<{ detail: string; errors: Record<string, string[]> }>({ method: 'POST', url: '/api/auth/login/', payload: { phone: '+79991234567' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toEqual(['Обязательное поле.']);
    const unknown = await server.json<{ errors: Record<string, string[]> }>({ method: 'POST', url: '/api/auth/login/', payload: { phone: '+79991234567', password: 'secret12', admin: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.admin).toEqual(['Неизвестное поле.']);
    const badEnum = await server.json<{ errors: Record<string, string[]> }>({ method: 'GET', url: '/api/watches/?ordering=price' });
    expect(badEnum.status).toBe(400);
    expect(badEnum.body.errors.ordering?.[0]).toMatch(/^Допустимые значения: -production_year, brand__name, price_usd, -price_usd/);
    const tooBig = await server.json<{ errors: Record<string, string[]> }>({ method: 'GET', url: '/api/watches/?page_size=101' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors.page_size).toBeDefined();
  });

  it('malformed JSON is a 400 with a detail, not a crash', async () => {
    const response = await server.call({ method: 'POST', url: '/api/auth/login/', headers: { 'content-type': 'application/json' }, payload: '{"phone": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Тело запроса — некорректный JSON.' });
  });

  it('an unknown /api path is a 404 in the error shape', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Не найдено.' });
  });

  it('serves the contract at /api/openapi.yaml and a readable reference at /api/docs/', async () => {
    const yaml = await server.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toBe(loadOpenApi().text);
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
    expect(docs.body).toMatch(/swagger/i);
    const json = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect((json.json() as { info: { title: string } }).info.title).toBe(document.info.title);
  });

  it('sends a Content-Security-Policy that allows nothing from other origins for scripts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health/' });
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self'/);
  });
});

describe('failures never leak internals', () => {
  it('a database failure answers 500 {detail} without a stack or SQL', async () => {
    const server = await startTestServer({ name: 'pglite' }, { watches: 300 });
    await server.database.close();
    const response = await server.app.inject({ method: 'GET', url: '/api/watches/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Внутренняя ошибка сервера.' });
    await server.app.close();
  });
});

describe('the SPA is served beside the API', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('client routes get index.html; /api and /media misses stay JSON 404s', async () => {
    const { openDatabase, migrateToLatest } = await import('../../server/db/database.ts');
    const database = await openDatabase({});
    await migrateToLatest(database.db);
    const app = await buildApp({ config: { ...loadConfig({}), clientDir: dir }, db: database.db, databaseKind: 'pglite' }, { logger: false });
    for (const url of ['/', '/catalog?brand=R', '/product/12', '/auth/relay']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('id="root"');
    }
    for (const url of ['/api/unknown/', '/media/watches/1/1.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Не найдено.' });
    }
    await app.close();
    await database.close();
  });
});
