import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AjvCompiler } from '@fastify/ajv-compiler';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { MatchWorker } from './alerts/match-worker.ts';
import { AuthService } from './auth/service.ts';
import { AggregateCache } from './catalogue/cache.ts';
import type { Config } from './config.ts';
import type { DatabaseKind } from './db/database.ts';
import type { Database } from './db/types.ts';
import { errorHandler, frameworkErrorHandler } from './http/errors.ts';
import { WindowCounter } from './limits/window-counter.ts';
import { Pictures } from './media/pictures.ts';
import { mediaRoutes } from './media/routes.ts';
import { Notifier } from './notify/notifier.ts';
import { telegramSender } from './notify/telegram.ts';
import { pressReceiver } from './notify/updates.ts';
import { OutboxWorker } from './notify/worker.ts';
import { HoldExpiry } from './orders/holds.ts';
import { compression } from './plugins/compression.ts';
import { contentTypes } from './plugins/content-types.ts';
import { contract } from './plugins/contract.ts';
import { staffGate } from './manage/gate.ts';
import { httpCache } from './plugins/http-cache.ts';
import { language } from './plugins/language.ts';
import { methodNotAllowed } from './plugins/methods.ts';
import { multipartForms } from './plugins/multipart.ts';
import { rateLimits } from './plugins/rate-limit.ts';
import { security } from './plugins/security.ts';
import { seo } from './plugins/seo.ts';
import { spa } from './plugins/spa.ts';
import { storybook } from './plugins/storybook.ts';
import { textGuard } from './plugins/text-guard.ts';
import { RequestService } from './requests/service.ts';
import { implementedHandlers } from './routes/handlers.ts';
import type { Deps } from './deps.ts';

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  /** Issue 27: the local manager key (DATA_DIR/manager.key, server/manage/gate.ts); none in most tests. */
  managerKey?: string;
}

/** Issue 28: the operations whose success may have written catalogue events (server/alerts/events.ts). */
const EVENT_WRITERS = new Set([
  'PATCH /api/orders/:id/',
  'POST /api/manage/orders/:id/action/',
  'PATCH /api/manage/products/:kind/:id/',
  'POST /api/manage/catalogue/import/',
]);

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/**
 * The server as an ordered list of plugins (server/plugins/, each with its settings). The order matters: hooks
 * that decorate routes (rate limits, the 415 guard, bearer-first) are in place before the contract registers its
 * routes, and the SPA comes last because its not-found handler answers everything else.
 */
export const app: FastifyPluginAsync<AppOptions> = async (fastify, { config, db, databaseKind, managerKey }) => {
  // One window counter in the database for every limit, so they hold across API nodes.
  const counter = new WindowCounter(db);
  const auth = new AuthService(db, config.auth, fastify.log, counter);
  fastify.addHook('onClose', async () => auth.close());
  // The managers' notifications (MANAGER_TELEGRAM_CHAT_ID + TELEGRAM_BOT_TOKEN): every node writes to the outbox
  // and runs a worker delivering it; the database hands each message to one of them. Issue 28: the same outbox
  // carries shoppers' notices to their own chats, which needs the bot alone (TELEGRAM_BOT_TOKEN).
  const telegram = config.notify.telegram;
  const bot = config.notify.shopperBot ?? telegram;
  const notify = new Notifier(telegram !== undefined);
  let outbox: OutboxWorker | undefined;
  if (bot) {
    const worker = new OutboxWorker(db, telegramSender({ botToken: bot.botToken, apiBase: bot.apiBase, ...(telegram ? { chatId: telegram.chatId } : {}) }), config.notify, fastify.log);
    outbox = worker;
    notify.onCommitted(() => worker.kick());
    fastify.addHook('onReady', async () => worker.start());
    fastify.addHook('onClose', async () => worker.stop());
  }
  if (telegram) {
    // Issue 27: the messages' buttons; presses arrive by long polling (one node at a time) or the webhook.
    const presses = pressReceiver(db, telegram, config.notify, fastify.log);
    fastify.addHook('onReady', async () => presses.start());
    fastify.addHook('onClose', async () => presses.stop());
  }
  // Issue 28: every node matches catalogue events against saved searches, favorites and piece alerts (each event
  // on one node: SKIP LOCKED claims), writing notices and, for opted-in Telegram shoppers, their outbox rows.
  const matcher = new MatchWorker(db, { everyMs: config.alertsEveryMs, telegram: bot !== undefined, publicOrigin: config.publicOrigin }, fastify.log, () => outbox?.kick());
  fastify.addHook('onReady', async () => matcher.start());
  fastify.addHook('onClose', async () => matcher.stop());
  // A change this node has just committed (an import, a price, a cancel freeing a piece) is matched at once rather
  // than at the next poll; events written elsewhere (another node, a Telegram press) wait for the poll.
  fastify.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 300 && EVENT_WRITERS.has(`${request.method} ${request.routeOptions.url ?? ''}`)) matcher.kick();
  });
  // Issue 26: every node cancels pending orders whose hold ran out (each order once: SKIP LOCKED); the pieces it frees
  // are matched against the piece alerts at once (issue 28).
  const holds = new HoldExpiry(db, config.holdExpiryEveryMs, fastify.log, () => matcher.kick());
  fastify.addHook('onReady', async () => holds.start());
  fastify.addHook('onClose', async () => holds.stop());
  const deps: Deps = {
    db,
    databaseKind,
    config,
    cache: new AggregateCache(config.catalogueCacheMs),
    startedAt: Date.now(),
    version,
    auth,
    requests: new RequestService(db, config.dataDir, notify),
    notify,
  };

  fastify.setErrorHandler(errorHandler);
  await fastify.register(httpCache, { answerMs: config.catalogueCacheMs, maxAgeSeconds: config.catalogueMaxAgeSeconds, staleSeconds: config.catalogueStaleSeconds });
  await fastify.register(compression);
  await fastify.register(language);
  await fastify.register(security, { auth: config.auth });
  await fastify.register(rateLimits, { counter });
  await fastify.register(multipartForms);
  await fastify.register(contentTypes);
  await fastify.register(textGuard);
  await fastify.register(contract, { handlers: implementedHandlers(deps), auth, staff: staffGate(db, managerKey) });
  await fastify.register(methodNotAllowed);
  await fastify.register(mediaRoutes, { pictures: new Pictures(db) });
  await fastify.register(seo, { db, publicOrigin: config.publicOrigin });
  // Issue 29: the built Storybook for reviewers, only when SERVE_STORYBOOK=true; off, /storybook/ is any unknown page.
  if (config.serveStorybook) await fastify.register(storybook, { prefix: '/storybook', dir: config.storybookDir, auth: config.auth });
  await fastify.register(spa, { clientDir: config.clientDir, publicOrigin: config.publicOrigin });
};

