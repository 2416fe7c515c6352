import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { PageFormKind } from '../machines/contactForm/fields.ts';
import { contactFormMachine, selectFormPhotos } from '../machines/contactForm/machine.ts';
import { ContactForm } from '../ui/views/ContactForm/ContactForm.tsx';
import { OrderRequestForm } from '../ui/views/OrderRequestForm/OrderRequestForm.tsx';
import { ToastActor, useRouteActor } from '../runtime/appActors.tsx';
import { contactDraft } from '../runtime/contactDrafts.ts';
import { renderLink } from '../runtime/links.tsx';
import { contactToasts, selectContactFormProps, selectOrderRequestFormProps, type ContactToast, type Translate } from './contactFormView.ts';
import { usePhotoPreviews } from '../runtime/photoPreviews.ts';
import { useProfilePrefill } from '../runtime/profilePrefill.ts';
import { useHydrated } from '../runtime/ssr.tsx';

/**
 * The forms behind contactFormMachine, for every page that shows one (part 2 §2 "Other forms"): `ContactFormBlock`
 * (the info pages' contact form) and `OrderRequestBlock` (the home page's order request), and `useContactFormActor`
 * for the screens with a form of their own (buyback, appointment; /sales-history draws its order request with
 * `OrderRequestFormOf`, holding the actor to prefill it). Each block starts a route-local machine, keeps its
 * draft in session storage (one key per kind) and shows its toasts through the app's ToastActor.
 */

/** The active catalog's translation of a descriptor. */
export function useTranslate(): Translate {
  const { i18n } = useLingui();
  return (descriptor) => i18n._(descriptor);
}

/** A route-local contactFormMachine of `kind` on `page`, its effects wired: draft, toasts. */
export function useContactFormActor(kind: PageFormKind, page: string) {
  const toast = ToastActor.useActorRef();
  const translate = useTranslate();
  const draft = contactDraft(kind);
  const show = (shown: ContactToast) => toast.send({ type: 'toast.show', ...shown });
  // Built once per mount: useActorRef keeps the first logic it was given.
  const [logic] = useState(() => {
    const toasts = contactToasts(kind, translate);
    return contactFormMachine.provide({
      actions: {
        saveDraft: (_, params) => draft.write(params.draft),
        clearDraft: () => draft.clear(),
        notifyInvalid: () => show(toasts.invalid()),
        notifySuccess: () => show(toasts.success()),
        notifyFailure: (_, params) => show(toasts.failure(params.failure)),
      },
    });
  });
  // Read once: the input only matters when the actor starts. Not while hydrating server HTML, which has no draft:
  // once the page has hydrated, the draft is sent to the running form, which fills only what is still empty — the
  // form is never mounted a second time, so a tap or a keystroke in between is kept.
  const hydrated = useHydrated();
  const [restored] = useState(() => (hydrated ? draft.read() : null));
  const actor = useRouteActor(logic, { input: { kind, page, draft: restored } });
  const [startedHydrating] = useState(!hydrated);
  useEffect(() => {
    if (!startedHydrating || !hydrated) return;
    const saved = contactDraft(kind).read();
    if (saved) actor.send({ type: 'draft.restored', draft: saved });
  }, [actor, kind, hydrated, startedHydrating]);
  // Signed in: the profile's name, phone and e-mail fill what is still empty (issue 22 §7) — after the draft (the
  // effects run in this order), so what the shopper typed last time wins over the profile.
  useProfilePrefill(hydrated ? actor : null);
  return actor;
}

export type ContactFormBlockProps = {
  /** The page the request comes from (stored with it), e.g. '/contacts'. */
  page: string;
  /** Optional heading over the form; default «Напишите нам». */
  title?: string;
  /** Optional lead text under the heading. */
  lead?: string;
};

/** The contact form of /contacts, /support, /services, /authenticity and /service (part 1 §5, part 2 §3). */
export function ContactFormBlock({ page, title, lead }: ContactFormBlockProps) {
  const actor = useContactFormActor('contact', page);
  const translate = useTranslate();
  const view = useSelector(actor, (snapshot) => selectContactFormProps(snapshot, translate), shallowEqual);
  return (
    <ContactForm
      {...view}
      title={title}
      lead={lead}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onConsentChange={(checked) => actor.send({ type: 'consent.change', checked })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      renderLink={renderLink}
    />
  );
}

export type OrderRequestBlockProps = {
  /** The page the request comes from, e.g. '/'. */
  page: string;
};

/** The home page's order request (part 1 §2.2 item 10, part 2 §3 "Order request form"). */
export function OrderRequestBlock({ page }: OrderRequestBlockProps) {
  return <OrderRequestFormOf actor={useContactFormActor('orderRequest', page)} />;
}

/** A running order request form (`useContactFormActor('orderRequest', page)`). */
export type OrderRequestActor = ReturnType<typeof useContactFormActor>;

/**
 * The order request drawn for a form the screen holds itself: /sales-history keeps the actor, so "find a similar
 * piece" can fill its model field (`field.change`) from outside the form.
 */
export function OrderRequestFormOf({ actor }: { actor: OrderRequestActor }) {
  const translate = useTranslate();
  const view = useSelector(actor, (snapshot) => selectOrderRequestFormProps(snapshot, translate), shallowEqual);
  const photos = usePhotoPreviews(useSelector(actor, selectFormPhotos));
  return (
    <OrderRequestForm
      {...view}
      photos={photos}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onPhotosAdd={(files) => actor.send({ type: 'photos.add', files })}
      onPhotoRemove={(index) => actor.send({ type: 'photo.remove', index })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      renderLink={renderLink}
    />
  );
}
