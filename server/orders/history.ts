import type { Kysely, Selectable } from 'kysely';
import type { OrdersTable } from '../db/tables/shopping.ts';
import type { Database } from '../db/types.ts';

type OrderStatus = Selectable<OrdersTable>['status'];

/** Who moves an order and why (issue 27: each move is a row of the order's history, order_status_changes). */
export interface StatusChange {
  by: 'customer' | 'staff' | 'system';
  /** The customer's or the staff member's account; null for the system or the local command line. */
  actorId: number | null;
  reason?: string | null;
}

export async function recordStatusChange(db: Kysely<Database>, orderId: number, from: OrderStatus | null, to: OrderStatus, change: StatusChange): Promise<void> {
  await db
    .insertInto('order_status_changes')
    .values({ order_id: orderId, from_status: from, to_status: to, by_kind: change.by, actor_id: change.actorId, reason: change.reason ?? null })
    .execute();
}
