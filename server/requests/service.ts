import type { Kysely } from 'kysely';
import { normalizePhone } from '../../kernel/phone.ts';
import type { components } from '../../kernel/schema.d.ts';
import type { Database } from '../db/types.ts';
import type { RequestKind } from '../db/tables/requests.ts';
import { badRequest, HttpError } from '../contract/errors.ts';
import type { Locale } from '../../kernel/language.ts';
import type { PageRequest } from '../contract/paging.ts';
import { sliceOf } from '../contract/paging.ts';
import type { Notifier } from '../notify/notifier.ts';
import { requestMessage, requestSummary } from './describe.ts';
import { clientKeyer, MAX_PHOTOS, photoToStore, readLegacyPhoto, sniffImage, type ImageType, type Upload } from './photos.ts';
import { adoptPhotoBytes, createRequest, findPhoto, findRequest, listUserRequests, productExists, type NewRequest, type ProductField } from './repository.ts';
import { appointmentErrors, contactErrors, orderRequestErrors, sourcePage } from './validate.ts';

/** The forms about one piece (part 2 §9): its price, its live photos. */
export type ProductRequestKind = Extract<RequestKind, 'price' | 'live_photos'>;

/** A validated phone in the shop's one form (kernel/phone.ts): managers call +79165551235 however it was typed. */
const phoneOf = (typed: string): string => normalizePhone(typed) ?? typed.trim();

type Schemas = components['schemas'];

/** A price or live-photo request as the contract validated it: JSON, or the multipart form (ids already coerced). */
export type ProductRequestBody = Schemas['PriceRequest'] | Schemas['PriceRequestForm'];
export type ContactRequestBody = Schemas['ContactRequest'] | Schemas['ContactRequestForm'];
export type OrderRequestBody = Schemas['OrderRequest'] | Schemas['OrderRequestForm'];
export type AppointmentBody = Schemas['AppointmentRequest'];

/** Everything a form's handler passes on besides the body. */
export interface Sender {
  /** File parts of a multipart body (server/plugins/multipart.ts). */
  uploads: Upload[];
  /** The client's address: stored only as a keyed hash. */
  clientAddress: string;
  lang: Locale;
  /** The signed-in customer, when a valid bearer token came with the form (the forms are public). */
  userId: number | null;
  /** The Referer header, the page's fallback. */
  referer: string | undefined;
}

export interface FormInput<Body> extends Sender {
  body: Body | undefined;
}

const PRODUCT_FIELDS: ProductField[] = ['watch', 'jewelry', 'bag'];
const PRODUCT_NAME: Record<ProductField, string> = { watch: 'watch', jewelry: 'piece of jewelry', bag: 'bag' };

const ACCEPTED = {
  ru: 'Заявка принята. Мы свяжемся с вами в ближайшее время.',
  en: 'Request received. We will contact you shortly.',
} as const;

const APPOINTMENT_ACCEPTED = {
  ru: 'Вы записаны. Менеджер свяжется с вами, чтобы подтвердить визит.',
  en: 'Your visit is booked. A manager will contact you to confirm it.',
} as const;

const NOT_AN_IMAGE = 'Only an image can be attached (JPEG, PNG, WebP or HEIC).';

const BUYBACK_FIELDS = ['brand', 'model', 'year', 'condition', 'serial', 'kit', 'expected_price', 'city'] as const;

const trimmed = (value: string | undefined): string | null => value?.trim() || null;

/** A photo part whose bytes were recognised as an image. */
type CheckedPhoto = { upload: Upload; type: ImageType };

function requireBody<Body>(body: Body | undefined): Body & Record<string, unknown> {
  if (typeof body !== 'object' || body === null) throw badRequest('Invalid request.', { non_field_errors: ['A body is required.'] });
  return body as Body & Record<string, unknown>;
}

/**
 * The boutique's forms (part 1 §3, §5, §7; part 2 §3, §5): price and live-photo requests about a product, the
 * contact, callback and buyback forms, appointments and order requests. Each is checked field by field (the
 * contract first, these rules again), its photo by its bytes; a honeypot hit is answered like a success but stored
 * as spam, without its photo and without notifying anyone. A stored request keeps its kind, the signed-in customer,
 * the page it came from and a status (new until a manager moves it); the managers' notification is written in the
 * same transaction (server/notify).
 */
