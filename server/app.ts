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
import { errorHandler, HttpError } from './http/errors.ts';
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

  // The built SPA: hashed assets are immutable; every other GET that is not /api or /media gets index.html.
  const indexFile = join(config.clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await fastify.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(config.clientDir, 'assets')}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  fastify.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/media/');
    if (!isApi && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
};

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
    ...server,
  });
  await fastify.register(app, options);
  return fastify;
}
