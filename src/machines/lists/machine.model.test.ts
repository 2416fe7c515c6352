import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { compareMachine } from '../compareMachine.ts';
import { favoritesMachine } from '../favoritesMachine.ts';
import type { ListAnswer } from './actors.ts';
import { shownEntries, shownMarks, type ListEntry, type ListOp } from './entries.ts';
import type { ListMachine, ListNotice, ListSubject } from './machine.ts';
import { selectEntries, selectIsListBusy, selectListStatus } from './selectors.ts';

/**
 * Every state and transition of both lists, with a failure injected on every call. The server's answer to a
 * change is the list shown with that change applied (a toggle that adds brings the entry with its fields). At
 * most one change waits; the model's state is the state value, the kinds queued and the number of entries.
 */
const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const ONE: ListEntry[] = [{ id: 17, product: { kind: 'watch', id: 1 }, item: makeWatch(1) }];

function answerTo(confirmed: ListEntry[], op: ListOp | undefined): ListAnswer {
  if (!op || op.kind === 'load') return { entries: ONE };
  const marks = shownMarks(confirmed, [op]);
  const entries = marks.map((product) => confirmed.find((entry) => entry.product.id === product.id) ?? { id: 18, product, item: makeWatch(product.id) });
  return op.kind === 'toggle' ? { entries, added: entries.length > confirmed.length } : { entries: shownEntries(confirmed, [op]) };
}

function modelSuite<S extends ListSubject>(name: S, machine: ListMachine<S>) {
  type Event = ModelEvent<ListMachine<S>, 'load' | 'sync'>;
  type Snapshot = SnapshotFrom<ListMachine<S>>;
  const model = transitionModel(machine, {
    invokes: ['load', 'sync'],
    slice: (snapshot) => [snapshot.value, snapshot.context.pending.map((op) => op.kind), snapshot.context.confirmed.length],
    filterEvents: (snapshot, event) => !event.type.startsWith(`${name}.`) || event.type.endsWith('.refresh') || snapshot.context.pending.length === 0,
    events: (snapshot: Snapshot): Event[] => {
      const entry = selectEntries(snapshot)[0];
      return [
        { type: 'session.signedIn' },
        { type: 'session.signedOut' },
        { type: `${name}.toggle`, product: { kind: 'watch', id: 1 } },
        ...(entry ? [{ type: `${name}.remove` as const, entryId: entry.id }] : []),
        { type: `${name}.clear` },
        { type: `${name}.refresh` },
        done('load', { entries: ONE }),
        failed('load', serverDown),
        done('sync', answerTo(snapshot.context.confirmed, snapshot.context.pending[0])),
        failed('sync', serverDown),
      ];
    },
  });
  const paths = model.getShortestPaths();

  describe(`${name} model: every state and transition, a failure on every call`, () => {
    // Favorites have no clear call (part 1 §7): their machine has no `favorites.clear` transition, and the event is
    // filtered out of their walk as one no state takes.
    it('reaches every state and takes every transition', () => expectEveryStateAndTransition(machine, paths));

    for (const path of paths) {
      it(describePath(path, eventWithPayload), async () => {
        const load = fakeRequest<ListAnswer>();
        const sync = fakeRequest<ListAnswer, { op: ListOp; confirmed: ListEntry[] }>();
        const actor = createActor(machine.provide({ actors: { fetchEntries: load.logic, sendChange: sync.logic } })).start();
        const notices: ListNotice[] = [];
        actor.on('*', (notice) => notices.push(notice));
        await testPath(path, (event) => performStep({ send: actor.send, fakes: { load, sync } }, event), {
          signedOut: () => expect(selectEntries(actor.getSnapshot())).toEqual([]),
          'signedIn.loading': () => expect(selectListStatus(actor.getSnapshot())).toBe('loading'),
          'signedIn.ready.sending': () => expect(selectIsListBusy(actor.getSnapshot())).toBe(true),
          'signedIn.ready.settled': () => expect(actor.getSnapshot().context.pending).toEqual([]),
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(selectEntries(actor.getSnapshot())).toEqual(selectEntries(path.state));
        const failures = path.steps.filter((step) => step.event.type.startsWith('xstate.error.actor')).length;
        expect(notices.filter((notice) => notice.type === 'failed')).toHaveLength(failures);
        actor.stop();
      });
    }
  });
}

modelSuite('favorites', favoritesMachine);
modelSuite('compare', compareMachine);
