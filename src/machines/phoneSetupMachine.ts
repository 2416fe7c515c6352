import { assign, setup } from 'xstate';
import { updateMe, type Profile } from '../api/auth.ts';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { fromRequest } from './fromRequest.ts';

export type PhoneSetupEvent = { type: 'phone.change'; value: string } | { type: 'form.submit' };

/**
 * /phone-setup (part 1 §2.5, part 2 §5 "Phone-capture page", §8): after a messenger sign-in that requires a phone,
 * the shopper adds one with `PATCH /api/users/me/ {phone}`. The failure is kept whole: the view shows the field
 * error phone[0], else the detail, else its own fallback sentence.
 */
export const phoneSetupMachine = setup({
  types: {
    context: {} as {
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
    finish: () => {
      throw new Error('phoneSetupMachine: action "finish" not provided');
    },
  },
  guards: { hasPhone: ({ context }) => context.phone.trim() !== '' },
}).createMachine({
  id: 'phoneSetup',
  context: { phone: '', error: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'phone.change': { actions: assign({ phone: ({ event }) => event.value, error: null }) },
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
