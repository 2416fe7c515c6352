import type { SnapshotFrom } from 'xstate';
import type { signInPanelMachine } from './machine.ts';
import type { SignInFieldErrors, SignInInput } from './validation.ts';

export type SignInPanelSnapshot = SnapshotFrom<typeof signInPanelMachine>;

/** The panel's steps: its top-level states, in the order of the chart. */
export const SIGN_IN_STEPS = [
  'initial',
  'phone',
  'verification',
  'firebasePhone',
  'firebaseCode',
  'password',
  'register',
  'telegramRegister',
  'completing',
  'signedIn',
] as const;
export type SignInPanelStep = (typeof SIGN_IN_STEPS)[number];

/** The step the panel is on. */
export const selectStep = (snapshot: SignInPanelSnapshot): SignInPanelStep =>
  SIGN_IN_STEPS.find((step) => snapshot.matches(step)) ?? 'initial';

/** Which method of the first step is signing in (its button shows a spinner). */
export const selectPendingMethod = (snapshot: SignInPanelSnapshot): 'telegram' | 'google' | null =>
  snapshot.matches({ initial: 'signingInWithTelegram' }) ? 'telegram' : snapshot.matches({ initial: 'signingInWithGoogle' }) ? 'google' : null;

/** A call is on its way, or the panel is already signed in and moving on. */
export const selectIsBusy = (snapshot: SignInPanelSnapshot): boolean => snapshot.hasTag('busy');

/** The verification step's resend call is on its way. */
export const selectIsResending = (snapshot: SignInPanelSnapshot): boolean => snapshot.matches({ verification: 'resending' });

// One values object per context: the context only changes when something is assigned, so a screen comparing its
// props shallowly re-renders only then.
const valuesByContext = new WeakMap<SignInPanelSnapshot['context'], Record<SignInInput, string>>();

/** What the visitor has typed, the same object as long as the context is the same. */
export const selectValues = (snapshot: SignInPanelSnapshot): Record<SignInInput, string> => {
  const { context } = snapshot;
  let values = valuesByContext.get(context);
  if (!values) {
    values = { phone: context.phone, password: context.password, confirm: context.confirm, code: context.code };
    valuesByContext.set(context, values);
  }
  return values;
};

/** Issue 22 item 5: the step's last call was refused with 429; how many minutes it said to wait (else null). */
export const selectRetryMinutes = (snapshot: SignInPanelSnapshot): number | null =>
  snapshot.hasTag('rateLimited') ? snapshot.context.retryMinutes : null;

/** The field errors of the last submit. */
export const selectFieldErrors = (snapshot: SignInPanelSnapshot): SignInFieldErrors => snapshot.context.errors;

/** The identity provider (Google, SMS codes) is configured. */
export const selectHasProvider = (snapshot: SignInPanelSnapshot): boolean => snapshot.context.config.firebase !== null;

/** The messenger bot whose login widget the first step shows, if any. */
export const selectTelegramBot = (snapshot: SignInPanelSnapshot): string | null => snapshot.context.config.telegram_bot;
