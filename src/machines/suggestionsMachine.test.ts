import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { makeWatches as makeWatchList } from '../../tests/support/homeFixtures.ts';
import { fakeRequest, flush, performStep } from '../../tests/support/machines/fakes.ts';
import {
  describePath,
  eventWithPayload,
  done,
  expectEveryStateAndTransition,
  failed,
  testPath,
  transitionModel,
  type ModelEvent,
} from '../../tests/support/machines/model.ts';
import { ApiError } from '../api/errors.ts';
import { listBags, listJewelry, listWatches } from '../api/fetchers.ts';
import type { Bag, Jewelry } from '../api/types.ts';
import {
  mergeSuggestions,
  selectHighlighted,
  selectSearchQuery,
  selectSuggestionItems,
  selectSuggestionsStatus,
  SUGGESTIONS_DELAY_MS,
  SUGGESTIONS_LIMIT,
  suggestionsMachine,
  type Suggestion,
} from './suggestionsMachine.ts';

vi.mock('../api/fetchers.ts', () => ({ listWatches: vi.fn(), listJewelry: vi.fn(), listBags: vi.fn() }));

const makeWatches = (count: number, from = 1): Suggestion[] => makeWatchList(count, from).map((watch) => ({ ...watch, kind: 'watches' }));
const paged = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
/** A jewel or a bag of the contract, enough for a suggestion. */
const piece = <K extends 'jewelry' | 'bags'>(kind: K, id: number, model: string) =>
  ({
    id,
    model_name: model,
    reference: `R-${id}`,
    brand: { id: 9, name: kind === 'bags' ? 'Hermès' : 'Cartier' },
    price_usd: '5000.00',
    previous_price_usd: null,
    price_on_request: false,
    on_sale: false,
    photos: [],
    description: '',
    full_set: true,
    condition_text: 'Новое',
    availability_city_name: 'Дубай',
    ...(kind === 'bags' ? { color: null, material: null, kit_description: null } : { type_name: 'Браслеты', insert_stone: null, metal: null, equipment_text: null }),
  }) as unknown as K extends 'bags' ? Bag : Jewelry;

function setUp() {
  const fetch = fakeRequest<Suggestion[], { query: string }>();
  const openWatch = vi.fn();
  const openSearch = vi.fn();
  const actor = createActor(
    suggestionsMachine.provide({
      actors: { fetchSuggestions: fetch.logic },
      actions: { openSuggestion: (_, params) => openWatch(params), openSearch: (_, params) => openSearch(params) },
    }),
  ).start();
  return { actor, fetch, openWatch, openSearch };
}

const failure = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });

