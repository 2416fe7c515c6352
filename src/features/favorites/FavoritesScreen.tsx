import { shallowEqual } from '@xstate/react';
import { FavoritesActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { useShopActions, useShopMarks } from '../../runtime/shop.ts';
import { FavoritesPage } from '../../ui/views/FavoritesPage/FavoritesPage.tsx';
import { entryIdOf, selectFavoritesPageProps } from './favoritesSelectors.ts';
import { selectFavorites } from '../../machines/favoritesMachine.ts';

/**
 * /favorites (part 1 §2.8): the app-wide favorites actor drawn as catalogue cards. Removal and the comparison
 * toggle are optimistic with rollback (part 1 §4); a guest gets the login modal from the route's gate.
 */
export default function FavoritesScreen() {
  const locale = useLocale();
  const favorites = FavoritesActor.useActorRef();
  const marks = useShopMarks();
  const view = FavoritesActor.useSelector((snapshot) => selectFavoritesPageProps(snapshot, marks), shallowEqual);
  const shop = useShopActions();
  return (
    <FavoritesPage
      state={view.state}
      items={view.items}
      locale={locale}
      onRetry={() => favorites.send({ type: 'favorites.refresh' })}
      onRemove={(kind, id) => {
        const entryId = entryIdOf(selectFavorites(favorites.getSnapshot()), { kind, id });
        if (entryId !== undefined) favorites.send({ type: 'favorites.remove', entryId });
      }}
      onToggleCompare={(kind, id) => shop.toggleCompare({ kind, id })}
      onAddToCart={(kind, id) => shop.addToCart({ kind, id })}
      onSignIn={shop.askToSignIn}
      renderLink={renderLink}
    />
  );
}
