import type { SnapshotFrom } from 'xstate';
import type { ProductKind } from '../api/cart.ts';
import { listAllFavorites, removeFavorite, toggleFavorite } from '../api/lists.ts';
import type { ListEntry } from './lists/entries.ts';
import { createListMachine, type ListFailure } from './lists/machine.ts';
import { selectEntries, selectIsListBusy, selectIsMarked, selectListFailure, selectListStatus, selectMarks, type ListStatus } from './lists/selectors.ts';

/**
 * The app-wide favorites (part 1 §4 "Favorites and comparison", §7 "Favorites"), id `favorites`: the shared list
 * machine (./lists/machine.ts, where its events are documented) over the favorites calls. No clear call exists,
 * so `favorites.clear` is never a change. Failures: "Не удалось изменить избранное" (toggle), "Не удалось загрузить
 * избранное" (load), chosen by the screen from the `failed` notice's action.
 */
export const favoritesMachine = createListMachine('favorites', {
  list: listAllFavorites,
  toggle: toggleFavorite,
  remove: removeFavorite,
});

type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

/** The `/favorites` cards, newest first. */
export const selectFavorites = (snapshot: FavoritesSnapshot): ListEntry[] => selectEntries(snapshot);
/** The header's favorites badge: the pieces marked now (a toggle counts at once). */
export const selectFavoritesCount = (snapshot: FavoritesSnapshot): number => selectMarks(snapshot).length;
/** The filled heart. */
export const selectIsFavorite = (snapshot: FavoritesSnapshot, kind: ProductKind, id: number): boolean => selectIsMarked(snapshot, kind, id);
export const selectFavoritesStatus = (snapshot: FavoritesSnapshot): ListStatus => selectListStatus(snapshot);
export const selectIsFavoritesBusy = (snapshot: FavoritesSnapshot): boolean => selectIsListBusy(snapshot);
export const selectFavoritesFailure = (snapshot: FavoritesSnapshot): ListFailure | null => selectListFailure(snapshot);
