import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import type { ManageOrder, OrderAction, OrderStatus } from '../../api/manageOrders.ts';

/**
 * The rules the back office's order machines share (issue 27): which moves an order's status allows (the server's
 * pending → confirmed → shipped → delivered, cancel from pending or confirmed), what a move makes of an order while
 * its answer is on the way (the optimistic row), and how long a pending hold has left.
 */

/** The moves each status allows, in the order the buttons show them. */
export const MOVES_BY_STATUS: Readonly<Record<OrderStatus, readonly OrderAction[]>> = {
  pending: ['confirm', 'cancel'],
  confirmed: ['ship', 'cancel'],
  shipped: ['deliver'],
  delivered: [],
  cancelled: [],
};

/** Where each move takes an order. */
export const STATUS_AFTER: Readonly<Record<OrderAction, OrderStatus>> = {
  confirm: 'confirmed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** The contract's limit on a cancel's reason. */
export const REASON_MAX = 500;

/** A move sent and not answered yet: the row already shows its outcome. */
export interface PendingMove {
  id: number;
  action: OrderAction;
  /** A cancel's reason (trimmed). */
  reason?: string;
}

/** A move the server refused: the row is back as it was, and the manager reads why. */
export interface MoveFailure {
  id: number;
  action: OrderAction;
  failure: ApiFailure;
}

/** What a refused move leaves for the manager to read (nothing when no move was on its way). */
export const refusalOf = (move: PendingMove | null, error: unknown): MoveFailure | null =>
  move ? { id: move.id, action: move.action, failure: toApiFailure(error) } : null;

export const canMove = (order: Pick<ManageOrder, 'status'>, action: OrderAction): boolean => MOVES_BY_STATUS[order.status].includes(action);

/** The order as it will be once the move lands: its new status, and no hold once confirmed or cancelled. */
export function withMove<T extends Pick<ManageOrder, 'id' | 'status' | 'hold_until'>>(order: T, move: PendingMove | null): T {
  if (!move || move.id !== order.id) return order;
  const status = STATUS_AFTER[move.action];
  return { ...order, status, hold_until: status === 'pending' ? order.hold_until : null };
}

/** The body of a move: the reason goes only with a cancel (the server requires it there). */
export const moveBody = (move: PendingMove) => (move.action === 'cancel' ? { action: move.action, reason: move.reason ?? '' } : { action: move.action });

/** Whole minutes a pending hold has left at `now` (0 once run out), or null when the order holds nothing. */
export function holdMinutesLeft(order: Pick<ManageOrder, 'status' | 'hold_until'>, now: number): number | null {
  if (order.status !== 'pending' || !order.hold_until) return null;
  const until = Date.parse(order.hold_until);
  if (Number.isNaN(until)) return null;
  return Math.max(0, Math.floor((until - now) / 60_000));
}

/** Under an hour left: the countdown turns red. */
export const URGENT_MINUTES = 60;

/** The hold's countdown as the views show it. */
export type HoldLeft = { minutes: number; urgent: boolean } | null;

export function holdLeft(order: Pick<ManageOrder, 'status' | 'hold_until'>, now: number): HoldLeft {
  const minutes = holdMinutesLeft(order, now);
  return minutes === null ? null : { minutes, urgent: minutes < URGENT_MINUTES };
}