export class RequestService {
  /** A keyed hash of the client address (the key is made on first use and kept in the database). */
  private readonly clientKey: (address: string) => Promise<string>;

  constructor(
    private readonly db: Kysely<Database>,
    /** Only to read photos an earlier build stored as files (DATA_DIR/uploads); new photos go to the database. */
    private readonly dataDir: string,
    private readonly notifier?: Notifier,
  ) {
    this.clientKey = clientKeyer(db, dataDir);
  }

  /**
   * The photo parts of a form, in the order sent, each checked by its bytes (415 naming `photo` otherwise); an
   * empty file input is no photo. A form takes at most `limit` (the buyback six, the others one): more is a 413
   * naming `photo`, before anything is stored.
   */
  private photosOf(uploads: Upload[], limit = 1): CheckedPhoto[] {
    const parts = uploads.filter((u) => u.field === 'photo' && u.buffer.length > 0);
    if (parts.length > limit) {
      const detail = limit === 1 ? 'Only one photo can be attached.' : `At most ${limit} photos can be attached.`;
      throw new HttpError(413, detail, { photo: [detail] });
    }
    return parts.map((upload) => {
      const type = sniffImage(upload.buffer);
      if (!type) throw new HttpError(415, NOT_AN_IMAGE, { photo: [NOT_AN_IMAGE] });
      return { upload, type };
    });
  }

  /** Stores a checked request (and its photos unless it is spam), notifies the managers of a real one, answers 201's body. */
  private async store(
    fields: Omit<NewRequest, 'isSpam' | 'clientKey' | 'userId' | 'page' | 'photos'>,
    website: string | undefined,
    page: string | undefined,
    sender: Sender,
    photos: CheckedPhoto[] = [],
    answer: Record<Locale, string> = ACCEPTED,
  ): Promise<Schemas['RequestAccepted']> {
    // The honeypot (part 1 §3): a filled `website` gets the very same answer, so a bot learns nothing, but the
    // request is stored as spam, its photos are not kept (bots must not be able to fill the database) and no manager
    // is disturbed. The photos are written in the request's own transaction: all of them exist with it, or none.
    const isSpam = (website ?? '').trim() !== '';
    const notifier = this.notifier;
    const id = await createRequest(
      this.db,
      {
        ...fields,
        isSpam,
        clientKey: await this.clientKey(sender.clientAddress),
        userId: sender.userId,
        page: sourcePage(page, sender.referer),
        photos: isSpam ? [] : photos.map((photo) => photoToStore(photo.upload, photo.type)),
      },
      isSpam || !notifier
        ? undefined
        : (trx, requestId) =>
            notifier.write(trx, 'request', requestId, async () => {
              const row = await findRequest(trx, requestId);
              return row && requestMessage(row);
            }),
    );
    if (!isSpam) notifier?.committed();
    return { id, detail: answer[sender.lang] };
  }

