import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { selectIsOpen } from '../../machines/loginModalMachine.ts';
import { carryToastAcrossReload, GuestIntentActor, LoginModalActor } from '../../runtime/appActors.tsx';
import { signInConfig } from './config.ts';
import { russianLoginUrl } from './relayUrls.ts';
import { SignInFlow } from './SignInFlow.tsx';

/**
 * The global login modal (part 1 §2.5): success closes it and reloads the page, so every part of the page sees the
 * signed-in shopper; the success toast ("Вход выполнен успешно") is carried across the reload and shown after it.
 * Loaded with its first opening (the shell mounts it lazily), never in the first bundle.
 */
export default function LoginModal() {
  const open = LoginModalActor.useSelector(selectIsOpen);
  const modal = LoginModalActor.useActorRef();
  const guest = GuestIntentActor.useActorRef();
  const [, navigate] = useLocation();
  // On the international host the sign-in happens on the Russian one, which hands the tokens back to our relay.
  const elsewhere = open ? russianLoginUrl(window.location, signInConfig, `${window.location.pathname}${window.location.search}`) : null;
  useEffect(() => {
    if (elsewhere) window.location.assign(elsewhere);
  }, [elsewhere]);
  if (!open || elsewhere) return null;
  return (
    <SignInFlow
      onCancel={() => {
        // Issue 22 item 6: a cancelled sign-in leaves nothing to do on the guest's behalf.
        guest.send({ type: 'intent.drop' });
        modal.send({ type: 'loginModal.close' });
      }}
      onFinish={(toast) => {
        if (toast) carryToastAcrossReload(toast);
        // The modal stays open until the reload replaces the page: a guest's held action (heart, cart, compare)
        // waits for the page after it (src/runtime/guestIntent.tsx), not for this one's last moments.
        window.location.reload();
      }}
      onPhoneSetup={() => {
        modal.send({ type: 'loginModal.close' });
        navigate('/phone-setup');
      }}
    />
  );
}
