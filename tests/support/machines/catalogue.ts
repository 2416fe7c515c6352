import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred } from '../deferred.ts';
import { makeWatch } from '../homeFixtures.ts';
import type { Facets, Watch } from '../../../src/api/types.ts';
import type { CataloguePage, FetchCountInput, FetchOptionsInput, FetchPageInput, FilterOptions } from '../../../src/machines/catalogue/actors.ts';
import { catalogueMachine } from '../../../src/machines/catalogue/machine.ts';
import type { CatalogueInput, UrlWrite } from '../../../src/machines/catalogue/types.ts';

/**
 * Test harness for catalogueMachine (imported by its tests only): its three actors are replaced by deferreds the
 * test settles by hand, so it decides the order in which answers arrive (stale answers, failures) and sees each
 * call's input and signal (an abort shows there).
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
  /** A fake actor: each call is recorded with a deferred the test settles. */
  const recorded =
    <I, O>(calls: PendingCall<I, O>[]) =>
    ({ input: callInput, signal }: { input: I; signal: AbortSignal }): Promise<O> => {
      const call = deferred<O>();
      calls.push({ input: callInput, signal, resolve: call.resolve, reject: call.reject });
      return call.promise;
    };
  const machine = catalogueMachine.provide({
    actors: {
      fetchPage: fromPromise(recorded<FetchPageInput, CataloguePage>(pages)),
      fetchOptions: fromPromise(recorded<FetchOptionsInput, FilterOptions>(optionCalls)),
      fetchCount: fromPromise(recorded<FetchCountInput, number>(countCalls)),
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
