import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { flush, options, page, startCatalogue, type PendingCall } from '../../../tests/support/machines/catalogue.ts';
import { done, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent, type ModelPath } from '../../../tests/support/machines/model.ts';
import { ApiError } from '../../api/errors.ts';
import type { CataloguePage, FilterOptions } from './actors.ts';
import { viewOf } from './context.ts';
import { catalogueMachine, DRAFT_COUNT_DEBOUNCE_MS, FILTER_DEBOUNCE_MS } from './machine.ts';
import { pageQuery } from './query.ts';
import type { CatalogueEvent, CatalogueInput, UrlWrite } from './types.ts';
import { fromSearchParams, sameView, toSearchParams } from './url.ts';

/**
 * Model-based test of catalogueMachine: the model IS the machine. `transitionModel` walks the real machine with
 * its calls' answers (a page, an empty page, a failure…) and its two pauses as events; every path is then played
 * on a live actor whose calls are deferreds the test settles (stale answers, failures, aborts). Each step checks
 * the live actor against the machine's own step (`transition` from xstate): the same state and view, a call made
 * for each actor it starts (asking for the view shown), an abort for each one it stops, the URL writes it names —
 * and that every URL written reads back as the view shown and is ignored when it echoes back.
 */

const CALLS = ['fetchPage', 'fetchOptions', 'fetchCount'] as const;
type CallId = (typeof CALLS)[number];
type Snapshot = SnapshotFrom<typeof catalogueMachine>;
type CatalogueModelEvent = ModelEvent<typeof catalogueMachine, CallId>;
type CataloguePath = ModelPath<typeof catalogueMachine, CallId>;

const INPUT: CatalogueInput = { mode: 'watches', seed: 'test-seed' };
const networkError = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });
const serverError = new ApiError({ code: 'server', status: 500, message: 'boom' });

