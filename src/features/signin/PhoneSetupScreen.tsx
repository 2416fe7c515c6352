import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Redirect, useLocation } from 'wouter';
import { SessionActor, ToastActor, useRouteActor, loginUrl } from '../../runtime/appActors.tsx';
import { phoneSetupMachine } from '../../machines/phoneSetupMachine.ts';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { PhoneSetupPage } from '../../ui/views/PhoneSetupPage/PhoneSetupPage.tsx';

/** /phone-setup (part 1 §2.5, part 2 §5, §8): the phone capture after a messenger sign-in; signed in only. */
export default function PhoneSetupScreen(_: ScreenProps) {
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
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
  const phone = useSelector(actor, (s) => s.context.phone);
  const required = useSelector(actor, (s) => s.context.error === 'required');
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // Part 2 §8: field error phone[0], else detail, else the view's own sentence.
  const failure = useSelector(actor, (s) => {
    const f = s.context.failure;
    return f ? (f.errors?.phone?.[0] ?? f.detail ?? true) : null;
  });
  return (
    <PhoneSetupPage
      phone={phone}
      required={required}
      failure={failure}
      busy={busy}
      onChange={(value) => actor.send({ type: 'phone.change', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}
