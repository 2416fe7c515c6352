import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { priceAlertsMachine } from './priceAlertsMachine.ts';
import { serverDown, switchesHarness } from './shopperAlerts.testing.ts';
import { selectIsSwitchSaving, selectSwitchOn, type SwitchesMachine } from './switchesMachine.ts';
import { telegramNoticesMachine } from './telegramNoticesMachine.ts';

/**
 * Both switch machines (one factory): every state and transition, every save answered and refused. Two switches
 * (keys 1 and 2), at most two changes waiting; the model's state is the state value, the queue and the answers.
 */
function modelSuite(name: 'priceAlerts' | 'telegramNotices', machine: SwitchesMachine) {
  type Event = ModelEvent<SwitchesMachine, 'save'>;
  type Snapshot = SnapshotFrom<SwitchesMachine>;
  const model = transitionModel(machine, {
    invokes: ['save'],
    events: (snapshot: Snapshot): Event[] => [
      { type: 'switch.set', key: 1, on: false },
      { type: 'switch.set', key: 1, on: true },
      { type: 'switch.set', key: 2, on: false },
      done('save', snapshot.context.pending[0]?.on ?? true),
      failed('save', serverDown),
    ],
    // A second change joins the queue only behind a first one of the other switch, or of the same one undone.
    filterEvents: (snapshot, event) => {
      if (event.type !== 'switch.set') return true;
      const [head, ...rest] = snapshot.context.pending;
      return head === undefined ? event.on === false : rest.length === 0 && (event.key !== head.key || event.on !== head.on);
    },
    slice: (s) => [s.value, s.context.pending, Object.keys(s.context.confirmed).length],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  describe(`${name} model: every state and transition, every save refused once`, () => {
    it('reaches every state and takes every transition', () => expectEveryStateAndTransition(machine, paths));

    it('keeps the walk small', () => expect(paths.length).toBeLessThan(50));

    for (const path of paths) {
      it(describePath(path, eventWithPayload), async () => {
        const { actor, effects, fakes, step } = switchesHarness(name);
        await testPath(path, step, {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toEqual(expected.value);
            for (const key of [1, 2]) {
              expect(selectSwitchOn(actor.getSnapshot(), key, true)).toBe(selectSwitchOn(expected, key, true));
              expect(selectIsSwitchSaving(actor.getSnapshot(), key)).toBe(selectIsSwitchSaving(expected, key));
            }
          },
          sending: (expected) => expect(fakes.save.last().input).toEqual(expected.context.pending[0]),
        });
        expect(effects.notifyFailed).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === 'xstate.error.actor.save').length);
        actor.stop();
      });
    }
  });
}

modelSuite('priceAlerts', priceAlertsMachine);
modelSuite('telegramNotices', telegramNoticesMachine);
