import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../contract/handlers.ts';
import type { RequestKind } from '../db/types.ts';
import { created, langOf } from '../http/request.ts';
import { familyLimit } from '../plugins/rate-limit.ts';
import { uploadsOf } from '../requests/photos.ts';
import type { ProductRequestBody } from '../requests/service.ts';
import type { Deps } from './types.ts';

/** Price and live-photo requests share one limit per client: 5 a minute (part 1 §8 "HTTP 429"). */
export const PRODUCT_REQUEST_LIMIT = 5;
const productRequestLimit = familyLimit('product-requests', PRODUCT_REQUEST_LIMIT);

/** The forms' rules live in server/requests/service.ts; `deps.requests` is read when a request arrives. */
export function requestHandlers(deps: Deps): Handlers {
  const productRequest = async (kind: RequestKind, request: FastifyRequest<{ Body: ProductRequestBody }>, reply: FastifyReply) =>
    created(
      reply,
      await deps.requests.createProductRequest(kind, { body: request.body, uploads: uploadsOf(request), clientAddress: request.ip, lang: langOf(request) }),
    );
  return {
    createPriceRequest: { handler: (request, reply) => productRequest('price', request, reply), config: productRequestLimit },
    createLivePhotoRequest: { handler: (request, reply) => productRequest('live_photos', request, reply), config: productRequestLimit },
  };
}
