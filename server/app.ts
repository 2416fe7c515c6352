import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Kysely } from 'kysely';
import { setUserId } from './auth/request-user.ts';
import { AuthService } from './auth/service.ts';
import { AggregateCache } from './catalogue/cache.ts';
import type { Config } from './config.ts';
import type { DatabaseKind } from './db/database.ts';
import type { Database } from './db/types.ts';
import { errorHandler, frameworkErrorHandler, HttpError } from './http/errors.ts';
import { FamilyStore, rateLimitOptions } from './http/rate-limit.ts';
import { mediaRoutes } from './media/routes.ts';
import { loadOpenApi, openApiCopy } from './openapi.ts';
import { authHandlers } from './routes/auth.ts';
import { catalogueHandlers } from './routes/catalogue.ts';
import { contentHandlers } from './routes/content.ts';
import { referenceHandlers } from './routes/reference.ts';
import { requestHandlers } from './routes/requests.ts';
import { userHandlers } from './routes/users.ts';
import { MAX_PHOTO_BYTES, rememberUpload } from './requests/photos.ts';
import type { Deps, Handlers } from './routes/types.ts';
import { contentSecurityPolicy } from './http/csp.ts';
import { registerCompression } from './http/compress.ts';
import { isSpaRoute } from './http/spa-routes.ts';

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
}

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** Operations of openapi.yaml that this server implements; every other one answers 501 (README lists them). */
export function implementedHandlers(deps: Deps): Handlers {
  return {
    ...contentHandlers(deps),
    ...referenceHandlers(deps),
    ...catalogueHandlers(deps),
    ...requestHandlers(deps),
    ...authHandlers(deps),
    ...userHandlers(deps),
  };
}

const notImplemented = async (): Promise<never> => {
  throw new HttpError(501, 'Not implemented');
};

/**
 * The API as a Fastify plugin: routes, validation and response serialisation all come from openapi.yaml
 * (fastify-openapi-glue, one handler per operationId); the SPA and generated media are served beside it.
 */
export const app: FastifyPluginAsync<AppOptions> = async (fastify, { config, db, databaseKind }) => {
  const auth = new AuthService(db, config.auth, fastify.log);
  fastify.addHook('onClose', async () => auth.close());
  const deps: Deps = { db, databaseKind, config, cache: new AggregateCache(config.catalogueCacheMs), startedAt: Date.now(), version, auth };
  const handlers = implementedHandlers(deps);

  fastify.setErrorHandler(errorHandler);
  // API JSON and drawn SVGs over ~1 KB go out brotli/gzip-compressed (the SPA's files are precompressed at build).
  registerCompression(fastify);

  await fastify.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.auth) },
    // Product images are drawn as SVG and may be shown by other origins (e.g. messenger previews).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  // Opt-in per route (config.rateLimit, see routes/requests.ts); must be registered before the routes.
  await fastify.register(rateLimit, rateLimitOptions(new FamilyStore()));

  // Multipart bodies (forms with a photo) become plain key → value bodies before validation, so the contract's
  // multipart/form-data schema validates them like JSON. The photo's bytes are kept on the request for the
  // handler (which checks what they really are); busboy's limits bound what a client can make us buffer.
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 30, parts: 31, fieldSize: 16 * 1024, fieldNameSize: 100, headerPairs: 100 },
    async onFile(part) {
      const buffer = await part.toBuffer();
      rememberUpload(this, { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
    },
  });

  // Fastify validates a body only against the schema of its own content type and skips validation for a type
  // the operation does not list: refuse those types instead (415), before anything is parsed or buffered.
  fastify.addHook('onRoute', (route) => {
    const content = (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
    if (!content) return;
    const accepted = Object.keys(content);
    const guard = async (request: FastifyRequest) => {
      const header = request.headers['content-type'];
      if (header === undefined) return;
      const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!accepted.includes(type)) throw new HttpError(415, `Unsupported media type: send ${accepted.join(' or ')}.`);
    };
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing] as never;
  });

  // Protected operations authenticate before anything else (issue 10 item 7): without a valid token the answer is
  // 401 whatever the path, query or body holds. fastify-openapi-glue runs the security handler as a preHandler,
  // i.e. after parsing and validation; for implemented protected operations it is moved to onRequest instead.
  // Unimplemented ones keep answering 501 to everyone (their preHandler is removed in operationResolver below).
  const secured = securedRoutes();
  const bearerFirst = async (request: FastifyRequest) => {
    setUserId(request, await auth.authenticate(request.headers.authorization));
  };
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const key = (method: string) => `${method === 'HEAD' ? 'GET' : method} ${route.url.replace(/\/+$/, '')}`;
    if (!route.preHandler || !methods.some((method) => secured.has(key(method)))) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [bearerFirst, ...existing] as never;
    route.preHandler = undefined;
  });

  await fastify.register(openapiGlue, {
    specification: openApiCopy(),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      // Unimplemented operations skip the security check too: they answer 501 to everyone, never a fake success.
      // glue's types want a full RouteOptions, but it spreads whatever options it is given into its own route.
      return (handler ?? { handler: notImplemented, preHandler: undefined }) as never;
    },
    securityHandlers: {
      // `Authorization: Bearer <access JWT>` (server/auth/jwt.ts): a missing, malformed, tampered or expired token
      // is a 401, after which the client refreshes once (part 1 §4 "Session").
      async bearerAuth(request: FastifyRequest) {
        setUserId(request, await auth.authenticate(request.headers.authorization));
      },
    },
  });

  // The contract itself and a readable reference (Swagger UI, served from node_modules: no CDN).
  fastify.get('/api/openapi.yaml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(loadOpenApi().text),
  );
  await fastify.register(swagger, { mode: 'static', specification: { document: openApiCopy() as never } });
  await fastify.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    staticCSP: true,
  });

  await fastify.register(mediaRoutes, { db });

  // The built SPA (see serveClient below).
  await serveClient(fastify, config.clientDir);
};

