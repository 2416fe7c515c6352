import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import { IconButton } from '../../IconButton/IconButton.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { CopyIcon, OrderItems, OrderTotals, StatusBadge, StatusNote, type OrderCardItem } from './OrderParts.tsx';
import * as styles from './PurchaseHistoryPage.css.ts';
import { formatOrderDate, type CancelReason } from './orderText.ts';

/** One order in the list, as the feature maps it from the API's order. */
export type OrderCard = {
  id: number;
  number: string;
  /** any string: unknown statuses are shown raw */
  status: string;
  /** ISO date-time of creation. */
  createdAt: string;
  itemsCount: number;
  subtotalUsd: number;
  discountUsd: number;
  deliveryUsd: number;
  totalUsd: number;
  /** A line is on request: the total leaves it out until a manager quotes it (issue 22 item 1). */
  preliminary?: boolean;
  /** "Самовывоз: Дубай" or the delivery address, already worded by the feature */
  destination: string;
  items: readonly OrderCardItem[];
  /** All products shown (part 2 §9: the card shows 2 until expanded). */
  expanded: boolean;
  /** The customer may still cancel it: shows "Отменить заказ". */
  cancellable: boolean;
  /** Issue 26: a cancelled order says why («Бронь истекла»: its hold ran out unconfirmed). */
  cancelReason?: CancelReason | null;
  /** Issue 26: a pending order holds its pieces until then (ISO date-time). */
  holdUntil?: string | null;
};

/** Part 2 §9: an order card shows this many products until expanded. */
export const COLLAPSED_ITEMS = 2;

export type OrderCardViewProps = {
  order: OrderCard;
  locale: PriceLocale;
  renderLink: (props: LinkRenderProps) => ReactNode;
  onToggleExpanded: (id: number) => void;
  onCopyNumber: (number: string) => void;
  onOpenDetails: (id: number) => void;
  onAskCancel: (id: number) => void;
};

export function OrderCardView({
  order,
  locale,
  renderLink,
  onToggleExpanded,
  onCopyNumber,
  onOpenDetails,
  onAskCancel,
}: OrderCardViewProps) {
  const { t } = useLingui();
  const titleId = useId();
  const itemsId = useId();
  const number = order.number;
  const total = order.items.length;
  const collapsible = total > COLLAPSED_ITEMS;
  const shown = collapsible && !order.expanded ? order.items.slice(0, COLLAPSED_ITEMS) : order.items;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <div className={styles.numberRow}>
          <h2 id={titleId} className={styles.number}>
            <Trans>Заказ №{number}</Trans>
          </h2>
          <IconButton
            size="sm"
            aria-label={t`Скопировать номер заказа ${number}`}
            icon={<CopyIcon />}
            onClick={() => onCopyNumber(number)}
          />
        </div>
        <StatusBadge status={order.status} />
      </header>
      <p className={styles.meta}>
        <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, locale)}</time>
        <span>{order.destination}</span>
      </p>
      <StatusNote order={order} locale={locale} />

      <OrderItems id={itemsId} items={shown} label={t`Товары заказа №${number}`} locale={locale} renderLink={renderLink} />
      {collapsible && (
        <Button
          variant="link"
          size="sm"
          className={styles.toggle}
          aria-expanded={order.expanded}
          aria-controls={itemsId}
          onClick={() => onToggleExpanded(order.id)}
        >
          {order.expanded ? <Trans>Свернуть</Trans> : <Trans>Показать все ({total})</Trans>}
        </Button>
      )}

      <footer className={styles.cardFoot}>
        <OrderTotals sums={order} locale={locale} />
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => onOpenDetails(order.id)}>
            <Trans>
              Подробнее<span className={visuallyHidden}> о заказе №{number}</span>
            </Trans>
          </Button>
          {order.cancellable && (
            <Button variant="ghost" size="sm" onClick={() => onAskCancel(order.id)}>
              <Trans>
                Отменить заказ<span className={visuallyHidden}> №{number}</span>
              </Trans>
            </Button>
          )}
        </div>
      </footer>
    </article>
  );
}
