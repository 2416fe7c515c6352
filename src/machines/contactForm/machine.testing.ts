import { vi } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import type { ModelEvent } from '../../../tests/support/machines/model.ts';
import type { ApiFailure } from '../../api/errors.ts';
import type { ProductRef, RequestAccepted } from '../../api/requests.ts';
import { hasConsent, isProductRequest, type ContactFormKind, type FormDraft, type TextField } from './fields.ts';
import { contactFormMachine, type ContactFormEvent } from './machine.ts';
import type { SubmitInput } from './submit.ts';

/** The contact form machine's test harness: each kind's valid values and a live actor with settle-by-hand fakes. */

export const rateLimited: ApiFailure = { code: 'rate-limited', status: 429, detail: 'Too many requests. Please try again in a minute.', message: 'Too many requests. Please try again in a minute.' };
export const accepted: RequestAccepted = { id: 101, detail: 'Заявка принята. Мы свяжемся с вами в ближайшее время.' };
export const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
export const pdf = new File(['x'], 'passport.pdf', { type: 'application/pdf' });

/** Each kind's values that pass its rules (the appointment far in the future, so no clock is needed). */
export const FILLS: Record<ContactFormKind, [TextField, string][]> = {
  contact: [
    ['name', 'Анна Кузнецова'],
    ['phone', '+7 903 555-12-34'],
    ['email', 'anna@mail.ru'],
  ],
  orderRequest: [
    ['model', 'Rolex Daytona 126500LN'],
    ['name', 'Сергей'],
    ['phone', '+7 925 111-22-33'],
  ],
  buyback: [
    ['brand', 'Patek Philippe'],
    ['model', 'Nautilus 5711/1A'],
    ['name', 'Игорь'],
    ['phone', '+7 916 700-00-01'],
  ],
  appointment: [
    ['city', 'dubai'],
    ['date', '2099-07-15'],
    ['time', '15:30'],
    ['name', 'Дмитрий'],
    ['phone', '+971 50 123 4567'],
  ],
  price: [
    ['name', 'Алексей'],
    ['phone', '+7 916 123-45-67'],
    ['email', 'alexey@yandex.ru'],
  ],
  livePhotos: [
    ['name', 'Мария'],
    ['phone', '+971 55 987 6543'],
  ],
};

/** The piece the detail page's modals ask about. */
export const PIECE: ProductRef = { watch: 12 };

export function setUp(kind: ContactFormKind, draft?: FormDraft | null, page = '/contacts') {
  const fakes = { submitForm: fakeRequest<RequestAccepted, SubmitInput>() };
  const effects = { saveDraft: vi.fn(), clearDraft: vi.fn(), notifyInvalid: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn() };
  const machine = contactFormMachine.provide({
    actors: { submitForm: fakes.submitForm.logic },
    actions: {
      saveDraft: (_, params) => effects.saveDraft(params.draft),
      clearDraft: () => effects.clearDraft(),
      notifyInvalid: () => effects.notifyInvalid(),
      notifySuccess: () => effects.notifySuccess(),
      notifyFailure: (_, params) => effects.notifyFailure(params.failure),
    },
  });
  const actor = createActor(machine, { input: { kind, page, draft, product: isProductRequest(kind) ? PIECE : null } }).start();
  const step = (event: ModelEvent<typeof contactFormMachine, 'submitForm'>) => performStep<ContactFormEvent>({ send: actor.send, fakes }, event);
  const fill = async () => {
    for (const [field, value] of FILLS[kind]) await step({ type: 'field.change', field, value });
    // Only the contact form and the modals have a consent to tick (issue 22 §10).
    if (hasConsent(kind)) await step({ type: 'consent.change', checked: true });
  };
  return { actor, fakes, effects, step, fill };
}
