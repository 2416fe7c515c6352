import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { nameRefused, savedSearch, serverDown, setUpSavedSearches } from './alerts.testing.ts';
import { savedSearchesMachine, selectRenaming, selectSavedSearches, selectSavedSearchesStatus, selectSearchRefusal } from './savedSearchesMachine.ts';

/**
 * Every state and transition of /profile/searches, every call failing once (each change rolled back with the
 * server's words). The server answers a change with the search as changed, so the model's snapshots are the live
 * actor's. Two searches: renaming, switching and opening take the first, deleting either (the last one deleted →
 * empty). Each change is walked until it has succeeded once (a second success reaches nothing new), which keeps
 * the walk to a couple of hundred paths.
 */
describe('savedSearchesMachine model: every state and transition, every call failing', () => {
  type Event = ModelEvent<typeof savedSearchesMachine, 'searches' | 'rename' | 'alerts' | 'delete'>;
  type Snapshot = SnapshotFrom<typeof savedSearchesMachine>;
  const events = (snapshot: Snapshot): Event[] => {
    const { pending, editing } = snapshot.context;
    return [
      done('searches', [savedSearch(1, { name: 'Rolex' }), savedSearch(2)]),
      done('searches', []),
      failed('searches', serverDown),
      { type: 'list.retry' },
      { type: 'search.open', id: 1 },
      { type: 'rename.start', id: 1 },
      { type: 'name.change', value: ' ' },
      { type: 'name.change', value: 'x'.repeat(101) },
      { type: 'name.change', value: 'Новое' },
      { type: 'rename.submit' },
      { type: 'rename.cancel' },
      ...(pending ? [done('rename', { ...pending.before, name: editing?.draft.trim() ?? '' }), done('alerts', { ...pending.before, alerts: !pending.before.alerts })] : []),
      failed('rename', nameRefused),
      failed('alerts', serverDown),
      { type: 'delete.ask', id: 1 },
      { type: 'delete.ask', id: 2 },
      { type: 'delete.confirm' },
      { type: 'delete.dismiss' },
      done('delete'),
      failed('delete', serverDown),
      { type: 'alerts.toggle', id: 1 },
    ];
  };
  const NAME_CHAIN = ['Rolex', ' ', 'x'.repeat(101), 'Новое'];
  const first = (snapshot: Snapshot) => snapshot.context.searches.find((search) => search.id === 1);
  const model = transitionModel(savedSearchesMachine, {
    invokes: ['searches', 'rename', 'alerts', 'delete'],
    events,
    // The changes come in turn (rename, then switch, then delete the second, then the first), each tried until it
    // succeeds, so the searches' states form one chain instead of every combination.
    filterEvents: (snapshot, event) => {
      const search = first(snapshot);
      const { editing, refusal, searches } = snapshot.context;
      if (event.type === 'search.open') return search?.new_count !== 0 && snapshot.matches({ ready: 'idle' }) && refusal === null;
      if (event.type === 'rename.start') return search?.name === 'Rolex';
      // The name is typed along one chain (blank → too long → new), each problem met once.
      if (event.type === 'name.change') return NAME_CHAIN.indexOf(event.value) === NAME_CHAIN.indexOf(editing?.draft ?? '') + 1;
      if (event.type === 'alerts.toggle') return search?.name !== 'Rolex' && search?.alerts === true;
      if (event.type === 'delete.ask') return event.id === 2 ? search?.alerts === false : searches.length === 1;
      // One refusal at a time is enough to see each one rolled back.
      if (event.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.searches') return refusal === null;
      return true;
    },
    slice: (s) => [s.value, s.context.searches.map((search) => [search.id, search.name, search.alerts, search.new_count]), s.context.editing, s.context.refusal?.action ?? null],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(savedSearchesMachine, paths));

  it('keeps the walk small', () => expect(paths.length).toBeLessThan(100));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, fakes, step } = setUpSavedSearches();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectSavedSearches(actor.getSnapshot())).toEqual(selectSavedSearches(expected));
          expect(selectRenaming(actor.getSnapshot())).toEqual(selectRenaming(expected));
          expect(selectSearchRefusal(actor.getSnapshot())?.action).toBe(selectSearchRefusal(expected)?.action);
        },
        failure: () => expect(selectSavedSearchesStatus(actor.getSnapshot())).toBe('failure'),
        empty: () => expect(selectSavedSearchesStatus(actor.getSnapshot())).toBe('empty'),
      });
      // Every open of a shown search told the server it was seen.
      expect(fakes.seen.calls).toHaveLength(path.steps.filter((s) => s.event.type === 'search.open').length);
      actor.stop();
    });
  }
});
