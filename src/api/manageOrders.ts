import { api } from './client.ts';
import { settle } from './outcome.ts';
import type { components, paths } from '../../kernel/schema.d.ts';

/**
 * The back office's orders (issue 27, tag Manage): who the signed-in staff member is, the orders queue, one order
 * with its customer and status history, and the four moves. Every call checks the role on the server: no token is
 * a 401 (`unauthorized`), a customer's a 403 (`forbidden`); a move on an order that has already moved is a 409
 * (`conflict`) whose `detail` says its current status. Reject with an ApiError like every fetcher.
 */

type Schemas = components['schemas'];

export type StaffMember = Schemas['StaffMember'];
export type ManageOrder = Schemas['ManageOrder'];
export type ManageOrdersPage = Schemas['PagedManageOrderList'];
export type OrderStatusChange = Schemas['OrderStatusChange'];
export type OrderStatus = Schemas['OrderStatusValue'];
export type OrderAction = Schemas['OrderActionRequest']['action'];
export type OrderActionRequest = Schemas['OrderActionRequest'];
export type ManageOrdersQuery = NonNullable<paths['/api/manage/orders/']['get']['parameters']['query']>;

/** getStaffMe: 200 for staff, 403 for a customer, 401 for a guest. */
export const getStaffMe = (signal?: AbortSignal): Promise<StaffMember> => settle(api.GET('/api/manage/me/', { signal }));

/** listManageOrders: one page of every customer's orders, newest first. */
export const listManageOrders = (query: ManageOrdersQuery, signal?: AbortSignal): Promise<ManageOrdersPage> =>
  settle(api.GET('/api/manage/orders/', { params: { query }, signal }));

/** getManageOrder: the order with its customer and history (404 when there is none). */
export const getManageOrder = (id: number, signal?: AbortSignal): Promise<ManageOrder> =>
  settle(api.GET('/api/manage/orders/{id}/', { params: { path: { id } }, signal }));

/** actOnManageOrder: confirm, ship, deliver or cancel (with a reason); answers the order after the move. */
export const actOnManageOrder = (id: number, body: OrderActionRequest, signal?: AbortSignal): Promise<ManageOrder> =>
  settle(api.POST('/api/manage/orders/{id}/action/', { params: { path: { id } }, body, signal }));
