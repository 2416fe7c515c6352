import { useEffect } from 'react';
import { selectAccountContact } from '../machines/sessionMachine.ts';
import { SessionActor } from './appActors.tsx';

/** The event the form machine (contactForm, every kind) takes to prefill its contact fields. */
type ProfileKnown = { type: 'profile.known'; name: string; phone: string; email: string };

/**
 * Issue 22 §7: signed in, a request form opens with the profile's name, phone and e-mail. The machine fills only
 * the fields still empty, so neither what the shopper typed nor a restored draft is overwritten; the contact is
 * sent again only when it changes (another account, a saved profile).
 */
export function useProfilePrefill(form: { send: (event: ProfileKnown) => void } | null | undefined): void {
  const contact = SessionActor.useSelector(selectAccountContact);
  useEffect(() => {
    if (form && contact) form.send({ type: 'profile.known', ...contact });
  }, [form, contact]);
}
