import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { selectSuggestionItems, suggestionsMachine } from '../../machines/suggestionsMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import type { HeaderProps } from '../../ui/views/Header/Header.tsx';
import { searchHref, selectHeaderSearchProps, suggestionHref } from './searchSelectors.ts';

type SearchProps = Pick<
  HeaderProps,
  'searchValue' | 'onSearchChange' | 'onSearchSubmit' | 'suggestions' | 'onSuggestionMove' | 'onSuggestionPick' | 'onSuggestionsClose'
>;

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
        openSuggestion: (_, { kind, id }) => navigateRef.current(suggestionHref(kind, id)),
        openSearch: (_, { query }) => navigateRef.current(searchHref(query)),
      },
    }),
  );
  const actor = useRouteActor(logic);
  const { searchValue, state, items, highlighted } = useSelector(actor, selectHeaderSearchProps, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'search.close' });
  }, [actor, location]);

  return {
    searchValue,
    onSearchChange: (value) => actor.send({ type: 'search.change', value }),
    onSearchSubmit: () => actor.send({ type: 'search.submit' }),
    suggestions: { state, items, highlighted },
    onSuggestionMove: (direction) => actor.send({ type: direction === 'next' ? 'search.next' : 'search.prev' }),
    onSuggestionPick: (index) => {
      const item = selectSuggestionItems(actor.getSnapshot())[index];
      if (item) actor.send({ type: 'search.pick', kind: item.kind, id: item.id });
    },
    onSuggestionsClose: () => actor.send({ type: 'search.close' }),
  };
}
