import { selectFailure, selectIsBusy as selectIsSaving, selectIsPhoneMissing, selectPhone, type phoneSetupMachine } from '../../machines/phoneSetupMachine.ts';
import {
  selectFieldErrors,
  selectHasProvider,
  selectIsBusy,
  selectIsResending,
  selectPendingMethod,
  selectRetryMinutes,
  selectStep,
  selectTelegramBot,
  selectValues,
  type SignInPanelSnapshot,
} from '../../machines/signIn/selectors.ts';
import type { SnapshotFrom } from 'xstate';
import type { PhoneSetupPageProps } from '../../ui/views/PhoneSetupPage/PhoneSetupPage.tsx';
import type { SignInPanelProps, SignInStep } from '../../ui/views/SignInPanel/SignInPanel.tsx';

/** What the sign-in panel shows, plus the messenger bot its widget needs (the screen renders the widget). */
export type SignInPanelState = Pick<SignInPanelProps, 'step' | 'busy' | 'pending' | 'resending' | 'values' | 'errors' | 'providerEnabled' | 'retryMinutes'> & {
  telegramBot: string | null;
};

/**
 * The panel's props from its machine. Every field is a primitive or an object that keeps its identity while the
 * machine's context does, so `shallowEqual` spares the panel a render on snapshots that change nothing it shows.
 */
export function selectSignInPanelProps(snapshot: SignInPanelSnapshot): SignInPanelState {
  const step = selectStep(snapshot);
  return {
    // `completing` decides at once; the view knows the moment after it as signed in.
    step: step === 'completing' ? 'signedIn' : (step satisfies SignInStep),
    busy: selectIsBusy(snapshot),
    pending: selectPendingMethod(snapshot),
    resending: selectIsResending(snapshot),
    values: selectValues(snapshot),
    errors: selectFieldErrors(snapshot),
    retryMinutes: selectRetryMinutes(snapshot),
    providerEnabled: selectHasProvider(snapshot),
    telegramBot: selectTelegramBot(snapshot),
  };
}

export type PhoneSetupPageState = Pick<PhoneSetupPageProps, 'phone' | 'required' | 'failure' | 'busy'>;

/** /phone-setup's props. Part 2 §8: the failure shows the field error phone[0], else the detail, else the view's own sentence. */
export function selectPhoneSetupPageProps(snapshot: SnapshotFrom<typeof phoneSetupMachine>): PhoneSetupPageState {
  const failure = selectFailure(snapshot);
  return {
    phone: selectPhone(snapshot),
    required: selectIsPhoneMissing(snapshot),
    failure: failure ? (failure.errors?.phone?.[0] ?? failure.detail ?? true) : null,
    busy: selectIsSaving(snapshot),
  };
}