/** Fastify's Ajv settings for the contract: unknown body fields are refused (400), query strings coerced. */
export const ajvOptions = {
  customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true, strict: false },
} as const;

/**
 * Query strings, path parameters, headers and multipart fields arrive as text, so their values are coerced to the
 * contract's types ("2" → 2). A JSON body already carries its types: there `{"quantity": "7"}`, `[2]` or `true`
 * where a number is due is refused (400), never read as 7, 2 or 1.
 */
const validators = AjvCompiler();
type RouteSchema = { schema: unknown; httpPart?: string; contentType?: string };
type Compile = (route: RouteSchema) => unknown;
// @fastify/ajv-compiler's types describe Ajv's own compile; Fastify calls it with the route's schema definition.
const buildValidator = (externalSchemas: Record<string, unknown>, serverOptions?: typeof ajvOptions): Compile => {
  const options = serverOptions ?? ajvOptions;
  const build = validators as unknown as (external: Record<string, unknown>, opts: object) => Compile;
  const coercing = build(externalSchemas, options);
  const exact = build(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
  return (route) => (route.httpPart === 'body' && !route.contentType?.startsWith('multipart/') ? exact : coercing)(route);
};

/**
 * Responses are serialised by Fastify's own compiler (fast-json-stringify), but each route's serialiser is
 * generated at its first answer instead of at start. Why: the contract gives every operation several response
 * schemas with the product objects inlined, and compiling all of them (~90) up front kept ~10 MB of generated
 * source in every server, most of it for answers (errors of rarely called operations) it may never send. The first
 * answer of each kind pays a few milliseconds once; what is sent, and what a response that breaks its schema does,
 * is unchanged.
 */
type Serialize = (data: unknown) => string;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Serialize;
// The compiler Fastify itself defaults to, resolved from Fastify's own dependencies (the version it was built with).
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const fastJsonStringifyCompiler = fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory;
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = fastJsonStringifyCompiler()(externalSchemas, options);
  return (route) => {
    let serialize: Serialize | undefined;
    return (data) => (serialize ??= compile(route))(data);
  };
};
export const schemaController = {
  compilersFactory: { buildValidator, buildSerializer },
} as unknown as FastifyServerOptions['schemaController'];

export async function buildApp(options: AppOptions, server: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const { timeouts } = options.config;
  const fastify = Fastify({
    ajv: ajvOptions as FastifyServerOptions['ajv'],
    schemaController,
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: timeouts.connectionMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs },
    // `/api/watches` and `/api/watches/` are one resource (the contract's paths end with a slash).
    routerOptions: { ignoreTrailingSlash: true },
    // Migrating and seeding a fresh database on a busy machine can take longer than Fastify's default 10 s.
    pluginTimeout: 60_000,
    // An over-long path parameter or an undecodable URL: the contract's 404/400, not the router's own 414/400.
    frameworkErrors: frameworkErrorHandler,
    ...server,
  });
  await fastify.register(app, options);
  return fastify;
}
