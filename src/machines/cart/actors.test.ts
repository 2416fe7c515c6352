import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../api/cart.ts';
import { ApiError } from '../../api/errors.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { RuleError } from '../productEntry.ts';
import { failureCodeOf, runCartOp, type CartCalls } from './actors.ts';
import { EMPTY_CART, cartStateOf } from './lines.ts';

const cartWith = (id: number): Cart => ({ id, items: [{ id: 41, quantity: 2, watch: makeWatch(1) }], total_items: 2 });

function calls(answer: Cart): CartCalls & Record<keyof CartCalls, ReturnType<typeof vi.fn>> {
  return {
    getCart: vi.fn(async () => answer),
    addCartItem: vi.fn(async () => answer),
    updateCartItem: vi.fn(async () => answer),
    removeCartItem: vi.fn(async () => answer),
    clearCart: vi.fn(async () => answer),
  };
}

describe('runCartOp (part 1 §4 internal rules)', () => {
  it('an unknown cart id is fetched first, then used', async () => {
    const api = calls(cartWith(7));
    await runCartOp({ kind: 'setQuantity', product: { kind: 'watch', id: 1 }, quantity: 3 }, EMPTY_CART, api);
    expect(api.getCart).toHaveBeenCalledWith(0, undefined);
    expect(api.updateCartItem).toHaveBeenCalledWith(7, 41, 3, undefined);
  });

  it('still no id after fetching: fails with "Cart is not ready" (code cart-not-ready), no change sent', async () => {
    const api = calls({ id: 0, items: [], total_items: 0 });
    const error: unknown = await runCartOp({ kind: 'clear' }, EMPTY_CART, api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError<string>).message).toBe('Cart is not ready');
    expect(failureCodeOf(error)).toBe('cart-not-ready');
    expect(api.clearCart).not.toHaveBeenCalled();
  });

  it('a known id is used as it is; a removal whose line is gone sends nothing', async () => {
    const api = calls(cartWith(5));
    const confirmed = cartStateOf(cartWith(5));
    await runCartOp({ kind: 'remove', product: { kind: 'watch', id: 1 } }, confirmed, api);
    expect(api.removeCartItem).toHaveBeenCalledWith(5, 41, undefined);
    expect(await runCartOp({ kind: 'remove', product: { kind: 'bag', id: 1 } }, confirmed, api)).toEqual(confirmed);
    expect(api.getCart).not.toHaveBeenCalled();
    expect(api.removeCartItem).toHaveBeenCalledTimes(1);
  });

  it('adds send quantity 1 for the product', async () => {
    const api = calls(cartWith(5));
    await runCartOp({ kind: 'add', product: { kind: 'jewelry', id: 3 }, standInId: -1 }, EMPTY_CART, api);
    expect(api.addCartItem).toHaveBeenCalledWith({ kind: 'jewelry', id: 3 }, 1, undefined);
  });

  it('a line with none of watch, bag, jewelry: "Item has neither watch, bag nor jewelry"', () => {
    expect(() => cartStateOf({ id: 5, items: [{ id: 1, quantity: 1 } as Cart['items'][number]], total_items: 1 })).toThrow(
      'Item has neither watch, bag nor jewelry',
    );
  });

  it('failure codes: the transport\'s, the rule\'s, else unknown', () => {
    expect(failureCodeOf(new ApiError({ code: 'timeout', message: 'Request timeout. Please try again.' }))).toBe('timeout');
    expect(failureCodeOf(new Error('x'))).toBe('unknown');
  });
});
