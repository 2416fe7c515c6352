import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestKind } from '../db/types.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { familyLimit } from '../http/rate-limit.ts';
import { langOf } from '../http/request.ts';
import { clientKeyer, removePhoto, sniffImage, storePhoto, uploadsOf, type StoredPhoto } from '../requests/photos.ts';
import { createRequest, productExists, type ProductField } from '../requests/repository.ts';
import { contactErrors } from '../requests/validate.ts';
import type { Deps, Handlers } from './types.ts';

/** PriceRequest / PriceRequestForm of the contract, after validation (multipart ids already coerced). */
interface ProductRequestBody {
  watch?: number;
  jewelry?: number;
  bag?: number;
  name: string;
  phone: string;
  email?: string;
  message?: string;
  website?: string;
  consent?: boolean;
  photo?: unknown;
}

const PRODUCT_FIELDS: ProductField[] = ['watch', 'jewelry', 'bag'];
const PRODUCT_NAME: Record<ProductField, string> = { watch: 'watch', jewelry: 'piece of jewelry', bag: 'bag' };

/** Price and live-photo requests share one limit per client: 5 a minute (part 1 §8 "HTTP 429"). */
export const PRODUCT_REQUEST_LIMIT = 5;
const productRequestLimit = familyLimit('product-requests', PRODUCT_REQUEST_LIMIT);

const ACCEPTED = {
  ru: 'Заявка принята. Мы свяжемся с вами в ближайшее время.',
  en: 'Request received. We will contact you shortly.',
} as const;

const NOT_AN_IMAGE = 'Only an image can be attached (JPEG, PNG, WebP or HEIC).';

export function requestHandlers(deps: Deps): Handlers {
  const { db } = deps;
  let keyer: ((address: string) => string) | undefined;
  const clientKey = (address: string) => (keyer ??= clientKeyer(deps.config.dataDir))(address);

  const productRequest = (kind: RequestKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (typeof request.body !== 'object' || request.body === null) throw badRequest('Invalid request.', { non_field_errors: ['A body is required.'] });
    const body = request.body as ProductRequestBody;

    // A form's empty file input still arrives as a part, without bytes: that is no photo, not a broken one.
    const upload = uploadsOf(request).find((u) => u.field === 'photo' && u.buffer.length > 0);
    const imageType = upload && sniffImage(upload.buffer);
    if (upload && !imageType) throw new HttpError(415, NOT_AN_IMAGE, { photo: [NOT_AN_IMAGE] });

    const errors = contactErrors(body);
    const given = PRODUCT_FIELDS.filter((field) => body[field] !== undefined);
    if (given.length !== 1) errors.non_field_errors = ['Exactly one of watch, jewelry, bag is required.'];
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
    const field = given[0] as ProductField;
    const productId = body[field] as number;
    if (!(await productExists(db, field, productId))) {
      throw badRequest('Invalid request.', { [field]: [`There is no ${PRODUCT_NAME[field]} with id ${productId}.`] });
    }

    // The honeypot (part 1 §3): a filled `website` gets the very same answer, so a bot learns nothing, but the
    // request is stored as spam, and its photo is not kept (bots must not be able to fill the disk).
    const isSpam = (body.website ?? '').trim() !== '';
    let photo: StoredPhoto | undefined;
    if (upload && imageType && !isSpam) photo = await storePhoto(deps.config.dataDir, upload, imageType);
    let id: number;
    try {
      id = await createRequest(db, {
        kind,
        name: body.name.trim(),
        phone: body.phone.trim(),
        email: body.email ?? null,
        message: body.message?.trim() || null,
        product: { field, id: productId },
        details: body.consent === undefined ? {} : { consent: body.consent },
        isSpam,
        clientKey: clientKey(request.ip),
        ...(photo ? { photo } : {}),
      });
    } catch (error) {
      if (photo) await removePhoto(deps.config.dataDir, photo.path);
      throw error;
    }
    void reply.code(201);
    return { id, detail: ACCEPTED[langOf(request)] };
  };

  return {
    createPriceRequest: { handler: productRequest('price'), config: productRequestLimit },
    createLivePhotoRequest: { handler: productRequest('live_photos'), config: productRequestLimit },
  };
}
