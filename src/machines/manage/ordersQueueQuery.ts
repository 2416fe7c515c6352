import type { ManageOrdersQuery, OrderStatus } from '../../api/manageOrders.ts';

/** The orders queue's filters, page sizes and timers (ordersQueueMachine.ts), and its request as the API's query. */

export const QUEUE_FILTERS = ['all', 'pending', 'expiring', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];
/** "Holds expiring < 6 h". */
export const EXPIRING_WITHIN_HOURS = 6;
export const QUEUE_PAGE_SIZE = 20;
/** The contract's largest page: a refresh asks for every row shown in one call, up to this many. */
export const QUEUE_REFRESH_MAX = 100;
export const SEARCH_DEBOUNCE_MS = 400;
export const REFRESH_INTERVAL_MS = 15_000;
export const CLOCK_TICK_MS = 30_000;

export interface QueueRequest {
  filter: QueueFilter;
  search: string;
  page: number;
  pageSize: number;
}

/** The request's query: "expiring" is a pending hold running out within 6 h. */
export function queueQueryOf({ filter, search, page, pageSize }: QueueRequest): ManageOrdersQuery {
  return {
    page,
    page_size: pageSize,
    ...(filter === 'expiring' ? { status: 'pending' as const, expiring_within_hours: EXPIRING_WITHIN_HOURS } : {}),
    ...(filter !== 'all' && filter !== 'expiring' ? { status: filter as OrderStatus } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  };
}

