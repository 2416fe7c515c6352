import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { createLivePhotoRequest, createPriceRequest, type ProductRef, type RequestAccepted } from '../api/requests.ts';
import { fromRequest } from './fromRequest.ts';
import { isPhoneLengthOk, typedValue, unprovided } from './helpers.ts';

/** Which detail-page modal (part 1 §2.7): the price request (with e-mail) or the live-photos request. */
export type RequestKind = 'price' | 'livePhotos';

export interface RequestValues {
  name: string;
  phone: string;
  /** Collected by the price request only (part 1 §3). */
  email: string;
  message: string;
  consent: boolean;
  /** The honeypot (part 1 §3): hidden from people, so only a bot fills it. */
  website: string;
}
export type TextField = 'name' | 'phone' | 'email' | 'message' | 'website';
export type RequestField = TextField | 'consent' | 'photo';

/** What is kept in session storage and restored (part 1 §5): never the honeypot, never the photo. */
export type RequestDraft = Pick<RequestValues, 'name' | 'phone' | 'email' | 'message' | 'consent'>;

/** Typed reasons a field is refused; the view words them. */
export type FieldError = 'required' | 'invalid-phone' | 'invalid-email' | 'not-image' | 'must-be-empty';
export type FieldErrors = Partial<Record<RequestField, FieldError>>;

/** Part 2 §5 "a simple pattern": something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMPTY_VALUES: RequestValues = { name: '', phone: '', email: '', message: '', consent: false, website: '' };

/** Part 1 §5 "Contact form", field by field. */
export function validateRequest(kind: RequestKind, values: RequestValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name.trim() === '') errors.name = 'required';
  if (values.phone.trim() === '') errors.phone = 'required';
  else if (!isPhoneLengthOk(values.phone)) errors.phone = 'invalid-phone';
  if (kind === 'price') {
    if (values.email.trim() === '') errors.email = 'required';
    else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'invalid-email';
  }
  if (!values.consent) errors.consent = 'required';
  if (values.website !== '') errors.website = 'must-be-empty';
  return errors;
}

export const draftOf = ({ name, phone, email, message, consent }: RequestValues): RequestDraft => ({ name, phone, email, message, consent });

/** Photos are images only (part 1 §3; the server answers 415 otherwise). */
export const isImage = (file: { type: string }): boolean => file.type.startsWith('image/');

export interface RequestFormInput {
  kind: RequestKind;
  product: ProductRef;
  /** A draft restored from session storage by the feature, if any. */
  draft?: Partial<RequestDraft> | null;
}

export interface SubmitInput {
  kind: RequestKind;
  product: ProductRef;
  values: RequestValues;
  photo: File | null;
}

export type RequestFormEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'consent.change'; checked: boolean }
  | { type: 'photo.change'; file: File | null }
  | { type: 'form.submit' }
  /** Signed in, the profile's contact (issue 22 §7): fills only the fields still empty (never a typed value or a draft). */
  | { type: 'profile.known'; name: string; phone: string; email: string };

const notProvided = (name: string) => unprovided('requestFormMachine', name);
const saveDraft: (_: unknown, params: { draft: RequestDraft }) => void = notProvided('saveDraft');
const notifyFailure: (_: unknown, params: { failure: ApiFailure }) => void = notProvided('notifyFailure');

/**
 * The contact form of the price-request and live-photos modals (part 1 §5 "Contact form", §8 contact failure).
 * The draft lives in session storage, the toasts in the app: both are effects the feature provides.
 */
