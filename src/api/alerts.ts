import { api } from './client.ts';
import { productSelector, type ProductKey } from './cart.ts';
import { settle } from './outcome.ts';
import type { components } from '../../kernel/schema.d.ts';

/**
 * Fetchers of issue 28 (all need sign-in): saved searches, notices, piece alerts ("tell me when it is free"), a
 * favorite's price-drop alerts and the profile's Telegram opt-in. Reject with an ApiError like every fetcher; pass a
 * machine actor's `signal`.
 */

type Schemas = components['schemas'];

export type SavedSearch = Schemas['SavedSearch'];
export type SavedSearchCreate = Schemas['SavedSearchCreate'];
export type SavedSearchUpdate = Schemas['SavedSearchUpdate'];
export type SavedSearchFilters = Schemas['SavedSearchFilters'];
export type CataloguePage = Schemas['CataloguePage'];
export type Notification = Schemas['Notification'];
export type NoticeKind = Schemas['NoticeKind'];
export type NoticeProduct = Schemas['NoticeProduct'];
export type PagedNotificationList = Schemas['PagedNotificationList'];
export type PieceAlert = Schemas['PieceAlert'];
export type Favorite = Schemas['Favorite'];
export type Profile = Schemas['Profile'];

/** The server keeps at most this many saved searches per shopper (a 21st answers 409). */
export const SAVED_SEARCHES_MAX = 20;

/** Notices per page of `/profile/notifications`. */
export const NOTICES_PAGE_SIZE = 20;

// Saved searches.

export const listSavedSearches = async (signal?: AbortSignal): Promise<SavedSearch[]> =>
  (await settle(api.GET('/api/saved-searches/', { signal }))).results;

/** Saving the same page and query again answers the existing search. */
export const createSavedSearch = (body: SavedSearchCreate, signal?: AbortSignal): Promise<SavedSearch> =>
  settle(api.POST('/api/saved-searches/', { body, signal }));

/** Rename, alerts on/off, or `{seen: true}` when the shopper opens it (its new-match count starts again). */
export const updateSavedSearch = (id: number, body: SavedSearchUpdate, signal?: AbortSignal): Promise<SavedSearch> =>
  settle(api.PATCH('/api/saved-searches/{id}/', { params: { path: { id } }, body, signal }));

export const deleteSavedSearch = async (id: number, signal?: AbortSignal): Promise<void> => {
  await settle(api.DELETE('/api/saved-searches/{id}/', { params: { path: { id } }, signal }));
};

// Notices.

/** One page of notices, newest first, with the caller's `unread_count` (the header's bell). */
export const listNotifications = (page = 1, signal?: AbortSignal, pageSize = NOTICES_PAGE_SIZE): Promise<PagedNotificationList> =>
  settle(api.GET('/api/notifications/', { params: { query: { page, page_size: pageSize } }, signal }));

/** The bell's figure alone (the smallest page). */
export const unreadCount = async (signal?: AbortSignal): Promise<number> => (await listNotifications(1, signal, 1)).unread_count;

/** Marks the given notices read, or every one (`'all'`); answers what is still unread. */
export const markNotificationsRead = async (which: number[] | 'all', signal?: AbortSignal): Promise<number> =>
  (await settle(api.POST('/api/notifications/read/', { body: which === 'all' ? { all: true } : { ids: which }, signal }))).unread_count;

// Piece alerts.

export const listPieceAlerts = async (signal?: AbortSignal): Promise<PieceAlert[]> =>
  (await settle(api.GET('/api/piece-alerts/', { signal }))).results;

/** "Tell me when it is free": asking twice answers the existing alert. */
export const createPieceAlert = (product: ProductKey, signal?: AbortSignal): Promise<PieceAlert> =>
  settle(api.POST('/api/piece-alerts/', { body: productSelector(product), signal }));

export const deletePieceAlert = async (product: ProductKey, signal?: AbortSignal): Promise<void> => {
  await settle(api.DELETE('/api/piece-alerts/', { body: productSelector(product), signal }));
};

// A favorite's price-drop alerts; the profile's Telegram opt-in.

export const setFavoritePriceAlerts = (favoriteId: number, on: boolean, signal?: AbortSignal): Promise<Favorite> =>
  settle(api.PATCH('/api/favorites/{id}/', { params: { path: { id: favoriteId } }, body: { price_alerts: on }, signal }));

export const setTelegramNotices = (on: boolean, signal?: AbortSignal): Promise<Profile> =>
  settle(api.PATCH('/api/users/me/', { body: { telegram_notices: on }, signal }));
