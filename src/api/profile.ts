import { api } from './client.ts';
import { followNext } from './fetchers.ts';
import { settle } from './outcome.ts';
import type { components } from '../../kernel/schema.d.ts';

/**
 * Fetchers of part 2 §7 for the profile: the password change and the address book's update and delete (reading
 * the profile, listing and creating addresses are shared with sign-in and checkout: `auth.ts`, `orders.ts`).
 */

type Schemas = components['schemas'];

export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type AddressUpdate = Schemas['AddressUpdate'];

/** changePassword: 200 with a detail; 400 with `errors.current_password` or `errors.new_password`; 429 when rate-limited. */
export const changePassword = async (body: ChangePasswordRequest, signal?: AbortSignal): Promise<void> => {
  await settle(api.POST('/api/users/change_password/', { body, signal }));
};

/** updateAddress: "same body for update" (part 2 §7); answers the stored address. */
export const updateAddress = (id: number, body: AddressUpdate, signal?: AbortSignal): Promise<Schemas['Address']> =>
  settle(api.PATCH('/api/addresses/{id}/', { params: { path: { id } }, body, signal }));

/** deleteAddress: 204. */
export const deleteAddress = async (id: number, signal?: AbortSignal): Promise<void> => {
  await settle(api.DELETE('/api/addresses/{id}/', { params: { path: { id } }, signal }));
};

export type MyRequest = Schemas['MyRequest'];
export type MyRequestsPage = { count: number; next: string | null; results: MyRequest[] };

/** listMyRequests: the customer's own requests, newest first (issue 15: requests tracked like orders). */
export const listMyRequests = (pageSize: number, signal?: AbortSignal): Promise<MyRequestsPage> =>
  settle(api.GET('/api/users/me/requests/', { params: { query: { page_size: pageSize } }, signal }));

/** The next page (its absolute `next`, path and query only). */
export const nextMyRequests = (next: string, signal?: AbortSignal): Promise<MyRequestsPage> => followNext<'/api/users/me/requests/'>(next, signal);
