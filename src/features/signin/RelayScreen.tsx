import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { carryToastAcrossReload, SessionActor } from '../../runtime/appActors.tsx';
import { storeLocale } from '../../runtime/i18n.ts';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { RelayPage } from '../../ui/views/RelayPage/RelayPage.tsx';
import { signInConfig } from './config.ts';
import { DEFAULT_DESTINATION, parseRelayFragment, safeNext } from './relayUrls.ts';
import { SIGN_IN_TOASTS } from './toasts.ts';

/**
 * /auth/relay (part 2 §4 "Sign-in relay"): imports the tokens the Russian host put in the fragment (only both
 * together), then goes to `next` when it is this origin (path, query and hash only), else /profile; any failure
 * → /profile. On the international host the stored language becomes en. The page it lands on says "Вход выполнен
 * успешно" (issue 10 item 11), as the login modal's reload does on the Russian host.
 */
export default function RelayScreen(_: ScreenProps) {
  const session = SessionActor.useActorRef();
  const { i18n } = useLingui();
  useEffect(() => {
    let destination: string;
    try {
      const { access, refresh, next } = parseRelayFragment(window.location.hash);
      if (access && refresh) {
        session.send({ type: 'session.import', access, refresh });
        carryToastAcrossReload({ toastType: 'success', message: i18n._(SIGN_IN_TOASTS['signed-in']) });
      }
      destination = safeNext(next, window.location.origin);
      if (signInConfig.enOrigins.includes(window.location.origin) || window.location.hostname.endsWith('.com')) storeLocale('en');
    } catch {
      destination = DEFAULT_DESTINATION;
    }
    // A full load that replaces this entry: the tokens leave the history, and a new language takes effect.
    window.location.replace(destination);
  }, [session, i18n]);
  return <RelayPage />;
}
