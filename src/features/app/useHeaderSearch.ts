import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRouteActor } from '../../appActors.tsx';
import type { Watch } from '../../api/types.ts';
import { suggestionsMachine } from '../../machines/suggestionsMachine.ts';
import type { HeaderProps, HeaderSuggestion, HeaderSuggestionsState } from '../../ui/views/Header/Header.tsx';

type SearchProps = Pick<
  HeaderProps,
  'searchValue' | 'onSearchChange' | 'onSearchSubmit' | 'suggestions' | 'onSuggestionMove' | 'onSuggestionPick' | 'onSuggestionsClose'
>;

const toSuggestion = (watch: Watch): HeaderSuggestion => ({
  id: watch.id,
  brand: watch.brand.name,
  model: watch.model_name,
  reference: watch.reference,
  imageUrl: (watch.photos.find((photo) => photo.is_primary) ?? watch.photos[0])?.thumbnail_url ?? null,
});

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
        openWatch: (_, { id }) => navigateRef.current(`/product/${id}`),
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
    onSuggestionPick: (id) => actor.send({ type: 'search.pick', id }),
    onSuggestionsClose: () => actor.send({ type: 'search.close' }),
  };
}
