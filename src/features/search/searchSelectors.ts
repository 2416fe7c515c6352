import type { ProductKind } from '../../machines/productMachine.ts';
import {
  selectHighlighted,
  selectSearchQuery,
  selectSuggestionItems,
  selectSuggestionsStatus,
  type Suggestion,
  type SuggestionKind,
  type SuggestionsSnapshot,
} from '../../machines/suggestionsMachine.ts';
import { productHref } from '../../domain/productLinks.ts';
import { pieceDetails, primaryPhoto } from '../../domain/productCard.ts';
import type { HeaderSuggestion, HeaderSuggestionsState } from '../../ui/views/Header/Header.tsx';
import { memoLast } from '../../runtime/memoLast.ts';

/**
 * The header search's reads (part 1 §2.3, §5): the suggestions actor's snapshot as Header's search props, read with
 * `useSelector(actor, selectHeaderSearchProps, shallowEqual)`, and where a choice leads.
 */

/** The catalogue a suggestion comes from, as the product routes name it. */
const PRODUCT_KIND: Record<SuggestionKind, ProductKind> = { watches: 'watch', jewelry: 'jewelry', bags: 'bag' };

/** Part 1 §2.6: each kind has its own detail route (/product, /jewelry, /bag). */
export const suggestionHref = (kind: SuggestionKind, id: number): string => productHref(PRODUCT_KIND[kind], id);

/** Enter without a highlighted suggestion: the catalogue's search for the text. */
export const searchHref = (query: string): string => `/catalog?${new URLSearchParams({ search: query }).toString()}`;

const toSuggestion = (item: Suggestion): HeaderSuggestion => ({
  id: item.id,
  category: item.kind,
  brand: item.brand.name,
  model: item.model_name,
  reference: item.reference,
  ...pieceDetails(item),
  imageUrl: primaryPhoto(item.photos)?.thumbnail_url ?? null,
});


const itemsOf = memoLast((items: readonly Suggestion[]) => items.map(toSuggestion));

export type HeaderSearchData = {
  searchValue: string;
  state: HeaderSuggestionsState;
  items: HeaderSuggestion[];
  highlighted: number;
};

export const selectHeaderSearchProps = (snapshot: SuggestionsSnapshot): HeaderSearchData => ({
  searchValue: selectSearchQuery(snapshot),
  state: selectSuggestionsStatus(snapshot),
  items: itemsOf(selectSuggestionItems(snapshot)),
  highlighted: selectHighlighted(snapshot),
});