// xstate names a pause `xstate.after.<delay>.<state id>`; ModelEvent has no member for delayed events, so this is
// one of the two widenings (the machine takes them like any event).
const pause = (delay: 'filterDebounce' | 'draftCountDebounce', stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` }) as unknown as CatalogueModelEvent;
const FILTER_PAUSE = pause('filterDebounce', 'catalogue.editor.debouncing');
const COUNT_PAUSE = pause('draftCountDebounce', 'catalogue.editor.drawer.waiting');

/** xstate's pure step of the machine, fed the model's events too (the other widening: answers and pauses). */
const step = (snapshot: Snapshot, event: CatalogueModelEvent) => transition(catalogueMachine, snapshot, event as CatalogueEvent);

const PAGE_ANSWERS: readonly CatalogueModelEvent[] = [done('fetchPage', page([1, 2], 2)), failed('fetchPage', networkError)];
const EMPTY_PAGE: CatalogueModelEvent = done('fetchPage', page([]));
const OPTION_ANSWERS: readonly CatalogueModelEvent[] = [done('fetchOptions', options()), failed('fetchOptions', serverError)];
const COUNT_ANSWERS: readonly CatalogueModelEvent[] = [done('fetchCount', 14), failed('fetchCount', networkError)];

/** A link's URL: a brand and the second page (url.change is taken only while the view differs from it). */
const LINK = '?brand_ids=4&page=2';

/**
 * The events worth trying, kept to a finite model: one brand toggled, one search text, one sort, one page size,
 * page 2, one link and one other mode. The page answers first, then the options; the shopper acts once both
 * have (a sort change, a link and the drawer's changes also while they load: stale answers and aborts). Search,
 * sort and page size change the plain view only, and the filter panel works on views without them, so the views
 * stay few while every transition is still reachable.
 */
function events(snapshot: Snapshot): CatalogueModelEvent[] {
  const { context } = snapshot;
  const loading = snapshot.matches({ results: 'loading' });
  const settled = !loading && snapshot.matches({ options: 'ready' });
  const plain = context.search === '' && context.sort === '' && context.pageSize === 24;
  const events: CatalogueModelEvent[] = [...COUNT_ANSWERS, { type: 'url.change', search: LINK }];
  if (plain) events.push({ type: 'sort.change', sort: 'price_usd' });
  if (loading) events.push(...PAGE_ANSWERS, ...(context.search ? [EMPTY_PAGE] : []));
  else events.push(...OPTION_ANSWERS);
  if (snapshot.matches({ editor: 'drawer' })) events.push({ type: 'filter.change', patch: { brandIds: context.draft.brandIds.length === 0 ? [4] : [] } });
  if (!settled) return events;
  if (context.mode !== 'watches') return [...events, { type: 'mode.change', mode: 'watches' }];
  events.push({ type: 'mode.change', mode: 'jewelry' }, { type: 'results.retry' }, FILTER_PAUSE, COUNT_PAUSE);
  if (plain) {
    events.push(
      { type: 'filter.change', patch: { brandIds: context.draft.brandIds.length === 0 ? [4] : [] } },
      { type: 'filters.open' },
      { type: 'filters.apply' },
      { type: 'filters.cancel' },
      { type: 'filters.close' },
      { type: 'filters.reset' },
    );
    if (context.page === 1) events.push({ type: 'page.change', page: 2 });
  }
  if (context.filters.brandIds.includes(4)) events.push({ type: 'filter.remove', chip: { key: 'brandIds', id: 4 } });
  if (snapshot.matches({ editor: 'idle' })) {
    const untouched = plain && context.page === 1 && context.filters.brandIds.length === 0 && context.searchInput === '';
    if (untouched) events.push({ type: 'search.input', value: 'Rolex' }, { type: 'pageSize.change', pageSize: 48 });
    if (context.searchInput !== context.search) events.push({ type: 'search.submit' });
    if (context.search !== '') events.push({ type: 'search.clear' });
  }
  return events;
}

const viewUrl = (snapshot: Snapshot) => toSearchParams(snapshot.context.mode, viewOf(snapshot.context)).toString();
const draftUrl = (snapshot: Snapshot) => toSearchParams(snapshot.context.mode, { ...viewOf(snapshot.context), filters: snapshot.context.draft }).toString();

/** What decides the machine's next step: its state, mode, view, draft and search box (loaded data does not). */
const slice = (snapshot: Snapshot) => [snapshot.value, snapshot.context.mode, viewUrl(snapshot), draftUrl(snapshot), snapshot.context.searchInput];

const model = transitionModel(catalogueMachine, { input: INPUT, invokes: CALLS, events, slice });

/**
 * Shortest paths to every transition of the model, one per (state, event, next state): the same step taken under
 * another view is not replayed again.
 */
const paths = (() => {
  const byStep = new Map<string, CataloguePath>();
  for (const path of model.getShortestPaths()) {
    const last = path.steps.at(-1);
    if (!last) continue;
    const key = JSON.stringify([path.steps.at(-2)?.state.value ?? null, last.event.type, last.state.value]);
    const known = byStep.get(key);
    if (!known || known.steps.length > path.steps.length) byStep.set(key, path);
  }
  return [...byStep.values()];
})();

type Answer = { output?: unknown } | { error: unknown };
type ActionOf = ReturnType<typeof step>[1][number];

const isShopperEvent = (event: CatalogueModelEvent): event is CatalogueEvent => !event.type.startsWith('xstate.');
const isPage = (value: unknown): value is CataloguePage => typeof value === 'object' && value !== null && 'results' in value;
const isOptions = (value: unknown): value is FilterOptions => typeof value === 'object' && value !== null && 'facets' in value;
const isCount = (value: unknown): value is number => typeof value === 'number';
const isCallId = (id: unknown): id is CallId => CALLS.some((call) => call === id);
const isUrlWrite = (params: unknown): params is UrlWrite => typeof params === 'object' && params !== null && 'history' in params;

/** The calls an action list starts (`xstate.spawnChild`) or stops (`xstate.stopChild`, its actor's id). */
function callsOf(actions: readonly ActionOf[], type: 'xstate.spawnChild' | 'xstate.stopChild'): CallId[] {
  return actions.flatMap((action) => {
    if (action.type !== type || typeof action.params !== 'object' || action.params === null || !('id' in action.params)) return [];
    return isCallId(action.params.id) ? [action.params.id] : [];
  });
}

/** The input each call must be made with: the page for the view shown, counts and options for the draft. */
const expectedInput = (snapshot: Snapshot, id: CallId) => {
  const { mode, draft, search } = snapshot.context;
  return id === 'fetchPage' ? { mode, query: pageQuery(mode, viewOf(snapshot.context)) } : { mode, filters: draft, search };
};

/** Plays one path on a live actor, checking each step against the machine's own step. */
async function play(path: CataloguePath) {
  const h = startCatalogue(INPUT);
  const calls: Record<CallId, readonly { input: unknown; signal: AbortSignal }[]> = { fetchPage: h.pages, fetchOptions: h.optionCalls, fetchCount: h.countCalls };
  const seen = { fetchPage: 0, fetchOptions: 0, fetchCount: 0, writes: 0, scrolls: 0 };
  let [expected, actions] = initialTransition(catalogueMachine, INPUT);
  let event = 'xstate.init';

  /** Answers the live call: first every aborted one with a stale answer that must not land, then the current one. */
  async function settle<O>(list: PendingCall<unknown, O>[], stale: O, answer: Answer, isOutput: (value: unknown) => value is O) {
    for (const call of list.slice(0, -1)) if (call.signal.aborted) call.resolve(stale);
    const current = list.at(-1);
    expect(current?.signal.aborted, 'the answer goes to a live call').toBe(false);
    if ('error' in answer) current?.reject(answer.error);
    else if (isOutput(answer.output)) current?.resolve(answer.output);
    else throw new Error(`not an answer of this call: ${JSON.stringify(answer.output)}`);
    await flush();
  }

  async function perform(next: CatalogueModelEvent) {
    event = next.type;
    [expected, actions] = step(expected, next);
    if (next.type === FILTER_PAUSE.type) vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    else if (next.type === COUNT_PAUSE.type) vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS);
    else if (isShopperEvent(next)) h.actor.send(next);
    else if (next.type.endsWith('.fetchPage')) await settle(h.pages, page([99], 99), next, isPage);
    else if (next.type.endsWith('.fetchOptions')) await settle(h.optionCalls, options({ facets: null }), next, isOptions);
    else if (next.type.endsWith('.fetchCount')) await settle(h.countCalls, 99, next, isCount);
  }

  function check(walked: Snapshot) {
    const live = h.snapshot();
    expect(slice(live), `after ${event}`).toEqual(slice(walked));
    expect(slice(live), `after ${event}`).toEqual(slice(expected));
    expect(live.hasTag('loading')).toBe(live.matches({ results: 'loading' }));
    expect(live.hasTag('drawerOpen')).toBe(live.matches({ editor: 'drawer' }));
    if (live.matches({ results: 'list' })) expect(live.context.items.map((item) => item.id).sort()).toEqual([1, 2]);
    if (live.matches({ results: 'error' })) expect(live.context.failure?.code).toBe('network');
    if (live.matches({ editor: { drawer: 'counted' } })) expect(live.context.draftCount).toBe(14);

    // Calls: one made for each actor the step starts, asking for what is shown; the one it stops is aborted.
    const started = callsOf(actions, 'xstate.spawnChild');
    const stopped = callsOf(actions, 'xstate.stopChild');
    for (const id of CALLS) {
      const list = calls[id];
      const made = list.length - seen[id];
      expect(made, `${id} calls after ${event}`).toBe(started.filter((call) => call === id).length);
      if (made > 0) expect(list.at(-1)?.input).toMatchObject(expectedInput(live, id));
      const answered = event === `xstate.done.actor.${id}` || event === `xstate.error.actor.${id}`;
      if (stopped.includes(id) && !answered) expect(list[seen[id] - 1]?.signal.aborted, `${id} aborted after ${event}`).toBe(true);
      seen[id] = list.length;
    }

    // URL writes: the ones the step names, each read back as the view now shown and ignored when it echoes back.
    const writes = h.writes.slice(seen.writes);
    expect(writes, `writes after ${event}`).toEqual(actions.filter((action) => action.type === 'writeUrl').map((action) => action.params).filter(isUrlWrite));
    for (const write of writes) {
      expect(sameView(live.context.mode, fromSearchParams(live.context.mode, write.search), viewOf(live.context)), write.search).toBe(true);
      expect(live.can({ type: 'url.change', search: write.search })).toBe(false);
    }
    seen.writes = h.writes.length;
    expect(h.scrollToTop.mock.calls.length - seen.scrolls).toBe(actions.filter((action) => action.type === 'scrollToTop').length);
    seen.scrolls = h.scrollToTop.mock.calls.length;
  }

  await testPath(path, perform, { '*': check });
  h.actor.stop();
}

describe('catalogueMachine model: every state and every transition, with injected failures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the paths reach every state and take every transition of the real machine', () => {
    // The raised events' transitions (results.reload, options.reload, editor.settle) count like any: the harness
    // reads every microstep of a step.
    expectEveryStateAndTransition(catalogueMachine, paths);
  });

  it('the raised events are taken: changes reload both lists from every state, and a URL or mode change settles the editor', () => {
    const steps = paths.flatMap((path) => path.steps.slice(1).map((next, i) => ({ before: path.steps[i]?.state, next })));
    const shopper = steps.filter(({ next }) => isShopperEvent(next.event) && next.event.type !== 'results.retry');
    const restarts = (id: 'fetchPage' | 'fetchOptions') =>
      shopper.filter(({ before, next }) => before && callsOf(step(before, next.event)[1], 'xstate.spawnChild').includes(id)).map(({ before }) => before);
    for (const results of ['loading', 'list', 'empty', 'error'] as const) {
      expect(restarts('fetchPage').some((before) => before?.matches({ results })), `results.reload from ${results}`).toBe(true);
    }
    for (const options of ['loading', 'ready'] as const) {
      expect(restarts('fetchOptions').some((before) => before?.matches({ options })), `options.reload from ${options}`).toBe(true);
    }
    const settled = shopper.filter(({ before, next }) => ['url.change', 'mode.change'].includes(next.event.type) && !before?.matches({ editor: 'idle' }));
    expect(settled.length).toBeGreaterThan(0);
    for (const { next } of settled) expect(next.state.matches({ editor: 'idle' })).toBe(true);
  });

  const byEvent = new Map<string, typeof paths>();
  for (const path of paths) {
    const type = path.steps.at(-1)?.event.type ?? 'xstate.init';
    byEvent.set(type, [...(byEvent.get(type) ?? []), path]);
  }
  for (const [type, group] of byEvent) {
    it(`plays every transition on ${type} on a live actor (${group.length} paths)`, async () => {
      for (const path of group) await play(path);
      expect(group.length).toBeGreaterThan(0);
    });
  }
});
