import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiFailure } from '../api/errors.ts';
import { APPOINTMENT_TOAST_MS, type PageFormKind } from '../machines/contactForm/fields.ts';
import {
  selectFormErrors,
  selectFormFailure,
  selectFormStatus,
  selectFormValues,
  type ContactFormSnapshot,
  type ContactFormStatus,
} from '../machines/contactForm/machine.ts';
import type { FieldProblem, FieldProblems } from '../machines/contactForm/validation.ts';
import { serverWordsOr } from '../domain/failureText.ts';
import { memoLast } from '../runtime/memoLast.ts';

/**
 * The words and view props of the forms behind contactFormMachine (part 2 §2 "Other forms"), shared by the blocks of
 * widgets/contactForm.tsx and the buyback and appointment screens.
 */

/** Part 1 §5 "a toast asks to fill the required fields" (the request form's words). */
export const INVALID_TOAST = msg`Заполните обязательные поля`;

/** Part 2 §8 "Contact form": HTTP 429, verbatim ("Too many requests. Please try again in a minute." in English). */
export const RATE_LIMITED = msg`Слишком много запросов. Попробуйте ещё раз через минуту.`;

const SUCCESS: Record<PageFormKind, MessageDescriptor> = {
  contact: msg`Сообщение отправлено. Мы свяжемся с вами в ближайшее время.`,
  orderRequest: msg`Заявка отправлена. Менеджер свяжется с вами, как только найдёт модель.`,
  buyback: msg`Заявка на оценку отправлена`,
  appointment: msg`Вы записаны. Менеджер позвонит, чтобы подтвердить визит.`,
};

/** The generic failure of each form (part 2 §8: appointment.toast.error for the appointment). */
const GENERIC_FAILURE: Record<PageFormKind, MessageDescriptor> = {
  contact: msg`Не удалось отправить заявку. Попробуйте ещё раз.`,
  orderRequest: msg`Не удалось отправить заявку. Попробуйте ещё раз.`,
  buyback: msg`Не удалось отправить заявку. Попробуйте ещё раз.`,
  appointment: msg`Не удалось записаться. Попробуйте ещё раз.`,
};

export type Translate = (descriptor: MessageDescriptor) => string;

/** Part 2 §8: a 429 gives the too-many-requests sentence; otherwise the server's detail, then its message, then the generic one. */
export function contactFailureText(kind: PageFormKind, failure: ApiFailure, translate: Translate): string {
  if (failure.code === 'rate-limited' || failure.status === 429) return translate(RATE_LIMITED);
  return serverWordsOr(failure, translate(GENERIC_FAILURE[kind]));
}

export interface ContactToast {
  toastType: 'success' | 'error';
  message: string;
  /** Part 2 §9: the appointment's toasts last 4000 ms; the others the default. */
  durationMs?: number;
}

const withDuration = (kind: PageFormKind, toast: ContactToast): ContactToast =>
  kind === 'appointment' ? { ...toast, durationMs: APPOINTMENT_TOAST_MS } : toast;

/** The toast of each outcome of a form's submit. */
export const contactToasts = (kind: PageFormKind, translate: Translate) => ({
  invalid: (): ContactToast => withDuration(kind, { toastType: 'error', message: translate(INVALID_TOAST) }),
  success: (): ContactToast => withDuration(kind, { toastType: 'success', message: translate(SUCCESS[kind]) }),
  failure: (failure: ApiFailure): ContactToast => withDuration(kind, { toastType: 'error', message: contactFailureText(kind, failure, translate) }),
});

/** Only the problems of `fields`, for a view that declares its own field names. */
export function problemsOf<F extends string>(errors: FieldProblems, fields: readonly F[]): Partial<Record<F, FieldProblem>> {
  const picked: Partial<Record<F, FieldProblem>> = {};
  for (const field of fields) {
    const problem = (errors as Partial<Record<string, FieldProblem>>)[field];
    if (problem) picked[field] = problem;
  }
  return picked;
}

/** The photos' problem as the photo picker words it (only what a pick can leave out). */
export const photoProblem = (errors: FieldProblems): 'not-image' | 'too-many' | undefined =>
  errors.photos === 'not-image' || errors.photos === 'too-many' ? errors.photos : undefined;

const CONTACT_FIELDS = ['name', 'phone', 'email', 'message', 'website', 'consent'] as const;
const ORDER_FIELDS = ['model', 'name', 'phone', 'website'] as const;

const contactErrors = memoLast((errors: FieldProblems) => problemsOf(errors, CONTACT_FIELDS));
const contactValues = memoLast((values: ReturnType<typeof selectFormValues>) => ({
  name: values.name,
  phone: values.phone,
  email: values.email,
  message: values.message,
  consent: values.consent,
  website: values.website,
}));
const orderErrors = memoLast((errors: FieldProblems) => ({ ...problemsOf(errors, ORDER_FIELDS), photos: photoProblem(errors) }));
const orderValues = memoLast((values: ReturnType<typeof selectFormValues>) => ({
  model: values.model,
  name: values.name,
  phone: values.phone,
  message: values.message,
  website: values.website,
}));

/** src/ui/ContactForm's props from the machine (the callbacks are the block's). */
export function selectContactFormProps(snapshot: ContactFormSnapshot, translate: Translate) {
  const failure = selectFormFailure(snapshot);
  return {
    status: selectFormStatus(snapshot) satisfies ContactFormStatus,
    values: contactValues(selectFormValues(snapshot)),
    errors: contactErrors(selectFormErrors(snapshot)),
    failureMessage: failure ? contactFailureText('contact', failure, translate) : null,
  };
}

/** src/ui/OrderRequestForm's props, but the photo previews (made from the machine's files by the block). */
export function selectOrderRequestFormProps(snapshot: ContactFormSnapshot, translate: Translate) {
  const failure = selectFormFailure(snapshot);
  return {
    status: selectFormStatus(snapshot),
    values: orderValues(selectFormValues(snapshot)),
    errors: orderErrors(selectFormErrors(snapshot)),
    failureMessage: failure ? contactFailureText('orderRequest', failure, translate) : null,
  };
}
