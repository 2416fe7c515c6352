import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { Address, City, Country, CreateOrderRequest, Order } from '../../api/orders.ts';
import { cartStateOf } from '../../machines/cart/lines.ts';
import { EMPTY_FORM, type CheckoutForm } from '../../machines/checkout/form.ts';
import { checkoutMachine } from '../../machines/checkout/machine.ts';
import { pickupDraft } from '../../machines/checkout/machine.testing.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { makeBag } from '../../../tests/support/shopFixtures.ts';
import { CHECKOUT_DRAFT_KEY, clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft } from './checkoutDraft.ts';
import { selectCheckoutPageProps, type CheckoutCart, type ProblemWords } from './checkoutSelectors.ts';

const required = {
  firstName: 'Укажите имя',
  lastName: 'Укажите фамилию',
  phone: 'Укажите телефон',
  email: 'Укажите e-mail',
  pickupCityId: 'Выберите город самовывоза',
  countryCode: 'Выберите страну',
  city: 'Укажите город',
  postalCode: 'Укажите почтовый индекс',
  addressLine1: 'Укажите адрес',
};
const words: ProblemWords = { required, phone: 'phone', email: 'email', addressLine1: 'line1', agree: 'agree' };
const lines = cartStateOf({
  id: 5,
  items: [
    { id: 11, quantity: 2, watch: makeWatch(42, { price_usd: '1000.00' }) },
    { id: 12, quantity: 1, bag: makeBag(4, { price_usd: '500.00' }) },
  ],
  total_items: 3,
}).lines;
const cart: CheckoutCart = { status: 'ready', lines, subtotalUsd: 2500 };
const HOME = { id: 5, city: null, city_text: 'Paris', state: null, country: 'FR', postal_code: '75001', address_line1: '12 Rue de Rivoli', address_line2: null, comment: null } as Address;

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const RESERVED = 'Этот экземпляр уже зарезервирован';
const refused = new ApiError({ code: 'conflict', status: 409, detail: RESERVED, message: RESERVED, errors: { items: [RESERVED], 'items.11': [RESERVED] } });
const removed: number[] = [];

async function started(draft?: Partial<CheckoutForm>) {
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        fetchLists: fromPromise(async () => ({ cities: [{ id: 2, name: 'Дубай' } as City], countries: [{ code: 'FR', name: 'Франция' } as Country] })),
        fetchAddresses: fromPromise(async () => [HOME]),
        fetchContact: fromPromise(async () => ({})),
        placeOrder: fromPromise<Order, { body: CreateOrderRequest; key: string }>(async () => Promise.reject(refused)),
      },
      actions: {
        notifyInvalid: () => {},
        focusField: () => {},
        persistDraft: () => {},
        notifyOrderFailed: () => {},
        refreshCart: () => {},
        removeCartLine: (_, { itemId }) => void removed.push(itemId),
      },
    }),
    { input: { draft } },
  ).start();
  stop = () => actor.stop();
  return waitFor(actor, (s) => s.matches({ lists: 'ready', addresses: 'ready' })).then(() => actor);
}

