import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { RequestStatus } from '../db/tables/requests.ts';
import { MANAGER_ACTIONS, moveOrderIn, type ManagerAction } from '../orders/service.ts';
import type { OrderStatus } from '../orders/repository.ts';
import { recordAudit } from './audit.ts';
import type { StaffActor } from './gate.ts';

/**
 * The staff's moves of orders and requests (issue 27), one core for every way in: the back office, the command
 * line and the managers' Telegram buttons. Each is one guarded UPDATE with its audit entry and (orders) its history
 * row in one transaction: of two managers pressing at once, one moves it and the other learns where it already is.
 */

export type OrderActionOutcome = { moved: true; number: string; status: OrderStatus } | { moved: false; number: string; status: OrderStatus } | undefined;

/** undefined: no such order. `moved: false`: it was not in a status the action moves from; `status` says where it is. */
export async function applyOrderAction(db: Kysely<Database>, actor: StaffActor, orderId: number, action: ManagerAction, reason?: string): Promise<OrderActionOutcome> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('orders').select(['order_number', 'status']).where('id', '=', orderId).executeTakeFirst();
    if (!before) return undefined;
    const moved = await moveOrderIn(trx, orderId, action, { by: 'staff', actorId: actor.userId, reason: reason ?? null });
    if (!moved) return { moved: false, number: before.order_number, status: before.status };
    const to = MANAGER_ACTIONS[action].to;
    await recordAudit(trx, actor, {
      action: `order.${action}`,
      subjectType: 'order',
      subjectId: orderId,
      subjectLabel: `№${before.order_number}`,
      before: { status: before.status },
      after: { status: to, ...(reason ? { reason } : {}) },
    });
    return { moved: true, number: before.order_number, status: to };
  });
}

/** The staff's moves of a request: take it up (the taker is kept), or close it. */
export const STAFF_REQUEST_ACTIONS = {
  take: { from: ['new', 'done'], to: 'in_progress' },
  done: { from: ['new', 'in_progress'], to: 'done' },
} as const satisfies Record<string, { from: RequestStatus[]; to: RequestStatus }>;

export type StaffRequestAction = keyof typeof STAFF_REQUEST_ACTIONS;

export type RequestActionOutcome = { moved: boolean; status: RequestStatus } | undefined;

export async function applyRequestAction(db: Kysely<Database>, actor: StaffActor, id: number, action: StaffRequestAction): Promise<RequestActionOutcome> {
  const { from, to } = STAFF_REQUEST_ACTIONS[action];
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('customer_requests')
      .select(['status', 'kind', 'name', 'taken_by'])
      .where('id', '=', id)
      .where('is_spam', '=', false)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    if (!(from as readonly RequestStatus[]).includes(before.status)) return { moved: false, status: before.status };
    await trx
      .updateTable('customer_requests')
      .set({ status: to, status_changed_at: new Date(), ...(action === 'take' ? { taken_by: actor.userId } : {}) })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: `request.${action}`,
      subjectType: 'request',
      subjectId: id,
      subjectLabel: `#${id} ${before.kind} · ${before.name}`,
      before: { status: before.status },
      after: { status: to },
    });
    return { moved: true, status: to };
  });
}
