import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { makeWatch } from '../../tests/support/homeFixtures.ts';
import type { Facets, Watch } from '../api/types.ts';
import type { CataloguePage, FetchOptionsInput, FetchPageInput, FilterOptions } from './catalogueMachine.actors.ts';
import { catalogueMachine, type CatalogueInput, type FetchCountInput, type UrlWrite } from './catalogueMachine.ts';

/**
 * Test harness for catalogueMachine (imported by its tests only): both actors are replaced by calls the test
 * answers by hand, so it decides the order in which answers arrive (stale answers, failures) and sees each
 * call's signal.
 */

export interface PendingCall<I, O> {
  input: I;
  signal: AbortSignal;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/** A watch of the contract (the shared fixture), priced by its id so that sorting tests can tell them apart. */
export const watch = (id: number, brand = 'Rolex'): Watch =>
  makeWatch(id, { brand: { id: brand === 'Rolex' ? 4 : 1, name: brand }, price_usd: String(1000 * id), photos: [] });

export const page = (ids: number[], count = ids.length): CataloguePage => ({ results: ids.map((id) => watch(id)), count });

export const FACETS: Facets = {
  brands: [{ id: 4, name: 'Rolex', count: 12 }],
  watch_types: [],
  case_materials: [],
  glass_types: [],
  movement_types: [],
  functions: [],
  strap_materials: [],
  conditions: [],
  cities: [],
};

export const options = (patch: Partial<FilterOptions> = {}): FilterOptions => ({ facets: FACETS, collections: [], failures: [], ...patch });

/** Lets pending promise callbacks (the actors' answers) run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

export function startCatalogue(input: Partial<CatalogueInput> = {}) {
  const pages: PendingCall<FetchPageInput, CataloguePage>[] = [];
  const optionCalls: PendingCall<FetchOptionsInput, FilterOptions>[] = [];
  const countCalls: PendingCall<FetchCountInput, number>[] = [];
  const writes: UrlWrite[] = [];
  const scrollToTop = vi.fn();
  const logged: FilterOptions['failures'][] = [];
  const machine = catalogueMachine.provide({
    actors: {
      fetchPage: fromPromise<CataloguePage, FetchPageInput>(
        ({ input: callInput, signal }) => new Promise((resolve, reject) => pages.push({ input: callInput, signal, resolve, reject })),
      ),
      fetchOptions: fromPromise<FilterOptions, FetchOptionsInput>(
        ({ input: callInput, signal }) => new Promise((resolve, reject) => optionCalls.push({ input: callInput, signal, resolve, reject })),
      ),
      fetchCount: fromPromise<number, FetchCountInput>(
        ({ input: callInput, signal }) => new Promise((resolve, reject) => countCalls.push({ input: callInput, signal, resolve, reject })),
      ),
    },
    actions: {
      writeUrl: (_, params) => void writes.push(params),
      scrollToTop,
      logFailures: (_, params) => void logged.push(params.failures),
    },
  });
  const actor = createActor(machine, { input: { mode: 'watches', seed: 'test-seed', ...input } }).start();
  const lastPage = () => {
    const call = pages.at(-1);
    if (!call) throw new Error('no page request');
    return call;
  };
  const lastOptions = () => {
    const call = optionCalls.at(-1);
    if (!call) throw new Error('no options request');
    return call;
  };
  return {
    actor,
    pages,
    optionCalls,
    countCalls,
    writes,
    scrollToTop,
    logged,
    lastPage,
    lastOptions,
    snapshot: () => actor.getSnapshot(),
    async answerPage(value: CataloguePage) {
      lastPage().resolve(value);
      await flush();
    },
    async failPage(error: unknown) {
      lastPage().reject(error);
      await flush();
    },
    async answerOptions(value: FilterOptions = options()) {
      lastOptions().resolve(value);
      await flush();
    },
    async failOptions(error: unknown) {
      lastOptions().reject(error);
      await flush();
    },
  };
}
