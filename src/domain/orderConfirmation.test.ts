import { describe, expect, it } from 'vitest';
import { placedOrderOf, placedOrderState, withoutPlacedOrder } from './orderConfirmation.ts';

describe('the just-placed order in history.state (checkout → /purchase-history, issue 22 item 12)', () => {
  it('checkout names the order by its bare number; the purchase history reads it back', () => {
    expect(placedOrderState('№100031')).toEqual({ placedOrder: '100031' });
    expect(placedOrderOf(placedOrderState('№100031'))).toBe('100031');
    expect(placedOrderOf({ placedOrder: '100031', catalogueScrollY: 10 })).toBe('100031');
  });

  it('no order named: a fresh visit, another state, a malformed one', () => {
    for (const state of [null, undefined, 'x', {}, { placedOrder: '' }, { placedOrder: 31 }]) expect(placedOrderOf(state)).toBeNull();
  });

  it('closing forgets the order and keeps whatever else the entry holds', () => {
    expect(withoutPlacedOrder({ placedOrder: '100031' })).toBeNull();
    expect(withoutPlacedOrder({ placedOrder: '100031', catalogueScrollY: 10 })).toEqual({ catalogueScrollY: 10 });
    expect(placedOrderOf(withoutPlacedOrder({ placedOrder: '100031' }))).toBeNull();
  });
});