describe('/checkout view data (part 2 §2, §9)', () => {
  it('the cart\'s lines, goods count and totals; pickup is free, delivery abroad 50, SAVE10 rounded', async () => {
    const actor = await started();
    const view = selectCheckoutPageProps(actor.getSnapshot(), cart, words);
    expect(view.state).toBe('form');
    expect(view.lines.map(({ id, kind, href, quantity }) => ({ id, kind, href, quantity }))).toEqual([
      { id: 11, kind: 'watch', href: '/product/42', quantity: 2 },
      { id: 12, kind: 'bag', href: '/bag/4', quantity: 1 },
    ]);
    expect(view).toMatchObject({ goodsCount: 3, subtotalUsd: 2500, deliveryUsd: 0, discountUsd: 0, totalUsd: 2500, canSubmit: true });
    expect(view.pickupCities).toEqual([{ id: 2, name: 'Дубай' }]);
    expect(view.savedAddresses).toEqual([{ id: 5, label: '12 Rue de Rivoli, Paris' }]);
    actor.send({ type: 'delivery.change', method: 'delivery' });
    actor.send({ type: 'field.change', field: 'countryCode', value: 'FR' });
    expect(selectCheckoutPageProps(actor.getSnapshot(), cart, words)).toMatchObject({ deliveryUsd: 50, totalUsd: 2550 });
  });

  it('errors appear only after the first attempt, in the view\'s words', async () => {
    const actor = await started();
    expect(selectCheckoutPageProps(actor.getSnapshot(), cart, words).errors).toEqual({});
    actor.send({ type: 'checkout.submit' });
    expect(selectCheckoutPageProps(actor.getSnapshot(), cart, words).errors).toMatchObject({ firstName: 'Укажите имя', lastName: 'Укажите фамилию', agree: 'agree' });
  });

  it('issue 22 item 10: every empty field says what it misses, pickup and delivery alike', async () => {
    const actor = await started();
    actor.send({ type: 'checkout.submit' });
    expect(selectCheckoutPageProps(actor.getSnapshot(), cart, words).errors).toEqual({
      firstName: 'Укажите имя',
      lastName: 'Укажите фамилию',
      phone: 'Укажите телефон',
      email: 'Укажите e-mail',
      pickupCityId: 'Выберите город самовывоза',
      agree: 'agree',
    });
    actor.send({ type: 'delivery.change', method: 'delivery' });
    expect(selectCheckoutPageProps(actor.getSnapshot(), cart, words).errors).toMatchObject({
      countryCode: 'Выберите страну',
      city: 'Укажите город',
      postalCode: 'Укажите почтовый индекс',
      addressLine1: 'Укажите адрес',
    });
  });

  it('an empty cart is the empty state; the cart loading is loading; a cart failure is the failure state', async () => {
    const actor = await started();
    expect(selectCheckoutPageProps(actor.getSnapshot(), { status: 'ready', lines: [], subtotalUsd: 0 }, words).state).toBe('empty');
    expect(selectCheckoutPageProps(actor.getSnapshot(), { ...cart, status: 'loading' }, words).state).toBe('loading');
    expect(selectCheckoutPageProps(actor.getSnapshot(), { ...cart, status: 'unavailable' }, words)).toMatchObject({ state: 'failure', canSubmit: false });
  });

  it('issue 26: a refused line is marked with the server\'s words and holds the order back until removed', async () => {
    const actor = await started(pickupDraft);
    actor.send({ type: 'checkout.submit' });
    await waitFor(actor, (s) => s.matches({ order: 'unavailable' }));
    const view = selectCheckoutPageProps(actor.getSnapshot(), cart, words);
    expect(view.lines.map(({ id, unavailable, problem }) => ({ id, unavailable, problem }))).toEqual([
      { id: 11, unavailable: true, problem: RESERVED },
      { id: 12, unavailable: undefined, problem: undefined },
    ]);
    expect(view.canSubmit).toBe(false);
    // The form is kept as it was.
    expect(view.values.firstName).toBe('Анна');
    actor.send({ type: 'line.remove', itemId: 11 });
    expect(removed).toEqual([11]);
    expect(actor.getSnapshot().matches({ order: 'editing' })).toBe(true);
    const rest = { ...cart, lines: lines.filter((line) => line.id !== 11) };
    expect(selectCheckoutPageProps(actor.getSnapshot(), rest, words)).toMatchObject({ canSubmit: true, lines: [expect.objectContaining({ id: 12 })] });
  });

  it('issue 26: a line the cart already knows is reserved or sold is marked without a submit', async () => {
    const actor = await started();
    const sold = cartStateOf({ id: 5, items: [{ id: 11, quantity: 1, watch: makeWatch(42, { availability: 'sold', available_quantity: 0 }) }], total_items: 1 }).lines;
    const view = selectCheckoutPageProps(actor.getSnapshot(), { ...cart, lines: sold }, words);
    expect(view.lines[0]).toMatchObject({ id: 11, availability: 'sold', unavailable: true, problem: null });
    expect(view.canSubmit).toBe(false);
  });

  it('the draft survives a reload: kept whole in session storage, read back field by field, dropped after the order', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) };
    const form: CheckoutForm = { ...EMPTY_FORM, deliveryMethod: 'delivery', agree: true, values: { ...EMPTY_FORM.values, firstName: 'Анна', city: 'Paris' } };
    writeCheckoutDraft(form, storage);
    expect(readCheckoutDraft(storage)).toEqual(form);
    store.set(CHECKOUT_DRAFT_KEY, JSON.stringify({ deliveryMethod: 'teleport', values: { firstName: 7, city: 'Paris' } }));
    expect(readCheckoutDraft(storage)).toEqual({ values: { ...EMPTY_FORM.values, city: 'Paris' } });
    clearCheckoutDraft(storage);
    expect(readCheckoutDraft(storage)).toBeNull();
  });
});
