import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Profile, ProfileUpdate } from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import {
  isPhoneEditable,
  profileInfoMachine,
  selectCanSave,
  selectDraft,
  selectEmailInvalid,
  selectInfoStatus,
  selectInfoValues,
  selectIsChanged,
  selectIsSaving,
  selectPhoneEditable,
  type InfoValues,
  type ProfileInfoEvent,
} from './infoMachine.ts';

const ALEXEY: Profile = {
  id: 7,
  first_name: 'Алексей',
  last_name: 'Смирнов',
  email: 'alexey@example.ru',
  phone: '+7 916 123-45-67',
  username: null,
  telegram_id: null,
  has_password: true,
  telegram_notices: false,
};
const MESSENGER: Profile = { ...ALEXEY, phone: null, username: 'alex_watch', telegram_id: 512345678 };
const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const emailTaken = new ApiError({ code: 'validation', status: 400, message: 'Invalid request.', detail: 'Invalid request.', errors: { email: ['Этот e-mail уже используется.'] } });

function setUp(draft: Partial<InfoValues> | null = null) {
  const fakes = { fetchProfile: fakeRequest<Profile>(), saveProfile: fakeRequest<Profile, ProfileUpdate>() };
  const effects = { notifySaved: vi.fn() };
  const actor = createActor(profileInfoMachine.provide({ actors: { fetchProfile: fakes.fetchProfile.logic, saveProfile: fakes.saveProfile.logic }, actions: effects }), {
    input: { draft },
  }).start();
  const step = (event: ModelEvent<typeof profileInfoMachine, 'fetchProfile' | 'saveProfile'>) => performStep<ProfileInfoEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, effects, step };
}

describe('profileInfoMachine (part 2 §4 "Profile and addresses", §5 "Profile")', () => {
  it('save is enabled only when something changed; it sends names, the e-mail (empty → null) and never a locked phone', async () => {
    const { actor, fakes, effects, step } = setUp();
    await step(done('fetchProfile', ALEXEY));
    expect(selectInfoValues(actor.getSnapshot())).toEqual({ firstName: 'Алексей', lastName: 'Смирнов', email: 'alexey@example.ru', phone: '+7 916 123-45-67' });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    await step({ type: 'form.save' });
    expect(fakes.saveProfile.calls).toHaveLength(0);

    await step({ type: 'field.change', field: 'phone', value: '+7 999 000-00-00' });
    expect(selectInfoValues(actor.getSnapshot()).phone).toBe('+7 916 123-45-67');
    await step({ type: 'field.change', field: 'lastName', value: ' Иванов ' });
    await step({ type: 'field.change', field: 'email', value: '' });
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    expect(selectDraft(actor.getSnapshot())).toEqual({ lastName: ' Иванов ', email: '' });
    await step({ type: 'form.save' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(fakes.saveProfile.last().input).toEqual({ first_name: 'Алексей', last_name: 'Иванов', email: null });
    await step(done('saveProfile', { ...ALEXEY, last_name: 'Иванов', email: null }));
    expect(effects.notifySaved).toHaveBeenCalledTimes(1);
    expect(selectDraft(actor.getSnapshot())).toBeNull();
    expect(selectIsChanged(actor.getSnapshot())).toBe(false);
  });

  it('checks the e-mail on blur and blocks saving while it is invalid; fixing it clears the error', async () => {
    const { actor, fakes, step } = setUp();
    await step(done('fetchProfile', ALEXEY));
    await step({ type: 'field.change', field: 'email', value: 'alexey@' });
    expect(selectEmailInvalid(actor.getSnapshot())).toBe(false);
    await step({ type: 'email.blur' });
    expect(selectEmailInvalid(actor.getSnapshot())).toBe(true);
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    await step({ type: 'form.save' });
    expect(fakes.saveProfile.calls).toHaveLength(0);
    await step({ type: 'field.change', field: 'email', value: 'alexey@mail.ru' });
    expect(selectEmailInvalid(actor.getSnapshot())).toBe(false);
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it('restores a draft over the loaded profile, and cancel returns to the saved values', async () => {
    const { actor, step } = setUp({ firstName: 'Алёша' });
    expect(selectDraft(actor.getSnapshot())).toEqual({ firstName: 'Алёша' });
    await step(done('fetchProfile', ALEXEY));
    expect(selectInfoValues(actor.getSnapshot()).firstName).toBe('Алёша');
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    await step({ type: 'form.cancel' });
    expect(selectInfoValues(actor.getSnapshot()).firstName).toBe('Алексей');
    expect(selectDraft(actor.getSnapshot())).toBeNull();
  });

  it('a messenger account without a phone may add one (part 2 §5); the others may not', async () => {
    expect(isPhoneEditable(MESSENGER)).toBe(true);
    expect(isPhoneEditable(ALEXEY)).toBe(false);
    expect(isPhoneEditable({ ...ALEXEY, phone: null })).toBe(false);
    const { actor, fakes, step } = setUp();
    await step(done('fetchProfile', MESSENGER));
    expect(selectPhoneEditable(actor.getSnapshot())).toBe(true);
    await step({ type: 'field.change', field: 'phone', value: ' +7 916 765-43-21 ' });
    await step({ type: 'form.save' });
    expect(fakes.saveProfile.last().input).toEqual({ first_name: 'Алексей', last_name: 'Смирнов', email: 'alexey@example.ru', phone: '+7 916 765-43-21' });
  });

  it('keeps a refused save whole, with the edits', async () => {
    const { actor, step } = setUp();
    await step(done('fetchProfile', ALEXEY));
    await step({ type: 'field.change', field: 'email', value: 'taken@example.ru' });
    await step({ type: 'form.save' });
    await step(failed('saveProfile', emailTaken));
    expect(actor.getSnapshot().context.failure?.errors?.email).toEqual(['Этот e-mail уже используется.']);
    expect(selectInfoValues(actor.getSnapshot()).email).toBe('taken@example.ru');
    await step({ type: 'field.change', field: 'email', value: 'free@example.ru' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('profileInfoMachine model: every state and transition, the load and the save failing', () => {
  type Event = ModelEvent<typeof profileInfoMachine, 'fetchProfile' | 'saveProfile'>;
  const events = (snapshot: SnapshotFrom<typeof profileInfoMachine>): Event[] => [
    done('fetchProfile', ALEXEY),
    failed('fetchProfile', serverDown),
    { type: 'profile.retry' },
    { type: 'field.change', field: 'firstName', value: snapshot.context.values.firstName === 'Алёша' ? 'Алексей' : 'Алёша' },
    { type: 'field.change', field: 'email', value: 'alexey@' },
    { type: 'email.blur' },
    { type: 'form.save' },
    { type: 'form.cancel' },
    done('saveProfile', ALEXEY),
    failed('saveProfile', serverDown),
  ];
  const model = transitionModel(profileInfoMachine, {
    input: { draft: null },
    invokes: ['fetchProfile', 'saveProfile'],
    events,
    slice: (s) => [s.value, s.context.values, s.context.emailInvalid, s.context.failure !== null],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(profileInfoMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, effects, step } = setUp();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectInfoValues(actor.getSnapshot())).toEqual(expected.context.values);
        },
        loading: () => expect(selectInfoStatus(actor.getSnapshot())).toBe('loading'),
        failure: () => expect(selectInfoStatus(actor.getSnapshot())).toBe('failure'),
        'ready.saving': () => expect(selectCanSave(actor.getSnapshot())).toBe(false),
      });
      expect(effects.notifySaved).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === 'xstate.done.actor.saveProfile').length);
      actor.stop();
    });
  }
});
