import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { Address, City, Country, CreateOrderRequest, Order, Promo } from '../../api/orders.ts';
import { WalletNotFoundError, type WalletConnection } from '../../api/wallet.ts';
import { fakeRequest, flush, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { EMPTY_FORM, validate, type CheckoutForm } from './form.ts';
import { checkoutMachine, type CheckoutInput } from './machine.ts';
import type { ContactPrefill } from './prefill.ts';
import { typedValue } from '../helpers.ts';
import { selectIsPromoBusy, selectIsSubmitting, selectListsStatus, selectProblems } from './selectors.ts';

const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const invalidPromo = new ApiError({ code: 'validation', status: 400, message: 'Invalid promo code.' });
const CITIES: City[] = [{ id: 1, name: 'Москва' }, { id: 2, name: 'Дубай' }] as City[];
const COUNTRIES: Country[] = [{ id: 1, code: 'FR', name: 'Франция' }] as unknown as Country[];
const ORDER = { id: 31, order_number: 'B-000031' } as Order;
const SAVE10: Promo = { code: 'SAVE10', type: 'percent', value: 10 };
const PREFILL: ContactPrefill = { firstName: 'Ольга', lastName: 'Петрова', phone: '+79035551234', email: 'olga@example.com' };
/** The prefill as the fields show it: the phone masked as if typed. */
const PREFILLED = { ...PREFILL, phone: typedValue('phone', '+79035551234') };
const HOME = { id: 5, city: null, city_text: 'Paris', state: null, country: 'FR', postal_code: '75001', address_line1: '12 Rue de Rivoli', address_line2: null, comment: null } as Address;

const pickupDraft: CheckoutForm = {
  ...EMPTY_FORM,
  agree: true,
  values: { ...EMPTY_FORM.values, firstName: 'Анна', lastName: 'Котова', phone: '+79161234567', email: 'anna@example.com', pickupCityId: '2' },
};

function setUp(input: CheckoutInput = {}) {
  const fakes = {
    lists: fakeRequest<{ cities: City[]; countries: Country[] }>(),
    addresses: fakeRequest<Address[]>(),
    contact: fakeRequest<ContactPrefill>(),
    promo: fakeRequest<Promo, { code: string }>(),
    order: fakeRequest<Order, { body: CreateOrderRequest; key: string }>(),
    address: fakeRequest<Address, { values: CheckoutForm['values'] }>(),
    wallet: fakeRequest<WalletConnection>(),
  };
  const effects = {
    persistDraft: vi.fn(),
    focusField: vi.fn(),
    notifyInvalid: vi.fn(),
    notifyPromoAlreadyApplied: vi.fn(),
    notifyOrderFailed: vi.fn(),
    notifyOrderCreated: vi.fn(),
    notifyAddressSaved: vi.fn(),
    notifyAddressFailed: vi.fn(),
    refreshCart: vi.fn(),
    clearDraft: vi.fn(),
    goToHistory: vi.fn(),
  };
  let keys = 0;
  const machine = checkoutMachine.provide({
    actors: { fetchLists: fakes.lists.logic, fetchAddresses: fakes.addresses.logic, fetchContact: fakes.contact.logic, checkPromo: fakes.promo.logic, placeOrder: fakes.order.logic, saveAddress: fakes.address.logic, connectWallet: fakes.wallet.logic },
    actions: effects,
  });
  const actor = createActor(machine, { input: { newKey: () => `key-${++keys}`, ...input } }).start();
  return { actor, fakes, effects };
}

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

  it('promo: empty ignored; a 400 is invalid; another failure falls back to SAVE10/FIX50; the same code again is an info toast', async () => {
    const { actor, fakes, effects } = setUp();
    actor.send({ type: 'promo.apply' });
    expect(fakes.promo.calls).toHaveLength(0);
    actor.send({ type: 'promo.input', value: 'welcome' });
    actor.send({ type: 'promo.apply' });
    expect(selectIsPromoBusy(actor.getSnapshot())).toBe(true);
    fakes.promo.last().reject(invalidPromo);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: null, promoInvalid: true });
    actor.send({ type: 'promo.input', value: 'save10' });
    actor.send({ type: 'promo.apply' });
    fakes.promo.last().reject(serverDown);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: SAVE10, promoInput: '', promoInvalid: false });
    actor.send({ type: 'promo.input', value: 'SAVE10' });
    actor.send({ type: 'promo.apply' });
    expect(effects.notifyPromoAlreadyApplied).toHaveBeenCalledTimes(1);
    expect(fakes.promo.calls).toHaveLength(2);
    // Part 2 §3/§4: the applied promo is part of the draft, and a draft brings it back.
    expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ promo: SAVE10 }) });
    actor.send({ type: 'promo.remove' });
    expect(actor.getSnapshot().context).toMatchObject({ promo: null, promoInput: '' });
    expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ promo: null }) });
    const restored = setUp({ draft: { ...EMPTY_FORM, promo: SAVE10 } });
    expect(restored.actor.getSnapshot().context).toMatchObject({ promo: SAVE10, promoInput: '' });
  });

  it('issue 22 item 11: apply, the same code again (info toast, no call), remove, another code replacing the applied one', async () => {
    const { actor, fakes, effects } = setUp();
    // Apply: the code is checked, then kept applied and the field empties for the next one.
    actor.send({ type: 'promo.input', value: 'save10' });
    actor.send({ type: 'promo.apply' });
    fakes.promo.last().resolve(SAVE10);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: SAVE10, promoInput: '', promoInvalid: false });
    // The same code again, in any case and with spaces: the info toast, no second check, the code still applied.
    actor.send({ type: 'promo.input', value: ' save10 ' });
    actor.send({ type: 'promo.apply' });
    expect(effects.notifyPromoAlreadyApplied).toHaveBeenCalledTimes(1);
    expect(fakes.promo.calls).toHaveLength(1);
    expect(selectIsPromoBusy(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.promo).toEqual(SAVE10);
    // Another code that the server refuses: "invalid", and the applied one stays.
    actor.send({ type: 'promo.input', value: 'NOSUCH' });
    actor.send({ type: 'promo.apply' });
    fakes.promo.last().reject(invalidPromo);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: SAVE10, promoInvalid: true, promoInput: 'NOSUCH' });
    // Another valid code replaces the applied one.
    const FIX50: Promo = { code: 'FIX50', type: 'fixed', value: 50 };
    actor.send({ type: 'promo.input', value: 'fix50' });
    actor.send({ type: 'promo.apply' });
    expect(fakes.promo.last().input.code).toBe('fix50');
    fakes.promo.last().resolve(FIX50);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ promo: FIX50, promoInput: '', promoInvalid: false });
    // Remove: nothing applied; the same code is checked again like any code.
    actor.send({ type: 'promo.remove' });
    expect(actor.getSnapshot().context.promo).toBeNull();
    actor.send({ type: 'promo.input', value: 'FIX50' });
    actor.send({ type: 'promo.apply' });
    expect(fakes.promo.calls).toHaveLength(4);
    expect(effects.notifyPromoAlreadyApplied).toHaveBeenCalledTimes(1);
    expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ promo: null }) });
  });

  it('issue 22 item 7: the profile (else the last order) fills the empty contact fields, never what was typed, cleared or drafted', async () => {
    // Nothing typed yet: every contact field is filled, and the draft keeps them.
    const fresh = setUp();
    fresh.fakes.contact.last().resolve(PREFILL);
    await flush();
    expect(fresh.actor.getSnapshot().context.form.values).toMatchObject(PREFILLED);
    expect(fresh.effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), { draft: expect.objectContaining({ values: expect.objectContaining(PREFILLED) }) });

    // Typed before the answer came: kept; a field typed and emptied again stays empty.
    const typing = setUp();
    typing.actor.send({ type: 'field.change', field: 'firstName', value: 'Мария' });
    typing.actor.send({ type: 'field.change', field: 'email', value: 'x' });
    typing.actor.send({ type: 'field.change', field: 'email', value: '' });
    typing.fakes.contact.last().resolve(PREFILL);
    await flush();
    expect(typing.actor.getSnapshot().context.form.values).toMatchObject({ firstName: 'Мария', lastName: 'Петрова', phone: PREFILLED.phone, email: '' });

    // A saved draft's values win; its empty fields are filled.
    const drafted = setUp({ draft: { ...EMPTY_FORM, values: { ...EMPTY_FORM.values, phone: '+7 916 000-00-00' } } });
    drafted.fakes.contact.last().resolve(PREFILL);
    await flush();
    expect(drafted.actor.getSnapshot().context.form.values).toMatchObject({ firstName: 'Ольга', phone: '+7 916 000-00-00' });

    // Cleared with the clear button: a later answer leaves the contact empty.
    const cleared = setUp({ draft: pickupDraft });
    cleared.actor.send({ type: 'contact.clear' });
    cleared.fakes.contact.last().resolve(PREFILL);
    await flush();
    expect(cleared.actor.getSnapshot().context.form.values).toMatchObject({ firstName: '', lastName: '', phone: '', email: '' });

    // No profile answer: the fields simply start empty.
    const failing = setUp();
    failing.fakes.contact.last().reject(serverDown);
    await flush();
    expect(failing.actor.getSnapshot().matches({ contact: 'ready' })).toBe(true);
    expect(failing.actor.getSnapshot().context.form.values.firstName).toBe('');
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

describe('checkoutMachine model: every state and transition, a failure on every call', () => {
  type Machine = typeof checkoutMachine;
  type Id = 'lists' | 'addresses' | 'contact' | 'promo' | 'order' | 'address' | 'wallet';
  type Event = ModelEvent<Machine, Id>;
  type Snapshot = SnapshotFrom<Machine>;
  const regions: Record<string, { events: (snapshot: Snapshot) => Event[]; slice: (snapshot: Snapshot) => unknown; mode?: 'crypto' }> = {
    lists: {
      events: () => [{ type: 'lists.retry' }, done('lists', { cities: CITIES, countries: COUNTRIES }), failed('lists', serverDown)],
      slice: (s) => s.value,
    },
    addresses: {
      events: () => [done('addresses', [HOME]), failed('addresses', serverDown)],
      slice: (s) => s.value,
    },
    contact: {
      events: () => [done('contact', PREFILL), failed('contact', serverDown)],
      slice: (s) => [s.value, s.context.form.values.firstName],
    },
    promo: {
      events: () => [
        { type: 'promo.input', value: 'save10' },
        { type: 'promo.apply' },
        { type: 'promo.remove' },
        done('promo', SAVE10),
        failed('promo', invalidPromo),
        failed('promo', serverDown),
      ],
      slice: (s) => [s.value, s.context.promoInput, s.context.promo?.code ?? null, s.context.promoInvalid],
    },
    order: {
      events: () => [
        { type: 'field.change', field: 'firstName', value: 'Анна' },
        { type: 'delivery.change', method: 'delivery' },
        { type: 'delivery.change', method: 'pickup' },
        { type: 'mode.change', mode: 'reserve' },
        { type: 'agree.change', agree: true },
        { type: 'saveAddress.change', save: true },
        { type: 'address.select', id: null },
        { type: 'contact.clear' },
        { type: 'checkout.submit' },
        done('order', ORDER),
        failed('order', serverDown),
        done('address', HOME),
        failed('address', serverDown),
      ],
      slice: (s) => [s.value, s.context.form.deliveryMethod, s.context.form.saveAddress, s.context.attempted, Object.keys(validate(s.context.form)).sort()],
    },
    crypto: {
      mode: 'crypto',
      events: () => [
        { type: 'agree.change', agree: true },
        { type: 'card.change', field: 'cvc', value: '12345' },
        { type: 'checkout.submit' },
        done('order', ORDER),
        { type: 'crypto.option', option: 'eth' },
        { type: 'wallet.connect' },
        done('wallet', { address: '0xabc', chainId: '0x1' }),
        failed('wallet', new WalletNotFoundError()),
        failed('wallet', new Error('User rejected the request.')),
      ],
      slice: (s) => [s.value, s.context.form.agree, s.context.cryptoOption, s.context.card.cvc],
    },
  };
  const deliveryDraft: CheckoutForm = {
    ...pickupDraft,
    agree: false,
    values: { ...pickupDraft.values, countryCode: 'FR', city: 'Paris', postalCode: '75001', addressLine1: '12 Rue de Rivoli' },
  };
  const all = Object.entries(regions).map(([region, { events, slice, mode }]) => {
    const model = transitionModel(checkoutMachine, {
      input: { draft: deliveryDraft, mode, newKey: () => 'key' },
      invokes: ['lists', 'addresses', 'contact', 'promo', 'order', 'address', 'wallet'],
      events,
      slice,
      eventKey: (event) => JSON.stringify(event),
      filterEvents: (_, event) => events(_).some((candidate) => candidate.type === event.type),
    });
    return { region, mode, paths: model.getShortestPaths() };
  });

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(checkoutMachine, all.flatMap((entry) => entry.paths)));

  for (const { region, mode, paths } of all) {
    for (const path of paths) {
      it(`${region}: ${describePath(path, eventWithPayload)}`, async () => {
        const { actor, fakes, effects } = setUp({ draft: deliveryDraft, mode });
        await testPath(path, (event) => performStep({ send: actor.send, fakes }, event), {
          '*': (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
          'lists.unavailable': () => expect(selectListsStatus(actor.getSnapshot())).toBe('unavailable'),
          'promo.checking': () => expect(selectIsPromoBusy(actor.getSnapshot())).toBe(true),
          'order.submitting': () => expect(fakes.order.last().input.key).toMatch(/^key-\d+$/),
          'order.done': () => expect(effects.goToHistory).toHaveBeenCalledTimes(1),
        });
        const orderFailures = path.steps.filter((step) => step.event.type === 'xstate.error.actor.order').length;
        expect(effects.notifyOrderFailed).toHaveBeenCalledTimes(orderFailures);
        actor.stop();
      });
    }
  }
});
