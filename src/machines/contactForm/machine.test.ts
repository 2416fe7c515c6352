import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent, type ModelPath } from '../../../tests/support/machines/model.ts';
import { ApiError } from '../../api/errors.ts';
import { contactFormKinds, hasConsent, isProductRequest, type ContactFormKind } from './fields.ts';
import {
  contactFormMachine,
  selectFormErrors,
  selectFormFailure,
  selectFormPhotos,
  selectFormStatus,
  selectFormValues,
  selectIsSending,
} from './machine.ts';
import { FILLS, PIECE, accepted, image, pdf, rateLimited, setUp } from './machine.testing.ts';

describe('contactFormMachine', () => {
  it('restores a draft of its own kind and saves every change as the new draft, never the honeypot', async () => {
    const { actor, effects, step } = setUp('contact', { name: 'Анна', consent: true, model: 'not mine' });
    expect(selectFormValues(actor.getSnapshot())).toMatchObject({ name: 'Анна', consent: true, model: '', website: '' });
    await step({ type: 'field.change', field: 'phone', value: '+7 903' });
    expect(effects.saveDraft).toHaveBeenLastCalledWith({ name: 'Анна', phone: '+7 903', email: '', message: '', consent: true });
    await step({ type: 'field.change', field: 'website', value: 'bot' });
    expect(effects.saveDraft.mock.lastCall?.[0]).not.toHaveProperty('website');
  });

  it('an invalid submit shows the problems under the fields and the "fill in" toast, and sends nothing', async () => {
    const { actor, effects, fakes, step } = setUp('orderRequest');
    await step({ type: 'field.change', field: 'name', value: 'С' });
    await step({ type: 'form.submit' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ model: 'required', name: 'too-short', phone: 'required' });
    expect(effects.notifyInvalid).toHaveBeenCalledTimes(1);
    expect(fakes.submitForm.calls).toHaveLength(0);
    // Editing a field takes its problem away; the others stay until the next submit.
    await step({ type: 'field.change', field: 'name', value: 'Сергей' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ model: 'required', phone: 'required' });
  });

  it('a filled honeypot blocks sending', async () => {
    const { actor, fakes, step, fill } = setUp('contact');
    await fill();
    await step({ type: 'field.change', field: 'website', value: 'http://spam.example' });
    await step({ type: 'form.submit' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ website: 'must-be-empty' });
    expect(fakes.submitForm.calls).toHaveLength(0);
  });

  it('signed in, the profile fills the empty name, phone and e-mail, never what was typed or restored (issue 22 §7)', async () => {
    const profile = { type: 'profile.known', name: 'Анна Кузнецова', phone: '+79035551234', email: 'anna@mail.ru' } as const;
    // A restored draft's name stays; the empty phone (masked as if typed) and e-mail are filled.
    const contact = setUp('contact', { name: 'Аня' });
    await contact.step(profile);
    expect(selectFormValues(contact.actor.getSnapshot())).toMatchObject({ name: 'Аня', phone: '+7 903 555-12-34', email: 'anna@mail.ru' });
    // What the shopper typed stays too; a kind without an e-mail field gets none.
    const buyback = setUp('buyback');
    await buyback.step({ type: 'field.change', field: 'phone', value: '+971 50 123 4567' });
    await buyback.step(profile);
    expect(selectFormValues(buyback.actor.getSnapshot())).toMatchObject({ name: 'Анна Кузнецова', phone: '+971 50 123 4567', email: '' });
    // An account without a phone leaves the field as it was.
    const appointment = setUp('appointment');
    await appointment.step({ ...profile, phone: '' });
    expect(selectFormValues(appointment.actor.getSnapshot())).toMatchObject({ name: 'Анна Кузнецова', phone: '' });
  });

  it('a draft read after hydration fills only the empty fields: what was typed meanwhile stays', async () => {
    const { actor, effects, step } = setUp('buyback');
    await step({ type: 'field.change', field: 'brand', value: 'Rolex' });
    effects.saveDraft.mockClear();
    await step({ type: 'draft.restored', draft: { brand: 'Omega', model: 'Speedmaster', name: 'Игорь', email: 'not-a-buyback-field' } });
    expect(selectFormValues(actor.getSnapshot())).toMatchObject({ brand: 'Rolex', model: 'Speedmaster', name: 'Игорь', email: '' });
    // Restoring is not an edit: the draft is not written back.
    expect(effects.saveDraft).not.toHaveBeenCalled();
    // The contact form's consent, ticked in the draft, is restored; an unticked one never unticks it.
    const contact = setUp('contact');
    await contact.step({ type: 'draft.restored', draft: { consent: true } });
    expect(selectFormValues(contact.actor.getSnapshot()).consent).toBe(true);
    await contact.step({ type: 'draft.restored', draft: { consent: false } });
    expect(selectFormValues(contact.actor.getSnapshot()).consent).toBe(true);
  });

  it('sends once, then clears the fields and the draft and toasts (part 2 §4)', async () => {
    const { actor, fakes, effects, step, fill } = setUp('contact', null, '/support');
    await fill();
    await step({ type: 'form.submit' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    // A second press while sending does nothing.
    await step({ type: 'form.submit' });
    expect(fakes.submitForm.calls).toHaveLength(1);
    expect(fakes.submitForm.last().input).toMatchObject({ kind: 'contact', page: '/support', values: { name: 'Анна Кузнецова', consent: true } });
    await step(done('submitForm', accepted));
    expect(selectFormStatus(actor.getSnapshot())).toBe('success');
    expect(selectFormValues(actor.getSnapshot())).toMatchObject({ name: '', phone: '', email: '', consent: false });
    expect(effects.clearDraft).toHaveBeenCalledTimes(1);
    expect(effects.notifySuccess).toHaveBeenCalledTimes(1);
    // Typing again starts a new request.
    await step({ type: 'field.change', field: 'name', value: 'А' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
  });

  it('a failure goes back to editing with the values and the typed failure, and toasts it', async () => {
    const { actor, effects, step, fill } = setUp('appointment', null, '/appointment');
    await fill();
    await step({ type: 'form.submit' });
    await step(failed('submitForm', new ApiError(rateLimited)));
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFormFailure(actor.getSnapshot())).toEqual(rateLimited);
    expect(effects.notifyFailure).toHaveBeenCalledWith(rateLimited);
    expect(selectFormValues(actor.getSnapshot()).name).toBe('Дмитрий');
    expect(effects.clearDraft).not.toHaveBeenCalled();
    // The next try clears the failure while it sends.
    await step({ type: 'form.submit' });
    expect(selectFormFailure(actor.getSnapshot())).toBeNull();
  });

  it('buyback: up to 6 image photos, one removed, only images; success clears them and "send another" restarts', async () => {
    const { actor, fakes, step, fill } = setUp('buyback', null, '/watch-buyback');
    const seven = Array.from({ length: 7 }, (_, i) => image(`${i}.jpg`));
    await step({ type: 'photos.add', files: [...seven.slice(0, 5), pdf] });
    expect(selectFormPhotos(actor.getSnapshot())).toHaveLength(5);
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ photos: 'not-image' });
    await step({ type: 'photos.add', files: seven.slice(5) });
    expect(selectFormPhotos(actor.getSnapshot())).toEqual(seven.slice(0, 6));
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ photos: 'too-many' });
    await step({ type: 'photo.remove', index: 0 });
    expect(selectFormPhotos(actor.getSnapshot())).toEqual(seven.slice(1, 6));
    expect(selectFormErrors(actor.getSnapshot())).toEqual({});
    await fill();
    await step({ type: 'form.submit' });
    expect(fakes.submitForm.last().input.photos).toEqual(seven.slice(1, 6));
    await step(done('submitForm', accepted));
    expect(selectFormPhotos(actor.getSnapshot())).toEqual([]);
    await step({ type: 'form.restart' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
  });

  it('forms without photos ignore a pick', async () => {
    const { actor, step } = setUp('contact');
    await step({ type: 'photos.add', files: [image('a.jpg')] });
    expect(selectFormPhotos(actor.getSnapshot())).toEqual([]);
  });

  it('a submit right after a success is refused (the fields are empty)', async () => {
    const { actor, effects, step, fill } = setUp('orderRequest', null, '/');
    await fill();
    await step({ type: 'form.submit' });
    await step(done('submitForm', accepted));
    await step({ type: 'form.submit' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(effects.notifyInvalid).toHaveBeenCalledTimes(1);
  });
});

describe('contactFormMachine model: every state and transition of every kind, the call failing', () => {
  type Event = ModelEvent<typeof contactFormMachine, 'submitForm'>;
  const photo = image('dial.jpg');

  // The fields are filled in one order (the next empty one), so the model stays small. After a failure or a success
  // the visitor edits the message, picks or removes a photo, or asks to send another.
  const events =
    (kind: ContactFormKind) =>
    ({ context, value }: SnapshotFrom<typeof contactFormMachine>): Event[] => [
      ...FILLS[kind]
        .filter(([field]) => context.values[field] === '')
        .slice(0, 1)
        .map(([field, value]): Event => ({ type: 'field.change', field, value })),
      ...(hasConsent(kind) && !context.values.consent ? [{ type: 'consent.change', checked: true } as const] : []),
      ...(context.failure !== null || value === 'success' ? [{ type: 'field.change', field: 'message', value: 'Перезвоните после 18:00' } as const] : []),
      ...(context.photos.length === 0 ? [{ type: 'photos.add', files: [photo] } as const] : [{ type: 'photo.remove', index: 0 } as const]),
      { type: 'profile.known', name: 'Анна Кузнецова', phone: '+79035551234', email: 'anna@mail.ru' },
      // The draft arrives right after hydration, before anything is typed (the unit test above covers the rest).
      ...(Object.values(context.values).every((v) => v === '' || v === false) && value === 'editing'
        ? [{ type: 'draft.restored', draft: { name: 'Аня', phone: '+7 916 111-22-33' } } as const]
        : []),
      { type: 'form.submit' },
      { type: 'form.restart' },
      done('submitForm', accepted),
      failed('submitForm', new ApiError(rateLimited)),
    ];

  const pathsOf = (kind: ContactFormKind): ModelPath<typeof contactFormMachine, 'submitForm'>[] =>
    transitionModel(contactFormMachine, {
      input: { kind, page: '/', product: isProductRequest(kind) ? PIECE : null },
      invokes: ['submitForm'],
      events: events(kind),
      slice: (s) => [s.value, s.context.values, s.context.photos.length, Object.keys(s.context.errors), s.context.failure !== null],
      eventKey: (event) => eventWithPayload(event),
    }).getShortestPaths();

  const all = contactFormKinds.map((kind) => ({ kind, paths: pathsOf(kind) }));

  it('the kinds together reach every state and take every transition', () =>
    expectEveryStateAndTransition(
      contactFormMachine,
      all.flatMap(({ paths }) => paths),
    ));

  for (const { kind, paths } of all) {
    for (const path of paths) {
      it(`${kind}: ${describePath(path, eventWithPayload)}`, async () => {
        const { actor, effects, step } = setUp(kind, null, '/');
        await testPath(path, step, {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toEqual(expected.value);
            expect(selectFormValues(actor.getSnapshot())).toEqual(expected.context.values);
            expect(selectFormPhotos(actor.getSnapshot())).toHaveLength(expected.context.photos.length);
          },
          submitting: () => expect(selectIsSending(actor.getSnapshot())).toBe(true),
          success: () => expect(effects.clearDraft).toHaveBeenCalled(),
        });
        const count = (type: string) => path.steps.filter((s) => s.event.type === type).length;
        expect(effects.notifySuccess).toHaveBeenCalledTimes(count('xstate.done.actor.submitForm'));
        expect(effects.notifyFailure).toHaveBeenCalledTimes(count('xstate.error.actor.submitForm'));
        actor.stop();
      });
    }
  }
});
