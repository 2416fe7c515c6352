import { api } from './client.ts';
import { followNext, listCities, listCountries } from './fetchers.ts';
import { everyPage, LIST_PAGE_SIZE } from './lists.ts';
import { settle } from './outcome.ts';
import { withE164Phone } from './phone.ts';
import type { components, paths } from '../../kernel/schema.d.ts';

/**
 * Fetchers of part 2 §7 for checkout: create the order from the cart, validate a promo code, the saved addresses
 * and the reference lists the form picks from. Reject with an ApiError like every fetcher; pass the actor's signal.
 */

type Schemas = components['schemas'];

export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type Order = Schemas['Order'];
export type Promo = Schemas['Promo'];
export type Address = Schemas['Address'];
export type AddressInput = Schemas['AddressInput'];
export type City = Schemas['City'];
export type Country = Schemas['Country'];

/**
 * createOrderFromCart with the submit attempt's `Idempotency-Key` (issue 13): a double click or a retried request
 * answers the same order instead of a second one.
 */
export const createOrderFromCart = (body: CreateOrderRequest, idempotencyKey: string, signal?: AbortSignal): Promise<Order> =>
  settle(api.POST('/api/orders/create_from_cart/', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: withE164Phone(body), signal }));

/** validatePromo: 200 with the canonical code, type and value; 400 when the code is unknown or expired. */
export const validatePromo = (code: string, signal?: AbortSignal): Promise<Promo> =>
  settle(api.POST('/api/orders/validate_promo/', { body: { code }, signal }));

/** listAddresses, every page: the checkout's saved-address picker. */
export const listAllAddresses = async (signal?: AbortSignal): Promise<Address[]> =>
  everyPage(await settle(api.GET('/api/addresses/', { params: { query: { page_size: LIST_PAGE_SIZE } }, signal })), (next) =>
    followNext<'/api/addresses/'>(next, signal),
  );

/** createAddress: "save this address" after an order with delivery. */
export const createAddress = (body: AddressInput, signal?: AbortSignal): Promise<Address> => settle(api.POST('/api/addresses/', { body, signal }));

/** The pickup cities and the countries of the delivery form (reference lists, all at once). */
export async function checkoutReferences(signal?: AbortSignal): Promise<{ cities: City[]; countries: Country[] }> {
  const [cities, countries] = await Promise.all([listCities(undefined, signal), listCountries(undefined, signal)]);
  const all = <T>(answer: T[] | { results: T[] }): T[] => (Array.isArray(answer) ? answer : answer.results);
  return { cities: all(cities), countries: all(countries) };
}

export type OrderItem = Schemas['OrderItem'];
export type OrdersPage = { count: number; next: string | null; results: Order[] };
export type OrdersQuery = NonNullable<paths['/api/orders/']['get']['parameters']['query']>;

/** listOrders: own orders, newest first by default; server-side search, status and ordering (part 2 §5, §9). */
export const listOrders = (query: OrdersQuery, signal?: AbortSignal): Promise<OrdersPage> =>
  settle(api.GET('/api/orders/', { params: { query }, signal }));

/** The next page of the history (its absolute `next`, path and query only). */
export const nextOrders = (next: string, signal?: AbortSignal): Promise<OrdersPage> => followNext<'/api/orders/'>(next, signal);

/** updateOrder {status: cancelled}: the customer's one move (pending or confirmed only). */
export const cancelOrder = (id: number, signal?: AbortSignal): Promise<Order> =>
  settle(api.PATCH('/api/orders/{id}/', { params: { path: { id } }, body: { status: 'cancelled' }, signal }));

/** getOrderByNumber: the confirmation page's order (issue 22 item 12); another customer's number is a 404. */
export const orderByNumber = (number: string, signal?: AbortSignal): Promise<Order> =>
  settle(api.GET('/api/orders/by-number/{number}/', { params: { path: { number } }, signal }));
