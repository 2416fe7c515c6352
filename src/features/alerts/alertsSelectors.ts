import type { Notification, SavedSearch } from '../../api/alerts.ts';
import { SAVED_SEARCHES_MAX } from '../../api/alerts.ts';
import type { ApiFailure } from '../../api/errors.ts';
import { serverWordsOr } from '../../domain/failureText.ts';
import {
  selectHasMoreNotices,
  selectIsLoadingMoreNotices,
  selectIsMarkingAll,
  selectNotices,
  selectNoticesMoreFailed,
  selectNotificationsFailure,
  selectNotificationsStatus,
  selectUnreadCount,
  type NotificationsSnapshot,
} from '../../machines/alerts/notificationsMachine.ts';
import {
  SAVED_SEARCH_NAME_MAX,
  selectBusySearchId,
  selectDeleteAsked,
  selectIsDeleting,
  selectRenaming,
  selectSavedSearches,
  selectSavedSearchesFailure,
  selectSavedSearchesStatus,
  selectSearchRefusal,
  type SavedSearchAction,
  type SavedSearchesSnapshot,
  type SavedSearchRefusal,
} from '../../machines/alerts/savedSearchesMachine.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import type { NoticeRow, NotificationsPageProps } from '../../ui/views/NotificationsPage/NotificationsPage.tsx';
import type { RenameForm, SavedSearchesPageProps, SavedSearchRow } from '../../ui/views/SavedSearchesPage/SavedSearchesPage.tsx';

/**
 * The props of the two pages of issue 28, from their machines' own selectors: /profile/notifications and
 * /profile/searches. Lists keep their identity until their sources change (`memoLast`), for `shallowEqual`.
 */

export interface NotificationsWords {
  /** When the server gave no words of its own. */
  loadFailed: string;
}

const noticeRowOf = (notice: Notification): NoticeRow => ({
  id: notice.id,
  kind: notice.kind,
  read: notice.read,
  createdAt: notice.created_at,
  href: notice.product.url,
  imageUrl: notice.product.thumbnail_url,
  brand: notice.product.brand_name,
  model: notice.product.model_name,
  // The contract: a notice about a piece with its price on request carries no price.
  priceUsd: notice.product.price_on_request ? null : notice.product.price_usd,
  priceOnRequest: notice.product.price_on_request,
  city: notice.product.city_name,
  searchName: notice.search?.name ?? null,
  oldPriceUsd: notice.old_price_usd,
  newPriceUsd: notice.new_price_usd,
});

const noticeRowsOf = memoLast((notices: readonly Notification[]) => notices.map(noticeRowOf));

export type NotificationsView = Pick<
  NotificationsPageProps,
  'state' | 'notices' | 'unreadCount' | 'hasMore' | 'loadingMore' | 'moreFailed' | 'markingAll' | 'errorMessage'
>;

export function selectNotificationsPageProps(snapshot: NotificationsSnapshot, words: NotificationsWords): NotificationsView {
  const failure = selectNotificationsFailure(snapshot);
  return {
    state: selectNotificationsStatus(snapshot),
    notices: noticeRowsOf(selectNotices(snapshot)),
    unreadCount: selectUnreadCount(snapshot),
    hasMore: selectHasMoreNotices(snapshot),
    loadingMore: selectIsLoadingMoreNotices(snapshot),
    moreFailed: selectNoticesMoreFailed(snapshot),
    markingAll: selectIsMarkingAll(snapshot),
    errorMessage: failure ? serverWordsOr(failure, words.loadFailed) : null,
  };
}

export interface SavedSearchesWords {
  loadFailed: string;
  /** A refused change, when the server gave no words of its own. */
  refused: Record<SavedSearchAction, string>;
}

const refusalText = (refusal: SavedSearchRefusal, words: SavedSearchesWords): string => serverWordsOr(refusal.failure, words.refused[refusal.action]);

const searchRowsOf = memoLast(
  (searches: readonly SavedSearch[], busyId: number | null, refusal: SavedSearchRefusal | null, words: SavedSearchesWords): SavedSearchRow[] =>
    searches.map((search) => ({
      id: search.id,
      name: search.name,
      href: search.url,
      page: search.page,
      createdAt: search.created_at,
      alerts: search.alerts,
      newCount: search.new_count,
      busy: search.id === busyId,
      // A refused name is told inside its form instead.
      refusal: refusal && refusal.id === search.id && refusal.action !== 'rename' ? refusalText(refusal, words) : null,
    })),
);

const renameFormOf = memoLast((editing: ReturnType<typeof selectRenaming>, refusal: SavedSearchRefusal | null, words: SavedSearchesWords): RenameForm | null =>
  editing
    ? {
        id: editing.id,
        draft: editing.draft,
        problem: editing.problem,
        refusal: refusal && refusal.id === editing.id && refusal.action === 'rename' ? refusalText(refusal, words) : null,
      }
    : null,
);

const deleteAskedOf = memoLast((search: SavedSearch | null) => (search ? { id: search.id, name: search.name } : null));

export type SavedSearchesView = Pick<SavedSearchesPageProps, 'state' | 'searches' | 'max' | 'nameMax' | 'renaming' | 'deleteAsked' | 'deleting' | 'errorMessage'>;

export function selectSavedSearchesPageProps(snapshot: SavedSearchesSnapshot, words: SavedSearchesWords): SavedSearchesView {
  const failure: ApiFailure | null = selectSavedSearchesFailure(snapshot);
  const refusal = selectSearchRefusal(snapshot);
  return {
    state: selectSavedSearchesStatus(snapshot),
    searches: searchRowsOf(selectSavedSearches(snapshot), selectBusySearchId(snapshot), refusal, words),
    max: SAVED_SEARCHES_MAX,
    nameMax: SAVED_SEARCH_NAME_MAX,
    renaming: renameFormOf(selectRenaming(snapshot), refusal, words),
    deleteAsked: deleteAskedOf(selectDeleteAsked(snapshot)),
    deleting: selectIsDeleting(snapshot),
    errorMessage: failure ? serverWordsOr(failure, words.loadFailed) : null,
  };
}
