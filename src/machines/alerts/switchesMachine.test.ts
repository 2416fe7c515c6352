import { describe, expect, it } from 'vitest';
import { done } from '../../../tests/support/machines/model.ts';
import { selectPriceAlertOverrides } from './priceAlertsMachine.ts';
import { switchesHarness } from './shopperAlerts.testing.ts';

describe('selectSwitchOverrides', () => {
  it('holds only the switched keys, their value and saving, one map per context', async () => {
    const { actor, step } = switchesHarness();
    const empty = selectPriceAlertOverrides(actor.getSnapshot());
    expect(empty.size).toBe(0);
    expect(selectPriceAlertOverrides(actor.getSnapshot())).toBe(empty);
    await step({ type: 'switch.set', key: 17, on: false });
    expect([...selectPriceAlertOverrides(actor.getSnapshot())]).toEqual([[17, { on: false, saving: true }]]);
    await step(done('save', false));
    expect([...selectPriceAlertOverrides(actor.getSnapshot())]).toEqual([[17, { on: false, saving: false }]]);
    actor.stop();
  });
});
