import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { done, failed } from '../../../tests/support/machines/model.ts';
import { priceAlertsMachine, selectIsPriceAlertSaving, selectPriceAlertsOn } from './priceAlertsMachine.ts';
import { serverDown, switchesHarness } from './shopperAlerts.testing.ts';
import { json, requestAt, requestsOf, stubFetch } from '../../api/testing.ts';

afterEach(() => vi.unstubAllGlobals());

describe('priceAlertsMachine (issue 28: a favorite\'s price-drop alerts)', () => {
  it('shows the favorite\'s own value until the shopper switches it; the switch flips at once and the answer stays', async () => {
    const { actor, fakes, step } = switchesHarness();
    expect(selectPriceAlertsOn(actor.getSnapshot(), 17)).toBe(true);
    expect(selectPriceAlertsOn(actor.getSnapshot(), 18, false)).toBe(false);
    await step({ type: 'switch.set', key: 17, on: false });
    expect(selectPriceAlertsOn(actor.getSnapshot(), 17)).toBe(false);
    expect(selectIsPriceAlertSaving(actor.getSnapshot(), 17)).toBe(true);
    expect(selectIsPriceAlertSaving(actor.getSnapshot(), 18)).toBe(false);
    expect(fakes.save.last().input).toEqual({ key: 17, on: false });
    await step(done('save', false));
    expect(selectPriceAlertsOn(actor.getSnapshot(), 17, true)).toBe(false);
    expect(selectIsPriceAlertSaving(actor.getSnapshot(), 17)).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });

  it('sends changes one at a time, in order; a refused one flips back alone and is told', async () => {
    const { actor, effects, fakes, step } = switchesHarness();
    await step({ type: 'switch.set', key: 17, on: false });
    await step({ type: 'switch.set', key: 18, on: false });
    await step({ type: 'switch.set', key: 17, on: true });
    expect(fakes.save.calls).toHaveLength(1);
    await step(failed('save', serverDown));
    expect(effects.notifyFailed.mock.calls[0]?.[1]).toEqual({ change: { key: 17, on: false }, code: 'server' });
    // 17's later change still waits: it shows on; 18's goes next.
    expect(selectPriceAlertsOn(actor.getSnapshot(), 17, true)).toBe(true);
    expect(fakes.save.last().input).toEqual({ key: 18, on: false });
    await step(failed('save', serverDown));
    expect(selectPriceAlertsOn(actor.getSnapshot(), 18, true)).toBe(true);
    expect(fakes.save.last().input).toEqual({ key: 17, on: true });
    await step(done('save', true));
    expect(fakes.save.calls).toHaveLength(3);
    expect(effects.notifyFailed).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('asks the contract\'s updateFavorite with the favorite\'s id', async () => {
    const fetchMock = stubFetch(() => json({ id: 17, created_at: '2026-11-02T10:00:00Z', price_alerts: false }));
    const actor = createActor(priceAlertsMachine.provide({ actions: { notifyFailed: vi.fn<() => void>() } })).start();
    actor.send({ type: 'switch.set', key: 17, on: false });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(requestsOf(fetchMock)).toHaveLength(1);
    const sent = requestAt(fetchMock);
    expect(sent.method).toBe('PATCH');
    expect(sent.url).toMatch(/\/api\/favorites\/17\/$/);
    expect(JSON.parse(await sent.text())).toEqual({ price_alerts: false });
    expect(selectPriceAlertsOn(actor.getSnapshot(), 17, true)).toBe(false);
    actor.stop();
  });
});
