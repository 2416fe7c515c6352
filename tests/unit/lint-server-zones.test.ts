import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's zones as lint enforces them (eslint/server.js, issue 24): routes and plugins (HTTP) → services →
 * repositories → db, and nothing of the domain imports HTTP. For each zone a wrong import must be refused and a
 * right one must pass.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The zone rules' messages for `code` linted as if it were the file at `filePath`. */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

const reexport = (names: string, from: string): string => `export { ${names} } from '${from}';\n`;
const reexportType = (names: string, from: string): string => `export type { ${names} } from '${from}';\n`;

describe('server zones (lint)', () => {
  // The first lint loads the parsers and plugins (seconds on a busy machine): outside any one probe's time limit.
  beforeAll(() => zoneErrors('server/orders/probe.ts', 'export {};\n'), 60_000);

  it('a service never reads a request: no Fastify, no http/, routes/ or plugins/', async () => {
    expect(await zoneErrors('server/orders/probe.ts', reexportType('FastifyRequest', 'fastify'))).not.toEqual([]);
    expect(await zoneErrors('server/orders/probe.ts', reexport('langOf', '../http/request.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/catalogue/probe.ts', reexport('familyLimit', '../plugins/rate-limit.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/auth/probe.ts', reexport('cartHandlers', '../routes/cart.ts'))).not.toEqual([]);
  });

  it('a service may use its repositories, the kernel, the contract errors and pages, and other services', async () => {
    const probe =
      reexportType('Locale', '../../kernel/language.ts') +
      reexport('badRequest', '../contract/errors.ts') +
      reexport('sliceOf', '../contract/paging.ts') +
      reexport('findOrder', './repository.ts') +
      reexport('productsOf', '../lists/products.ts') +
      reexportType('Kysely', 'kysely');
    expect(await zoneErrors('server/orders/probe.ts', probe)).toEqual([]);
  });

  it('a repository never imports a service (nor HTTP)', async () => {
    expect(await zoneErrors('server/orders/repository.ts', reexport('getOrder', './service.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/cart/repository.ts', reexport('AuthService', '../auth/service.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/orders/repository.ts', reexport('createOrderFromCart', './checkout.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/orders/repository.ts', reexport('langOf', '../http/request.ts'))).not.toEqual([]);
    // Issue 28: an area with several repositories names them `<noun>-repository.ts`; each is held the same.
    expect(await zoneErrors('server/alerts/notice-repository.ts', reexport('listSavedSearches', './saved-searches.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/alerts/notices.ts', reexport('langOf', '../http/request.ts'))).not.toEqual([]);
  });

  it('a repository builds on db/, the kernel and other query modules', async () => {
    const probe =
      reexport('sql', 'kysely') +
      reexportType('Database', '../db/types.ts') +
      reexport('loc', '../db/localised.ts') +
      reexportType('Locale', '../../kernel/language.ts') +
      reexportType('ProductRef', '../lists/products.ts') +
      reexport('notFound', '../contract/errors.ts');
    expect(await zoneErrors('server/orders/repository.ts', probe)).toEqual([]);
    expect(await zoneErrors('server/alerts/saved-search-repository.ts', probe + reexport('NOTICE_KEEP', './notice-repository.ts'))).toEqual([]);
  });

  it('a handler never touches the database: no kysely, no db/, no query', async () => {
    expect(await zoneErrors('server/routes/probe.ts', reexport('sql', 'kysely'))).not.toEqual([]);
    expect(await zoneErrors('server/routes/probe.ts', reexportType('Database', '../db/types.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/routes/probe.ts', "export const rows = (deps: { db: any }) => deps.db.selectFrom('watches').execute();\n")).not.toEqual([]);
    expect(await zoneErrors('server/media/routes.ts', reexport('openDatabase', '../db/database.ts'))).not.toEqual([]);
  });

  it('a handler calls services, the HTTP helpers and its deps', async () => {
    const probe =
      reexport('getOrder', '../orders/service.ts') +
      reexport('langOf', '../http/request.ts') +
      reexport('userIdOf', '../http/request-user.ts') +
      reexportType('Deps', '../deps.ts') +
      reexportType('Handlers', '../contract/handlers.ts') +
      "export const list = (deps: { orders: { list(): unknown } }) => deps.orders.list();\n";
    expect(await zoneErrors('server/routes/probe.ts', probe)).toEqual([]);
    expect(await zoneErrors('server/media/routes.ts', reexportType('Pictures', './pictures.ts'))).toEqual([]);
  });

  it('http/ helpers import no handler, plugin, service, repository or database', async () => {
    expect(await zoneErrors('server/http/probe.ts', reexport('getOrder', '../orders/service.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/http/probe.ts', reexport('cartHandlers', '../routes/cart.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/http/probe.ts', reexport('findOrder', '../orders/repository.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/http/probe.ts', reexport('sql', 'kysely'))).not.toEqual([]);
    expect(await zoneErrors('server/http/probe.ts', reexportType('FastifyRequest', 'fastify') + reexport('HttpError', '../contract/errors.ts'))).toEqual([]);
  });

  it('a plugin wires services and never queries', async () => {
    expect(await zoneErrors('server/plugins/probe.ts', reexport('listBrands', '../reference/repository.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/plugins/probe.ts', "export const count = (db: any) => db.selectFrom('watches').execute();\n")).not.toEqual([]);
    expect(await zoneErrors('server/plugins/probe.ts', reexport('default', 'fastify-plugin') + reexportType('AuthService', '../auth/service.ts'))).toEqual([]);
  });

  it('db/ is the bottom: it imports no area, no HTTP', async () => {
    expect(await zoneErrors('server/db/probe.ts', reexport('findOrder', '../orders/repository.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/db/probe.ts', reexport('langOf', '../http/request.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/db/migrations/probe.ts', reexport('MESSAGES', '../../auth/answers.ts'))).not.toEqual([]);
    expect(await zoneErrors('server/db/probe.ts', reexport('sql', 'kysely') + reexportType('Database', './types.ts') + reexportType('Locale', '../../kernel/language.ts'))).toEqual([]);
  });
});
