import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { selectIsSignedIn } from '../machines/sessionMachine.ts';
import { MenuActor, SessionActor, ToastActor } from '../runtime/appActors.tsx';

/**
 * Part 1 §2.9 "logout (returns to /)": the session forgets and revokes its tokens, the menu closes, the shopper
 * lands on the home page and is told so.
 */
export function useSignOut(): (() => void) | undefined {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const session = SessionActor.useActorRef();
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  const menu = MenuActor.useActorRef();
  const toast = ToastActor.useActorRef();
  if (!signedIn) return undefined;
  return () => {
    session.send({ type: 'session.logout' });
    menu.send({ type: 'menu.navigate' });
    navigate('/');
    toast.send({ type: 'toast.show', toastType: 'info', message: t`Вы вышли из аккаунта` });
  };
}
