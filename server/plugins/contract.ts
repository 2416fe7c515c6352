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
import type { staffGate } from '../manage/gate.ts';

export interface ContractOptions {
  /** One handler per implemented operationId (server/routes/handlers.ts); every other operation answers 501. */
  handlers: Handlers;
  auth: AuthService;
  /** Issue 27: the check of operations whose requirement names staff roles (server/manage/gate.ts). */
  staff: ReturnType<typeof staffGate>;
}

const notImplemented = async (): Promise<never> => {
  throw new HttpError(501, 'Not implemented');
};

/**
 * "GET /api/users/me" → the staff roles its security requirement names (OpenAPI 3.1 roles: `bearerAuth: [manager,
 * owner]`; none for a customer's operation), for every operation of the contract with a security requirement
 * (Fastify's `:param` form).
 */
function securedRoutes(): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const [path, item] of Object.entries(loadOpenApi().document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const security = operation?.security as Record<string, string[]>[] | undefined;
      if (Array.isArray(security) && security.length > 0) {
        const roles = security.flatMap((requirement) => requirement.bearerAuth ?? []);
        routes.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/\/+$/, '')}`, roles);
      }
    }
  }
  return routes;
}

/**
 * The contract, openapi.yaml: its routes with request validation and response serialisation (fastify-openapi-glue,
 * one handler per operationId), bearer authentication first, the document itself and a readable reference.
 */
export const contract = fastifyPlugin<ContractOptions>(async (fastify, { handlers, auth, staff }) => {
  const authenticate = async (request: FastifyRequest) => {
    // `Authorization: Bearer <access JWT>` (server/auth/jwt.ts): a missing, malformed, tampered or expired token,
    // or one whose session has ended (logout, a password change elsewhere, reuse of a refresh token), is a 401,
    // after which the client refreshes once (part 1 §4 "Session"). The user and the session go with the request.
    const identity = await auth.authenticate(request.headers.authorization);
    setIdentity(request, identity);
    return identity.userId;
  };

  // Protected operations authenticate before anything else (issue 10 item 7): without a valid token the answer is
  // 401 whatever the path, query or body holds. fastify-openapi-glue runs the security handler as a preHandler,
  // i.e. after parsing and validation; for implemented protected operations it is moved to onRequest instead.
  // Unimplemented ones keep answering 501 to everyone (their preHandler is removed in operationResolver below).
  const secured = securedRoutes();
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const key = (method: string) => `${method === 'HEAD' ? 'GET' : method} ${route.url.replace(/\/+$/, '')}`;
    const roles = methods.map((method) => secured.get(key(method))).find((found) => found !== undefined);
    if (!route.preHandler || roles === undefined) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    // Issue 27: an operation naming staff roles admits only staff with one of them (401 without a token, 403 for
    // a customer's), checked on the server before anything of the request is read.
    const check = roles.length > 0 ? (request: FastifyRequest) => staff(request, roles, () => authenticate(request)) : authenticate;
    route.onRequest = [check, ...existing] as never;
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
