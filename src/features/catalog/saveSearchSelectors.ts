import {
  selectIsSavedAgain,
  selectIsSearchSaved,
  selectSavedSearch,
  selectSaveSearchFailure,
  selectSaveSearchName,
  selectSaveSearchStatus,
  type SaveSearchFailure,
  type SaveSearchSnapshot,
  type SearchToSave,
} from '../../machines/alerts/saveSearchMachine.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import type { SaveSearchView } from '../../ui/views/CatalogPage/SaveSearch.tsx';

/**
 * Issue 28 «Сохранить поиск» on the catalogue screen: the saveSearch machine's snapshot as the SaveSearch view's
 * props (beside catalogSelectors.ts, which is at the size limit). `search` is the page's applied search
 * (`selectSearchToSave` of the catalogue), so the button says «Поиск сохранён» for exactly this page and query.
 */

/** The feature's words for the refusals the machine names by code. */
export interface SaveSearchWords {
  nameRequired: string;
  /** When the server's 409 came without words. */
  limit: string;
  rateLimited: string;
  offline: string;
  generic: string;
}

export function saveSearchFailureText(failure: SaveSearchFailure, words: SaveSearchWords): { message: string; limit: boolean } {
  switch (failure.code) {
    case 'name-required':
      return { message: words.nameRequired, limit: false };
    // The 20-search limit, in the server's words (in the shopper's language).
    case 'conflict':
      return { message: failure.detail ?? words.limit, limit: true };
    case 'validation':
      return { message: failure.detail ?? words.generic, limit: false };
    case 'rate-limited':
      return { message: words.rateLimited, limit: false };
    case 'network':
    case 'timeout':
      return { message: words.offline, limit: false };
    default:
      return { message: words.generic, limit: false };
  }
}

export type SaveSearchData = Omit<SaveSearchView, `on${string}`>;

// The same words object while the failure and the words stay (the screen compares the props shallowly).
const failureTextOf = memoLast(saveSearchFailureText);

export function selectSaveSearchView(snapshot: SaveSearchSnapshot, search: SearchToSave, words: SaveSearchWords): SaveSearchData {
  const failure = selectSaveSearchFailure(snapshot);
  return {
    status: selectSaveSearchStatus(snapshot),
    saved: selectIsSearchSaved(snapshot, search),
    name: selectSaveSearchName(snapshot),
    failure: failure ? failureTextOf(failure, words) : null,
    savedName: selectSavedSearch(snapshot)?.name ?? null,
    again: selectIsSavedAgain(snapshot),
  };
}
