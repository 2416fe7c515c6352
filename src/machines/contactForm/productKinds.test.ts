import { describe, expect, it } from 'vitest';
import { done, failed } from '../../../tests/support/machines/model.ts';
import { ApiError } from '../../api/errors.ts';
import type { FormDraft } from './fields.ts';
import { selectFormErrors, selectFormFailure, selectFormPhotos, selectFormStatus, selectFormValues, selectIsSending } from './machine.ts';
import { PIECE, accepted, image, pdf, rateLimited, setUp } from './machine.testing.ts';

/**
 * The detail page's two modals as kinds of the one form machine (part 1 §2.7, §5 "Contact form"): price (with an
 * e-mail) and live photos (without), each about its piece, with the consent to tick and one optional photo. Their
 * model paths run with every other kind's in machine.test.ts.
 */
describe('contactFormMachine: the price and live-photos kinds', () => {
  it('restores the draft and saves every change as the new draft, the e-mail included, never the honeypot', async () => {
    // A tampered draft cannot pre-fill the honeypot.
    const { actor, effects, step } = setUp('price', { name: 'Мария', consent: true, website: 'bot' } as FormDraft, '');
    expect(selectFormValues(actor.getSnapshot())).toMatchObject({ name: 'Мария', consent: true, website: '' });
    await step({ type: 'field.change', field: 'phone', value: '+7 916' });
    expect(effects.saveDraft).toHaveBeenLastCalledWith({ name: 'Мария', phone: '+7 916', email: '', message: '', consent: true });
  });

  it('signed in, the profile fills the empty name, phone and e-mail of either modal; never a draft nor what was typed', async () => {
    const profile = { type: 'profile.known', name: 'Алексей Смирнов', phone: '+79161234567', email: 'alexey@mail.ru' } as const;
    const price = setUp('price', { name: 'Лёша' }, '');
    await price.step({ type: 'field.change', field: 'email', value: 'typed@mail.ru' });
    await price.step(profile);
    expect(selectFormValues(price.actor.getSnapshot())).toMatchObject({ name: 'Лёша', phone: '+7 916 123-45-67', email: 'typed@mail.ru' });
    // The live-photos modal keeps the e-mail for the price modal's draft, though it asks none.
    const live = setUp('livePhotos', null, '');
    await live.step(profile);
    expect(selectFormValues(live.actor.getSnapshot())).toMatchObject({ name: 'Алексей Смирнов', email: 'alexey@mail.ru' });
  });

  it('an invalid submit shows the problems and the "fill in" toast, and sends nothing', async () => {
    const { actor, effects, fakes, step } = setUp('price', null, '');
    await step({ type: 'field.change', field: 'phone', value: '123' });
    await step({ type: 'form.submit' });
    expect(selectFormStatus(actor.getSnapshot())).toBe('editing');
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ name: 'required', phone: 'invalid-phone', email: 'required', consent: 'required' });
    expect(effects.notifyInvalid).toHaveBeenCalledTimes(1);
    expect(fakes.submitForm.calls).toHaveLength(0);
    // Editing a field takes its problem away; the others stay until the next submit.
    await step({ type: 'field.change', field: 'name', value: 'Мария' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ phone: 'invalid-phone', email: 'required', consent: 'required' });
  });

  it('a filled honeypot blocks sending', async () => {
    const { actor, fakes, step, fill } = setUp('livePhotos', null, '');
    await fill();
    await step({ type: 'field.change', field: 'website', value: 'http://spam.example' });
    await step({ type: 'form.submit' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ website: 'must-be-empty' });
    expect(fakes.submitForm.calls).toHaveLength(0);
  });

  it('one photo, images only: a pick replaces it, a non-image is refused and said', async () => {
    const { actor, step } = setUp('price', null, '');
    await step({ type: 'photos.add', files: [pdf] });
    expect(selectFormPhotos(actor.getSnapshot())).toEqual([]);
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ photos: 'not-image' });
    const [first, second] = [image('a.jpg'), image('b.jpg')];
    await step({ type: 'photos.add', files: [first] });
    expect(selectFormPhotos(actor.getSnapshot())).toEqual([first]);
    expect(selectFormErrors(actor.getSnapshot())).toEqual({});
    await step({ type: 'photos.add', files: [second] });
    expect(selectFormPhotos(actor.getSnapshot())).toEqual([second]);
    await step({ type: 'photo.remove', index: 0 });
    expect(selectFormPhotos(actor.getSnapshot())).toEqual([]);
  });

  it('sends the values with the piece and the photo, then clears the draft and toasts (the modal closes on success)', async () => {
    const { actor, fakes, effects, step, fill } = setUp('price', null, '');
    await fill();
    const photo = image('dial.jpg');
    await step({ type: 'photos.add', files: [photo] });
    await step({ type: 'form.submit' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    expect(fakes.submitForm.calls).toHaveLength(1);
    expect(fakes.submitForm.last().input).toMatchObject({
      kind: 'price',
      product: PIECE,
      photos: [photo],
      values: { name: 'Алексей', phone: '+7 916 123-45-67', email: 'alexey@yandex.ru', message: '', consent: true, website: '' },
    });
    await step(done('submitForm', accepted));
    expect(selectFormStatus(actor.getSnapshot())).toBe('success');
    expect(effects.clearDraft).toHaveBeenCalledTimes(1);
    expect(effects.notifySuccess).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps the values, reports the typed failure and allows another try', async () => {
    const { actor, fakes, effects, step, fill } = setUp('livePhotos', null, '');
    await fill();
    await step({ type: 'form.submit' });
    await step(failed('submitForm', new ApiError(rateLimited)));
    expect(effects.notifyFailure).toHaveBeenCalledWith(rateLimited);
    expect(selectFormFailure(actor.getSnapshot())).toEqual(rateLimited);
    expect(selectFormValues(actor.getSnapshot()).name).toBe('Мария');
    expect(effects.clearDraft).not.toHaveBeenCalled();
    await step({ type: 'form.submit' });
    expect(selectFormFailure(actor.getSnapshot())).toBeNull();
    await step(done('submitForm', accepted));
    expect(selectFormStatus(actor.getSnapshot())).toBe('success');
    expect(fakes.submitForm.calls).toHaveLength(2);
  });
});
