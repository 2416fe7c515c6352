import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fastifyPlugin from 'fastify-plugin';
import { setIdentity } from '../http/request-user.ts';
import type { AuthService } from '../auth/service.ts';
import type { Handlers } from '../contract/handlers.ts';
import { HttpError } from '../contract/errors.ts';
import { loadOpenApi, openApiCopy } from '../openapi.ts';

export interface ContractOptions {
  /** One handler per implemented operationId (server/routes/handlers.ts); every other operation answers 501. */
  handlers: Handlers;
  auth: AuthService;
}

const notImplemented = async (): Promise<never> => {
  throw new HttpError(501, 'Not implemented');
};

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

/**
 * The contract, openapi.yaml: its routes with request validation and response serialisation (fastify-openapi-glue,
 * one handler per operationId), bearer authentication first, the document itself and a readable reference.
 */
export const contract = fastifyPlugin<ContractOptions>(async (fastify, { handlers, auth }) => {
  const authenticate = async (request: FastifyRequest) => {
    // `Authorization: Bearer <access JWT>` (server/auth/jwt.ts): a missing, malformed, tampered or expired token,
    // or one whose session has ended (logout, a password change elsewhere, reuse of a refresh token), is a 401,
    // after which the client refreshes once (part 1 §4 "Session"). The user and the session go with the request.
    setIdentity(request, await auth.authenticate(request.headers.authorization));
  };

  // Protected operations authenticate before anything else (issue 10 item 7): without a valid token the answer is
  // 401 whatever the path, query or body holds. fastify-openapi-glue runs the security handler as a preHandler,
  // i.e. after parsing and validation; for implemented protected operations it is moved to onRequest instead.
  // Unimplemented ones keep answering 501 to everyone (their preHandler is removed in operationResolver below).
  const secured = securedRoutes();
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const key = (method: string) => `${method === 'HEAD' ? 'GET' : method} ${route.url.replace(/\/+$/, '')}`;
    if (!route.preHandler || !methods.some((method) => secured.has(key(method)))) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [authenticate, ...existing] as never;
    route.preHandler = undefined;
  });

  await fastify.register(openapiGlue, {
    specification: openApiCopy(),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as keyof Handlers];
      // Unimplemented operations skip the security check too: they answer 501 to everyone, never a fake success.
      // glue's types want a full RouteOptions, but it spreads whatever options it is given into its own route.
      return (handler ?? { handler: notImplemented, preHandler: undefined }) as never;
    },
    securityHandlers: { bearerAuth: authenticate },
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
}, { name: 'contract', fastify: '5.x' });
