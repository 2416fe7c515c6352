import { api } from './client.ts';
import { settle } from './outcome.ts';
import type { components } from './schema';

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
