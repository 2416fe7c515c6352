import type { SnapshotFrom } from 'xstate';
import type { ProductKey } from '../../api/cart.ts';
import { selectFavorites, selectFavoritesStatus, type favoritesMachine } from '../../machines/favoritesMachine.ts';
import type { ListEntry } from '../../machines/lists/entries.ts';
import { cardOf } from '../../domain/productCard.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import { marksOf, shopPageState, shownAvailability, type ShopMarks } from '../../runtime/shopMarks.ts';
import type { FavoriteItem, FavoritesPageState } from '../../ui/views/FavoritesPage/FavoritesPage.tsx';

type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

/** The favorites as catalogue cards (reserved and sold ones too, issue 26), each with its "in comparison" and "in cart" marks (the other actors'). */
const itemsOf = memoLast((entries: readonly ListEntry[], marks: ShopMarks): FavoriteItem[] =>
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
    };
  }),
);

export interface FavoritesPageView {
  state: FavoritesPageState;
  items: FavoriteItem[];
}

/**
 * What /favorites shows (part 1 §2.8): the guest's sign-in prompt, skeletons, "Не удалось загрузить избранное"
 * with a retry, the empty state or the cards. `marks`: the comparison's and the cart's (useShopMarks).
 */
export function selectFavoritesPageProps(snapshot: FavoritesSnapshot, marks: ShopMarks): FavoritesPageView {
  const status = selectFavoritesStatus(snapshot);
  const items = itemsOf(selectFavorites(snapshot), marks);
  const state: FavoritesPageState = shopPageState(status, items.length > 0);
  return { state, items };
}

/** The entry id of a listed product: what `favorites.remove` names. */
export const entryIdOf = (entries: readonly ListEntry[], product: ProductKey): number | undefined =>
  entries.find((entry) => entry.product.kind === product.kind && entry.product.id === product.id)?.id;
