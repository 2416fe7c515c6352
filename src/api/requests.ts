import { api } from './client.ts';
import { settle } from './outcome.ts';
import type { components } from './schema';

/**
 * POST fetchers of the product request forms (part 1 §2.7 modals, §7 "Requests"): the price request and the
 * live-photos request, both `ProductRequest` bodies of openapi.yaml. They share client.ts's transport (Bearer
 * token, language, 10 s timeout) and reject with an ApiError like the GET fetchers.
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
    phone: input.phone.trim(),
    ...(email ? { email } : {}),
    message: input.message ?? '',
    website: input.website ?? '',
  };
}

/** The same fields as multipart parts, plus the photo (its file name kept, so the server sees the extension). */
export function productRequestFormData(body: ProductRequestBody, photo: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, String(value));
  const name = photo instanceof File && photo.name ? photo.name : 'photo';
  form.append('photo', photo, name);
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
