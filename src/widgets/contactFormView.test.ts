import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { UNKNOWN_ERROR_MESSAGE, type ApiFailure } from '../api/errors.ts';
import { contactFormMachine } from '../machines/contactForm/machine.ts';
import { contactFailureText, contactToasts, problemsOf, selectContactFormProps, selectOrderRequestFormProps } from './contactFormView.ts';

const ru = setupI18n({ locale: 'ru', messages: { ru: {} } });
const translate = ru._.bind(ru);

const failure = (partial: Partial<ApiFailure>): ApiFailure => ({ code: 'server', message: UNKNOWN_ERROR_MESSAGE, ...partial });

describe('the failure text of the contact forms (part 2 §8 "Contact form")', () => {
  it('HTTP 429 gives the too-many-requests sentence verbatim, whatever the server said', () => {
    const limited = failure({ code: 'rate-limited', status: 429, detail: 'Too many requests. Please try again in a minute.', message: 'Too many requests. Please try again in a minute.' });
    expect(contactFailureText('contact', limited, translate)).toBe('Слишком много запросов. Попробуйте ещё раз через минуту.');
    expect(contactFailureText('appointment', limited, translate)).toBe('Слишком много запросов. Попробуйте ещё раз через минуту.');
  });
  it("otherwise the server's detail, then its message", () => {
    expect(contactFailureText('contact', failure({ code: 'validation', status: 400, detail: 'Invalid request.', message: 'Invalid request.' }), translate)).toBe('Invalid request.');
    expect(contactFailureText('buyback', failure({ code: 'server', status: 503, message: 'Сервис недоступен' }), translate)).toBe('Сервис недоступен');
  });
  it('else the generic text of the form (the appointment has its own)', () => {
    const offline = failure({ code: 'network', message: 'Network error. Please check your connection.' });
    expect(contactFailureText('orderRequest', offline, translate)).toBe('Не удалось отправить заявку. Попробуйте ещё раз.');
    expect(contactFailureText('appointment', offline, translate)).toBe('Не удалось записаться. Попробуйте ещё раз.');
    expect(contactFailureText('contact', failure({ status: 500 }), translate)).toBe('Не удалось отправить заявку. Попробуйте ещё раз.');
  });
});

describe('the toasts (part 1 §5, part 2 §9)', () => {
  it('an invalid submit asks to fill the required fields, in the request form’s words', () => {
    expect(contactToasts('contact', translate).invalid()).toEqual({ toastType: 'error', message: 'Заполните обязательные поля' });
  });
  it('the appointment’s toasts last 4000 ms; the others take the default', () => {
    expect(contactToasts('appointment', translate).success()).toEqual({ toastType: 'success', message: 'Вы записаны. Менеджер позвонит, чтобы подтвердить визит.', durationMs: 4000 });
    expect(contactToasts('appointment', translate).failure(failure({ code: 'rate-limited', status: 429 })).durationMs).toBe(4000);
    expect(contactToasts('buyback', translate).success()).toEqual({ toastType: 'success', message: 'Заявка на оценку отправлена' });
  });
});

describe('view props', () => {
  it('problemsOf keeps the fields a view names', () => {
    expect(problemsOf({ name: 'required', photos: 'not-image', date: 'date-passed' }, ['name', 'date'] as const)).toEqual({ name: 'required', date: 'date-passed' });
  });

  it('the contact form: status, its values and problems, the worded failure; stable while nothing changes', () => {
    const actor = createActor(
      contactFormMachine.provide({ actions: { saveDraft: () => {}, notifyInvalid: () => {} } }),
      { input: { kind: 'contact', page: '/contacts', draft: { name: 'Анна' } } },
    ).start();
    actor.send({ type: 'form.submit' });
    const first = selectContactFormProps(actor.getSnapshot(), translate);
    expect(first).toEqual({
      status: 'editing',
      values: { name: 'Анна', phone: '', email: '', message: '', consent: false, website: '' },
      errors: { phone: 'required', email: 'required', consent: 'required' },
      failureMessage: null,
    });
    const again = selectContactFormProps(actor.getSnapshot(), translate);
    expect(again.values).toBe(first.values);
    expect(again.errors).toBe(first.errors);
  });

  it('the order request: its fields and the photo problem', () => {
    const actor = createActor(contactFormMachine, { input: { kind: 'orderRequest', page: '/' } }).start();
    actor.send({ type: 'photos.add', files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] });
    expect(selectOrderRequestFormProps(actor.getSnapshot(), translate)).toEqual({
      status: 'editing',
      values: { model: '', name: '', phone: '', message: '', website: '' },
      errors: { photos: 'not-image' },
      failureMessage: null,
    });
  });
});
