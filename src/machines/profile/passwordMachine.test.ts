import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { ChangePasswordRequest } from '../../api/profile.ts';
import { ApiError } from '../../api/errors.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import {
  passwordChangeMachine,
  selectHasPassword,
  selectIsSubmitting,
  selectPasswordFailure,
  selectPasswordProblem,
  selectPasswordValues,
  selectShowsTip,
  selectStrength,
  type PasswordChangeEvent,
} from './passwordMachine.ts';
import { passwordProblem, passwordStrength } from './validation.ts';

const wrongCurrent = new ApiError({
  code: 'validation',
  status: 400,
  message: 'Текущий пароль указан неверно',
  detail: 'Текущий пароль указан неверно',
  errors: { current_password: ['Текущий пароль указан неверно'] },
});

function setUp(hasPassword = true) {
  const fakes = { submitPassword: fakeRequest<void, ChangePasswordRequest>() };
  const effects = { notifyChanged: vi.fn() };
  const actor = createActor(passwordChangeMachine.provide({ actors: { submitPassword: fakes.submitPassword.logic }, actions: effects }), { input: { hasPassword } }).start();
  const step = (event: ModelEvent<typeof passwordChangeMachine, 'submitPassword'>) => performStep<PasswordChangeEvent>({ send: actor.send, fakes }, event);
  const fill = async (current: string, next: string, confirm: string) => {
    await step({ type: 'field.change', field: 'current', value: current });
    await step({ type: 'field.change', field: 'next', value: next });
    await step({ type: 'field.change', field: 'confirm', value: confirm });
  };
  return { actor, fakes, effects, step, fill };
}

describe('password strength (part 2 §5 "Profile", §9)', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdefg!', 4],
    ['ABCDEFG1', 3],
    ['Пароль12', 4],
    ['12345678', 2],
  ])('%j scores %i', (password, score) => expect(passwordStrength(password)).toBe(score));

  it('fillAll, then mismatch, then the policy (6 characters, not the current one)', () => {
    expect(passwordProblem({ current: '', next: 'abcdef', confirm: 'abcdef' }, true)).toBe('fillAll');
    expect(passwordProblem({ current: '', next: 'abcdef', confirm: 'abcdef' }, false)).toBeNull();
    expect(passwordProblem({ current: 'x', next: 'abcdef', confirm: 'abcdeg' }, true)).toBe('mismatch');
    expect(passwordProblem({ current: 'x', next: 'abcde', confirm: 'abcde' }, true)).toBe('tooShort');
    expect(passwordProblem({ current: 'abcdef', next: 'abcdef', confirm: 'abcdef' }, true)).toBe('sameAsCurrent');
  });
});

describe('passwordChangeMachine (part 2 §5 "Profile", §8)', () => {
  it('sends the current and the new password, then clears the fields', async () => {
    const { actor, fakes, effects, step, fill } = setUp();
    await fill('Submariner41', 'Daytona116500', 'Daytona116500');
    expect(selectStrength(actor.getSnapshot())).toBe(4);
    expect(selectShowsTip(actor.getSnapshot())).toBe(false);
    await step({ type: 'form.submit' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(fakes.submitPassword.last().input).toEqual({ current_password: 'Submariner41', new_password: 'Daytona116500' });
    await step(done('submitPassword'));
    expect(effects.notifyChanged).toHaveBeenCalledTimes(1);
    expect(selectPasswordValues(actor.getSnapshot())).toEqual({ current: '', next: '', confirm: '' });
    expect(selectStrength(actor.getSnapshot())).toBeNull();
  });

  it('explains a refusal before calling: fillAll, "Пароли не совпадают"', async () => {
    const { actor, fakes, step, fill } = setUp();
    await step({ type: 'form.submit' });
    expect(selectPasswordProblem(actor.getSnapshot())).toBe('fillAll');
    await fill('Submariner41', 'Daytona1', 'Daytona2');
    expect(selectPasswordProblem(actor.getSnapshot())).toBeNull();
    expect(selectShowsTip(actor.getSnapshot())).toBe(true);
    await step({ type: 'form.submit' });
    expect(selectPasswordProblem(actor.getSnapshot())).toBe('mismatch');
    expect(fakes.submitPassword.calls).toHaveLength(0);
  });

  it('keeps the server refusal whole and the fields as typed', async () => {
    const { actor, step, fill } = setUp();
    await fill('wrong', 'Daytona116500', 'Daytona116500');
    await step({ type: 'form.submit' });
    await step(failed('submitPassword', wrongCurrent));
    expect(selectPasswordFailure(actor.getSnapshot())?.detail).toBe('Текущий пароль указан неверно');
    expect(selectPasswordValues(actor.getSnapshot()).next).toBe('Daytona116500');
  });

  it('an account without a password sets one without the current field, and has one afterwards', async () => {
    const { actor, fakes, step, fill } = setUp(false);
    await fill('', 'Daytona116500', 'Daytona116500');
    await step({ type: 'form.submit' });
    expect(fakes.submitPassword.last().input).toEqual({ current_password: '', new_password: 'Daytona116500' });
    await step(done('submitPassword'));
    expect(selectHasPassword(actor.getSnapshot())).toBe(true);
  });
});

describe('passwordChangeMachine model: every state and transition, the change failing', () => {
  type Event = ModelEvent<typeof passwordChangeMachine, 'submitPassword'>;
  const events = (snapshot: SnapshotFrom<typeof passwordChangeMachine>): Event[] => [
    { type: 'field.change', field: 'current', value: 'Submariner41' },
    { type: 'field.change', field: 'next', value: snapshot.context.values.next === '' ? 'Daytona116500' : 'Daytona116501' },
    { type: 'field.change', field: 'confirm', value: 'Daytona116500' },
    { type: 'form.submit' },
    done('submitPassword'),
    failed('submitPassword', wrongCurrent),
  ];
  const model = transitionModel(passwordChangeMachine, {
    input: { hasPassword: true },
    invokes: ['submitPassword'],
    events,
    slice: (s) => [s.value, s.context.values, s.context.problem, s.context.failure !== null],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(passwordChangeMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, effects, step } = setUp();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectPasswordValues(actor.getSnapshot())).toEqual(expected.context.values);
          expect(selectPasswordProblem(actor.getSnapshot())).toBe(expected.context.problem);
        },
        submitting: () => expect(selectIsSubmitting(actor.getSnapshot())).toBe(true),
      });
      expect(effects.notifyChanged).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === 'xstate.done.actor.submitPassword').length);
      actor.stop();
    });
  }
});
