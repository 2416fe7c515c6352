import { vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { Address, City, Country, CreateOrderRequest, Order, Promo } from '../../api/orders.ts';
import type { WalletConnection } from '../../api/wallet.ts';
import { fakeRequest } from '../../../tests/support/machines/fakes.ts';
import { EMPTY_FORM, type CheckoutForm } from './form.ts';
import { checkoutMachine, type CheckoutInput } from './machine.ts';
import type { ContactPrefill } from './prefill.ts';
import { typedValue } from '../helpers.ts';

// What the checkout's machine tests share: the server's answers and the machine started over calls answered by hand.

export const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
/** Issue 26: the order refused because line 11's piece was reserved meanwhile (the contract's Conflict). */
export const refused = new ApiError({
  code: 'conflict',
  status: 409,
  detail: 'Этот экземпляр уже зарезервирован',
  message: 'Этот экземпляр уже зарезервирован',
  errors: { items: ['Этот экземпляр уже зарезервирован'], 'items.11': ['Этот экземпляр уже зарезервирован'] },
});
export const invalidPromo = new ApiError({ code: 'validation', status: 400, message: 'Invalid promo code.' });
export const CITIES: City[] = [{ id: 1, name: 'Москва' }, { id: 2, name: 'Дубай' }] as City[];
export const COUNTRIES: Country[] = [{ id: 1, code: 'FR', name: 'Франция' }] as unknown as Country[];
export const ORDER = { id: 31, order_number: 'B-000031' } as Order;
export const SAVE10: Promo = { code: 'SAVE10', type: 'percent', value: 10 };
export const PREFILL: ContactPrefill = { firstName: 'Ольга', lastName: 'Петрова', phone: '+79035551234', email: 'olga@example.com' };
/** The prefill as the fields show it: the phone masked as if typed. */
export const PREFILLED = { ...PREFILL, phone: typedValue('phone', '+79035551234') };
export const HOME = { id: 5, city: null, city_text: 'Paris', state: null, country: 'FR', postal_code: '75001', address_line1: '12 Rue de Rivoli', address_line2: null, comment: null } as Address;

export const pickupDraft: CheckoutForm = {
  ...EMPTY_FORM,
  agree: true,
  values: { ...EMPTY_FORM.values, firstName: 'Анна', lastName: 'Котова', phone: '+79161234567', email: 'anna@example.com', pickupCityId: '2' },
};

export function setUp(input: CheckoutInput = {}) {
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
    removeCartLine: vi.fn(),
  };
  let keys = 0;
  const machine = checkoutMachine.provide({
    actors: { fetchLists: fakes.lists.logic, fetchAddresses: fakes.addresses.logic, fetchContact: fakes.contact.logic, checkPromo: fakes.promo.logic, placeOrder: fakes.order.logic, saveAddress: fakes.address.logic, connectWallet: fakes.wallet.logic },
    actions: effects,
  });
  const actor = createActor(machine, { input: { newKey: () => `key-${++keys}`, ...input } }).start();
  return { actor, fakes, effects };
}
