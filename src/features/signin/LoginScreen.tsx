import { useEffect, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { selectIsSignedIn } from '../../machines/sessionMachine.ts';
import { GuestIntentActor, SessionActor } from '../../runtime/appActors.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { LoginPage } from '../../ui/views/LoginPage/LoginPage.tsx';
import { signInConfig } from './config.ts';
import { allowedReturnTo, russianLoginUrl, safeNext } from './relayUrls.ts';
import { SignInFlow } from './SignInFlow.tsx';

/**
 * /login (part 1 §2.5, part 2 §2): the sign-in panel over a plain page. `next` (same-origin only) or /profile on
 * success, / on cancel; `return_to` (one of our relays) receives the tokens instead. On the international host it
 * forwards to the Russian host's /login.
 */
export default function LoginScreen(_: ScreenProps) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const guest = GuestIntentActor.useActorRef();
  const next = search.get('next');
  const returnTo = allowedReturnTo(search.get('return_to'), signInConfig.enOrigins);
  const signedInAtStart = useSignedInAtStart();
  const [panelOpen, setPanelOpen] = useState(true);
  const elsewhere = russianLoginUrl(window.location, signInConfig, next ?? '/profile');
  useEffect(() => {
    if (elsewhere) window.location.replace(elsewhere);
  }, [elsewhere]);
  if (elsewhere) return null;
  const destination = safeNext(next, window.location.origin);
  if (signedInAtStart && !returnTo) return <Redirect to={destination} replace />;
  return (
    <>
      <LoginPage onOpen={() => setPanelOpen(true)} />
      {panelOpen && (
        <SignInFlow
          returnTo={returnTo}
          next={next}
          onCancel={() => {
            // Issue 22 item 6: a cancelled sign-in leaves nothing to do on the guest's behalf.
            guest.send({ type: 'intent.drop' });
            setPanelOpen(false);
            navigate('/');
          }}
          onFinish={() => navigate(destination, { replace: true })}
          onPhoneSetup={() => navigate('/phone-setup', { replace: true })}
        />
      )}
    </>
  );
}

/** Decided once: signing in on this page must not be mistaken for having arrived signed in. */
function useSignedInAtStart(): boolean {
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  const [atStart] = useState(signedIn);
  return atStart;
}
