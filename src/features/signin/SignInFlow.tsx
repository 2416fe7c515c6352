import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { selectGuestReason } from '../../machines/guestIntentMachine.ts';
import { GuestIntentActor, SessionActor, ToastActor, useRouteActor, type CarriedToast } from '../../runtime/appActors.tsx';
import { signInPanelMachine } from '../../machines/signIn/machine.ts';
import type { SignInPanelEvent } from '../../machines/signIn/setup.ts';
import { TOAST_TYPES } from '../../machines/signIn/toasts.ts';
import { SignInPanel, type SignInInputField, type SignInMethod } from '../../ui/views/SignInPanel/SignInPanel.tsx';
import { signInConfig, SUPPORT_PHONE } from './config.ts';
import { relayTarget } from './relayUrls.ts';
import { selectSignInPanelProps } from './signInSelectors.ts';
import { TelegramWidget } from './TelegramWidget.tsx';
import { SIGN_IN_TOASTS } from './toasts.ts';

export interface SignInFlowProps {
  /** A relay on the international host to hand the tokens to (already checked against the allowed origins). */
  returnTo?: string | null;
  /** Carried to the relay in the fragment. */
  next?: string | null;
  /** The visitor closed the panel. */
  onCancel: () => void;
  /** Signed in (tokens saved, toast shown); `toast` is that toast, for a caller that reloads the page to carry over. */
  onFinish: (toast: CarriedToast | null) => void;
  /** Signed in through the messenger, but the account has no phone yet. */
  onPhoneSetup: () => void;
}

/** Issue 22 item 6: the guest's held action, said at the top of the panel. */
function useGuestReason() {
  return GuestIntentActor.useSelector(selectGuestReason);
}

const METHOD_EVENTS = {
  google: 'method.google',
  password: 'method.password',
  register: 'method.register',
} as const satisfies Record<Exclude<SignInMethod, 'phone'>, SignInPanelEvent['type']>;

const CHANGE_EVENTS = {
  phone: 'phone.change',
  password: 'password.change',
  confirm: 'confirm.change',
  code: 'code.change',
} as const satisfies Record<SignInInputField, SignInPanelEvent['type']>;

/**
 * The sign-in panel wired to its machine: shared by the global login modal and /login, which differ only in what
 * finishing and cancelling mean. One actor per mounting: the panel starts from its first step each time it opens.
 */
export function SignInFlow({ returnTo = null, next = null, onCancel, onFinish, onPhoneSetup }: SignInFlowProps) {
  const { i18n } = useLingui();
  const toasts = ToastActor.useActorRef();
  const session = SessionActor.useActorRef();
  // The machine's effects are fixed when the actor starts; the latest callbacks are read through a ref.
  const callbacks = useRef({ onCancel, onFinish, onPhoneSetup });
  callbacks.current = { onCancel, onFinish, onPhoneSetup };
  // The machine notifies, then finishes, in one step: the last toast shown is the success one ("Вход выполнен").
  const lastToast = useRef<CarriedToast | null>(null);
  const actor = useRouteActor(
    signInPanelMachine.provide({
      actions: {
        saveTokens: (_, tokens) => session.send({ type: 'session.signIn', access: tokens.access, refresh: tokens.refresh }),
        notify: (_, { toast }) => {
          lastToast.current = { toastType: TOAST_TYPES[toast], message: i18n._(SIGN_IN_TOASTS[toast]) };
          toasts.send({ type: 'toast.show', ...lastToast.current });
        },
        // A full navigation: the tokens leave in the fragment, which never reaches a server or a log.
        redirectToReturnTo: (_, params) => window.location.assign(relayTarget(params.returnTo, params)),
        goToPhoneSetup: () => callbacks.current.onPhoneSetup(),
        finish: () => callbacks.current.onFinish(lastToast.current),
        closePanel: () => callbacks.current.onCancel(),
      },
    }),
    { input: { returnTo, next, config: signInConfig.methods } },
  );
  const view = useSelector(actor, selectSignInPanelProps, shallowEqual);
  const reason = useGuestReason();

  const choose = (method: SignInMethod) => {
    // One "by phone" button: the provider's SMS when it is configured, else our own call-and-4-digits flow.
    if (method === 'phone') actor.send({ type: view.providerEnabled ? 'method.firebasePhone' : 'method.phone' });
    else actor.send({ type: METHOD_EVENTS[method] });
  };

  return (
    <SignInPanel
      open
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'panel.close' });
      }}
      step={view.step}
      busy={view.busy}
      pending={view.pending}
      resending={view.resending}
      values={view.values}
      errors={view.errors}
      retryMinutes={view.retryMinutes}
      reason={reason}
      providerEnabled={view.providerEnabled}
      telegramWidget={view.telegramBot ? <TelegramWidget bot={view.telegramBot} onAuth={(user) => actor.send({ type: 'telegram.auth', user })} /> : undefined}
      supportPhone={SUPPORT_PHONE}
      onChoose={choose}
      onChange={(field, value) => actor.send({ type: CHANGE_EVENTS[field], value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onResend={() => actor.send({ type: 'code.resend' })}
      onBack={() => actor.send({ type: 'panel.back' })}
      onSignInInstead={() => actor.send({ type: 'register.signInInstead' })}
    />
  );
}
