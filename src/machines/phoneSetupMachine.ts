import { assign, setup, type SnapshotFrom } from 'xstate';
import { updateMe, type Profile } from '../api/auth.ts';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { fromRequest } from './fromRequest.ts';
import { typedValue, unprovided } from './helpers.ts';

export type PhoneSetupEvent = { type: 'phone.change'; value: string } | { type: 'form.submit' };

/**
 * /phone-setup (part 1 §2.5, part 2 §5 "Phone-capture page", §8): after a messenger sign-in that requires a phone,
 * the shopper adds one with `PATCH /api/users/me/ {phone}`. The failure is kept whole: the view shows the field
 * error phone[0], else the detail, else its own fallback sentence.
 */
export const phoneSetupMachine = setup({
  types: {
    context: {} as {
      /** The phone as typed (sent trimmed). */
      phone: string;
      /** 'required' after an empty submit (part 2 §5: "Введите номер телефона"). */
      error: 'required' | null;
      /** Why the last save failed. */
      failure: ApiFailure | null;
    },
    events: {} as PhoneSetupEvent,
  },
  actors: {
    savePhone: fromRequest<Profile, { phone: string }>(({ input, signal }) => updateMe({ phone: input.phone }, signal)),
  },
  actions: {
    /** Success: a toast and on to the profile (the feature's). */
    finish: unprovided('phoneSetupMachine', 'finish'),
  },
  guards: { hasPhone: ({ context }) => context.phone.trim() !== '' },
}).createMachine({
  id: 'phoneSetup',
  context: { phone: '', error: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'phone.change': { actions: assign({ phone: ({ event }) => typedValue('phone', event.value), error: null }) },
        'form.submit': [{ guard: 'hasPhone', target: 'saving' }, { actions: assign({ error: 'required' }) }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'savePhone',
        src: 'savePhone',
        input: ({ context }) => ({ phone: context.phone.trim() }),
        onDone: { target: 'saved', actions: 'finish' },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    saved: { tags: ['busy'], description: 'Saved; the feature is on its way to the profile.' },
  },
});

type PhoneSetupSnapshot = SnapshotFrom<typeof phoneSetupMachine>;

/** The phone as typed. */
export const selectPhone = (snapshot: PhoneSetupSnapshot): string => snapshot.context.phone;
/** An empty submit was refused. */
export const selectIsPhoneMissing = (snapshot: PhoneSetupSnapshot): boolean => snapshot.context.error === 'required';
/** The save is on its way, or done and the page is moving on. */
export const selectIsBusy = (snapshot: PhoneSetupSnapshot): boolean => snapshot.hasTag('busy');
/** Why the last save failed, whole (the feature picks what to show). */
export const selectFailure = (snapshot: PhoneSetupSnapshot): ApiFailure | null => snapshot.context.failure;