export const requestFormMachine = setup({
  types: {
    input: {} as RequestFormInput,
    context: {} as {
      /** price or live photos: decides the endpoint and whether e-mail is asked. */
      kind: RequestKind;
      /** The product the request is about (exactly one id). */
      product: ProductRef;
      /** What the visitor typed. */
      values: RequestValues;
      /** The optional picture (images only). */
      photo: File | null;
      /** Problems found by the last submit (a field's error goes once it is edited). */
      errors: FieldErrors;
      /** Why the last sending failed. */
      failure: ApiFailure | null;
    },
    events: {} as RequestFormEvent,
  },
  actors: {
    submitRequest: fromRequest<RequestAccepted, SubmitInput>(({ input, signal }) => {
      const send = input.kind === 'price' ? createPriceRequest : createLivePhotoRequest;
      const { name, phone, email, message, website } = input.values;
      return send({ product: input.product, name, phone, message, website, photo: input.photo, ...(input.kind === 'price' ? { email } : {}) }, signal);
    }),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: typedValue(event.field, event.value) }, errors };
    }),
    assignProfile: assign(({ context, event }) => {
      if (event.type !== 'profile.known') return {};
      const values = { ...context.values };
      for (const field of ['name', 'phone', 'email'] as const) if (values[field] === '' && event[field] !== '') values[field] = typedValue(field, event[field]);
      return { values };
    }),
    assignConsent: assign(({ context, event }) => {
      if (event.type !== 'consent.change') return {};
      const { consent: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, consent: event.checked }, errors };
    }),
    assignPhoto: assign(({ context, event }) => {
      if (event.type !== 'photo.change') return {};
      const { photo: _cleared, ...errors } = context.errors;
      return { photo: event.file, errors };
    }),
    refusePhoto: assign(({ context }) => ({ photo: null, errors: { ...context.errors, photo: 'not-image' as const } })),
    assignErrors: assign({ errors: ({ context }) => validateRequest(context.kind, context.values) }),
    assignFailure: assign({ failure: (_, params: { error: unknown }) => toApiFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    /** Write the draft to session storage (params: the draft). */
    saveDraft,
    /** Remove the draft from session storage after a success. */
    clearDraft: notProvided('clearDraft'),
    /** Error toast "fill in the required fields" (part 1 §5). */
    notifyInvalid: notProvided('notifyInvalid'),
    /** Success toast; the modal closes as the machine finishes. */
    notifySuccess: notProvided('notifySuccess'),
    /** Failure toast worded from the failure (part 1 §8: 429, else detail, message, generic). */
    notifyFailure,
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateRequest(context.kind, context.values)).length === 0,
    isImageOrNone: ({ event }) => event.type === 'photo.change' && (event.file === null || isImage(event.file)),
  },
}).createMachine({
  id: 'requestForm',
  context: ({ input }) => ({
    kind: input.kind,
    product: input.product,
    values: { ...EMPTY_VALUES, ...input.draft, website: '' },
    photo: null,
    errors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: ['assignField', { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context.values) }) }] },
        'consent.change': { actions: ['assignConsent', { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context.values) }) }] },
        'photo.change': [{ guard: 'isImageOrNone', actions: 'assignPhoto' }, { actions: 'refusePhoto' }],
        'profile.known': { actions: 'assignProfile' },
        'form.submit': 'validating',
      },
    },
    validating: {
      description: 'Checks every field at once: valid goes on to sending; otherwise errors show under the fields.',
      entry: 'assignErrors',
      always: [{ guard: 'isValid', target: 'submitting' }, { target: 'editing', actions: 'notifyInvalid' }],
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) => ({ kind: context.kind, product: context.product, values: context.values, photo: context.photo }),
        onDone: { target: 'success', actions: ['clearDraft', 'notifySuccess'] },
        onError: {
          target: 'failure',
          actions: [{ type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }, { type: 'notifyFailure', params: ({ event }) => ({ failure: toApiFailure(event.error) }) }],
        },
      },
    },
    failure: {
      description: 'Sending failed; the values stay so the visitor can try again or change them.',
      on: {
        'field.change': { target: 'editing', actions: ['assignField', { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context.values) }) }] },
        'consent.change': { target: 'editing', actions: ['assignConsent', { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context.values) }) }] },
        'photo.change': [{ guard: 'isImageOrNone', target: 'editing', actions: 'assignPhoto' }, { target: 'editing', actions: 'refusePhoto' }],
        'form.submit': 'validating',
      },
    },
    success: { type: 'final' },
  },
});

type RequestFormSnapshot = SnapshotFrom<typeof requestFormMachine>;

/** Sending (tag `busy`): the form's button shows it and the fields wait. */
export const selectIsSending = (snapshot: RequestFormSnapshot): boolean => snapshot.hasTag('busy');
