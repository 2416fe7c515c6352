import { describe, expect, it } from 'vitest';
import { becameFree, isPriceDrop } from './events.ts';

describe('what a change makes an event of (issue 28)', () => {
  const priced = (price: string | null, onRequest = false) => ({ price_usd: price, price_on_request: onRequest });

  it('a price drop is a lower shown price; a rise, the same price or a change to or from on request is none', () => {
    expect(isPriceDrop(priced('15000.00'), priced('13900'))).toBe(true);
    expect(isPriceDrop(priced('13900.00'), priced('15000'))).toBe(false);
    expect(isPriceDrop(priced('13900.00'), priced('13900'))).toBe(false);
    expect(isPriceDrop(priced('15000.00'), priced(null, true))).toBe(false);
    expect(isPriceDrop(priced(null, true), priced('9000'))).toBe(false);
    expect(isPriceDrop(priced(null), priced('9000'))).toBe(false);
    expect(isPriceDrop(priced('15000'), priced(null))).toBe(false);
  });

  it('a piece becomes available when its free count goes from none to some', () => {
    expect(becameFree({ stock: 1, reserved: 1 }, { stock: 1, reserved: 0 })).toBe(true);
    expect(becameFree({ stock: 0, reserved: 0 }, { stock: 2, reserved: 0 })).toBe(true);
    expect(becameFree({ stock: 2, reserved: 1 }, { stock: 2, reserved: 0 })).toBe(false);
    expect(becameFree({ stock: 1, reserved: 1 }, { stock: 1, reserved: 1 })).toBe(false);
  });
});
