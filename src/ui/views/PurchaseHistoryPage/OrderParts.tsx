import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, SVGProps } from 'react';
import { WatchIcon } from '../../icons.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { formatUsd, isPriceOnRequest, type PriceLocale } from '../../Price/price.ts';
import * as styles from './PurchaseHistoryPage.css.ts';
import { formatHoldUntil, isKnownStatus, useOrderWords, type CancelReason } from './orderText.ts';

/** One product of an order, as the feature maps it from the order's line. */
export type OrderCardItem = {
  key: string;
  /** The product's page; the name links there. */
  href: string;
  imageUrl: string | null;
  brand: string;
  model: string;
  quantity: number;
  /** The unit price at the time of the order; null (or zero) is a line on request: "по запросу". */
  priceUsd: string | number | null;
};

/** Copy icon (two sheets), drawn like the kit's line icons; decorative, the button carries the name. */
export function CopyIcon(props: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect x="8.5" y="8.5" width="11" height="11" rx="1.5" />
      <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
    </svg>
  );
}

/**
 * Issue 26: what the status alone does not say — why a cancelled order was cancelled («Бронь истекла»), and until
 * when a pending order holds its pieces. Nothing otherwise.
 */
export function StatusNote({ order, locale }: { order: { status: string; cancelReason?: CancelReason | null; holdUntil?: string | null }; locale: PriceLocale }) {
  const { cancelReasonLabels } = useOrderWords();
  if (order.status === 'cancelled' && order.cancelReason) {
    return <p className={styles.statusNote}>{cancelReasonLabels[order.cancelReason]}</p>;
  }
  if (order.status === 'pending' && order.holdUntil) {
    const until = formatHoldUntil(order.holdUntil, locale);
    return (
      <p className={styles.statusNote}>
        <Trans>
          Бронь до <time dateTime={order.holdUntil}>{until}</time>
        </Trans>
      </p>
    );
  }
  return null;
}

export function StatusBadge({ status }: { status: string }) {
  const { statusLabel } = useOrderWords();
  return (
    <span className={styles.badge}>
      <span className={styles.dot[isKnownStatus(status) ? status : 'unknown']} aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}

export function OrderItems({
  id,
  items,
  label,
  locale,
  renderLink,
}: {
  id?: string;
  items: readonly OrderCardItem[];
  label: string;
  locale: PriceLocale;
  renderLink: (props: LinkRenderProps) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ul id={id} className={styles.items} aria-label={label}>
      {items.map((item) => {
        const name = (
          <>
            <span className={styles.brand}>{item.brand}</span> <span className={styles.model}>{item.model}</span>
          </>
        );
        const price = isPriceOnRequest(item.priceUsd) ? t`по запросу` : formatUsd(item.priceUsd ?? 0, locale);
        const quantity = item.quantity;
        return (
          <li key={item.key} className={styles.item}>
            {item.imageUrl ? (
              // The name beside it says what the photo shows.
              <img className={styles.thumb} src={item.imageUrl} alt="" loading="lazy" decoding="async" />
            ) : (
              <span className={`${styles.thumb} ${styles.placeholder}`} aria-hidden="true">
                <WatchIcon size={24} />
              </span>
            )}
            <div className={styles.itemName}>{renderLink({ href: item.href, className: styles.itemLink, children: name })}</div>
            <p className={styles.itemPrice}>
              <Trans>
                {quantity} × {price}
              </Trans>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export type OrderSums = {
  itemsCount: number;
  subtotalUsd: number;
  discountUsd: number;
  deliveryUsd: number;
  totalUsd: number;
  /** A line is on request: the total is preliminary (issue 22 item 1). */
  preliminary?: boolean;
};

/**
 * The money of an order. The card (`full` off) shows the count and the total, with the discount and delivery only
 * when they are above zero; the details list everything, a zero delivery as "Бесплатно" (part 2 §9).
 */
export function OrderTotals({ sums, locale, full = false }: { sums: OrderSums; locale: PriceLocale; full?: boolean }) {
  const count = sums.itemsCount;
  const rows: { key: string; term: ReactNode; value: ReactNode; strong?: boolean }[] = [
    {
      key: 'count',
      term: <Trans>Товаров</Trans>,
      value: count,
    },
  ];
  if (full) rows.push({ key: 'subtotal', term: <Trans>Сумма товаров</Trans>, value: formatUsd(sums.subtotalUsd, locale) });
  if (sums.discountUsd > 0) {
    rows.push({ key: 'discount', term: <Trans>Скидка</Trans>, value: `−${formatUsd(sums.discountUsd, locale)}` });
  }
  if (full || sums.deliveryUsd > 0) {
    rows.push({
      key: 'delivery',
      term: <Trans>Доставка</Trans>,
      value: sums.deliveryUsd > 0 ? formatUsd(sums.deliveryUsd, locale) : <Trans>Бесплатно</Trans>,
    });
  }
  const totalTerm = sums.preliminary ? <Trans>Предварительный итог</Trans> : <Trans>Итого</Trans>;
  rows.push({ key: 'total', term: totalTerm, value: formatUsd(sums.totalUsd, locale), strong: true });
  return (
    <>
      <dl className={full ? styles.detailsTotals : styles.totals}>
        {rows.map((row) => (
          <div key={row.key} className={styles.totalsRow}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={row.strong ? `${styles.value} ${styles.grandTotal}` : styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {full && sums.preliminary && (
        <p className={styles.note}>
          <Trans>Позиции «по запросу» не входят в сумму: менеджер назовёт их цену при подтверждении.</Trans>
        </p>
      )}
    </>
  );
}
