import { assign, setup, type SnapshotFrom } from 'xstate';
import { getMe, updateMe, type Profile, type ProfileUpdate } from '../../api/auth.ts';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { fromRequest } from '../fromRequest.ts';
import { formatPhone } from '../../../kernel/phone.ts';
import { typedValue, unprovided } from '../helpers.ts';
import { isEmailValid } from './validation.ts';

/**
 * The personal info card of /profile (part 2 §3 "Profile", §4 "Profile and addresses", §5 "Profile", §8).
 * The edits are a draft: what differs from the saved profile, restored from the feature's session storage
 * (`input.draft`) and handed back to it (`selectDraft`) until a save or a cancel clears it. Save is possible only
 * when something changed and the e-mail (checked on blur) is valid.
 *
 * loading → ready { idle ⇄ saving } | failure (retry → loading).
 */

export type InfoField = 'firstName' | 'lastName' | 'email' | 'phone';
export type InfoValues = Record<InfoField, string>;

export type ProfileInfoEvent =
  | { type: 'field.change'; field: InfoField; value: string }
  | { type: 'email.blur' }
  | { type: 'form.save' }
  | { type: 'form.cancel' }
  | { type: 'profile.retry' };

export type ProfileInfoInput = { draft?: Partial<InfoValues> | null };

const EMPTY: InfoValues = { firstName: '', lastName: '', email: '', phone: '' };

export const valuesOf = (profile: Profile): InfoValues => ({
  firstName: profile.first_name ?? '',
  lastName: profile.last_name ?? '',
  email: profile.email ?? '',
  // Issue 22 item 4: shown back formatted (+7 916 555-12-35), not as the stored E.164.
  phone: profile.phone ? formatPhone(profile.phone) : '',
});

/** Part 2 §5: "Phone is editable only when the user signed up via the messenger and has no phone". */
export const isPhoneEditable = (profile: Profile | null): boolean => profile !== null && profile.telegram_id !== null && !profile.phone;

/** The fields that differ from the saved profile (the draft); null when nothing does. */
function diff(values: InfoValues, saved: InfoValues): Partial<InfoValues> | null {
  const changed = (Object.keys(values) as InfoField[]).filter((field) => values[field] !== saved[field]);
  return changed.length === 0 ? null : Object.fromEntries(changed.map((field) => [field, values[field]]));
}

/** Part 2 §7 "Profile update: first_name, last_name, email, phone" — the phone only where it may be set. */
function updateOf(values: InfoValues, profile: Profile): ProfileUpdate {
  const body: ProfileUpdate = { first_name: values.firstName.trim(), last_name: values.lastName.trim(), email: values.email.trim() === '' ? null : values.email.trim() };
  if (isPhoneEditable(profile) && values.phone.trim() !== '') body.phone = values.phone.trim();
  return body;
}

const notifySaved: (_: unknown, params: { profile: Profile }) => void = unprovided('profileInfoMachine', 'notifySaved');

type Context = {
  /** The saved profile (null until loaded). */
  profile: Profile | null;
  /** What the form shows: the saved values with the draft laid over them. */
  values: InfoValues;
  /** The restored draft, applied once the profile arrives. */
  pending: Partial<InfoValues> | null;
  /** Set by blur: the e-mail fails the simple pattern (profile.validation.invalidEmail). Cleared when it is fixed. */
  emailInvalid: boolean;
  /** Why the last load or save failed. */
  failure: ApiFailure | null;
};

export const profileInfoMachine = setup({
  types: { context: {} as Context, events: {} as ProfileInfoEvent, input: {} as ProfileInfoInput },
  actors: {
    fetchProfile: fromRequest<Profile>(({ signal }) => getMe(signal)),
    saveProfile: fromRequest<Profile, ProfileUpdate>(({ input, signal }) => updateMe(input, signal)),
  },
  actions: {
    notifySaved,
    assignProfile: assign(({ context }, profile: Profile) => {
      const saved = valuesOf(profile);
      const values = { ...saved, ...(context.pending ?? {}) };
      if (!isPhoneEditable(profile)) values.phone = saved.phone;
      return { profile, values, pending: null, failure: null, emailInvalid: !isEmailValid(values.email) };
    }),
  },
  guards: {
    canSave: ({ context }) =>
      context.profile !== null && diff(context.values, valuesOf(context.profile)) !== null && isEmailValid(context.values.email),
  },
}).createMachine({
  id: 'profileInfo',
  context: ({ input }) => ({ profile: null, values: EMPTY, pending: input.draft ?? null, emailInvalid: false, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: { target: 'ready', actions: { type: 'assignProfile', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    failure: { on: { 'profile.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'field.change': {
              guard: ({ context, event }) => event.field !== 'phone' || isPhoneEditable(context.profile),
              actions: assign(({ context, event }) => {
                const values = { ...context.values, [event.field]: typedValue(event.field, event.value) };
                // Once flagged, the e-mail clears its error as soon as it is fixed (it is only raised on blur).
                const emailInvalid = context.emailInvalid && !isEmailValid(values.email);
                return { values, emailInvalid, failure: null };
              }),
            },
            'email.blur': { actions: assign({ emailInvalid: ({ context }) => !isEmailValid(context.values.email) }) },
            'form.save': [
              { guard: 'canSave', target: 'saving' },
              { actions: assign({ emailInvalid: ({ context }) => !isEmailValid(context.values.email) }) },
            ],
            'form.cancel': {
              actions: assign(({ context }) => ({ values: context.profile ? valuesOf(context.profile) : EMPTY, emailInvalid: false, failure: null })),
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context }) => updateOf(context.values, context.profile as Profile),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignProfile', params: ({ event }) => event.output },
                { type: 'notifySaved', params: ({ event }) => ({ profile: event.output }) },
              ],
            },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type ProfileInfoSnapshot = SnapshotFrom<typeof profileInfoMachine>;

export const selectInfoStatus = (snapshot: ProfileInfoSnapshot): 'loading' | 'failure' | 'ready' =>
  snapshot.hasTag('loading') ? 'loading' : snapshot.matches('failure') ? 'failure' : 'ready';
export const selectInfoValues = (snapshot: ProfileInfoSnapshot): InfoValues => snapshot.context.values;
export const selectProfile = (snapshot: ProfileInfoSnapshot): Profile | null => snapshot.context.profile;
/** What the feature keeps in session storage: the changed fields, null when nothing is changed. */
export const selectDraft = (snapshot: ProfileInfoSnapshot): Partial<InfoValues> | null =>
  snapshot.context.profile ? diff(snapshot.context.values, valuesOf(snapshot.context.profile)) : snapshot.context.pending;
export const selectIsChanged = (snapshot: ProfileInfoSnapshot): boolean =>
  snapshot.context.profile !== null && diff(snapshot.context.values, valuesOf(snapshot.context.profile)) !== null;
export const selectCanSave = (snapshot: ProfileInfoSnapshot): boolean =>
  snapshot.matches({ ready: 'idle' }) && selectIsChanged(snapshot) && isEmailValid(snapshot.context.values.email);
export const selectIsSaving = (snapshot: ProfileInfoSnapshot): boolean => snapshot.hasTag('busy');
export const selectEmailInvalid = (snapshot: ProfileInfoSnapshot): boolean => snapshot.context.emailInvalid;
export const selectPhoneEditable = (snapshot: ProfileInfoSnapshot): boolean => isPhoneEditable(snapshot.context.profile);
export const selectInfoFailure = (snapshot: ProfileInfoSnapshot): ApiFailure | null => snapshot.context.failure;
