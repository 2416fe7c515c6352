import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { fakeRequest, flush } from '../../../tests/support/machines/fakes.ts';
import { ApiError } from '../../api/errors.ts';
import { SUGGESTIONS_DELAY_MS, suggestionsMachine, type Suggestion } from '../../machines/suggestionsMachine.ts';
import { searchHref, selectHeaderSearchProps, suggestionHref } from './searchSelectors.ts';

function search() {
  const fetch = fakeRequest<Suggestion[], { query: string }>();
  const actor = createActor(
    suggestionsMachine.provide({ actors: { fetchSuggestions: fetch.logic }, actions: { openSuggestion: () => {}, openSearch: () => {} } }),
  ).start();
  return { actor, fetch };
}

const watch = (id: number): Suggestion => ({ ...makeWatch(id), kind: 'watches' });

describe('header search reads (part 1 §2.3, §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the typed text, "loading" through the wait and the request, then the suggestions as the header draws them', async () => {
    const { actor, fetch } = search();
    expect(selectHeaderSearchProps(actor.getSnapshot())).toEqual({ searchValue: '', state: 'closed', items: [], highlighted: -1 });
    actor.send({ type: 'search.change', value: 'Day' });
    expect(selectHeaderSearchProps(actor.getSnapshot())).toMatchObject({ searchValue: 'Day', state: 'loading' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(selectHeaderSearchProps(actor.getSnapshot()).state).toBe('loading');
    fetch.last().resolve([watch(3)]);
    await flush();
    const props = selectHeaderSearchProps(actor.getSnapshot());
    expect(props.state).toBe('showing');
    expect(props.items).toEqual([
      {
        id: 3,
        category: 'watches',
        brand: 'Rolex',
        model: 'Model 3',
        reference: 'REF-3',
        year: 2020,
        condition: 'Новые',
        fullSet: true,
        imageUrl: '/media/watches/3/1.thumb.svg',
      },
    ]);
    actor.send({ type: 'search.next' });
    const moved = selectHeaderSearchProps(actor.getSnapshot());
    expect(moved.highlighted).toBe(0);
    expect(moved.items).toBe(props.items);
  });

  it('says why nothing shows: no results, or a failed request', async () => {
    const { actor, fetch } = search();
    actor.send({ type: 'search.change', value: 'zzz' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    fetch.last().resolve([]);
    await flush();
    expect(selectHeaderSearchProps(actor.getSnapshot()).state).toBe('noResults');
    actor.send({ type: 'search.change', value: 'zzzz' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    fetch.last().reject(new ApiError({ code: 'network', message: 'Network error. Please check your connection.' }));
    await flush();
    expect(selectHeaderSearchProps(actor.getSnapshot()).state).toBe('failure');
  });

  it('leads a suggestion to its own detail route and Enter to the catalogue search (part 1 §2.6)', () => {
    expect(suggestionHref('watches', 5)).toBe('/product/5');
    expect(suggestionHref('jewelry', 6)).toBe('/jewelry/6');
    expect(suggestionHref('bags', 7)).toBe('/bag/7');
    expect(searchHref('126610 ln')).toBe('/catalog?search=126610+ln');
  });
});
