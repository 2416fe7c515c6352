import type { SnapshotFrom } from 'xstate';
import type { ProductKey } from '../../api/cart.ts';
import { selectFavorites, selectFavoritesStatus, type favoritesMachine } from '../../machines/favoritesMachine.ts';
import type { ListEntry } from '../../machines/lists/entries.ts';
import type { SwitchOverrides } from '../../machines/alerts/switchesMachine.ts';
import { cardOf } from '../../domain/productCard.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import { marksOf, shopPageState, shownAvailability, type ShopMarks } from '../../runtime/shopMarks.ts';
import type { FavoriteItem, FavoritesPageState } from '../../ui/views/FavoritesPage/FavoritesPage.tsx';

type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

/** Nothing switched yet: every favorite shows its own `price_alerts`. */
export const NO_PRICE_ALERT_CHANGES: SwitchOverrides = new Map();

/**
 * The favorites as catalogue cards (reserved and sold ones too, issue 26), each with its "in comparison" and "in
 * cart" marks (the other actors') and its price-drop alerts (issue 28): what the shopper switched (`alerts`, the
 * priceAlerts actor's), else the favorite's own `price_alerts`, on when the answer did not say.
 */
const itemsOf = memoLast((entries: readonly ListEntry[], marks: ShopMarks, alerts: SwitchOverrides): FavoriteItem[] =>
  entries.map((entry) => {
    const card = cardOf(entry.product.kind, entry.item);
    return {
      kind: entry.product.kind,
      id: entry.product.id,
      href: card.href,
      imageUrl: card.imageUrl,
      brand: card.brand,
      model: card.model,
      reference: card.reference,
      priceUsd: card.priceUsd,
      priceOnRequest: card.priceOnRequest,
      isLimitedEdition: card.isLimitedEdition,
      limitedEditionPieces: card.limitedEditionPieces,
      // Issue 26: a reserved or sold favorite stays listed, with its badge and without the cart.
      availability: shownAvailability(marks, entry.product, card.availability),
      availableQuantity: card.availableQuantity,
      isCompared: marksOf(marks, entry.product).isCompared,
      inCart: marksOf(marks, entry.product).inCart,
      priceAlerts: alerts.get(entry.id) ?? { on: entry.priceAlerts ?? true, saving: false },
    };
  }),
);

export interface FavoritesPageView {
  state: FavoritesPageState;
  items: FavoriteItem[];
}

/**
 * What /favorites shows (part 1 §2.8): the guest's sign-in prompt, skeletons, "Не удалось загрузить избранное"
 * with a retry, the empty state or the cards. `marks`: the comparison's and the cart's (useShopMarks); `alerts`:
 * the price-drop switches the shopper changed (`selectPriceAlertOverrides`).
 */
export function selectFavoritesPageProps(snapshot: FavoritesSnapshot, marks: ShopMarks, alerts: SwitchOverrides = NO_PRICE_ALERT_CHANGES): FavoritesPageView {
  const status = selectFavoritesStatus(snapshot);
  const items = itemsOf(selectFavorites(snapshot), marks, alerts);
  const state: FavoritesPageState = shopPageState(status, items.length > 0);
  return { state, items };
}

/** The entry id of a listed product: what `favorites.remove` names. */
export const entryIdOf = (entries: readonly ListEntry[], product: ProductKey): number | undefined =>
  entries.find((entry) => entry.product.kind === product.kind && entry.product.id === product.id)?.id;
