import type { SnapshotFrom } from 'xstate';
import type { Order, OrderItem } from '../../api/orders.ts';
import type { ProductKind } from '../../api/types.ts';
import {
  CANCELLABLE,
  selectHistoryStatus,
  selectIsCancelling,
  selectIsFiltered,
  selectIsLoadingMore,
  type purchaseHistoryMachine,
} from '../../machines/purchaseHistoryMachine.ts';
import { serverWordsOr } from '../../domain/failureText.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import { productHref } from '../../domain/productLinks.ts';
import { primaryPhoto } from '../../domain/productCard.ts';
import type { OrderCard, PurchaseHistoryPageProps, PurchaseHistoryState } from '../../ui/views/PurchaseHistoryPage/PurchaseHistoryPage.tsx';

type HistorySnapshot = SnapshotFrom<typeof purchaseHistoryMachine>;

export interface HistoryWords {
  /** "Самовывоз: {city}". */
  pickup: (city: string) => string;
  loadFailed: string;
}

const money = (value: string | null | undefined): number => {
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : 0;
};

/** The one product of an order line (part 2 §3: "Each item has a watch or bag"; jewelry too). */
function productIn(item: OrderItem): { kind: ProductKind; product: NonNullable<OrderItem['watch']> } | null {
  if (item.watch) return { kind: 'watch', product: item.watch };
  if (item.jewelry) return { kind: 'jewelry', product: item.jewelry };
  if (item.bag) return { kind: 'bag', product: item.bag };
  return null;
}

/** Part 2 §3: an order, its lines (each with one product; the price at the time, else the product's own). */
function cardOfOrder(order: Order, expanded: boolean, words: HistoryWords): OrderCard {
  const items = order.items.flatMap((item) => {
    const ordered = productIn(item);
    if (!ordered) return [];
    const { kind, product } = ordered;
    return [
      {
        key: String(item.id),
        href: productHref(kind, product.id),
        imageUrl: primaryPhoto(product.photos)?.thumbnail_url ?? null,
        brand: product.brand.name,
        model: product.model_name,
        quantity: item.quantity,
        // Part 2 §3: the price at the time, else the product's; a piece on request has neither (its price_usd is
        // always null, issue 22 item 1), so the line reads "по запросу".
        priceUsd: item.price ?? product.price_usd,
      },
    ];
  });
  return {
    id: order.id,
    // Part 2 §3: a leading № is stripped (the view adds its own).
    number: order.order_number.replace(/^№\s*/, ''),
    status: order.status,
    createdAt: order.created_at,
    itemsCount: order.items_count,
    subtotalUsd: money(order.subtotal),
    discountUsd: money(order.discount),
    deliveryUsd: money(order.delivery_cost),
    totalUsd: money(order.total_price),
    preliminary: order.total_is_preliminary,
    destination: order.pickup_city ? words.pickup(order.pickup_city.name) : (order.address ?? ''),
    items,
    expanded,
    cancellable: CANCELLABLE.includes(order.status),
    // Issue 26: why a cancelled order was cancelled; until when a pending one holds its pieces.
    cancelReason: order.status === 'cancelled' ? order.cancel_reason : null,
    holdUntil: order.status === 'pending' ? order.hold_until : null,
  };
}

const cardsOf = memoLast((orders: readonly Order[], expanded: readonly number[], words: HistoryWords) =>
  orders.map((order) => cardOfOrder(order, expanded.includes(order.id), words)),
);

export type PurchaseHistoryView = Pick<
  PurchaseHistoryPageProps,
  'state' | 'orders' | 'search' | 'status' | 'ordering' | 'filtered' | 'hasMore' | 'loadingMore' | 'detailsOrderId' | 'cancelOrderId' | 'cancelling' | 'errorMessage'
>;

/** What /purchase-history shows (part 2 §2, §8). */
export function selectPurchaseHistoryProps(snapshot: HistorySnapshot, words: HistoryWords): PurchaseHistoryView {
  const { context } = snapshot;
  const status = selectHistoryStatus(snapshot);
  const orders = cardsOf(context.orders, context.expanded, words);
  const state: PurchaseHistoryState = status === 'failure' ? 'failure' : status === 'loading' ? 'loading' : orders.length > 0 ? 'list' : 'empty';
  return {
    state,
    orders,
    search: context.search,
    status: context.status,
    ordering: context.ordering,
    filtered: selectIsFiltered(snapshot),
    hasMore: context.next !== null,
    loadingMore: selectIsLoadingMore(snapshot),
    detailsOrderId: context.detailsId,
    cancelOrderId: context.cancelId,
    cancelling: selectIsCancelling(snapshot),
    // Part 2 §8: detail or message, else "Не удалось загрузить историю покупок".
    errorMessage: context.failure ? serverWordsOr(context.failure, words.loadFailed) : null,
  };
}
