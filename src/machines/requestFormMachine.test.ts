import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describePath, done, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../tests/support/machines/model.ts';
import { ApiError, type ApiFailure } from '../api/errors.ts';
import type { RequestAccepted } from '../api/requests.ts';
import { deferred } from '../../tests/support/deferred.ts';
import {
  requestFormMachine,
  validateRequest,
  EMPTY_VALUES,
  type RequestFormEvent,
  type RequestFormInput,
  type RequestKind,
  type SubmitInput,
} from './requestFormMachine.ts';

const rateLimited: ApiFailure = { code: 'rate-limited', status: 429, detail: 'Too many requests. Please try again in a minute.', message: 'Too many requests. Please try again in a minute.' };

/** A request the test settles by hand, so every in-between state can be observed. */
function harness(kind: RequestKind = 'price', draft?: RequestFormInput['draft']) {
  const calls: SubmitInput[] = [];
  let pending = deferred<RequestAccepted>();
  const effects = {
    saveDraft: vi.fn(),
    clearDraft: vi.fn(),
    notifyInvalid: vi.fn(),
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
  };
  const machine = requestFormMachine.provide({
    actors: {
      submitRequest: fromPromise<RequestAccepted, SubmitInput>(({ input }) => {
        calls.push(input);
        return pending.promise;
      }),
    },
    actions: {
      saveDraft: (_, params) => effects.saveDraft(params.draft),
      clearDraft: () => effects.clearDraft(),
      notifyInvalid: () => effects.notifyInvalid(),
      notifySuccess: () => effects.notifySuccess(),
      notifyFailure: (_, params) => effects.notifyFailure(params.failure),
    },
  });
  const actor = createActor(machine, { input: { kind, product: { watch: 12 }, draft } }).start();
  return {
    actor,
    calls,
    effects,
    resolve: () => pending.resolve({ id: 1, detail: 'ok' }),
    reject: (error: unknown) => pending.reject(error),
    reset: () => {
      pending = deferred<RequestAccepted>();
    },
  };
}

const fill = (send: (event: RequestFormEvent) => void, kind: RequestKind = 'price') => {
  send({ type: 'field.change', field: 'name', value: ' Алексей ' });
  send({ type: 'field.change', field: 'phone', value: '+7 (916) 123-45-67' });
  if (kind === 'price') send({ type: 'field.change', field: 'email', value: 'alexey@yandex.ru' });
  send({ type: 'consent.change', checked: true });
};

describe('prefill from the profile (issue 22 §7)', () => {
  it('fills the empty name, phone and e-mail; never a restored draft nor what was typed', () => {
    const { actor } = harness('price', { name: 'Лёша', phone: '', email: '', message: '', consent: false });
    actor.send({ type: 'field.change', field: 'email', value: 'typed@mail.ru' });
    actor.send({ type: 'profile.known', name: 'Алексей Смирнов', phone: '+79161234567', email: 'alexey@mail.ru' });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Лёша', phone: '+7 916 123-45-67', email: 'typed@mail.ru' });
  });
});

describe('validateRequest (part 1 §5 "Contact form")', () => {
  const valid = { ...EMPTY_VALUES, name: 'Мария', phone: '+971 55 987 6543', email: 'm@x.ae', consent: true };
  it('accepts a complete form', () => {
    expect(validateRequest('price', valid)).toEqual({});
  });
  it('name must be non-empty after trimming', () => {
    expect(validateRequest('price', { ...valid, name: '   ' })).toEqual({ name: 'required' });
  });
  it('phone needs 7 to 15 digits after stripping everything else', () => {
    expect(validateRequest('price', { ...valid, phone: '' })).toEqual({ phone: 'required' });
    expect(validateRequest('price', { ...valid, phone: '12-34-56' })).toEqual({ phone: 'invalid-phone' });
    expect(validateRequest('price', { ...valid, phone: '123-45-67' })).toEqual({});
    expect(validateRequest('price', { ...valid, phone: '+1 234 567 890 123 45' })).toEqual({});
    expect(validateRequest('price', { ...valid, phone: '1234567890123456' })).toEqual({ phone: 'invalid-phone' });
  });
  it('email is checked on the price request only', () => {
    expect(validateRequest('price', { ...valid, email: 'nope' })).toEqual({ email: 'invalid-email' });
    expect(validateRequest('price', { ...valid, email: '' })).toEqual({ email: 'required' });
    expect(validateRequest('livePhotos', { ...valid, email: '' })).toEqual({});
  });
  it('consent must be ticked and the honeypot empty', () => {
    expect(validateRequest('livePhotos', { ...valid, consent: false, website: 'http://spam' })).toEqual({
      consent: 'required',
      website: 'must-be-empty',
    });
  });
});

