import type { ManageOrder, OrderAction } from '../../api/manageOrders.ts';
import type { ApiFailure } from '../../api/errors.ts';
import { productHref } from '../../domain/productLinks.ts';
import { holdLeft, MOVES_BY_STATUS, type MoveFailure } from '../../machines/manage/manageOrderRules.ts';
import {
  selectIsAskingReason as selectOrderAsking,
  selectIsMoving as selectOrderMoving,
  selectManageOrder,
  selectManageOrderStatus,
  type ManageOrderSnapshot,
} from '../../machines/manage/manageOrderMachine.ts';
import {
  selectIsFiltered,
  selectIsLoadingMore,
  selectIsMoving,
  selectQueueOrders,
  selectQueueStatus,
  type OrdersQueueSnapshot,
} from '../../machines/manage/ordersQueueMachine.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import type { OrderPageData, OrderPageProps } from '../../ui/views/Manage/OrderPage.tsx';
import type { OrdersQueueProps, QueueRow } from '../../ui/views/Manage/OrdersQueue.tsx';

/** An order's back-office page. */
export const manageOrderHref = (id: number): string => `/manage/orders/${id}`;

/** The order's pieces on one line. */
const piecesOf = (order: ManageOrder): string =>
  order.items
    .map((item) => item.watch ?? item.jewelry ?? item.bag)
    .filter((product) => product !== undefined)
    .map((product) => `${product.brand.name} ${product.model_name}`)
    .join(' · ');

const refusalOf = (refused: MoveFailure | null, id: number): QueueRow['refused'] =>
  refused && refused.id === id ? { action: refused.action, error: errorOf(refused.failure) } : null;

/** What the views show of a failure: the server's detail (a 409's "already confirmed"), else its message. */
const errorOf = (failure: ApiFailure) => ({ detail: failure.detail ?? null, message: failure.message });

export function rowOf(order: ManageOrder, move: { id: number } | null, refused: MoveFailure | null, now: number): QueueRow {
  const moves: readonly OrderAction[] = MOVES_BY_STATUS[order.status];
  return {
    id: order.id,
    number: order.order_number.replace(/^№/, ''),
    href: manageOrderHref(order.id),
    createdAt: order.created_at,
    customer: `${order.first_name} ${order.last_name}`.trim() || order.customer.name,
    phone: order.phone || order.customer.phone,
    pieces: piecesOf(order),
    itemsCount: order.items_count,
    totalUsd: order.total_price,
    preliminary: order.total_is_preliminary,
    status: order.status,
    hold: holdLeft(order, now),
    moving: move?.id === order.id,
    canConfirm: moves.includes('confirm'),
    canCancel: moves.includes('cancel'),
    refused: refusalOf(refused, order.id),
  };
}

const rowsOf = memoLast((orders: ManageOrder[], move: { id: number } | null, refused: MoveFailure | null, now: number): QueueRow[] =>
  orders.map((order) => rowOf(order, move, refused, now)),
);

export type OrdersQueueViewProps = Omit<
  OrdersQueueProps,
  'locale' | `on${string}` | 'renderLink'
>;

export function selectOrdersQueueProps(snapshot: OrdersQueueSnapshot): OrdersQueueViewProps {
  const { context } = snapshot;
  const asking = snapshot.matches({ move: 'askingReason' });
  const cancelling = asking ? context.orders.find((order) => order.id === context.cancelId) : undefined;
  return {
    state: selectQueueStatus(snapshot),
    rows: rowsOf(selectQueueOrders(snapshot), context.move, context.refused, context.now),
    count: context.count,
    filter: context.filter,
    search: context.search,
    filtered: selectIsFiltered(snapshot),
    hasMore: context.hasMore,
    loadingMore: selectIsLoadingMore(snapshot),
    stale: context.stale,
    busy: selectIsMoving(snapshot),
    error: context.failure && errorOf(context.failure),
    cancel: cancelDialog(cancelling ? cancelling.order_number.replace(/^№/, '') : null, context.reason, context.reasonMissing),
  };
}

const cancelDialog = memoLast((number: string | null, reason: string, missing: boolean) => ({ number, reason, missing }));

/** The order as its page shows it. */
export function orderPageDataOf(order: ManageOrder, now: number): OrderPageData {
  return {
    number: order.order_number.replace(/^№/, ''),
    createdAt: order.created_at,
    status: order.status,
    hold: holdLeft(order, now),
    customer: {
      name: `${order.first_name} ${order.last_name}`.trim() || order.customer.name,
      phone: order.phone || order.customer.phone,
      email: order.email,
      accountName: order.customer.name,
    },
    items: order.items.flatMap((item) => {
      const kind = item.watch ? 'watch' : item.jewelry ? 'jewelry' : 'bag';
      const product = item.watch ?? item.jewelry ?? item.bag;
      if (!product) return [];
      return [
        {
          key: String(item.id),
          href: productHref(kind, product.id),
          brand: product.brand.name,
          model: product.model_name,
          reference: product.reference,
          quantity: item.quantity,
          priceUsd: item.price,
        },
      ];
    }),
    delivery: order.delivery_method,
    place: order.delivery_method === 'pickup' ? (order.pickup_city?.name ?? null) : order.address,
    subtotalUsd: order.subtotal,
    discountUsd: order.discount,
    deliveryUsd: order.delivery_cost,
    totalUsd: order.total_price,
    preliminary: order.total_is_preliminary,
    promoCode: order.promo_code,
    history: order.history.map((entry, index) => ({
      key: `${index}-${entry.at}`,
      at: entry.at,
      from: entry.from,
      to: entry.to,
      by: entry.by,
      actor: entry.actor?.name ?? null,
      reason: entry.reason,
    })),
  };
}

const pageDataOf = memoLast((order: ManageOrder | null, now: number) => (order ? orderPageDataOf(order, now) : null));
const NO_MOVES: readonly OrderAction[] = [];

export type OrderPageViewProps = Omit<OrderPageProps, 'locale' | `on${string}` | 'renderLink'>;

export function selectOrderPageProps(snapshot: ManageOrderSnapshot): OrderPageViewProps {
  const { context } = snapshot;
  const order = selectManageOrder(snapshot);
  const refused = context.refused;
  return {
    state: selectManageOrderStatus(snapshot),
    order: pageDataOf(order, context.now),
    moves: order ? MOVES_BY_STATUS[order.status] : NO_MOVES,
    moving: selectOrderMoving(snapshot),
    refused: refused ? refusedOf(refused) : null,
    stale: context.stale,
    error: context.failure && errorOf(context.failure),
    cancel: cancelDialog(selectOrderAsking(snapshot) && order ? order.order_number.replace(/^№/, '') : null, context.reason, context.reasonMissing),
  };
}

const refusedOf = memoLast((refused: MoveFailure) => ({ action: refused.action, error: errorOf(refused.failure) }));
