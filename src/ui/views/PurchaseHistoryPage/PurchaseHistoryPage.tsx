import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { BagIcon, SearchIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Select } from '../../Select/Select.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as shop from '../shopPage.css.ts';
import { OrderCardView, type OrderCard } from './OrderCardView.tsx';
import { OrderCardSkeleton } from './OrderCardSkeleton.tsx';
import { CancelOrderModal, OrderDetailsModal } from './OrderDialogs.tsx';
import type { OrderCardItem } from './OrderParts.tsx';
import * as styles from './PurchaseHistoryPage.css.ts';
import { orderOrderings, orderStatuses, useOrderWords, type OrderOrdering } from './orderText.ts';

export { orderOrderings, orderStatuses };
export type { OrderCard, OrderCardItem, OrderOrdering };

export const purchaseHistoryStates = ['loading', 'empty', 'list', 'failure'] as const;
export type PurchaseHistoryState = (typeof purchaseHistoryStates)[number];

export type PurchaseHistoryPageProps = {
  state: PurchaseHistoryState;
  locale: 'ru' | 'en';
  orders: readonly OrderCard[];
  /** Part 2 §5: the number (ignoring №, #, spaces, hyphens) or a product name; the feature filters. */
  search: string;
  onSearchChange: (value: string) => void;
  /** '' for every status; otherwise one of `orderStatuses`. */
  status: '' | string;
  onStatusChange: (status: string) => void;
  ordering: OrderOrdering;
  onOrderingChange: (ordering: OrderOrdering) => void;
  /** True when filters/search are applied: the empty state then says nothing matched (with a reset) instead of "no orders yet". */
  filtered: boolean;
  onResetFilters: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onToggleExpanded: (id: number) => void;
  /** The feature copies and toasts copySuccess or copyFail (part 2 §8). */
  onCopyNumber: (number: string) => void;
  /** The order whose details modal is open; null when closed. */
  detailsOrderId: number | null;
  onOpenDetails: (id: number) => void;
  onCloseDetails: () => void;
  /** The order whose cancellation is being confirmed; null when no confirmation is open. */
  cancelOrderId: number | null;
  onAskCancel: (id: number) => void;
  onConfirmCancel: () => void;
  onDismissCancel: () => void;
  /** The cancellation is on its way: the confirm button is busy. */
  cancelling: boolean;
  /** The load failure's text; "Не удалось загрузить историю покупок" when left out (part 2 §8). */
  errorMessage?: string | null;
  onRetry: () => void;
  /** Above the search and the list: the thank-you panel of the order just placed (issue 22 item 12), when any. */
  notice?: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

const SKELETON_CARDS = 3;

/** /purchase-history (part 2 §2): the customer's orders with search, status filter, sorting and load more. */
export function PurchaseHistoryPage({
  state,
  locale,
  orders,
  search,
  onSearchChange,
  status,
  onStatusChange,
  ordering,
  onOrderingChange,
  filtered,
  onResetFilters,
  hasMore,
  loadingMore,
  onLoadMore,
  onToggleExpanded,
  onCopyNumber,
  detailsOrderId,
  onOpenDetails,
  onCloseDetails,
  cancelOrderId,
  onAskCancel,
  onConfirmCancel,
  onDismissCancel,
  cancelling,
  errorMessage,
  onRetry,
  notice,
  renderLink = defaultRenderLink,
}: PurchaseHistoryPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { statusLabels, orderingLabels } = useOrderWords();
  const detailsOrder = detailsOrderId === null ? undefined : orders.find((order) => order.id === detailsOrderId);
  const cancelOrder = cancelOrderId === null ? undefined : orders.find((order) => order.id === cancelOrderId);
  // A shopper with no orders at all has nothing to search: the toolbar only shows once there is something to narrow.
  const showToolbar = state !== 'empty' || filtered;

  return (
    <section className={shop.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <header className={shop.header}>
        <h1 id={titleId} className={shop.title}>
          <Trans>История покупок</Trans>
        </h1>
      </header>

      {notice}

      {showToolbar && (
        <div role="search" className={styles.toolbar} aria-label={t`Поиск заказов`}>
          <TextField
            className={styles.search}
            type="search"
            label={<Trans>Номер заказа или товар</Trans>}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Select
            label={<Trans>Статус</Trans>}
            placeholder={t`Все статусы`}
            options={orderStatuses.map((value) => ({ value, label: statusLabels[value] }))}
            value={status}
            onChange={(event) => onStatusChange(event.target.value)}
          />
          <Select
            label={<Trans>Сортировка</Trans>}
            options={orderOrderings.map((value) => ({ value, label: orderingLabels[value] }))}
            value={ordering}
            onChange={(event) => onOrderingChange(event.target.value as OrderOrdering)}
          />
        </div>
      )}

      {state === 'loading' && (
        <>
          <p role="status" className={shop.status}>
            <Trans>Загружаем историю покупок…</Trans>
          </p>
          <ul className={styles.orders} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <OrderCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      )}

      {state === 'failure' && (
        <ErrorBox
          className={shop.message}
          error={{ message: errorMessage ?? t`Не удалось загрузить историю покупок` }}
          onRetry={onRetry}
        />
      )}

      {state === 'empty' &&
        (filtered ? (
          <EmptyState
            icon={<SearchIcon size={40} />}
            title={<Trans>Ничего не найдено</Trans>}
            text={<Trans>Измените запрос или фильтры — или сбросьте их, чтобы увидеть все заказы.</Trans>}
            action={
              <Button variant="secondary" onClick={onResetFilters}>
                <Trans>Сбросить фильтры</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<BagIcon size={40} />}
            title={<Trans>Заказов пока нет</Trans>}
            text={<Trans>Оформленные заказы появятся здесь.</Trans>}
            action={renderLink({ href: '/catalog', className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
          />
        ))}

      {state === 'list' && (
        <>
          <ul className={styles.orders} aria-label={t`Заказы`}>
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCardView
                  order={order}
                  locale={locale}
                  renderLink={renderLink}
                  onToggleExpanded={onToggleExpanded}
                  onCopyNumber={onCopyNumber}
                  onOpenDetails={onOpenDetails}
                  onAskCancel={onAskCancel}
                />
              </li>
            ))}
          </ul>
          {hasMore && (
            <div className={styles.more}>
              <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                <Trans>Показать ещё</Trans>
              </Button>
            </div>
          )}
        </>
      )}

      <OrderDetailsModal order={detailsOrder} locale={locale} renderLink={renderLink} onClose={onCloseDetails} />

      <CancelOrderModal
        order={cancelOrder}
        cancelling={cancelling}
        onConfirm={onConfirmCancel}
        onDismiss={onDismissCancel}
      />
    </section>
  );
}