/** Files a request for which must never fall back to the SPA's HTML (a missing hashed asset is a 404). */
const STATIC_FILE = /\.(js|mjs|css|map|json|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|txt|xml|webmanifest|br|gz)$/i;

/**
 * The built SPA: files from `clientDir` with their build-time `.br`/`.gz` siblings chosen by Accept-Encoding
 * (`Vary: Accept-Encoding`); hashed `/assets/*` cached for a year as immutable, everything else revalidated
 * (`no-cache`). Any other GET outside /api and /media gets index.html: 200 on a route of the SPA's table
 * (http/spa-routes.ts), 404 elsewhere (the SPA then shows its "page not found"); a missing asset or file is a plain 404.
 */
async function serveClient(fastify: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const assetsDir = join(clientDir, 'assets');
  if (hasClient) {
    await fastify.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache-Control is ours alone (send's default `max-age=0` would override it).
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.startsWith(`${assetsDir}/`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  fastify.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/media/');
    const isFile = path.startsWith('/assets/') || STATIC_FILE.test(path);
    if (!isApi && !isFile && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .code(isSpaRoute(path) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}

/** "GET /api/users/me" for every operation of the contract with a security requirement (Fastify's `:param` form). */
function securedRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const [path, item] of Object.entries(loadOpenApi().document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (Array.isArray(operation?.security) && operation.security.length > 0) {
        routes.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/\/+$/, '')}`);
      }
    }
  }
  return routes;
}

/** Fastify's Ajv settings for the contract: unknown body fields are refused (400), query strings coerced. */
export const ajvOptions = {
  customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true, strict: false },
} as const;

export async function buildApp(options: AppOptions, server: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const fastify = Fastify({
    ajv: ajvOptions as FastifyServerOptions['ajv'],
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // `/api/watches` and `/api/watches/` are one resource (the contract's paths end with a slash).
    routerOptions: { ignoreTrailingSlash: true },
    // An over-long path parameter or an undecodable URL: the contract's 404/400, not the router's own 414/400.
    frameworkErrors: frameworkErrorHandler,
    ...server,
  });
  await fastify.register(app, options);
  return fastify;
}
