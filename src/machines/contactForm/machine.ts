import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import type { ProductRef, RequestAccepted } from '../../api/requests.ts';
import { fromRequest } from '../fromRequest.ts';
import { typedValue, unprovided } from '../helpers.ts';
import { EMPTY_VALUES, KIND_FIELDS, PHOTO_LIMIT, draftOf, hasConsent, valuesFrom, type ContactFormKind, type FormDraft, type FormValues, type TextField } from './fields.ts';
import { sendForm, type SubmitInput } from './submit.ts';
import { pickPhotos, validateForm, type FieldProblems } from './validation.ts';

/**
 * One machine behind every form of part 2 §2 "Other forms": the contact forms, the home page's order request, the
 * buyback, the appointment and the detail page's price and live-photos modals (its kind in the input). Part 2 §4
 * "Contact form": idle, submitting, success (toast, fields cleared, draft removed), failure (toast) — here `editing`
 * ⇄ `submitting` → `success`, a failure going back to `editing` with the failure kept for the view. A modal closes
 * when its form reaches `success` (the product machine watches its child's snapshot).
 *
 * The draft lives in session storage and the toasts in the app: both are effects the feature provides.
 */

export type ContactFormEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'consent.change'; checked: boolean }
  | { type: 'photos.add'; files: readonly File[] }
  | { type: 'photo.remove'; index: number }
  | { type: 'form.submit' }
  /** The buyback's success panel: "send another watch". */
  | { type: 'form.restart' }
  /**
   * Signed in, the profile's contact (issue 22 §7): fills the kind's name, phone and e-mail fields that are still
   * empty, so nothing the shopper typed and no restored draft is ever overwritten.
   */
  | { type: 'profile.known'; name: string; phone: string; email: string }
  /**
   * This browser's draft, read once the server-rendered form has hydrated (the server has none): fills the fields
   * still empty, so nothing typed meanwhile is overwritten and the form is never mounted a second time.
   */
  | { type: 'draft.restored'; draft: FormDraft };

export interface ContactFormInput {
  kind: ContactFormKind;
  /** The page the form sits on, stored with the request ("/contacts", "/"); the modals send their piece instead. */
  page?: string;
  /** The piece a price or live-photos request is about (exactly one id). */
  product?: ProductRef | null;
  /** A draft restored from session storage by the feature, if any. */
  draft?: FormDraft | null;
}

const notProvided = (name: string) => unprovided('contactFormMachine', name);
const saveDraft: (_: unknown, params: { draft: FormDraft }) => void = notProvided('saveDraft');
const notifyFailure: (_: unknown, params: { failure: ApiFailure }) => void = notProvided('notifyFailure');

const withoutError = (errors: FieldProblems, field: keyof FieldProblems): FieldProblems => {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
};