  /**
   * GET /api/request-photos/{key}/: a request's photo, from the database, on any node. A photo an earlier build
   * left as a file under DATA_DIR/uploads is served by a node that has the file, which copies it into the
   * database on the way, so from then on every node serves it; elsewhere it is a 404 until then.
   */
  async photo(key: string): Promise<{ data: Buffer; mimeType: string }> {
    const row = await findPhoto(this.db, key);
    if (row?.data) return { data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength), mimeType: row.mime_type };
    const legacy = row?.path ? await readLegacyPhoto(this.dataDir, row.path) : undefined;
    if (!row || !legacy) throw new HttpError(404, 'Not found.');
    await adoptPhotoBytes(this.db, row.id, legacy);
    return { data: legacy, mimeType: row.mime_type };
  }

  /** Price and live-photo requests: exactly one existing product. */
  async createProductRequest(kind: ProductRequestKind, { body: raw, ...sender }: FormInput<ProductRequestBody>): Promise<Schemas['RequestAccepted']> {
    const body = requireBody(raw);
    const photos = this.photosOf(sender.uploads);
    const errors = contactErrors(body);
    const given = PRODUCT_FIELDS.filter((field) => body[field] !== undefined);
    if (given.length !== 1) errors.non_field_errors = ['Exactly one of watch, jewelry, bag is required.'];
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
    const field = given[0] as ProductField;
    const productId = body[field] as number;
    if (!(await productExists(this.db, field, productId))) {
      throw badRequest('Invalid request.', { [field]: [`There is no ${PRODUCT_NAME[field]} with id ${productId}.`] });
    }
    return this.store(
      {
        kind,
        name: body.name.trim(),
        phone: phoneOf(body.phone),
        email: body.email ?? null,
        message: trimmed(body.message),
        product: { field, id: productId },
        details: body.consent === undefined ? {} : { consent: body.consent },
      },
      body.website,
      undefined,
      sender,
      photos,
    );
  }

  /**
   * Contact, callback and buyback forms (part 1 §5 "Contact form", part 2 §3 "Buyback form"): `topic` buyback is a
   * buyback request with the watch's fields and all its photos (up to 6, part 2 §9; issue 22 §8), any other topic
   * a contact request with at most one photo.
   */
  async createContactRequest({ body: raw, ...sender }: FormInput<ContactRequestBody>): Promise<Schemas['RequestAccepted']> {
    const body = requireBody(raw);
    const topic = body.topic ?? 'general';
    const photos = this.photosOf(sender.uploads, topic === 'buyback' ? MAX_PHOTOS : 1);
    const errors = contactErrors(body);
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
    const details: Record<string, unknown> = { topic };
    for (const key of BUYBACK_FIELDS) {
      const value = trimmed(body[key]);
      if (value) details[key] = value;
    }
    if (body.consent !== undefined) details.consent = body.consent;
    return this.store(
      {
        kind: topic === 'buyback' ? 'buyback' : 'contact',
        name: body.name.trim(),
        phone: phoneOf(body.phone),
        email: trimmed(body.email),
        message: trimmed(body.message),
        details,
      },
      body.website,
      body.page,
      sender,
      photos,
    );
  }

  /**
   * The /appointment form (part 2 §5 "Appointment"): name, phone (its E.164 digits: "reduced to digits"), Moscow or Dubai, a date not
   * in the past and a time within the appointment page's hours, in the boutique's own time zone.
   */
  async createAppointment({ body: raw, ...sender }: FormInput<AppointmentBody>, now = new Date()): Promise<Schemas['RequestAccepted']> {
    const body = requireBody(raw);
    const errors = { ...contactErrors(body), ...appointmentErrors(body, now) };
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
    return this.store(
      {
        kind: 'appointment',
        name: body.name.trim(),
        phone: phoneOf(body.phone).replace(/\D/g, ''),
        email: null,
        message: trimmed(body.comment),
        details: { city: body.city, date: body.date, time: body.time },
      },
      body.website,
      body.page,
      sender,
      undefined,
      APPOINTMENT_ACCEPTED,
    );
  }

  /** The home page's order request form (part 1 §2.2 item 10, part 2 §5): model or reference, name ≥ 2, phone. */
  async createOrderRequest({ body: raw, ...sender }: FormInput<OrderRequestBody>): Promise<Schemas['RequestAccepted']> {
    const body = requireBody(raw);
    const photos = this.photosOf(sender.uploads);
    const errors = { ...contactErrors(body), ...orderRequestErrors(body) };
    if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
    return this.store(
      {
        kind: 'order_request',
        name: body.name.trim(),
        phone: phoneOf(body.phone),
        email: null,
        message: trimmed(body.message),
        details: { model: body.model.trim() },
      },
      body.website,
      body.page,
      sender,
      photos,
    );
  }

  /** GET /api/users/me/requests/: the customer's own requests, newest first, never the honeypot's. */
  async listMine(userId: number, page: PageRequest, lang: Locale): Promise<{ count: number; results: Schemas['MyRequest'][] }> {
    const { count, rows } = await listUserRequests(this.db, userId, sliceOf(page));
    return {
      count,
      results: rows.map((row) => ({ id: row.id, kind: row.kind, created_at: new Date(row.created_at).toISOString(), status: row.status, summary: requestSummary(row, lang) })),
    };
  }
}
