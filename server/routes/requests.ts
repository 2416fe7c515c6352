import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../contract/handlers.ts';
import { HttpError } from '../contract/errors.ts';
import { created, langOf } from '../http/request.ts';
import { familyLimit } from '../plugins/rate-limit.ts';
import { uploadsOf } from '../http/uploads.ts';
import type { ProductRequestBody, ProductRequestKind, Sender } from '../requests/service.ts';
import type { Deps } from '../deps.ts';

/** Price and live-photo requests share one limit per client: 5 a minute (part 1 §8 "HTTP 429"). */
export const PRODUCT_REQUEST_LIMIT = 5;
/** Contact (and callback, buyback), appointment and order-request forms: 5 a minute per client, each. */
export const FORM_LIMIT = 5;
const productRequestLimit = familyLimit('product-requests', PRODUCT_REQUEST_LIMIT);

/** The forms' rules live in server/requests/service.ts; `deps.requests` is read when a request arrives. */
export function requestHandlers(deps: Deps): Handlers {
  /**
   * The forms are public (the contract's `security: []`), but a signed-in customer's request is theirs: a valid
   * bearer token links it to them (GET /api/users/me/requests/). A missing, expired or revoked token is not an
   * error here — the request is simply anonymous — so a stale session never stops someone from reaching the
   * boutique.
   */
  const sender = async (request: FastifyRequest): Promise<Sender> => {
    let userId: number | null = null;
    if (request.headers.authorization !== undefined) {
      try {
        userId = (await deps.auth.authenticate(request.headers.authorization)).userId;
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
      }
    }
    const referer = request.headers.referer;
    return { uploads: uploadsOf(request), clientAddress: request.ip, lang: langOf(request), userId, referer: typeof referer === 'string' ? referer : undefined };
  };
  const productRequest = async (kind: ProductRequestKind, request: FastifyRequest<{ Body: ProductRequestBody }>) =>
    deps.requests.createProductRequest(kind, { body: request.body, ...(await sender(request)) });
  return {
    createPriceRequest: { handler: async (request, reply) => created(reply, await productRequest('price', request)), config: productRequestLimit },
    createLivePhotoRequest: { handler: async (request, reply) => created(reply, await productRequest('live_photos', request)), config: productRequestLimit },
    createContactRequest: {
      handler: async (request, reply) => created(reply, await deps.requests.createContactRequest({ body: request.body, ...(await sender(request)) })),
      config: familyLimit('contact-requests', FORM_LIMIT),
    },
    createAppointment: {
      handler: async (request, reply) => created(reply, await deps.requests.createAppointment({ body: request.body, ...(await sender(request)) })),
      config: familyLimit('appointments', FORM_LIMIT),
    },
    createOrderRequest: {
      handler: async (request, reply) => created(reply, await deps.requests.createOrderRequest({ body: request.body, ...(await sender(request)) })),
      config: familyLimit('order-requests', FORM_LIMIT),
    },
    // The managers' link to a request's photo (its key is the secret); the bytes come from the database, so any
    // node answers. A photo never changes: the browser may keep it, a shared cache may not (personal data).
    getRequestPhoto: async (request, reply) => {
      const photo = await deps.requests.photo(request.params.key);
      return reply
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(photo.mimeType)
        .send(photo.data);
    },
  };
}