describe('suggestionsMachine (part 1 §2.3, §5 "Search", §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for 2 characters after trimming and 250 ms before asking for 5 watches', async () => {
    const { actor, fetch } = setUp();
    actor.send({ type: 'search.change', value: ' r ' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'search.change', value: ' ro ' });
    expect(actor.getSnapshot().value).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS - 1);
    expect(fetch.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.calls.map((call) => call.input)).toEqual([{ query: 'ro' }]);
    fetch.last().resolve(makeWatches(7));
    await flush();
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.items).toHaveLength(SUGGESTIONS_LIMIT);
  });

  it('the default actor asks GET /api/watches/?search=…&page_size=5 with its abort signal', async () => {
    vi.mocked(listWatches).mockResolvedValue(paged(makeWatchList(1)));
    vi.mocked(listJewelry).mockResolvedValue(paged([]));
    vi.mocked(listBags).mockResolvedValue(paged([]));
    const actor = createActor(suggestionsMachine).start();
    actor.send({ type: 'search.change', value: 'Daytona ' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await flush();
    expect(listWatches).toHaveBeenCalledWith({ search: 'Daytona', page_size: 5 }, expect.any(AbortSignal));
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('issue 10 item 5: "birkin" and "cartier love" are looked for among jewelry and bags too, each labelled with its kind', async () => {
    vi.mocked(listWatches).mockResolvedValue(paged([]));
    vi.mocked(listJewelry).mockResolvedValue(paged([]));
    vi.mocked(listBags).mockResolvedValue(paged([piece('bags', 4, 'Birkin 30'), piece('bags', 7, 'Birkin 25')]));
    const actor = createActor(suggestionsMachine).start();
    actor.send({ type: 'search.change', value: 'birkin' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await flush();
    for (const list of [listWatches, listJewelry, listBags]) expect(list).toHaveBeenCalledWith({ search: 'birkin', page_size: 5 }, expect.any(AbortSignal));
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.items.map((item) => [item.kind, item.id])).toEqual([['bags', 4], ['bags', 7]]);

    vi.mocked(listJewelry).mockResolvedValue(paged([piece('jewelry', 5, 'Love Bracelet')]));
    vi.mocked(listBags).mockRejectedValue(failure);
    actor.send({ type: 'search.change', value: 'cartier love' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    await flush();
    // The bag list failing leaves the jewelry found: only all three failing is a failure.
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.items.map((item) => [item.kind, item.id])).toEqual([['jewelry', 5]]);
  });

  it('takes the three lists in turn, up to 5 suggestions', () => {
    const watches = makeWatches(4);
    const jewelry: Suggestion[] = [{ ...piece('jewelry', 50, 'Love'), kind: 'jewelry' }, { ...piece('jewelry', 51, 'Juste un Clou'), kind: 'jewelry' }];
    const bags: Suggestion[] = [{ ...piece('bags', 70, 'Birkin'), kind: 'bags' }];
    expect(mergeSuggestions([watches, jewelry, bags]).map((item) => `${item.kind}:${item.id}`)).toEqual([
      'watches:1',
      'jewelry:50',
      'bags:70',
      'watches:2',
      'jewelry:51',
    ]);
    expect(mergeSuggestions([[], [], bags])).toHaveLength(1);
    expect(mergeSuggestions([makeWatches(9), [], []])).toHaveLength(SUGGESTIONS_LIMIT);
  });

  it('a newer keystroke aborts the stale request, and its late answer is ignored', async () => {
    const { actor, fetch } = setUp();
    actor.send({ type: 'search.change', value: 'Rol' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    const stale = fetch.last();
    actor.send({ type: 'search.change', value: 'Rolex' });
    expect(stale.signal.aborted).toBe(true);
    stale.resolve(makeWatches(1, 100));
    await flush();
    expect(actor.getSnapshot().value).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    fetch.last().resolve(makeWatches(2));
    await flush();
    expect(actor.getSnapshot().context.items.map((w) => w.id)).toEqual([1, 2]);
    expect(fetch.calls.map((call) => call.input.query)).toEqual(['Rol', 'Rolex']);
  });

  it('arrow keys move the highlight round the list; Enter opens the highlighted watch', async () => {
    const { actor, fetch, openWatch, openSearch } = setUp();
    actor.send({ type: 'search.change', value: 'Daytona' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    fetch.last().resolve(makeWatches(3, 10));
    await flush();
    actor.send({ type: 'search.prev' });
    expect(actor.getSnapshot().context.highlighted).toBe(2);
    actor.send({ type: 'search.next' });
    expect(actor.getSnapshot().context.highlighted).toBe(0);
    actor.send({ type: 'search.next' });
    actor.send({ type: 'search.submit' });
    expect(openWatch).toHaveBeenCalledWith({ kind: 'watches', id: 11 });
    expect(openSearch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.query).toBe('');
  });

  it('Enter without a highlight goes to the catalogue search with the trimmed text, which stays in the box', async () => {
    const { actor, openSearch, openWatch } = setUp();
    actor.send({ type: 'search.submit' });
    expect(openSearch).not.toHaveBeenCalled();
    actor.send({ type: 'search.change', value: '  126610 ln ' });
    actor.send({ type: 'search.submit' });
    expect(openSearch).toHaveBeenCalledWith({ query: '126610 ln' });
    expect(openWatch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.query).toBe('  126610 ln ');
  });

  it('Escape closes; ArrowDown reopens with a fresh request; a click on a suggestion opens it', async () => {
    const { actor, fetch, openWatch } = setUp();
    actor.send({ type: 'search.change', value: 'Nautilus' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    fetch.last().resolve(makeWatches(2));
    await flush();
    actor.send({ type: 'search.next' });
    actor.send({ type: 'search.close' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().context.highlighted).toBe(-1);
    actor.send({ type: 'search.next' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fetch.calls).toHaveLength(2);
    fetch.last().resolve(makeWatches(2));
    await flush();
    actor.send({ type: 'search.pick', kind: 'watches', id: 2 });
    expect(openWatch).toHaveBeenCalledWith({ kind: 'watches', id: 2 });
  });

  it('shows "no results" for an empty answer and keeps the failure code when the request fails', async () => {
    const { actor, fetch } = setUp();
    actor.send({ type: 'search.change', value: 'zzz' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    fetch.last().resolve([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('noResults');
    actor.send({ type: 'search.change', value: 'zzzz' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    fetch.last().reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.failure?.code).toBe('network');
  });

  it('clearing the box closes the list and forgets the suggestions', async () => {
    const { actor, fetch } = setUp();
    actor.send({ type: 'search.change', value: 'Rolex' });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    fetch.last().resolve(makeWatches(2));
    await flush();
    actor.send({ type: 'search.change', value: '' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('reads the wait and the request as one loading, with the items, highlight and text', async () => {
    const { actor, fetch } = setUp();
    const read = () => [selectSuggestionsStatus, selectSuggestionItems, selectHighlighted, selectSearchQuery].map((select) => select(actor.getSnapshot()));
    actor.send({ type: 'search.change', value: 'Rol' });
    expect(read()).toEqual(['loading', [], -1, 'Rol']);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(read()).toEqual(['loading', [], -1, 'Rol']);
    fetch.last().resolve(makeWatches(2));
    await flush();
    actor.send({ type: 'search.next' });
    expect(read()).toEqual(['showing', makeWatches(2), 0, 'Rol']);
  });

  describe('model: every state and transition, with injected failures', () => {
    const events: ModelEvent<typeof suggestionsMachine, 'fetchSuggestions', 'suggestionsDelay'>[] = [
      { type: 'search.change', value: 'R' },
      { type: 'search.change', value: 'Rolex' },
      { type: 'search.next' },
      { type: 'search.prev' },
      { type: 'search.submit' },
      { type: 'search.pick', kind: 'watches', id: 1 },
      { type: 'search.close' },
      { type: 'xstate.after.suggestionsDelay.suggestions.debouncing' },
      done('fetchSuggestions', makeWatches(2)),
      done('fetchSuggestions', []),
      failed('fetchSuggestions', failure),
    ];
    const paths = transitionModel(suggestionsMachine, {
      invokes: ['fetchSuggestions'],
      delays: ['suggestionsDelay'],
      events: () => events,
      // A model state is the whole snapshot (text, items, highlight), and payloads (short text or long, some
      // suggestions or none) are told apart.
      slice: (snapshot) => [snapshot.value, snapshot.context],
      eventKey: (event) => event,
    }).getShortestPaths();

    it('reaches every state and transition', () => {
      expectEveryStateAndTransition(suggestionsMachine, paths);
    });

    for (const path of paths) {
      it(describePath(path, eventWithPayload), async () => {
        const { actor, fetch, openWatch, openSearch } = setUp();
        const live = { send: actor.send, fakes: { fetchSuggestions: fetch }, delays: { suggestionsDelay: SUGGESTIONS_DELAY_MS } };
        await testPath(path, (event) => performStep(live, event), {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toEqual(expected.value);
            expect(actor.getSnapshot().context).toEqual(expected.context);
          },
        });
        // Navigation happens through a submit or a pick, and each of them navigates (the model only takes a
        // submit the machine can act on).
        const navigations = path.steps.filter((step) => step.event.type === 'search.submit' || step.event.type === 'search.pick').length;
        expect(openWatch.mock.calls.length + openSearch.mock.calls.length).toBe(navigations);
      });
    }
  });
});
