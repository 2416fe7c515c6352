import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { changePassword, type ChangePasswordRequest } from '../../api/profile.ts';
import { fromRequest } from '../fromRequest.ts';
import { unprovided } from '../helpers.ts';
import { passwordProblem, passwordStrength, STRENGTH_TIP_LENGTH, type PasswordProblem, type PasswordValues, type Strength } from './validation.ts';

/**
 * The password card of /profile (part 2 §5 "Profile", §8, §9): three fields (two when the account has no password
 * yet: a phone-code or Google sign-up sets one), checked before the call (fillAll, mismatch, the policy); the
 * server's refusal is kept whole. A success clears the fields; the server has then signed out every other session.
 *
 * editing ⇄ submitting.
 */

export type PasswordField = keyof PasswordValues;

export type PasswordChangeEvent = { type: 'field.change'; field: PasswordField; value: string } | { type: 'form.submit' };

export type PasswordChangeInput = { hasPassword: boolean };

const EMPTY: PasswordValues = { current: '', next: '', confirm: '' };

const notifyChanged: () => void = unprovided('passwordChangeMachine', 'notifyChanged');

export const passwordChangeMachine = setup({
  types: {
    context: {} as {
      values: PasswordValues;
      /** The account has a password (the current one is asked for); true after the first one is set. */
      hasPassword: boolean;
      /** The client-side check of the last submit. */
      problem: PasswordProblem | null;
      /** Why the server refused the last change. */
      failure: ApiFailure | null;
    },
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
  },
  actors: {
    submitPassword: fromRequest<void, ChangePasswordRequest>(({ input, signal }) => changePassword(input, signal)),
  },
  actions: { notifyChanged },
  guards: { isValid: ({ context }) => passwordProblem(context.values, context.hasPassword) === null },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({ values: EMPTY, hasPassword: input.hasPassword, problem: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value }, problem: null, failure: null })) },
        'form.submit': [
          { guard: 'isValid', target: 'submitting' },
          { actions: assign({ problem: ({ context }) => passwordProblem(context.values, context.hasPassword) }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitPassword',
        src: 'submitPassword',
        input: ({ context }) => ({ current_password: context.hasPassword ? context.values.current : '', new_password: context.values.next }),
        onDone: { target: 'editing', actions: [assign({ values: EMPTY, hasPassword: true, problem: null, failure: null }), 'notifyChanged'] },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
  },
});

export type PasswordChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

export const selectPasswordValues = (snapshot: PasswordChangeSnapshot): PasswordValues => snapshot.context.values;
export const selectHasPassword = (snapshot: PasswordChangeSnapshot): boolean => snapshot.context.hasPassword;
/** Part 2 §5: the meter's score, null while the new password is empty. */
export const selectStrength = (snapshot: PasswordChangeSnapshot): Strength | null =>
  snapshot.context.values.next === '' ? null : passwordStrength(snapshot.context.values.next);
/** Part 2 §9: the tip recommends 12 or more characters. */
export const selectShowsTip = (snapshot: PasswordChangeSnapshot): boolean => {
  const length = [...snapshot.context.values.next].length;
  return length > 0 && length < STRENGTH_TIP_LENGTH;
};
export const selectPasswordProblem = (snapshot: PasswordChangeSnapshot): PasswordProblem | null => snapshot.context.problem;
export const selectPasswordFailure = (snapshot: PasswordChangeSnapshot): ApiFailure | null => snapshot.context.failure;
export const selectIsSubmitting = (snapshot: PasswordChangeSnapshot): boolean => snapshot.hasTag('busy');
