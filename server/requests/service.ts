import type { Kysely } from 'kysely';
import type { components } from '../contract/schema.d.ts';
import type { Database, RequestKind } from '../db/types.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import type { Lang } from '../http/request.ts';
import { clientKeyer, removePhoto, sniffImage, storePhoto, type StoredPhoto, type Upload } from './photos.ts';
import { createRequest, productExists, type ProductField } from './repository.ts';
import { contactErrors } from './validate.ts';

type Schemas = components['schemas'];

/** A price or live-photo request as the contract validated it: JSON, or the multipart form (ids already coerced). */
export type ProductRequestBody = Schemas['PriceRequest'] | Schemas['PriceRequestForm'];

export interface ProductRequestInput {
  body: ProductRequestBody | undefined;
  /** File parts of a multipart body (server/plugins/multipart.ts). */
  uploads: Upload[];
  /** The client's address: stored only as a keyed hash. */
  clientAddress: string;
  lang: Lang;
}

const PRODUCT_FIELDS: ProductField[] = ['watch', 'jewelry', 'bag'];
const PRODUCT_NAME: Record<ProductField, string> = { watch: 'watch', jewelry: 'piece of jewelry', bag: 'bag' };

const ACCEPTED = {
  ru: 'Заявка принята. Мы свяжемся с вами в ближайшее время.',
  en: 'Request received. We will contact you shortly.',
} as const;

const NOT_AN_IMAGE = 'Only an image can be attached (JPEG, PNG, WebP or HEIC).';

/**
 * Price and live-photo requests (part 1 §3, §7): the photo checked by its bytes, the contact rules, exactly one
 * existing product, the honeypot, then the request and its photo stored together.
 */
export class RequestService {
  private keyer: ((address: string) => string) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dataDir: string,
  ) {}

  /** A keyed hash of the client address (the key is made on first use, in DATA_DIR). */
  private clientKey(address: string): string {
    this.keyer ??= clientKeyer(this.dataDir);
    return this.keyer(address);
  }

  async createProductRequest(kind: RequestKind, { body, uploads, clientAddress, lang }: ProductRequestInput): Promise<Schemas['RequestAccepted']> {
    if (typeof body !== 'object' || body === null) throw badRequest('Invalid request.', { non_field_errors: ['A body is required.'] });

    // A form's empty file input still arrives as a part, without bytes: that is no photo, not a broken one.
    const upload = uploads.find((u) => u.field === 'photo' && u.buffer.length > 0);
    const imageType = upload && sniffImage(upload.buffer);
    if (upload && !imageType) throw new HttpError(415, NOT_AN_IMAGE, { photo: [NOT_AN_IMAGE] });

    const errors = contactErrors(body);
    const given = PRODUCT_FIELDS.filter((field) => body[field] !== undefined);
    if (given.length !== 1) errors.non_field_errors = ['Exactly one of watch, jewelry, bag is required.'];
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
    const field = given[0] as ProductField;
    const productId = body[field] as number;
    if (!(await productExists(this.db, field, productId))) {
      throw badRequest('Invalid request.', { [field]: [`There is no ${PRODUCT_NAME[field]} with id ${productId}.`] });
    }

    // The honeypot (part 1 §3): a filled `website` gets the very same answer, so a bot learns nothing, but the
    // request is stored as spam, and its photo is not kept (bots must not be able to fill the disk).
    const isSpam = (body.website ?? '').trim() !== '';
    let photo: StoredPhoto | undefined;
    if (upload && imageType && !isSpam) photo = await storePhoto(this.dataDir, upload, imageType);
    try {
      const id = await createRequest(this.db, {
        kind,
        name: body.name.trim(),
        phone: body.phone.trim(),
        email: body.email ?? null,
        message: body.message?.trim() || null,
        product: { field, id: productId },
        details: body.consent === undefined ? {} : { consent: body.consent },
        isSpam,
        clientKey: this.clientKey(clientAddress),
        ...(photo ? { photo } : {}),
      });
      return { id, detail: ACCEPTED[lang] };
    } catch (error) {
      if (photo) await removePhoto(this.dataDir, photo.path);
      throw error;
    }
  }
}
