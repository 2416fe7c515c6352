import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { done, failed, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { ApiError } from '../../api/errors.ts';
import type { RequestAccepted } from '../../api/requests.ts';
import type { ContactFormKind } from '../../machines/contactForm/fields.ts';
import { contactFormMachine, type ContactFormEvent } from '../../machines/contactForm/machine.ts';
import type { SubmitInput } from '../../machines/contactForm/submit.ts';
import { selectAppointmentPageProps, selectBuybackPageProps } from './requestsSelectors.ts';

const ru = setupI18n({ locale: 'ru', messages: { ru: {} } });
const translate = ru._.bind(ru);
const noop = () => {};

function setUp(kind: ContactFormKind) {
  const fakes = { submitForm: fakeRequest<RequestAccepted, SubmitInput>() };
  const actor = createActor(
    contactFormMachine.provide({
      actors: { submitForm: fakes.submitForm.logic },
      actions: { saveDraft: noop, clearDraft: noop, notifyInvalid: noop, notifySuccess: noop, notifyFailure: noop },
    }),
    { input: { kind, page: kind === 'buyback' ? '/watch-buyback' : '/appointment' } },
  ).start();
  const step = (event: ModelEvent<typeof contactFormMachine, 'submitForm'>) => performStep<ContactFormEvent>({ send: actor.send, fakes }, event);
  return { actor, step };
}

describe('buyback page props (part 2 §4, §5 "Buyback")', () => {
  it('editing: the watch and contact fields, their problems and the photos’ problem', async () => {
    const { actor, step } = setUp('buyback');
    await step({ type: 'field.change', field: 'brand', value: 'Patek Philippe' });
    await step({ type: 'photos.add', files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] });
    await step({ type: 'form.submit' });
    const props = selectBuybackPageProps(actor.getSnapshot(), translate);
    expect(props.status).toBe('editing');
    expect(props.values).toEqual({ brand: 'Patek Philippe', model: '', year: '', condition: '', serial: '', kit: '', expectedPrice: '', city: '', name: '', phone: '', message: '', website: '' });
    expect(props.errors).toEqual({ model: 'required', name: 'required', phone: 'required', photos: undefined });
    expect(props.failureMessage).toBeNull();
    // Read again without a change: the same objects, so shallowEqual sees nothing new.
    const again = selectBuybackPageProps(actor.getSnapshot(), translate);
    expect(again.values).toBe(props.values);
    expect(again.errors).toBe(props.errors);
  });

  it('a 429 is worded verbatim; a success is the success panel', async () => {
    const { actor, step } = setUp('buyback');
    for (const [field, value] of [
      ['brand', 'Rolex'],
      ['model', 'Daytona'],
      ['name', 'Игорь'],
      ['phone', '+7 916 700-00-01'],
    ] as const)
      await step({ type: 'field.change', field, value });
    await step({ type: 'form.submit' });
    expect(selectBuybackPageProps(actor.getSnapshot(), translate).status).toBe('submitting');
    await step(failed('submitForm', new ApiError({ code: 'rate-limited', status: 429, message: 'Too many requests. Please try again in a minute.' })));
    expect(selectBuybackPageProps(actor.getSnapshot(), translate).failureMessage).toBe('Слишком много запросов. Попробуйте ещё раз через минуту.');
    await step({ type: 'form.submit' });
    await step(done('submitForm', { id: 1, detail: 'ok' }));
    expect(selectBuybackPageProps(actor.getSnapshot(), translate)).toMatchObject({ status: 'success', failureMessage: null, values: { brand: '', name: '' } });
  });
});

describe('appointment page props (part 2 §5 "Appointment", §9)', () => {
  /** 2026-03-10 09:10 UTC: 12:10 in Moscow, 13:10 in Dubai. */
  const now = new Date(Date.UTC(2026, 2, 10, 9, 10));

  it('the first day is today in the boutique’s city; the slots are that boutique’s hours that day (issue 22 item 9)', async () => {
    const { actor, step } = setUp('appointment');
    let props = selectAppointmentPageProps(actor.getSnapshot(), translate, now);
    expect(props.minDate).toBe('2026-03-10');
    // No boutique and day yet: no slots to offer.
    expect(props.timeSlots).toEqual([]);
    await step({ type: 'field.change', field: 'city', value: 'moscow' });
    await step({ type: 'field.change', field: 'date', value: '2026-03-10' });
    props = selectAppointmentPageProps(actor.getSnapshot(), translate, now);
    // Tuesday, 11:00–21:00; in Moscow it is 12:10: 12:00 has gone, 12:30 has not.
    expect(props.timeSlots.map((slot) => slot.value)).toHaveLength(20);
    expect(props.timeSlots.find((slot) => slot.value === '12:00')?.disabled).toBe(true);
    expect(props.timeSlots.find((slot) => slot.value === '12:30')?.disabled).toBe(false);
    await step({ type: 'field.change', field: 'city', value: 'dubai' });
    props = selectAppointmentPageProps(actor.getSnapshot(), translate, now);
    expect(props.timeSlots.find((slot) => slot.value === '13:00')?.disabled).toBe(true);
    expect(props.timeSlots.find((slot) => slot.value === '13:30')?.disabled).toBe(false);
    expect(props.values).toEqual({ city: 'dubai', date: '2026-03-10', time: '', name: '', phone: '', message: '', website: '' });
    // Saturday: 15:00 to 18:30, all open on another day; Sunday: none.
    await step({ type: 'field.change', field: 'date', value: '2026-03-14' });
    props = selectAppointmentPageProps(actor.getSnapshot(), translate, now);
    expect(props.timeSlots.map((slot) => slot.value)).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30']);
    expect(props.timeSlots.every((slot) => !slot.disabled)).toBe(true);
    await step({ type: 'field.change', field: 'date', value: '2026-03-15' });
    expect(selectAppointmentPageProps(actor.getSnapshot(), translate, now).timeSlots).toEqual([]);
    expect(props.hours.map((row) => [row.from, row.to, row.opens])).toEqual([[1, 5, '11:00'], [6, 6, '15:00'], [7, 7, null]]);
  });

  it('late in the evening UTC it is already tomorrow in Dubai', () => {
    const { actor } = setUp('appointment');
    actor.send({ type: 'field.change', field: 'city', value: 'dubai' });
    expect(selectAppointmentPageProps(actor.getSnapshot(), translate, new Date(Date.UTC(2026, 2, 10, 21, 0))).minDate).toBe('2026-03-11');
  });

  it('the appointment’s own generic failure, and the problems of its fields only', async () => {
    const { actor, step } = setUp('appointment');
    await step({ type: 'form.submit' });
    expect(selectAppointmentPageProps(actor.getSnapshot(), translate, now).errors).toEqual({ city: 'required', date: 'required', time: 'required', name: 'required', phone: 'required' });
    for (const [field, value] of [
      ['city', 'moscow'],
      ['date', '2099-07-15'],
      ['time', '15:30'],
      ['name', 'Дмитрий'],
      ['phone', '+7 925 111-22-33'],
    ] as const)
      await step({ type: 'field.change', field, value });
    await step({ type: 'form.submit' });
    await step(failed('submitForm', new ApiError({ code: 'network', message: 'Network error. Please check your connection.' })));
    expect(selectAppointmentPageProps(actor.getSnapshot(), translate, now).failureMessage).toBe('Не удалось записаться. Попробуйте ещё раз.');
  });
});