describe('requestFormMachine', () => {
  it('restores a draft and saves every change as the new draft (never the honeypot)', () => {
    // A tampered draft cannot pre-fill the honeypot.
    const { actor, effects } = harness('price', { name: 'Мария', consent: true, website: 'bot' } as RequestFormInput['draft']);
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Мария', consent: true, website: '' });
    actor.send({ type: 'field.change', field: 'phone', value: '+7 916' });
    expect(effects.saveDraft).toHaveBeenLastCalledWith({ name: 'Мария', phone: '+7 916', email: '', message: '', consent: true });
  });

  it('an invalid submit shows the field errors and the "fill in" toast, and sends nothing', () => {
    const { actor, effects, calls } = harness('price');
    actor.send({ type: 'field.change', field: 'phone', value: '123' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'required', phone: 'invalid-phone', email: 'required', consent: 'required' });
    expect(effects.notifyInvalid).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    // Editing a field takes its error away; the others stay until the next submit.
    actor.send({ type: 'field.change', field: 'name', value: 'Мария' });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'invalid-phone', email: 'required', consent: 'required' });
  });

  it('a filled honeypot blocks sending', () => {
    const { actor, calls } = harness('livePhotos');
    fill(actor.send.bind(actor), 'livePhotos');
    actor.send({ type: 'field.change', field: 'website', value: 'http://spam.example' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ website: 'must-be-empty' });
    expect(calls).toEqual([]);
  });

  it('only images are accepted as the photo', () => {
    const { actor } = harness('price');
    actor.send({ type: 'photo.change', file: new File(['x'], 'a.pdf', { type: 'application/pdf' }) });
    expect(actor.getSnapshot().context).toMatchObject({ photo: null, errors: { photo: 'not-image' } });
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    actor.send({ type: 'photo.change', file: photo });
    expect(actor.getSnapshot().context).toMatchObject({ photo, errors: {} });
  });

  it('sends the values with the photo, then clears the draft, toasts and finishes', async () => {
    const { actor, calls, effects, resolve } = harness('price');
    fill(actor.send.bind(actor));
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    actor.send({ type: 'photo.change', file: photo });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual([
      {
        kind: 'price',
        product: { watch: 12 },
        photo,
        values: { name: ' Алексей ', phone: '+7 916 123-45-67', email: 'alexey@yandex.ru', message: '', consent: true, website: '' },
      },
    ]);
    resolve();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.clearDraft).toHaveBeenCalledTimes(1);
    expect(effects.notifySuccess).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps the values, reports the typed failure and allows another try', async () => {
    const h = harness('livePhotos');
    fill(h.actor.send.bind(h.actor), 'livePhotos');
    h.actor.send({ type: 'form.submit' });
    h.reject(new ApiError(rateLimited));
    await waitFor(h.actor, (s) => s.matches('failure'));
    expect(h.effects.notifyFailure).toHaveBeenCalledWith(rateLimited);
    expect(h.actor.getSnapshot().context.failure).toEqual(rateLimited);
    expect(h.effects.clearDraft).not.toHaveBeenCalled();
    h.reset();
    h.actor.send({ type: 'form.submit' });
    expect(h.actor.getSnapshot().context.failure).toBeNull();
    h.resolve();
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.calls).toHaveLength(2);
  });

  describe('model: every state and transition, with an injected failure', () => {
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const accepted: RequestAccepted = { id: 1, detail: 'ok' };
    for (const kind of ['price', 'livePhotos'] as const) {
      const fills: Extract<RequestFormEvent, { type: 'field.change' | 'consent.change' }>[] = [
        { type: 'field.change', field: 'name', value: 'Мария' },
        { type: 'field.change', field: 'phone', value: '+971 55 987 6543' },
        ...(kind === 'price' ? [{ type: 'field.change', field: 'email', value: 'm@x.ae' } as const] : []),
        { type: 'consent.change', checked: true },
      ];
      // The fields are filled in one order (the next empty one), so the model stays small; after a failure the
      // visitor edits the message or the consent, or picks a photo, each of which goes back to editing.
      const model = transitionModel(requestFormMachine, {
        input: { kind, product: { watch: 12 } },
        invokes: ['submitRequest'],
        events: ({ context }): ModelEvent<typeof requestFormMachine, 'submitRequest'>[] => [
          ...fills.filter((event) => (event.type === 'consent.change' ? !context.values.consent : context.values[event.field] === '')).slice(0, 1),
          ...(context.failure ? [{ type: 'field.change', field: 'message', value: 'Перезвоните' }, { type: 'consent.change', checked: true }] as const : []),
          { type: 'profile.known', name: 'Алексей Смирнов', phone: '+79161234567', email: 'alexey@mail.ru' },
          { type: 'photo.change', file: null },
          { type: 'photo.change', file: pdf },
          { type: 'form.submit' },
          done('submitRequest', accepted),
          failed('submitRequest', new ApiError(rateLimited)),
        ],
        eventKey: (event) => (event.type === 'photo.change' ? [event.type, event.file?.type ?? null] : event.type),
        slice: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.failure !== null],
      });
      const paths = model.getShortestPaths();

      it(`${kind}: reaches every state and takes every transition`, () => expectEveryStateAndTransition(requestFormMachine, paths));

      for (const path of paths) {
        it(`${kind}: ${describePath(path)}`, async () => {
          const h = harness(kind);
          await testPath(
            path,
            async (event) => {
              if (event.type === 'xstate.done.actor.submitRequest') {
                h.resolve();
                await waitFor(h.actor, (s) => s.status === 'done');
              } else if (event.type === 'xstate.error.actor.submitRequest') {
                h.reject(event.error);
                await waitFor(h.actor, (s) => s.matches('failure'));
                h.reset();
              } else h.actor.send(event);
            },
            {
              editing: (snapshot) => {
                expect(h.actor.getSnapshot().hasTag('busy')).toBe(false);
                expect(h.actor.getSnapshot().context.values).toEqual(snapshot.context.values);
              },
              submitting: () => expect(h.actor.getSnapshot().hasTag('busy')).toBe(true),
              failure: () => expect(h.effects.notifyFailure).toHaveBeenLastCalledWith(rateLimited),
              success: () => {
                expect(h.effects.notifySuccess).toHaveBeenCalledTimes(1);
                expect(h.effects.clearDraft).toHaveBeenCalledTimes(1);
              },
            },
          );
          expect(h.actor.getSnapshot().value).toEqual(path.state.value);
        });
      }
    }
  });
});
