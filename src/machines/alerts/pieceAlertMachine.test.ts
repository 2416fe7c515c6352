import { describe, expect, it } from 'vitest';
import { done, failed } from '../../../tests/support/machines/model.ts';
import { selectIsPieceAlertBusy, selectIsPieceAlertOn, selectPieceAlertStatus } from './pieceAlertMachine.ts';
import { notFound, pieceAlert, pieceAlertHarness, serverDown, WATCH } from './shopperAlerts.testing.ts';

describe('pieceAlertMachine (issue 28 «Сообщить, когда освободится»)', () => {
  it('asks whether the shopper waits already: this piece in the list is on, another kind with its id is not', async () => {
    const waiting = pieceAlertHarness();
    expect(selectPieceAlertStatus(waiting.actor.getSnapshot())).toBe('checking');
    expect(selectIsPieceAlertBusy(waiting.actor.getSnapshot())).toBe(true);
    await waiting.step(done('check', [pieceAlert({ kind: 'bag', id: 5 }), pieceAlert(WATCH)]));
    expect(selectPieceAlertStatus(waiting.actor.getSnapshot())).toBe('on');
    waiting.actor.stop();

    const other = pieceAlertHarness();
    await other.step(done('check', [pieceAlert({ kind: 'jewelry', id: WATCH.id })]));
    expect(selectPieceAlertStatus(other.actor.getSnapshot())).toBe('off');
    other.actor.stop();
  });

  it('a failed check reads as off: asking twice only answers the existing alert', async () => {
    const { actor, fakes, step } = pieceAlertHarness();
    await step(failed('check', serverDown));
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('off');
    await step({ type: 'alert.ask' });
    expect(fakes.create.last().input).toEqual(WATCH);
    actor.stop();
  });

  it('switching on shows at once; a refusal rolls back with a notice', async () => {
    const { actor, effects, step } = pieceAlertHarness();
    await step(done('check', []));
    await step({ type: 'alert.ask' });
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('creating');
    expect(selectIsPieceAlertOn(actor.getSnapshot())).toBe(true);
    await step(failed('create', serverDown));
    expect(selectIsPieceAlertOn(actor.getSnapshot())).toBe(false);
    expect(effects.notifyFailed.mock.calls[0]?.[1]).toEqual({ action: 'create', code: 'server' });
    await step({ type: 'alert.ask' });
    await step(done('create', pieceAlert(WATCH)));
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('on');
    actor.stop();
  });

  it('cancelling shows off at once; a refusal puts it back on, an alert already gone stays off quietly', async () => {
    const { actor, effects, fakes, step } = pieceAlertHarness();
    await step(done('check', [pieceAlert(WATCH)]));
    await step({ type: 'alert.cancel' });
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('deleting');
    expect(selectIsPieceAlertOn(actor.getSnapshot())).toBe(false);
    expect(fakes.delete.last().input).toEqual(WATCH);
    await step(failed('delete', serverDown));
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('on');
    expect(effects.notifyFailed.mock.calls[0]?.[1]).toEqual({ action: 'delete', code: 'server' });
    await step({ type: 'alert.cancel' });
    await step(failed('delete', notFound));
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('off');
    expect(effects.notifyFailed).toHaveBeenCalledTimes(1);
    await step({ type: 'alert.ask' });
    await step(done('create', pieceAlert(WATCH)));
    await step({ type: 'alert.cancel' });
    await step(done('delete'));
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('off');
    actor.stop();
  });

  it('a guest is asked to sign in (nothing is called); signed in, the check runs', async () => {
    const { actor, effects, fakes, step } = pieceAlertHarness(false);
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('signedOut');
    await step({ type: 'alert.ask' });
    expect(effects.askSignIn).toHaveBeenCalledTimes(1);
    expect(effects.askSignIn.mock.calls[0]?.[1]).toEqual(WATCH);
    expect(fakes.check.calls).toHaveLength(0);
    await step({ type: 'session.signedIn' });
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('checking');
    await step(done('check', []));
    await step({ type: 'session.signedOut' });
    expect(selectPieceAlertStatus(actor.getSnapshot())).toBe('signedOut');
    actor.stop();
  });
});
