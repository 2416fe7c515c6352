import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { Redirect, useLocation } from 'wouter';
import { SessionActor, ToastActor, useRouteActor, loginUrl } from '../../runtime/appActors.tsx';
import { phoneSetupMachine } from '../../machines/phoneSetupMachine.ts';
import { selectIsSignedIn } from '../../machines/sessionMachine.ts';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { PhoneSetupPage } from '../../ui/views/PhoneSetupPage/PhoneSetupPage.tsx';
import { selectPhoneSetupPageProps } from './signInSelectors.ts';

/** /phone-setup (part 1 §2.5, part 2 §5, §8): the phone capture after a messenger sign-in; signed in only. */
export default function PhoneSetupScreen(_: ScreenProps) {
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  if (!signedIn) return <Redirect to={loginUrl(window.location)} replace />;
  return <PhoneSetup />;
}

function PhoneSetup() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const toasts = ToastActor.useActorRef();
  const actor = useRouteActor(
    phoneSetupMachine.provide({
      actions: {
        finish: () => {
          toasts.send({ type: 'toast.show', toastType: 'success', message: t`Номер телефона сохранён` });
          navigate('/profile', { replace: true });
        },
      },
    }),
  );
  const view = useSelector(actor, selectPhoneSetupPageProps, shallowEqual);
  return (
    <PhoneSetupPage
      {...view}
      onChange={(value) => actor.send({ type: 'phone.change', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}
