import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, assign, or, setup, stateIn, type AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../api/errors.ts';
import { EMPTY_FILTERS, sameFilters } from './catalogueMachine.query.ts';
import { DRAFT_COUNT_DEBOUNCE_MS, FILTER_DEBOUNCE_MS } from './catalogueMachine.ts';
import { flush, options, page, startCatalogue } from './catalogueMachine.testing.ts';

/**
 * Model-based test of catalogueMachine. `xstate/graph` refuses machines with invocations and timers, so the
 * model is the catalogue's behaviour written down without them: the real machine's three regions, where an
 * answer, a failure or the 400 ms pause are events ("page.failed" injects a failure). Every state of the model
 * is reached by a shortest path, and every transition of the model is then taken from that state; each step
 * is played against the real machine (with hand-answered actors and fake timers) and the two must agree.
 */

type ModelEvent =
  | { type: 'page.loaded' }
  | { type: 'page.loadedEmpty' }
  | { type: 'page.failed' }
  | { type: 'options.loaded' }
  | { type: 'options.failed' }
  | { type: 'debounce.elapse' }
  | { type: 'count.elapse' }
  | { type: 'count.loaded' }
  | { type: 'count.failed' }
  | { type: 'filter.remove' }
  | { type: 'search.clear' }
  | { type: 'results.retry' }
  | { type: 'search.submit' }
  | { type: 'sort.change' }
  | { type: 'pageSize.change' }
  | { type: 'page.change' }
  | { type: 'url.change' }
  | { type: 'mode.change' }
  | { type: 'filter.change' }
  | { type: 'filters.apply' }
  | { type: 'filters.cancel' }
  | { type: 'filters.close' }
  | { type: 'filters.reset' }
  | { type: 'filters.open' };

type ModelContext = {
  /** Applied filters are not empty. */
  filtered: boolean;
  /** The draft differs from the applied filters. */
  dirty: boolean;
  /** The draft is not empty (what a commit applies). */
  staged: boolean;
};

/**
 * The regions of the model react to the same event side by side (as the real machine's regions do to the
 * events it raises), so a guard in one region may look at another region's state.
 */
const catalogueModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    isDirty: ({ context }) => context.dirty,
    isFiltered: ({ context }) => context.filtered,
    inIdle: stateIn({ editor: 'idle' }),
    inDebouncing: stateIn({ editor: 'debouncing' }),
    inDrawer: stateIn({ editor: 'drawer' }),
  },
  actions: { commit: assign(({ context }) => ({ filtered: context.staged, dirty: false })) },
}).createMachine({
  id: 'catalogueModel',
  type: 'parallel',
  context: { filtered: false, dirty: false, staged: false },
  states: {
    results: {
      initial: 'loading',
      on: {
        'search.submit': '.loading',
        'sort.change': '.loading',
        'pageSize.change': '.loading',
        'page.change': '.loading',
        'url.change': '.loading',
        'mode.change': '.loading',
        'filter.remove': '.loading',
        'search.clear': '.loading',
        'debounce.elapse': { guard: 'inDebouncing', target: '.loading' },
        'filters.apply': { guard: or(['inDebouncing', and(['inDrawer', 'isDirty'])]), target: '.loading' },
        'filters.reset': { guard: or([and(['inIdle', 'isFiltered']), 'inDebouncing']), target: '.loading' },
      },
      states: {
        loading: { on: { 'page.loaded': 'list', 'page.loadedEmpty': 'empty', 'page.failed': 'error' } },
        error: { on: { 'results.retry': 'loading' } },
        empty: { on: { 'results.retry': 'loading' } },
        list: {},
      },
    },
    editor: {
      initial: 'idle',
      on: {
        // The model's URL always holds a brand filter and another page than the one shown.
        'url.change': { target: '.idle', actions: assign({ filtered: true, dirty: false, staged: true }) },
        'mode.change': { target: '.idle', actions: assign({ filtered: false, dirty: false, staged: false }) },
        // The chip removed is the applied brand (the model's filters are one brand at most).
        'filter.remove': { target: '.idle', actions: assign({ filtered: false, dirty: false, staged: false }) },
      },
      states: {
        idle: {
          on: {
            'filter.change': { target: 'debouncing', actions: assign({ dirty: true, staged: true }) },
            'filters.reset': { guard: ({ context }) => context.filtered, actions: assign({ filtered: false, dirty: false, staged: false }) },
            'filters.open': 'drawer',
          },
        },
        debouncing: {
          on: {
            'filter.change': { target: 'debouncing', reenter: true },
            'debounce.elapse': { target: 'idle', actions: 'commit' },
            'filters.apply': { target: 'idle', actions: 'commit' },
            'filters.cancel': { target: 'idle', actions: assign(({ context }) => ({ dirty: false, staged: context.filtered })) },
            'filters.reset': { target: 'idle', actions: assign({ filtered: false, dirty: false, staged: false }) },
            'filters.open': 'drawer',
          },
        },
        drawer: {
          initial: 'settled',
          states: {
            settled: {},
            // The 400 ms pause of debounce.elapse is longer than the count's 300 ms.
            waiting: { on: { 'count.elapse': 'counting', 'debounce.elapse': 'counting' } },
            counting: { on: { 'count.loaded': 'counted', 'count.failed': 'settled' } },
            counted: {},
          },
          on: {
            'filter.change': { target: '.waiting', actions: assign({ dirty: true, staged: true }) },
            // The drawer's reset empties the draft only: it differs from the applied set when that had filters.
            'filters.reset': { target: '.waiting', actions: assign(({ context }) => ({ dirty: context.filtered, staged: false })) },
            'filters.apply': [{ guard: ({ context }) => context.dirty, target: 'idle', actions: 'commit' }, { target: 'idle' }],
            'filters.cancel': { target: 'idle', actions: assign(({ context }) => ({ dirty: false, staged: context.filtered })) },
            'filters.close': { target: 'idle', actions: assign(({ context }) => ({ dirty: false, staged: context.filtered })) },
          },
        },
      },
    },
    options: {
      initial: 'loading',
      on: {
        'search.submit': '.loading',
        'url.change': '.loading',
        'mode.change': '.loading',
        'filter.remove': '.loading',
        'search.clear': '.loading',
        'debounce.elapse': { guard: 'inDebouncing', target: '.loading' },
        'filters.apply': { guard: or(['inDebouncing', and(['inDrawer', 'isDirty'])]), target: '.loading' },
        'filters.reset': { guard: or([and(['inIdle', 'isFiltered']), 'inDebouncing', 'inDrawer']), target: '.loading' },
        // The drawer shows facet counts for the staged choice, and restores them when the choice is dropped.
        'filter.change': { guard: 'inDrawer', target: '.loading' },
        'filters.cancel': { guard: and(['inDrawer', 'isDirty']), target: '.loading' },
        'filters.close': { guard: and(['inDrawer', 'isDirty']), target: '.loading' },
      },
      states: {
        loading: { on: { 'options.loaded': 'ready', 'options.failed': 'ready' } },
        ready: {},
      },
    },
  },
});

