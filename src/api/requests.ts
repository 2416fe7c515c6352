import { api } from './client.ts';
import { settle } from './outcome.ts';
import { withE164Phone } from './phone.ts';
import type { components } from '../../kernel/schema.d.ts';

/**
 * POST fetchers of the request forms: the price and live-photos requests of the detail pages (part 1 §2.7 modals,
 * §7 "Requests"; `ProductRequest` bodies), and the contact, buyback, appointment and order requests (part 2 §2
 * "Other forms", §7). They share client.ts's transport (Bearer token, language, 10 s timeout) and reject with an
 * ApiError like the GET fetchers. Where a photo may go along, the typed JSON body becomes multipart parts.
 */

type Schemas = components['schemas'];

/** The server's answer: the stored request's id and a confirmation text. */
export type RequestAccepted = Schemas['RequestAccepted'];
/** The JSON body; `photo` goes beside it, never inside (a File is not JSON). */
export type ProductRequestBody = Schemas['PriceRequest'];
/** Exactly one product id: the contract's `oneOf`. */
export type ProductRef = { watch: number } | { jewelry: number } | { bag: number };

export interface ProductRequestInput {
  product: ProductRef;
  name: string;
  phone: string;
  /** Price request only; omitted when empty (the contract's `format: email` refuses ""). */
  email?: string;
  message?: string;
  /** The honeypot: always sent as the form had it (empty for people). */
  website?: string;
  /** Optional picture: when present the body is sent as multipart/form-data (part 1 §3). */
  photo?: Blob | null;
}

/** The JSON body of the contract from the form's values. */
export function productRequestBody(input: ProductRequestInput): ProductRequestBody {
  const email = input.email?.trim();
  return {
    ...input.product,
    name: input.name.trim(),
    phone: withE164Phone({ phone: input.phone }).phone,
    ...(email ? { email } : {}),
    message: input.message ?? '',
    // The price / live-photo form sends only once its consent checkbox is ticked (part 1 §5), so it says so; the
    // server takes `consent` as optional and `true` when sent (issue 22 §10).
    consent: true,
    website: input.website ?? '',
  };
}

/** The same fields as multipart parts, plus the photo (its file name kept, so the server sees the extension). */
export function productRequestFormData(body: ProductRequestBody, photo: Blob): FormData {
  return requestFormData(body, photo);
}

/**
 * Any request body as multipart parts (text values; booleans as "true"/"false"), plus one part named `photo` per
 * photo, in the order given (the buyback sends all its photos this way, issue 22 §8).
 */
export function requestFormData(body: object, photos: Blob | readonly Blob[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, String(value));
  for (const photo of Array.isArray(photos) ? photos : [photos as Blob]) {
    const name = photo instanceof File && photo.name ? photo.name : 'photo';
    form.append('photo', photo, name);
  }
  return form;
}

/**
 * JSON without a photo; with one, openapi-fetch's `bodySerializer` turns the typed body into FormData, and
 * openapi-fetch then leaves Content-Type to the browser (it needs to add the multipart boundary).
 */
function send(path: '/api/price-requests/' | '/api/live-photo-requests/', input: ProductRequestInput, signal?: AbortSignal) {
  const body = productRequestBody(input);
  const photo = input.photo;
  return settle<RequestAccepted>(
    api.POST(path, {
      body,
      signal,
      ...(photo ? { bodySerializer: (typed: ProductRequestBody) => productRequestFormData(typed, photo) } : {}),
    }),
  );
}

/** createPriceRequest: POST /api/price-requests/. */
export const createPriceRequest = (input: ProductRequestInput, signal?: AbortSignal): Promise<RequestAccepted> =>
  send('/api/price-requests/', input, signal);

/** createLivePhotoRequest: POST /api/live-photo-requests/. */
export const createLivePhotoRequest = (input: ProductRequestInput, signal?: AbortSignal): Promise<RequestAccepted> =>
  send('/api/live-photo-requests/', input, signal);

/** The contact, callback and buyback body of /api/contacts/ (`topic` tells them apart; buyback adds the watch). */
export type ContactRequestBody = Schemas['ContactRequest'];
/** The /appointment body: the phone as digits, the city `moscow` or `dubai`, the boutique's local date and time. */
export type AppointmentBody = Schemas['AppointmentRequest'];
/** The home page's order request: the wanted model or reference, name, phone, message. */
export type OrderRequestBody = Schemas['OrderRequest'];

/**
 * createContactRequest: POST /api/contacts/. JSON; with photos (the buyback's, up to 6, all of them: issue 22 §8)
 * multipart, through openapi-fetch's `bodySerializer` so Content-Type (with its boundary) is left to the browser.
 */
export const createContactRequest = (body: ContactRequestBody, photos: readonly Blob[], signal?: AbortSignal): Promise<RequestAccepted> =>
  settle<RequestAccepted>(
    api.POST('/api/contacts/', {
      body: withE164Phone(body),
      signal,
      ...(photos.length > 0 ? { bodySerializer: (typed: ContactRequestBody) => requestFormData(typed, photos) } : {}),
    }),
  );

/** createAppointment: POST /api/appointments/ (JSON only). */
export const createAppointment = (body: AppointmentBody, signal?: AbortSignal): Promise<RequestAccepted> =>
  settle<RequestAccepted>(api.POST('/api/appointments/', { body: withE164Phone(body), signal }));

/** createOrderRequest: POST /api/order-requests/. JSON; with the optional photo multipart. */
export const createOrderRequest = (body: OrderRequestBody, photo: Blob | null, signal?: AbortSignal): Promise<RequestAccepted> =>
  settle<RequestAccepted>(
    api.POST('/api/order-requests/', {
      body: withE164Phone(body),
      signal,
      ...(photo ? { bodySerializer: (typed: OrderRequestBody) => requestFormData(typed, photo) } : {}),
    }),
  );
