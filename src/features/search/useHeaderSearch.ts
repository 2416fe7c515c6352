import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { suggestionsMachine, type Suggestion, type SuggestionKind } from '../../machines/suggestionsMachine.ts';
import type { HeaderProps, HeaderSuggestion, HeaderSuggestionsState } from '../../ui/views/Header/Header.tsx';
import { pieceDetails, primaryPhoto } from '../../runtime/productCard.ts';

type SearchProps = Pick<
  HeaderProps,
  'searchValue' | 'onSearchChange' | 'onSearchSubmit' | 'suggestions' | 'onSuggestionMove' | 'onSuggestionPick' | 'onSuggestionsClose'
>;

const toSuggestion = (item: Suggestion): HeaderSuggestion => ({
  id: item.id,
  category: item.kind,
  brand: item.brand.name,
  model: item.model_name,
  reference: item.reference,
  ...pieceDetails(item),
  imageUrl: primaryPhoto(item.photos)?.thumbnail_url ?? null,
});

/** Part 1 §2.6: each kind has its own detail route. */
const DETAIL_ROUTE: Record<SuggestionKind, string> = { watches: '/product', jewelry: '/jewelry', bags: '/bag' };

const viewState = (value: string): HeaderSuggestionsState =>
  value === 'debouncing' || value === 'loading' ? 'loading' : (value as HeaderSuggestionsState);

/**
 * The header's search box and its suggestions (part 1 §2.3, §5), as Header props. The actor lives as long as the
 * app shell; a navigation closes the list.
 */
export function useHeaderSearch(location: string, navigate: (to: string) => void): SearchProps {
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // Provided once: useActorRef keeps the first logic it is given.
  const [logic] = useState(() =>
    suggestionsMachine.provide({
      actions: {
        openSuggestion: (_, { kind, id }) => navigateRef.current(`${DETAIL_ROUTE[kind]}/${id}`),
        openSearch: (_, { query }) => navigateRef.current(`/catalog?${new URLSearchParams({ search: query }).toString()}`),
      },
    }),
  );
  const actor = useRouteActor(logic);
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const state = useSelector(actor, (snapshot) => viewState(String(snapshot.value)));
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const highlighted = useSelector(actor, (snapshot) => snapshot.context.highlighted);
  const suggestionItems = useMemo(() => items.map(toSuggestion), [items]);

  useEffect(() => {
    actor.send({ type: 'search.close' });
  }, [actor, location]);

  return {
    searchValue: query,
    onSearchChange: (value) => actor.send({ type: 'search.change', value }),
    onSearchSubmit: () => actor.send({ type: 'search.submit' }),
    suggestions: { state, items: suggestionItems, highlighted },
    onSuggestionMove: (direction) => actor.send({ type: direction === 'next' ? 'search.next' : 'search.prev' }),
    onSuggestionPick: (index) => {
      const item = items[index];
      if (item) actor.send({ type: 'search.pick', kind: item.kind, id: item.id });
    },
    onSuggestionsClose: () => actor.send({ type: 'search.close' }),
  };
}
