import { describe, expect, it } from 'vitest';
import { WalletNotFoundError } from '../../api/wallet.ts';
import { flush } from '../../../tests/support/machines/fakes.ts';
import { validate, type CheckoutForm } from './form.ts';
import { ApiError } from '../../api/errors.ts';
import { selectIsSubmitting, selectProblems, selectRefusedLines } from './selectors.ts';
import { HOME, ORDER, pickupDraft, refused, serverDown, setUp } from './machine.testing.ts';

describe('checkoutMachine (part 2 §4 "Checkout")', () => {
  it('a submit with errors shows them, focuses the first invalid field with the fill-required toast, and sends nothing', async () => {
    const { actor, fakes, effects } = setUp();
    expect(selectProblems(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'checkout.submit' });
    expect(selectProblems(actor.getSnapshot())).toMatchObject({ firstName: 'required', agree: 'agree' });
    expect(effects.notifyInvalid).toHaveBeenCalledTimes(1);
    expect(effects.focusField).toHaveBeenCalledWith(expect.anything(), { field: 'firstName' });
    expect(fakes.order.calls).toHaveLength(0);
    // Errors follow the typing once shown.
    actor.send({ type: 'field.change', field: 'firstName', value: 'Анна' });
    expect(selectProblems(actor.getSnapshot())).not.toHaveProperty('firstName');
    expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ values: expect.objectContaining({ firstName: 'Анна' }), promo: null }) });
  });

  it('a double click makes one order; each attempt has its own Idempotency-Key; then toast, cart, draft, history', async () => {
    const { actor, fakes, effects } = setUp({ draft: pickupDraft });
    actor.send({ type: 'checkout.submit' });
    actor.send({ type: 'checkout.submit' });
    expect(fakes.order.calls).toHaveLength(1);
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(fakes.order.last().input.key).toBe('key-1');
    fakes.order.last().reject(serverDown);
    await flush();
    expect(effects.notifyOrderFailed).toHaveBeenCalledWith(expect.anything(), { failure: expect.objectContaining({ code: 'server' }) });
    expect(actor.getSnapshot().matches({ order: 'editing' })).toBe(true);
    actor.send({ type: 'checkout.submit' });
    expect(fakes.order.last().input.key).toBe('key-2');
    expect(fakes.order.last().input.body).toMatchObject({ delivery_method: 'pickup', pickup_city_id: 2, mode: 'reserve' });
    fakes.order.last().resolve(ORDER);
    await flush();
    expect(actor.getSnapshot().matches({ order: 'done' })).toBe(true);
    expect(effects.notifyOrderCreated).toHaveBeenCalledWith(expect.anything(), { order: ORDER, mode: 'reserve' });
    for (const effect of [effects.refreshCart, effects.clearDraft, effects.goToHistory]) expect(effect).toHaveBeenCalledTimes(1);
    // Spec part 2 §4: on to /purchase-history, the order named for its thank-you panel (issue 22 item 12).
    expect(effects.goToHistory).toHaveBeenCalledWith(expect.anything(), { order: ORDER });
    expect(fakes.address.calls).toHaveLength(0);
  });

  it('issue 26: a 409 marks the refused lines, keeps the form, and the order goes once they are removed', async () => {
    const { actor, fakes, effects } = setUp({ draft: pickupDraft });
    actor.send({ type: 'checkout.submit' });
    fakes.order.last().reject(refused);
    await flush();
    expect(actor.getSnapshot().matches({ order: 'unavailable' })).toBe(true);
    expect(selectRefusedLines(actor.getSnapshot())).toEqual([{ itemId: 11, detail: 'Этот экземпляр уже зарезервирован' }]);
    expect(effects.notifyOrderFailed).toHaveBeenCalledWith(expect.anything(), { failure: expect.objectContaining({ code: 'conflict', detail: 'Этот экземпляр уже зарезервирован' }) });
    expect(effects.refreshCart).toHaveBeenCalledTimes(1);
    // The form still takes changes and keeps them.
    actor.send({ type: 'field.change', field: 'comment', value: 'Позвонить заранее' });
    expect(actor.getSnapshot().context.form.values).toMatchObject({ firstName: 'Анна', comment: 'Позвонить заранее' });
    actor.send({ type: 'line.remove', itemId: 11 });
    expect(effects.removeCartLine).toHaveBeenCalledWith(expect.anything(), { itemId: 11 });
    expect(actor.getSnapshot().matches({ order: 'editing' })).toBe(true);
    actor.send({ type: 'checkout.submit' });
    expect(fakes.order.last().input.key).toBe('key-2');
    fakes.order.last().resolve(ORDER);
    await flush();
    expect(actor.getSnapshot().matches({ order: 'done' })).toBe(true);
  });

  it('issue 26: a 409 that names no line only says so; the cart\'s own marks show which', async () => {
    const { actor, fakes } = setUp({ draft: pickupDraft });
    actor.send({ type: 'checkout.submit' });
    fakes.order.last().reject(new ApiError({ code: 'conflict', status: 409, detail: 'Этот экземпляр уже продан', message: 'Этот экземпляр уже продан' }));
    await flush();
    expect(actor.getSnapshot().matches({ order: 'editing' })).toBe(true);
    expect(selectRefusedLines(actor.getSnapshot())).toEqual([]);
  });

  it('delivery with "save this address" saves it after the order; its failure never stops the order', async () => {
    const delivery: CheckoutForm = {
      ...pickupDraft,
      deliveryMethod: 'delivery',
      saveAddress: true,
      values: { ...pickupDraft.values, countryCode: 'FR', city: 'Paris', postalCode: '75001', addressLine1: '12 Rue de Rivoli' },
    };
    const { actor, fakes, effects } = setUp({ draft: delivery });
    actor.send({ type: 'checkout.submit' });
    fakes.order.last().resolve(ORDER);
    await flush();
    expect(actor.getSnapshot().matches({ order: 'savingAddress' })).toBe(true);
    expect(fakes.address.last().input).toEqual({ values: delivery.values });
    fakes.address.last().reject(serverDown);
    await flush();
    expect(effects.notifyAddressFailed).toHaveBeenCalledTimes(1);
    expect(effects.goToHistory).toHaveBeenCalledTimes(1);
  });

  it('a saved address fills the delivery form and is not saved again', async () => {
    const { actor, fakes } = setUp({ draft: { ...pickupDraft, deliveryMethod: 'delivery', saveAddress: true } });
    fakes.addresses.last().resolve([HOME]);
    await flush();
    actor.send({ type: 'address.select', id: 5 });
    expect(actor.getSnapshot().context.form.values).toMatchObject({ countryCode: 'FR', city: 'Paris', postalCode: '75001', addressLine1: '12 Rue de Rivoli' });
    expect(validate(actor.getSnapshot().context.form)).toEqual({});
    actor.send({ type: 'checkout.submit' });
    fakes.order.last().resolve(ORDER);
    await flush();
    expect(actor.getSnapshot().matches({ order: 'done' })).toBe(true);
    expect(fakes.address.calls).toHaveLength(0);
  });


  it('the buttons select only reserve; ?mode= preselects any mode; the card form formats as typed and stays out of the draft', () => {
    const { actor, effects } = setUp({ mode: 'pay' });
    expect(actor.getSnapshot().context.form.mode).toBe('pay');
    actor.send({ type: 'mode.change', mode: 'crypto' });
    expect(actor.getSnapshot().context.form.mode).toBe('pay');
    actor.send({ type: 'mode.change', mode: 'reserve' });
    expect(actor.getSnapshot().context.form.mode).toBe('reserve');
    actor.send({ type: 'card.change', field: 'number', value: '4111111111111111' });
    expect(actor.getSnapshot().context.card.number).toBe('4111 1111 1111 1111');
    for (const [, { draft }] of effects.persistDraft.mock.calls as [unknown, { draft: object }][]) expect(JSON.stringify(draft)).not.toContain('4111');
  });

  it('crypto: the order stays on the page with its panel (cart refreshed, draft dropped, no history); the wallet connects or is not found', async () => {
    const { actor, fakes, effects } = setUp({ draft: pickupDraft, mode: 'crypto' });
    actor.send({ type: 'checkout.submit' });
    fakes.order.last().resolve(ORDER);
    await flush();
    expect(actor.getSnapshot().matches({ order: { crypto: 'walletIdle' } })).toBe(true);
    expect(effects.notifyOrderCreated).toHaveBeenCalledWith(expect.anything(), { order: ORDER, mode: 'crypto' });
    expect(effects.refreshCart).toHaveBeenCalledTimes(1);
    expect(effects.clearDraft).toHaveBeenCalledTimes(1);
    expect(effects.goToHistory).not.toHaveBeenCalled();
    actor.send({ type: 'crypto.option', option: 'usdt-trc20' });
    expect(actor.getSnapshot().context.cryptoOption).toBe('usdt-trc20');
    actor.send({ type: 'wallet.connect' });
    fakes.wallet.last().reject(new WalletNotFoundError());
    await flush();
    expect(actor.getSnapshot().matches({ order: { crypto: 'walletNotFound' } })).toBe(true);
    actor.send({ type: 'wallet.connect' });
    fakes.wallet.last().resolve({ address: '0xabc', chainId: '0x1' });
    await flush();
    expect(actor.getSnapshot().context.wallet).toEqual({ address: '0xabc', chainId: '0x1' });
  });
});
