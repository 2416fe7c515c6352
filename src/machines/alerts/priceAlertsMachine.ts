import type { SnapshotFrom } from 'xstate';
import { setFavoritePriceAlerts } from '../../api/alerts.ts';
import { createSwitchesMachine, selectIsSwitchSaving, selectSwitchOn, selectSwitchOverrides, type SwitchOverrides } from './switchesMachine.ts';

/**
 * Issue 28: a favorite's price-drop alerts on /favorites, on by default and switchable per card (`Favorite.price_alerts`,
 * `updateFavorite`). Id `priceAlerts`, route-local (`features/favorites/FavoritesScreen.tsx`); the switches' factory
 * (`switchesMachine.ts`) keyed by the favorite's entry id. The favorites list itself stays the app-wide favorites
 * actor's: its entries seed the switches (`ListEntry.priceAlerts`), this machine holds only what the shopper changed.
 *
 * Send `{ type: 'switch.set', key: favoriteId, on }`; provide `notifyFailed`.
 */
export const priceAlertsMachine = createSwitchesMachine('priceAlerts', async ({ key, on }, signal) => (await setFavoritePriceAlerts(key, on, signal)).price_alerts);

export type PriceAlertsSnapshot = SnapshotFrom<typeof priceAlertsMachine>;

/** A favorite's switch: what the shopper chose last, else the favorite's own `price_alerts` (`seed`; on for a new one). */
export const selectPriceAlertsOn = (snapshot: PriceAlertsSnapshot, favoriteId: number, seed = true): boolean => selectSwitchOn(snapshot, favoriteId, seed);

/** The favorite's change is on its way (the switch says so, and still takes presses: they queue). */
export const selectIsPriceAlertSaving = (snapshot: PriceAlertsSnapshot, favoriteId: number): boolean => selectIsSwitchSaving(snapshot, favoriteId);

/** Every favorite the shopper switched, by entry id (the rest show their own `price_alerts`): one map per change. */
export const selectPriceAlertOverrides = (snapshot: PriceAlertsSnapshot): SwitchOverrides => selectSwitchOverrides(snapshot);