const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });

describe('catalogueMachine model: every state and every transition, with injected failures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const model = createTestModel(catalogueModel, { serializeState: serialize });
  const shortest = model.getShortestPaths();
  type ModelPath = (typeof shortest)[number];
  // Every prefix of a shortest path is a shortest path to its own last state (the list leaves some of those out).
  const pathTo = new Map<string, ModelPath>();
  for (const path of shortest) {
    path.steps.forEach((step, index) => {
      const key = serialize(step.state);
      const steps = path.steps.slice(0, index + 1);
      const known = pathTo.get(key);
      if (!known || known.steps.length > steps.length) pathTo.set(key, { ...path, state: step.state, steps, description: `${path.description} (to step ${index + 1})` });
    });
  }
  type Adjacency = Record<string, { state: ModelPath['state']; transitions: Record<string, { event: ModelEvent; state: ModelPath['state'] }> }>;
  const adjacency = model.getAdjacencyMap() as unknown as Adjacency;

  /** Shortest path to each state, then one step over each of its transitions. */
  const transitionPaths: ModelPath[] = Object.values(adjacency).flatMap(({ state, transitions }) => {
    const base = pathTo.get(serialize(state));
    if (!base) return [];
    return Object.values(transitions).map(({ event, state: next }) => ({
      ...base,
      state: next,
      steps: [...base.steps, { event, state: next }],
      description: `${base.description} → ${event.type}`,
    }));
  });
  const lastEvent = (path: ModelPath) => path.steps.at(-1)?.event.type ?? 'xstate.init';
  const byEvent = new Map<string, ModelPath[]>();
  for (const path of transitionPaths) byEvent.set(lastEvent(path), [...(byEvent.get(lastEvent(path)) ?? []), path]);

  it('the model reaches every leaf state of the real machine and uses all of its events', async () => {
    type Value = string | { [key: string]: Value };
    const paths = (value: Value, prefix: string): string[] =>
      typeof value === 'string' ? [`${prefix}.${value}`] : Object.entries(value).flatMap(([key, child]) => paths(child, prefix ? `${prefix}.${key}` : key));
    const leaves = new Set(shortest.flatMap((path) => path.steps.map((step) => step.state)).flatMap((s) => paths(s.value as Value, '')));
    const { catalogueMachine } = await import('./catalogueMachine.ts');
    type Node = { states: Record<string, Node> };
    const leafPaths = (node: Node, prefix: string): string[] =>
      Object.entries(node.states).flatMap(([key, child]) => (Object.keys(child.states).length > 0 ? leafPaths(child, `${prefix}.${key}`) : [`${prefix}.${key}`]));
    const realLeaves = Object.entries(catalogueMachine.root.states).flatMap(([region, node]) => leafPaths(node as unknown as Node, region));
    expect([...leaves].sort()).toEqual(realLeaves.sort());
    const taken = new Set(byEvent.keys());
    const publicEvents = ['filter.remove', 'search.clear', 'results.retry', 'search.submit', 'sort.change', 'pageSize.change', 'page.change', 'url.change', 'mode.change', 'filter.change', 'filters.apply', 'filters.cancel', 'filters.close', 'filters.reset', 'filters.open'];
    for (const type of [...publicEvents, 'page.loaded', 'page.loadedEmpty', 'page.failed', 'options.loaded', 'options.failed', 'debounce.elapse', 'count.elapse', 'count.loaded', 'count.failed']) expect(taken).toContain(type);
    expect(transitionPaths.length).toBeGreaterThan(shortest.length);
  });

  for (const [eventType, paths] of byEvent) {
    it(`plays every transition on ${eventType} against the real machine (${paths.length} paths)`, async () => {
      for (const path of paths) {
        const t = startCatalogue();
        let brand = 100;
        let mode: 'watches' | 'jewelry' = 'watches';
        await model.testPath(path, {
          states: {
            '*': (modelState) => {
              const snapshot = t.snapshot();
              expect(snapshot.value).toEqual(modelState.value);
              const { filters, draft } = snapshot.context;
              const modelContext = modelState.context as { filtered: boolean; dirty: boolean; staged: boolean };
              expect(!sameFilters(snapshot.context.mode, draft, filters), `dirty after ${path.description}`).toBe(modelContext.dirty);
              expect(!sameFilters(snapshot.context.mode, filters, EMPTY_FILTERS), `filtered after ${path.description}`).toBe(modelContext.filtered);
              expect(!sameFilters(snapshot.context.mode, draft, EMPTY_FILTERS), `staged after ${path.description}`).toBe(modelContext.staged);
              expect(snapshot.hasTag('loading')).toBe(snapshot.matches({ results: 'loading' }));
              expect(snapshot.hasTag('drawerOpen')).toBe(snapshot.matches({ editor: 'drawer' }));
              expect(snapshot.hasTag('draftCounting')).toBe(snapshot.matches({ editor: { drawer: 'counting' } }));
              if (snapshot.matches({ editor: { drawer: 'counted' } })) expect(snapshot.context.draftCount).toBe(14);
              if (snapshot.matches({ results: 'list' })) expect(snapshot.context.items.length).toBeGreaterThan(0);
              if (snapshot.matches({ results: 'error' })) expect(snapshot.context.failure?.code).toBe('network');
            },
          },
          events: {
            'page.loaded': () => t.answerPage(page([1, 2, 3], 3)),
            'page.loadedEmpty': () => t.answerPage(page([])),
            'page.failed': () => t.failPage(new ApiError({ code: 'network', message: 'Network error. Please check your connection.' })),
            'options.loaded': () => t.answerOptions(options()),
            'options.failed': () => t.failOptions(new ApiError({ code: 'server', status: 500, message: 'boom' })),
            'debounce.elapse': () => void vi.advanceTimersByTime(FILTER_DEBOUNCE_MS),
            'count.elapse': () => void vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS),
            'count.loaded': async () => {
              t.countCalls.at(-1)?.resolve(14);
              await flush();
            },
            'count.failed': async () => {
              t.countCalls.at(-1)?.reject(new ApiError({ code: 'network', message: 'Network error. Please check your connection.' }));
              await flush();
            },
            'filter.remove': () => t.actor.send({ type: 'filter.remove', chip: { key: 'brandIds', id: t.snapshot().context.filters.brandIds[0] ?? 0 } }),
            'search.clear': () => t.actor.send({ type: 'search.clear' }),
            'results.retry': () => t.actor.send({ type: 'results.retry' }),
            'search.submit': () => t.actor.send({ type: 'search.submit' }),
            'sort.change': () => {
              const sort = t.snapshot().context.sort === 'price_usd' ? '-price_usd' : 'price_usd';
              t.actor.send({ type: 'sort.change', sort });
            },
            'pageSize.change': () => t.actor.send({ type: 'pageSize.change', pageSize: t.snapshot().context.pageSize === 48 ? 96 : 48 }),
            'page.change': () => t.actor.send({ type: 'page.change', page: t.snapshot().context.page + 1 }),
            'url.change': () => t.actor.send({ type: 'url.change', search: `?brand_ids=4&page=${t.snapshot().context.page + 1}` }),
            'mode.change': () => {
              mode = mode === 'watches' ? 'jewelry' : 'watches';
              t.actor.send({ type: 'mode.change', mode });
            },
            'filter.change': () => t.actor.send({ type: 'filter.change', patch: { brandIds: [brand++] } }),
            'filters.apply': () => t.actor.send({ type: 'filters.apply' }),
            'filters.cancel': () => t.actor.send({ type: 'filters.cancel' }),
            'filters.close': () => t.actor.send({ type: 'filters.close' }),
            'filters.reset': () => t.actor.send({ type: 'filters.reset' }),
            'filters.open': () => t.actor.send({ type: 'filters.open' }),
          },
        });
        t.actor.stop();
      }
      expect(paths.length).toBeGreaterThan(0);
    });
  }
});
