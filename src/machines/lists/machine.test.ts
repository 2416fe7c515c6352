import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ProductKey } from '../../api/cart.ts';
import { ApiError } from '../../api/errors.ts';
import { deferred } from '../../../tests/support/deferred.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { flush } from '../../../tests/support/machines/fakes.ts';
import { compareMachine, selectCompared, selectCompareStatus, selectIsCompared } from '../compareMachine.ts';
import { favoritesMachine, selectFavorites, selectFavoritesStatus, selectIsFavorite } from '../favoritesMachine.ts';
import type { ProductEntry } from '../productEntry.ts';
import { runListOp, type ListAnswer, type ListCalls } from './actors.ts';
import type { ListEntry, ListOp } from './entries.ts';
import type { ListNotice } from './machine.ts';

const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const watch = (id: number): ProductKey => ({ kind: 'watch', id });

/** A favorites or comparison server the test answers by hand (watches only); `fail` changes nothing. */
function listServer(initial: number[] = []) {
  const entries = new Map<number, number>();
  let nextEntry = 17;
  for (const watchId of initial) entries.set(watchId, nextEntry++);
  const waiting: { run: () => unknown; call: ReturnType<typeof deferred<unknown>> }[] = [];
  const log: string[] = [];
  const call = <T>(what: string, run: () => T): Promise<T> => {
    log.push(what);
    const pending = deferred<unknown>();
    waiting.push({ run, call: pending });
    return pending.promise as Promise<T>;
  };
  const calls: Required<ListCalls> = {
    list: () => call('list', (): (ProductEntry & { id: number })[] => [...entries].map(([watchId, id]) => ({ id, watch: makeWatch(watchId) }))),
    toggle: (product) =>
      call(`toggle ${product.id}`, () => {
        const added = !entries.has(product.id);
        if (added) entries.set(product.id, nextEntry++);
        else entries.delete(product.id);
        return { added };
      }),
    remove: (entryId) =>
      call(`remove ${entryId}`, () => {
        for (const [watchId, id] of entries) if (id === entryId) entries.delete(watchId);
      }),
    clear: () => call('clear', () => entries.clear()),
  };
  const settle = async (ok: boolean) => {
    await flush();
    const next = waiting.shift();
    if (!next) throw new Error('no call is waiting');
    if (ok) next.call.resolve(next.run());
    else next.call.reject(serverDown);
    await flush();
  };
  return { calls, log, waiting, flush, marked: () => [...entries.keys()].sort(), answer: () => settle(true), fail: () => settle(false) };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const actorsOf = (server: ReturnType<typeof listServer>) => ({
  fetchEntries: fromPromise<ListAnswer>(({ signal }) => runListOp({ kind: 'load' }, [], server.calls, signal)),
  sendChange: fromPromise<ListAnswer, { op: ListOp; confirmed: ListEntry[] }>(({ input, signal }) => runListOp(input.op, input.confirmed, server.calls, signal)),
});

async function favorites(initial: number[] = []) {
  const server = listServer(initial);
  const actor = createActor(favoritesMachine.provide({ actors: actorsOf(server) })).start();
  stop = () => actor.stop();
  const notices: ListNotice[] = [];
  actor.on('*', (notice) => notices.push(notice));
  actor.send({ type: 'session.signedIn' });
  await server.answer();
  const marked = () => [1, 2, 3, 4].filter((id) => selectIsFavorite(actor.getSnapshot(), 'watch', id));
  return { actor, server, notices, marked };
}

async function comparison(initial: number[] = []) {
  const server = listServer(initial);
  const actor = createActor(compareMachine.provide({ actors: actorsOf(server) })).start();
  stop = () => actor.stop();
  const notices: ListNotice[] = [];
  actor.on('*', (notice) => notices.push(notice));
  actor.send({ type: 'session.signedIn' });
  await server.answer();
  const compared = () => selectCompared(actor.getSnapshot()).map((entry) => entry.product.id);
  return { actor, server, notices, compared };
}

describe('favoritesMachine (part 1 §4 "Favorites and comparison")', () => {
  it('signed in, the favorites load; signed out, nothing is marked', async () => {
    const h = await favorites([1, 2]);
    expect(selectFavoritesStatus(h.actor.getSnapshot())).toBe('ready');
    expect(selectFavorites(h.actor.getSnapshot()).map((entry) => entry.id)).toEqual([17, 18]);
    expect(h.marked()).toEqual([1, 2]);
    h.actor.send({ type: 'session.signedOut' });
    expect(h.marked()).toEqual([]);
    expect(selectFavoritesStatus(h.actor.getSnapshot())).toBe('signedOut');
  });

  it('a toggle flips the heart at once and back on failure, with the "toggle" failure code', async () => {
    const h = await favorites([1]);
    h.actor.send({ type: 'favorites.toggle', product: watch(2) });
    h.actor.send({ type: 'favorites.toggle', product: watch(1) });
    expect(h.marked()).toEqual([2]);
    await h.server.fail();
    await h.server.fail();
    expect(h.marked()).toEqual([1]);
    expect(h.notices).toEqual([
      { type: 'failed', action: 'toggle', code: 'server' },
      { type: 'failed', action: 'toggle', code: 'server' },
    ]);
  });

  it('a toggle that added brings the new entry with its fields; the answer is the success notice', async () => {
    const h = await favorites();
    h.actor.send({ type: 'favorites.toggle', product: watch(3) });
    expect(selectFavorites(h.actor.getSnapshot())).toEqual([]);
    await h.server.answer();
    await h.server.answer();
    expect(h.server.log).toEqual(['list', 'toggle 3', 'list']);
    expect(selectFavorites(h.actor.getSnapshot())).toMatchObject([{ id: 17, product: watch(3), item: { id: 3 } }]);
    h.actor.send({ type: 'favorites.toggle', product: watch(3) });
    await h.server.answer();
    expect(h.notices).toEqual([
      { type: 'toggled', added: true },
      { type: 'toggled', added: false },
    ]);
  });

  it('a toggle pressed three times ends as the server has it, whatever fails on the way', async () => {
    for (const outcomes of [
      [true, true, true],
      [true, false, true],
      [false, true, true],
      [true, true, false],
    ]) {
      const h = await favorites();
      for (let i = 0; i < 3; i++) h.actor.send({ type: 'favorites.toggle', product: watch(1) });
      expect(h.marked()).toEqual([1]);
      // The outcomes meet the calls in order, a follow-up list after an added toggle included.
      for (const ok of outcomes) await (ok ? h.server.answer() : h.server.fail());
      await h.server.flush();
      while (h.server.waiting.length > 0) await h.server.answer();
      expect(h.marked()).toEqual(h.server.marked());
      h.actor.stop();
    }
  });

  it('a toggle the server made whose follow-up list failed is put right by the load after the failure', async () => {
    const h = await favorites();
    h.actor.send({ type: 'favorites.toggle', product: watch(2) });
    await h.server.answer();
    await h.server.fail();
    expect(h.marked()).toEqual([]);
    await h.server.answer();
    expect(h.marked()).toEqual([2]);
    expect(h.server.marked()).toEqual([2]);
  });

  it('remove takes the card out at once and puts it back on failure; favorites cannot be cleared', async () => {
    const h = await favorites([1, 2]);
    h.actor.send({ type: 'favorites.remove', entryId: 18 });
    expect(selectFavorites(h.actor.getSnapshot()).map((entry) => entry.id)).toEqual([17]);
    await h.server.fail();
    expect(h.marked()).toEqual([1, 2]);
    await h.server.answer(); // the load that follows every failure
    h.actor.send({ type: 'favorites.remove', entryId: 18 });
    await h.server.answer();
    expect(h.server.log.at(-1)).toBe('remove 18');
    expect(h.server.marked()).toEqual([1]);
    h.actor.send({ type: 'favorites.clear' });
    h.actor.send({ type: 'favorites.remove', entryId: 99 });
    expect(h.server.waiting).toEqual([]);
  });

  it('a failed load is "unavailable"; focus asks again, and once loaded reloads once', async () => {
    const server = listServer([1]);
    const actor = createActor(favoritesMachine.provide({ actors: actorsOf(server) })).start();
    stop = () => actor.stop();
    actor.send({ type: 'session.signedIn' });
    await server.fail();
    expect(selectFavoritesStatus(actor.getSnapshot())).toBe('unavailable');
    actor.send({ type: 'favorites.refresh' });
    await server.answer();
    actor.send({ type: 'favorites.refresh' });
    actor.send({ type: 'favorites.refresh' });
    await server.answer();
    expect(server.log).toEqual(['list', 'list', 'list']);
    expect(selectIsFavorite(actor.getSnapshot(), 'watch', 1)).toBe(true);
  });
});

describe('compareMachine', () => {
  it('toggle removes when present, else adds (one toggle call each)', async () => {
    const h = await comparison([1]);
    h.actor.send({ type: 'compare.toggle', product: watch(1) });
    expect(selectIsCompared(h.actor.getSnapshot(), 'watch', 1)).toBe(false);
    await h.server.answer();
    h.actor.send({ type: 'compare.toggle', product: watch(2) });
    expect(selectIsCompared(h.actor.getSnapshot(), 'watch', 2)).toBe(true);
    await h.server.answer();
    await h.server.answer();
    expect(h.server.log).toEqual(['list', 'toggle 1', 'toggle 2', 'list']);
    expect(h.compared()).toEqual([2]);
  });

  it('clear empties at once and restores on failure', async () => {
    const h = await comparison([1, 2]);
    h.actor.send({ type: 'compare.clear' });
    expect(h.compared()).toEqual([]);
    await h.server.fail();
    expect(h.compared()).toEqual([1, 2]);
    expect(h.notices).toEqual([{ type: 'failed', action: 'clear', code: 'server' }]);
    await h.server.answer();
    h.actor.send({ type: 'compare.clear' });
    await h.server.answer();
    expect(h.server.marked()).toEqual([]);
    expect(selectCompareStatus(h.actor.getSnapshot())).toBe('ready');
  });

  it('remove then toggle the same product back before the first answer: ends compared, as on the server', async () => {
    const h = await comparison([1]);
    h.actor.send({ type: 'compare.remove', entryId: 17 });
    h.actor.send({ type: 'compare.toggle', product: watch(1) });
    expect(selectIsCompared(h.actor.getSnapshot(), 'watch', 1)).toBe(true);
    await h.server.flush();
    while (h.server.waiting.length > 0) await h.server.answer();
    expect(h.server.log).toEqual(['list', 'remove 17', 'toggle 1', 'list']);
    expect(h.server.marked()).toEqual([1]);
    expect(h.compared()).toEqual([1]);
  });
});
