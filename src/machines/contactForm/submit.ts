import {
  createAppointment,
  createContactRequest,
  createLivePhotoRequest,
  createOrderRequest,
  createPriceRequest,
  type AppointmentBody,
  type ContactRequestBody,
  type OrderRequestBody,
  type ProductRef,
  type ProductRequestInput,
  type RequestAccepted,
} from '../../api/requests.ts';
import { digitsOf } from '../helpers.ts';
import { isAppointmentCity, isProductRequest, topicOfPage, type ContactFormKind, type FormValues } from './fields.ts';

/** What the submit actor gets: the kind, the page it was sent from (or the piece asked about), the values and the photos. */
export interface SubmitInput {
  kind: ContactFormKind;
  page: string;
  /** The piece a price or live-photos request is about; null for the other kinds. */
  product: ProductRef | null;
  values: FormValues;
  photos: readonly File[];
}

/** Which call a kind makes, with its body and the photos that go along (the buyback all of its up to 6: issue 22 §8). */
export type SubmitRequest =
  | { operation: 'createContactRequest'; body: ContactRequestBody; photos: readonly File[] }
  | { operation: 'createOrderRequest'; body: OrderRequestBody; photo: File | null }
  | { operation: 'createAppointment'; body: AppointmentBody; photo: null }
  | { operation: 'createPriceRequest' | 'createLivePhotoRequest'; input: ProductRequestInput };

/** A typed optional text: trimmed, and left out when empty (the contract's optional fields). */
const optional = <K extends string>(key: K, value: string): Partial<Record<K, string>> => {
  const text = value.trim();
  return text === '' ? {} : ({ [key]: text } as Record<K, string>);
};

/** The request a submit makes (pure, so each kind's body is tested without a network). */
export function submitRequest({ kind, page, product, values, photos }: SubmitInput): SubmitRequest {
  if (isProductRequest(kind)) {
    // Validation cannot stand in here: a modal's form always has its piece (the detail page starts it with one).
    if (!product) throw new Error(`contactForm: a ${kind} request needs its piece`);
    const { name, phone, email, message, website } = values;
    // src/api trims, sends the phone in E.164, leaves an empty e-mail out and says the ticked consent.
    return {
      operation: kind === 'price' ? 'createPriceRequest' : 'createLivePhotoRequest',
      input: { product, name, phone, message, website, photo: photos[0] ?? null, ...(kind === 'price' ? { email } : {}) },
    };
  }
  const person = { name: values.name.trim(), phone: values.phone.trim() };
  // The honeypot goes as the form had it: the server answers a filled one like a success and files it as spam.
  // Only the contact form asks the consent (a checkbox validation requires), so only it sends `consent: true`; the
  // other kinds show it as a statement and send the spec's call shape, without `consent` (issue 22 §10).
  const common = { page, website: values.website };
  const message = values.message.trim();
  if (kind === 'contact') {
    return {
      operation: 'createContactRequest',
      body: { ...person, email: values.email.trim(), message, topic: topicOfPage(page), consent: true as const, ...common },
      photos: [],
    };
  }
  if (kind === 'buyback') {
    return {
      operation: 'createContactRequest',
      body: {
        ...person,
        message,
        topic: 'buyback',
        ...optional('brand', values.brand),
        ...optional('model', values.model),
        ...optional('year', values.year),
        ...optional('condition', values.condition),
        ...optional('serial', values.serial),
        ...optional('kit', values.kit),
        ...optional('expected_price', values.expectedPrice),
        ...optional('city', values.city),
        ...common,
      },
      // Every picked photo, in the order picked (part 2 §9 "up to 6"; the spec's "only the first is sent" was the
      // defect of issue 22 §8).
      photos,
    };
  }
  if (kind === 'orderRequest') {
    return { operation: 'createOrderRequest', body: { model: values.model.trim(), ...person, message, ...common }, photo: photos[0] ?? null };
  }
  // Validation refuses a submit without a city; this only narrows the type.
  if (!isAppointmentCity(values.city)) throw new Error('contactForm: an appointment needs a city');
  return {
    operation: 'createAppointment',
    body: {
      name: person.name,
      // Part 2 §5: the appointment's phone is reduced to digits.
      phone: digitsOf(values.phone),
      city: values.city,
      date: values.date,
      time: values.time,
      comment: message,
      ...common,
    },
    photo: null,
  };
}

/** The real call of a submit, with the actor's signal (leaving `submitting` aborts it). */
export function sendForm(input: SubmitInput, signal: AbortSignal): Promise<RequestAccepted> {
  const request = submitRequest(input);
  if (request.operation === 'createContactRequest') return createContactRequest(request.body, request.photos, signal);
  if (request.operation === 'createOrderRequest') return createOrderRequest(request.body, request.photo, signal);
  if (request.operation === 'createAppointment') return createAppointment(request.body, signal);
  return request.operation === 'createPriceRequest' ? createPriceRequest(request.input, signal) : createLivePhotoRequest(request.input, signal);
}
