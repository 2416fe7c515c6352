import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { saveSearchMachine, selectIsSavedAgain, selectIsSearchSaved, selectSaveSearchFailure, selectSaveSearchName, selectSaveSearchStatus } from './saveSearchMachine.ts';
import { ROLEX, savedAs, saveSearchHarness, tooMany } from './shopperAlerts.testing.ts';

/**
 * Every state and transition of «Сохранить поиск», starting as a guest: the sign-in asked for, the name typed
 * (blank, then another), the 20-search limit refused, the server answering a new search and an existing one (its
 * own name), the same search pressed again once saved, signing out. One search is enough: a second one reaches
 * nothing the first does not.
 */
describe('saveSearchMachine model: every state and transition, the save refused and answered both ways', () => {
  type Event = ModelEvent<typeof saveSearchMachine, 'save'>;
  type Snapshot = SnapshotFrom<typeof saveSearchMachine>;
  const NAMES = ['Rolex', ' ', 'Мой Rolex'];
  const events = (snapshot: Snapshot): Event[] => [
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
    { type: 'search.save', search: ROLEX, name: 'Rolex' },
    // Typed along one chain (blank, then another name): each refusal met once.
    ...NAMES.filter((name) => NAMES.indexOf(name) === NAMES.indexOf(snapshot.context.name) + 1).map((value) => ({ type: 'name.change' as const, value })),
    { type: 'name.submit' },
    { type: 'dialog.close' },
    done('save', savedAs(ROLEX, snapshot.context.name.trim())),
    done('save', savedAs(ROLEX, 'Мой Submariner')),
    failed('save', tooMany),
  ];
  const model = transitionModel(saveSearchMachine, {
    input: { signedIn: false },
    invokes: ['save'],
    events,
    // The session changes once each way; a refusal is met once.
    filterEvents: (snapshot, event) => {
      if (event.type === 'session.signedIn') return !snapshot.context.signedIn;
      if (event.type === 'session.signedOut') return snapshot.context.signedIn && Object.keys(snapshot.context.saved).length > 0;
      if (event.type === 'xstate.error.actor.save') return snapshot.context.failure === null;
      return true;
    },
    slice: (s) => [s.value, s.context.signedIn, s.context.name, s.context.failure?.code ?? null, Object.keys(s.context.saved).length],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(saveSearchMachine, paths));

  it('keeps the walk small', () => expect(paths.length).toBeLessThan(50));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, effects, fakes, step } = saveSearchHarness(false);
      await testPath(path, step, {
        '*': (expected) => {
          const shown = actor.getSnapshot();
          expect(shown.value).toEqual(expected.value);
          expect(selectSaveSearchName(shown)).toBe(selectSaveSearchName(expected));
          expect(selectSaveSearchFailure(shown)).toEqual(selectSaveSearchFailure(expected));
          expect(selectIsSearchSaved(shown, ROLEX)).toBe(selectIsSearchSaved(expected, ROLEX));
        },
        saving: () => {
          expect(fakes.save.last().input).toEqual({ ...ROLEX, name: selectSaveSearchName(actor.getSnapshot()).trim() });
          expect(fakes.save.last().signal.aborted).toBe(false);
        },
        saved: (expected) => expect(selectIsSavedAgain(actor.getSnapshot())).toBe(selectIsSavedAgain(expected)),
        naming: () => expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('naming'),
      });
      // A guest's every press asked for the sign-in, and nothing was sent for them.
      const guestPresses = path.steps.filter((s, i) => s.event.type === 'search.save' && !(path.steps[i - 1]?.state.context.signedIn ?? false)).length;
      expect(effects.askSignIn).toHaveBeenCalledTimes(guestPresses);
      actor.stop();
    });
  }
});