export const contactFormMachine = setup({
  types: {
    input: {} as ContactFormInput,
    context: {} as {
      /** Which form: decides its fields, its rules, its call and how many photos it takes. */
      kind: ContactFormKind;
      /** The page the form sits on (sent as the request's `page`; the contact form's topic follows from it). */
      page: string;
      /** The piece of a price or live-photos request; null for the other kinds. */
      product: ProductRef | null;
      /** What the visitor typed (each kind uses its own fields of the one set). */
      values: FormValues;
      /** The picked photos, images only, at most the kind's limit (all of them are sent). */
      photos: File[];
      /** Problems found by the last submit (a field's goes once it is edited), and the last pick's. */
      errors: FieldProblems;
      /** Why the last sending failed; kept until the next one. */
      failure: ApiFailure | null;
    },
    events: {} as ContactFormEvent,
  },
  actors: {
    submitForm: fromRequest<RequestAccepted, SubmitInput>(({ input, signal }) => sendForm(input, signal)),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return { values: { ...context.values, [event.field]: typedValue(event.field, event.value) }, errors: withoutError(context.errors, event.field) };
    }),
    assignProfile: assign(({ context, event }) => {
      if (event.type !== 'profile.known') return {};
      const shown: readonly TextField[] = KIND_FIELDS[context.kind];
      const values = { ...context.values };
      for (const field of ['name', 'phone', 'email'] as const) {
        if (shown.includes(field) && values[field] === '' && event[field] !== '') values[field] = typedValue(field, event[field]);
      }
      return { values };
    }),
    assignDraft: assign(({ context, event }) => {
      if (event.type !== 'draft.restored') return {};
      const restored = valuesFrom(context.kind, event.draft);
      const values = { ...context.values };
      for (const field of KIND_FIELDS[context.kind]) {
        if (values[field] === '' && restored[field] !== '') values[field] = restored[field];
      }
      if (hasConsent(context.kind) && !values.consent) values.consent = restored.consent;
      return { values };
    }),
    assignConsent: assign(({ context, event }) => {
      if (event.type !== 'consent.change') return {};
      return { values: { ...context.values, consent: event.checked }, errors: withoutError(context.errors, 'consent') };
    }),
    assignPhotos: assign(({ context, event }) => {
      if (event.type !== 'photos.add') return {};
      const { photos, problem } = pickPhotos(context.photos, event.files, PHOTO_LIMIT[context.kind]);
      const errors = withoutError(context.errors, 'photos');
      return { photos, errors: problem ? { ...errors, photos: problem } : errors };
    }),
    removePhoto: assign(({ context, event }) => {
      if (event.type !== 'photo.remove') return {};
      return { photos: context.photos.filter((_, index) => index !== event.index), errors: withoutError(context.errors, 'photos') };
    }),
    /** The problems as of now: the appointment's day and hour depend on the clock. */
    assignErrors: assign({ errors: ({ context }) => validateForm(context.kind, context.values, new Date()) }),
    clearErrors: assign({ errors: {} }),
    clearValues: assign({ values: EMPTY_VALUES, photos: [], errors: {} }),
    assignFailure: assign({ failure: (_, params: { error: unknown }) => toApiFailure(params.error) }),
    clearFailure: assign({ failure: null }),
    /** Write the kind's draft to session storage (params: the draft; never the honeypot, never a photo). */
    saveDraft,
    /** Remove the kind's draft from session storage after a success. */
    clearDraft: notProvided('clearDraft'),
    /** Error toast "Заполните обязательные поля" (part 1 §5). */
    notifyInvalid: notProvided('notifyInvalid'),
    /** Success toast (the appointment's lasts 4000 ms, part 2 §9). */
    notifySuccess: notProvided('notifySuccess'),
    /** Failure toast worded from the failure (part 2 §8: 429, else detail, message, the generic text). */
    notifyFailure,
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateForm(context.kind, context.values, new Date())).length === 0,
    takesPhotos: ({ context }) => PHOTO_LIMIT[context.kind] > 0,
    /** Only the contact form has the consent checkbox (issue 22 §10); the others show a statement. */
    asksConsent: ({ context }) => hasConsent(context.kind),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    kind: input.kind,
    page: input.page ?? '',
    product: input.product ?? null,
    values: valuesFrom(input.kind, input.draft),
    photos: [],
    errors: {},
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing; after a refused submit the problems show under the fields, after a failed one the failure too.',
      on: {
        'field.change': { actions: ['assignField', { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context.kind, context.values) }) }] },
        'consent.change': { guard: 'asksConsent', actions: ['assignConsent', { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context.kind, context.values) }) }] },
        'photos.add': { guard: 'takesPhotos', actions: 'assignPhotos' },
        'photo.remove': { actions: 'removePhoto' },
        'profile.known': { actions: 'assignProfile' },
        'draft.restored': { actions: 'assignDraft' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'clearErrors' },
          { actions: ['assignErrors', 'notifyInvalid'] },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => ({ kind: context.kind, page: context.page, product: context.product, values: context.values, photos: context.photos }),
        onDone: { target: 'success', actions: ['clearValues', 'clearDraft', 'notifySuccess'] },
        onError: {
          target: 'editing',
          actions: [{ type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }, { type: 'notifyFailure', params: ({ event }) => ({ failure: toApiFailure(event.error) }) }],
        },
      },
    },
    success: {
      description:
        'Sent: the fields are cleared and the draft removed (the buyback shows its success panel). Typing, picking a photo or "send another" starts a new one.',
      on: {
        'field.change': {
          target: 'editing',
          actions: ['assignField', { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context.kind, context.values) }) }],
        },
        'consent.change': {
          guard: 'asksConsent',
          target: 'editing',
          actions: ['assignConsent', { type: 'saveDraft', params: ({ context }) => ({ draft: draftOf(context.kind, context.values) }) }],
        },
        'photos.add': { guard: 'takesPhotos', target: 'editing', actions: 'assignPhotos' },
        // The fields were just cleared, so a submit from here can only be refused.
        'form.submit': { target: 'editing', actions: ['assignErrors', 'notifyInvalid'] },
        'form.restart': 'editing',
      },
    },
  },
});

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

/** What the view shows: the form, the form while it sends, or what follows a success. */
export type ContactFormStatus = 'editing' | 'submitting' | 'success';

export const selectFormStatus = (snapshot: ContactFormSnapshot): ContactFormStatus =>
  snapshot.matches('submitting') ? 'submitting' : snapshot.matches('success') ? 'success' : 'editing';
/** Sending (tag `busy`): the button shows it and the fields wait. */
export const selectIsSending = (snapshot: ContactFormSnapshot): boolean => snapshot.hasTag('busy');
export const selectFormKind = (snapshot: ContactFormSnapshot): ContactFormKind => snapshot.context.kind;
export const selectFormValues = (snapshot: ContactFormSnapshot): FormValues => snapshot.context.values;
export const selectFormErrors = (snapshot: ContactFormSnapshot): FieldProblems => snapshot.context.errors;
export const selectFormPhotos = (snapshot: ContactFormSnapshot): readonly File[] => snapshot.context.photos;
export const selectFormFailure = (snapshot: ContactFormSnapshot): ApiFailure | null => snapshot.context.failure;
