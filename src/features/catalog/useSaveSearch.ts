import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { Actor } from 'xstate';
import { saveSearchMachine } from '../../machines/alerts/saveSearchMachine.ts';
import type { catalogueMachine } from '../../machines/catalogue/machine.ts';
import { selectSearchToSave } from '../../machines/catalogue/selectors.ts';
import { selectHeldIntent } from '../../machines/guestIntentMachine.ts';
import { selectIsOpen } from '../../machines/loginModalMachine.ts';
import { selectIsSignedIn } from '../../machines/sessionMachine.ts';
import { GuestIntentActor, LoginModalActor, SessionActor, useRouteActor } from '../../runtime/appActors.tsx';
import type { SaveSearchView } from '../../ui/views/CatalogPage/SaveSearch.tsx';
import { selectSaveSearchView, type SaveSearchWords } from './saveSearchSelectors.ts';

/**
 * Issue 28 «Сохранить поиск» on the catalogue screen: the saveSearch machine beside the catalogue's, told the
 * session's word. A guest's press is held through the sign-in (the guest intent, kept in session storage across the
 * reload the login modal ends with) and asked again once signed in and back on the same page and query: the dialog
 * opens with the name they were offered. On another page the held search is dropped.
 */
export function useSaveSearch(catalogue: Actor<typeof catalogueMachine>): SaveSearchView {
  const { t } = useLingui();
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  const loginModal = LoginModalActor.useActorRef();
  const modalOpen = LoginModalActor.useSelector(selectIsOpen);
  const guest = GuestIntentActor.useActorRef();
  const held = GuestIntentActor.useSelector(selectHeldIntent);
  const [logic] = useState(() =>
    saveSearchMachine.provide({
      actions: {
        askSignIn: (_, { search, name }) => {
          guest.send({ type: 'intent.hold', intent: { action: 'saveSearch', search: { page: search.page, query: search.query, name } } });
          loginModal.send({ type: 'loginModal.open' });
        },
      },
    }),
  );
  const actor = useRouteActor(logic, { input: { signedIn } });
  useEffect(() => actor.send({ type: signedIn ? 'session.signedIn' : 'session.signedOut' }), [actor, signedIn]);

  const search = useSelector(catalogue, selectSearchToSave);
  useEffect(() => {
    if (!signedIn || modalOpen || held?.action !== 'saveSearch') return;
    if (held.search.page !== search.page || held.search.query !== search.query) {
      guest.send({ type: 'intent.drop' });
      return;
    }
    // Forgotten first (a reload now must not ask twice), then the dialog.
    guest.send({ type: 'intent.replay', alreadyDone: false });
    actor.send({ type: 'search.save', search, name: held.search.name });
  }, [signedIn, modalOpen, held, search, guest, actor]);

  const words: SaveSearchWords = useMemo(
    () => ({
      nameRequired: t`Введите название поиска`,
      limit: t`Можно сохранить не больше 20 поисков`,
      rateLimited: t`Слишком много запросов. Попробуйте через минуту.`,
      offline: t`Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.`,
      generic: t`Не удалось сохранить поиск. Попробуйте ещё раз.`,
    }),
    [t],
  );
  const view = useSelector(actor, (snapshot) => selectSaveSearchView(snapshot, search, words), shallowEqual);
  return {
    ...view,
    // The search at the moment of the press: what the list shows now.
    onSave: (name) => actor.send({ type: 'search.save', search: selectSearchToSave(catalogue.getSnapshot()), name }),
    onNameChange: (value) => actor.send({ type: 'name.change', value }),
    onSubmit: () => actor.send({ type: 'name.submit' }),
    onClose: () => actor.send({ type: 'dialog.close' }),
  };
}
