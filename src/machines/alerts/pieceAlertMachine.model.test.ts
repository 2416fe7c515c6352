import { describe, expect, it } from 'vitest';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { pieceAlertMachine, selectIsPieceAlertOn, selectPieceAlertStatus } from './pieceAlertMachine.ts';
import { notFound, pieceAlert, pieceAlertHarness, serverDown, WATCH } from './shopperAlerts.testing.ts';

/**
 * Every state and transition of «Сообщить, когда освободится», from a guest's page and a signed-in one: the check
 * answering yes, no and failing, each change refused (rolled back and told), an alert already gone when cancelled,
 * and the session changing under the page.
 */
describe('pieceAlertMachine model: every state and transition, every call failing', () => {
  type Event = ModelEvent<typeof pieceAlertMachine, 'check' | 'create' | 'delete'>;
  const events: Event[] = [
    { type: 'alert.ask' },
    { type: 'alert.cancel' },
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
    done('check', [pieceAlert(WATCH)]),
    done('check', [pieceAlert({ kind: 'bag', id: WATCH.id })]),
    failed('check', serverDown),
    done('create', pieceAlert(WATCH)),
    failed('create', serverDown),
    done('delete'),
    failed('delete', serverDown),
    failed('delete', notFound),
  ];
  const walk = (signedIn: boolean) =>
    transitionModel(pieceAlertMachine, { input: { product: WATCH, signedIn }, invokes: ['check', 'create', 'delete'], events: () => events, eventKey: (event) => JSON.stringify(event) })
      .getShortestPaths()
      .map((path) => ({ signedIn, path }));
  const walks = [...walk(false), ...walk(true)];

  it('reaches every state and takes every transition', () =>
    expectEveryStateAndTransition(
      pieceAlertMachine,
      walks.map((walked) => walked.path),
    ));

  it('keeps the walk small', () => expect(walks.length).toBeLessThan(60));

  for (const { signedIn, path } of walks) {
    it(`${signedIn ? 'signed in' : 'guest'}: ${describePath(path, eventWithPayload)}`, async () => {
      const { actor, effects, fakes, step } = pieceAlertHarness(signedIn);
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectPieceAlertStatus(actor.getSnapshot())).toBe(selectPieceAlertStatus(expected));
        },
        creating: () => {
          expect(selectIsPieceAlertOn(actor.getSnapshot())).toBe(true);
          expect(fakes.create.last().input).toEqual(WATCH);
        },
        deleting: () => {
          expect(selectIsPieceAlertOn(actor.getSnapshot())).toBe(false);
          expect(fakes.delete.last().input).toEqual(WATCH);
        },
      });
      const count = (type: string, code?: string) =>
        path.steps.filter((s) => s.event.type === type && (code === undefined || (s.event as { error?: { failure?: { code: string } } }).error?.failure?.code === code)).length;
      // Every refusal was told, except an alert that was gone already.
      expect(effects.notifyFailed).toHaveBeenCalledTimes(count('xstate.error.actor.create') + count('xstate.error.actor.delete', 'server'));
      expect(effects.askSignIn).toHaveBeenCalledTimes(path.steps.filter((s, i) => s.event.type === 'alert.ask' && path.steps[i - 1]?.state.matches('signedOut')).length);
      actor.stop();
    });
  }
});
