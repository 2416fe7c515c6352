import {
  checkoutReferences,
  createAddress,
  createOrderFromCart,
  listAllAddresses,
  validatePromo,
  type Address,
  type City,
  type Country,
  type CreateOrderRequest,
  type Order,
  type Promo,
} from '../../api/orders.ts';
import { connectWallet, type WalletConnection } from '../../api/wallet.ts';
import { fromRequest } from '../fromRequest.ts';
import { addressInputOf, type CheckoutValues } from './form.ts';
import { loadContactPrefill, type ContactPrefill } from './prefill.ts';

/** The checkout's calls, each cancelled by its `signal` when the state that invoked it is left. */
export const checkoutActors = {
  fetchLists: fromRequest<{ cities: City[]; countries: Country[] }>(({ signal }) => checkoutReferences(signal)),
  fetchAddresses: fromRequest<Address[]>(({ signal }) => listAllAddresses(signal)),
  fetchContact: fromRequest<ContactPrefill>(({ signal }) => loadContactPrefill(signal)),
  checkPromo: fromRequest<Promo, { code: string }>(({ input, signal }) => validatePromo(input.code, signal)),
  placeOrder: fromRequest<Order, { body: CreateOrderRequest; key: string }>(({ input, signal }) => createOrderFromCart(input.body, input.key, signal)),
  saveAddress: fromRequest<Address, { values: CheckoutValues }>(({ input, signal }) => createAddress(addressInputOf(input.values), signal)),
  connectWallet: fromRequest<WalletConnection>(() => connectWallet()),
};
