import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address, City, Country } from '../../api/orders.ts';
import { cartStateOf } from '../../machines/cart/lines.ts';
import { EMPTY_FORM, type CheckoutForm } from '../../machines/checkout/form.ts';
import { checkoutMachine } from '../../machines/checkout/machine.ts';
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

async function started(draft?: Partial<CheckoutForm>) {
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        fetchLists: fromPromise(async () => ({ cities: [{ id: 2, name: 'Дубай' } as City], countries: [{ code: 'FR', name: 'Франция' } as Country] })),
        fetchAddresses: fromPromise(async () => [HOME]),
        fetchContact: fromPromise(async () => ({})),
      },
      actions: { notifyInvalid: () => {}, focusField: () => {}, persistDraft: () => {} },
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
