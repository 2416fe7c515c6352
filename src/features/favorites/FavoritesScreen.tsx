import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { priceAlertsMachine, selectPriceAlertOverrides } from '../../machines/alerts/priceAlertsMachine.ts';
import { FavoritesActor, ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { useShopActions, useShopMarks } from '../../runtime/shop.ts';
import { FavoritesPage } from '../../ui/views/FavoritesPage/FavoritesPage.tsx';
import { entryIdOf, selectFavoritesPageProps } from './favoritesSelectors.ts';
import { selectFavorites } from '../../machines/favoritesMachine.ts';

/**
 * /favorites (part 1 §2.8): the app-wide favorites actor drawn as catalogue cards. Removal and the comparison
 * toggle are optimistic with rollback (part 1 §4); a guest gets the login modal from the route's gate. Issue 28:
 * each card's price-drop alerts switch through the route's priceAlerts actor (optimistic, rolled back with a toast).
 */
export default function FavoritesScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const favorites = FavoritesActor.useActorRef();
  const toast = ToastActor.useActorRef();
  const [alertsLogic] = useState(() =>
    priceAlertsMachine.provide({
      actions: {
        notifyFailed: (_, { change }) =>
          toast.send({
            type: 'toast.show',
            toastType: 'error',
            message: change.on ? t`Не удалось включить уведомления о снижении цены` : t`Не удалось выключить уведомления о снижении цены`,
          }),
      },
    }),
  );
  const priceAlerts = useRouteActor(alertsLogic);
  const alerts = useSelector(priceAlerts, selectPriceAlertOverrides);
  const marks = useShopMarks();
  const view = FavoritesActor.useSelector((snapshot) => selectFavoritesPageProps(snapshot, marks, alerts), shallowEqual);
  const shop = useShopActions();
  const entryOf = (kind: Parameters<typeof entryIdOf>[1]['kind'], id: number) => entryIdOf(selectFavorites(favorites.getSnapshot()), { kind, id });
  return (
    <FavoritesPage
      state={view.state}
      items={view.items}
      locale={locale}
      onRetry={() => favorites.send({ type: 'favorites.refresh' })}
      onRemove={(kind, id) => {
        const entryId = entryOf(kind, id);
        if (entryId !== undefined) favorites.send({ type: 'favorites.remove', entryId });
      }}
      onToggleCompare={(kind, id) => shop.toggleCompare({ kind, id })}
      onAddToCart={(kind, id) => shop.addToCart({ kind, id })}
      onPriceAlertsChange={(kind, id, on) => {
        const entryId = entryOf(kind, id);
        if (entryId !== undefined) priceAlerts.send({ type: 'switch.set', key: entryId, on });
      }}
      onSignIn={shop.askToSignIn}
      renderLink={renderLink}
    />
  );
}
