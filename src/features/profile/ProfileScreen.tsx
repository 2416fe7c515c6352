import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { addressBookMachine, selectAddressDraft } from '../../machines/profile/addressBookMachine.ts';
import { profileInfoMachine, selectDraft, selectInfoStatus, selectProfile } from '../../machines/profile/infoMachine.ts';
import { myRequestsMachine } from '../../machines/profile/myRequestsMachine.ts';
import { passwordChangeMachine } from '../../machines/profile/passwordMachine.ts';
import { TELEGRAM_SWITCH, telegramNoticesMachine } from '../../machines/alerts/telegramNoticesMachine.ts';
import type { Profile } from '../../api/auth.ts';
import { SessionActor, ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { AddressBook } from '../../ui/views/ProfilePage/AddressBook.tsx';
import { MyRequestsCard } from '../../ui/views/ProfilePage/MyRequestsCard.tsx';
import { NoticesCard } from '../../ui/views/ProfilePage/NoticesCard.tsx';
import { PasswordCard } from '../../ui/views/ProfilePage/PasswordCard.tsx';
import { PersonalInfoCard } from '../../ui/views/ProfilePage/PersonalInfoCard.tsx';
import { ProfilePage } from '../../ui/views/ProfilePage/ProfilePage.tsx';
import { addressDraft, profileDraft, syncDraft } from './profileDrafts.ts';
import {
  selectAddressBookProps,
  selectMyRequestsCardProps,
  selectNoticesCardProps,
  selectPasswordCardProps,
  selectPersonalInfoProps,
  type AddressWords,
  type InfoWords,
} from './profileSelectors.ts';

type Show = (toastType: 'success' | 'error', message: string) => void;

function useShow(): Show {
  const toast = ToastActor.useActorRef();
  return (toastType, message) => toast.send({ type: 'toast.show', toastType, message });
}

/** Keeps a machine's draft in session storage (part 2 §4): written while it has one, removed once it is null. */
function useDraftSync<TActor extends AnyActorRef, T>(actor: TActor, select: (snapshot: ReturnType<TActor['getSnapshot']>) => T | null, draft: { write: (value: T) => void; clear: () => void }) {
  useEffect(() => {
    let last: string | undefined;
    const subscription = actor.subscribe((snapshot) => {
      const value = select(snapshot as ReturnType<TActor['getSnapshot']>);
      const key = JSON.stringify(value);
      if (key === last) return;
      last = key;
      syncDraft(draft, value);
    });
    return () => subscription.unsubscribe();
  }, [actor, select, draft]);
}

/**
 * /profile (part 2 §2 "Profile", §4, §5, §8): three route-local machines — personal info, the password change and
 * the address book — drawn by the ProfilePage views inside the profile-area shell (the app's). The gate sends a
 * guest to /login?next=/profile first.
 */
export default function ProfileScreen() {
  const { t } = useLingui();
  const show = useShow();
  const session = SessionActor.useActorRef();
  const [logic] = useState(() =>
    profileInfoMachine.provide({
      actions: {
        notifySaved: (_, { profile }) => {
          show('success', t`Профиль сохранён`);
          // The header's initials and the profile area's name follow the saved names.
          session.send({
            type: 'session.account',
            account: { first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone, email: profile.email },
          });
        },
      },
    }),
  );
  const info = useRouteActor(logic, { input: { draft: profileDraft.read() } });
  useDraftSync(info, selectDraft, profileDraft);
  const words: InfoWords = useMemo(() => ({ loadFailed: t`Не удалось загрузить профиль`, saveFailed: t`Не удалось сохранить профиль` }), [t]);
  const view = useSelector(info, (snapshot) => selectPersonalInfoProps(snapshot, words), shallowEqual);
  const status = useSelector(info, selectInfoStatus);
  const hasPassword = useSelector(info, (snapshot) => selectProfile(snapshot)?.has_password ?? true);
  const profile = useSelector(info, selectProfile);

  return (
    <ProfilePage
      info={
        <PersonalInfoCard
          {...view}
          onChange={(field, value) => info.send({ type: 'field.change', field, value })}
          onEmailBlur={() => info.send({ type: 'email.blur' })}
          onSave={() => info.send({ type: 'form.save' })}
          onCancel={() => info.send({ type: 'form.cancel' })}
          onRetry={() => info.send({ type: 'profile.retry' })}
        />
      }
      // The password card asks for the current password only when the account has one: it waits for the profile.
      password={status === 'loading' ? null : <PasswordSection key={String(hasPassword)} hasPassword={hasPassword} show={show} />}
      // Issue 28: whether the account has Telegram is the profile's to say, so the card waits for it.
      notices={status === 'loading' ? null : <NoticesSection profile={profile} show={show} />}
      addresses={<AddressSection show={show} />}
      requests={<RequestsSection show={show} />}
    />
  );
}

function PasswordSection({ hasPassword, show }: { hasPassword: boolean; show: Show }) {
  const { t } = useLingui();
  const [logic] = useState(() =>
    passwordChangeMachine.provide({ actions: { notifyChanged: () => show('success', t`Пароль изменён. На других устройствах нужно будет войти заново.`) } }),
  );
  const actor = useRouteActor(logic, { input: { hasPassword } });
  const words = useMemo(() => ({ changeFailed: t`Не удалось сменить пароль` }), [t]);
  const view = useSelector(actor, (snapshot) => selectPasswordCardProps(snapshot, words), shallowEqual);
  return (
    <PasswordCard
      {...view}
      onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}

function AddressSection({ show }: { show: Show }) {
  const { t } = useLingui();
  const [logic] = useState(() =>
    addressBookMachine.provide({
      actions: {
        notifySaved: (_, { created }) => show('success', created ? t`Адрес добавлен` : t`Адрес сохранён`),
        notifyDeleted: () => show('success', t`Адрес удалён`),
      },
    }),
  );
  const actor = useRouteActor(logic, { input: { draft: addressDraft.read() } });
  useDraftSync(actor, selectAddressDraft, addressDraft);
  const words: AddressWords = useMemo(
    () => ({ loadFailed: t`Не удалось загрузить адреса`, saveFailed: t`Не удалось сохранить адрес`, deleteFailed: t`Не удалось удалить адрес` }),
    [t],
  );
  const view = useSelector(actor, (snapshot) => selectAddressBookProps(snapshot, words), shallowEqual);
  return (
    <AddressBook
      {...view}
      onRetry={() => actor.send({ type: 'book.retry' })}
      onAdd={() => actor.send({ type: 'form.open' })}
      onEdit={(id) => actor.send({ type: 'address.edit', id })}
      onDelete={(id) => actor.send({ type: 'delete.ask', id })}
      onConfirmDelete={() => actor.send({ type: 'delete.confirm' })}
      onDismissDelete={() => actor.send({ type: 'delete.dismiss' })}
      onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onKindChange={(kind) => actor.send({ type: 'kind.change', kind })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCancel={() => actor.send({ type: 'form.cancel' })}
    />
  );
}

function RequestsSection({ show }: { show: Show }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [logic] = useState(() => myRequestsMachine.provide({ actions: { notifyLoadMoreFailed: () => show('error', t`Не удалось загрузить ещё заявки`) } }));
  const actor = useRouteActor(logic);
  const words = useMemo(() => ({ loadFailed: t`Не удалось загрузить заявки` }), [t]);
  const view = useSelector(actor, (snapshot) => selectMyRequestsCardProps(snapshot, words), shallowEqual);
  return <MyRequestsCard {...view} locale={locale} onRetry={() => actor.send({ type: 'list.retry' })} onLoadMore={() => actor.send({ type: 'more.load' })} />;
}

/** Issue 28 «Уведомления»: the links to the notices and saved searches, and a Telegram account's switch. */
function NoticesSection({ profile, show }: { profile: Profile | null; show: Show }) {
  const { t } = useLingui();
  const [logic] = useState(() =>
    telegramNoticesMachine.provide({
      actions: {
        notifyFailed: (_, { change }) =>
          show('error', change.on ? t`Не удалось включить уведомления в Telegram` : t`Не удалось выключить уведомления в Telegram`),
      },
    }),
  );
  const actor = useRouteActor(logic);
  const view = useSelector(actor, (snapshot) => selectNoticesCardProps(snapshot, profile), shallowEqual);
  return (
    <NoticesCard
      telegram={view.telegram ? { on: view.on, saving: view.saving } : null}
      onTelegramChange={(on) => actor.send({ type: 'switch.set', key: TELEGRAM_SWITCH, on })}
      renderLink={renderLink}
    />
  );
}
