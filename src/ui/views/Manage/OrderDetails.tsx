import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LinkRenderProps } from '../../link.tsx';
import { formatUsd, type PriceLocale } from '../../Price/price.ts';
import { useOrderWords } from '../PurchaseHistoryPage/orderText.ts';
import type { HoldLeft } from './OrderParts.tsx';
import * as styles from './OrderPage.css.ts';

export type OrderPageItem = {
  key: string;
  /** The piece's page in the shop. */
  href: string;
  brand: string;
  model: string;
  reference: string;
  quantity: number;
  /** The unit price at the time of the order; null for a piece on request. */
  priceUsd: string | null;
};

export type OrderHistoryEntry = {
  key: string;
  at: string;
  from: string | null;
  to: string;
  by: 'customer' | 'staff' | 'system';
  /** The staff member's name when `by` is staff. */
  actor: string | null;
  reason: string | null;
};

/** One order as the back office's page shows it (the feature maps it from ManageOrder). */
export type OrderPageData = {
  number: string;
  createdAt: string;
  status: string;
  hold: HoldLeft;
  customer: { name: string; phone: string | null; email: string; accountName: string };
  items: readonly OrderPageItem[];
  delivery: 'pickup' | 'delivery';
  /** The pickup city or the delivery address. */
  place: string | null;
  subtotalUsd: string;
  discountUsd: string;
  deliveryUsd: string;
  totalUsd: string;
  preliminary: boolean;
  promoCode: string | null;
  /** Oldest first. */
  history: readonly OrderHistoryEntry[];
};

const dateTimeFormats = new Map<PriceLocale, Intl.DateTimeFormat>();
const formatDateTime = (iso: string, locale: PriceLocale) => {
  let format = dateTimeFormats.get(locale);
  if (!format) dateTimeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })));
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

/** The order's customer, pieces, delivery, totals and history (OrderPage's body). */
export function OrderDetails({ order, locale, renderLink }: { order: OrderPageData; locale: PriceLocale; renderLink: (props: LinkRenderProps) => ReactNode }) {
  const { t } = useLingui();
  const { statusLabel } = useOrderWords();
  const money = (amount: string) => formatUsd(amount, locale);
  const byLabel = (entry: OrderHistoryEntry) =>
    entry.by === 'staff' ? (entry.actor ?? t`Сотрудник`) : entry.by === 'customer' ? t`Покупатель` : t`Система`;
  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <section className={styles.card} aria-labelledby="order-pieces">
          <h2 id="order-pieces" className={styles.cardTitle}>
            <Trans>Вещи</Trans>
          </h2>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.key} className={styles.item}>
                <span className={styles.itemName}>
                  {renderLink({ href: item.href, className: styles.link, children: `${item.brand} ${item.model}` })}
                  <span className={styles.term}>
                    {item.reference} · × {item.quantity}
                  </span>
                </span>
                <span>{item.priceUsd === null ? <Trans>По запросу</Trans> : money(item.priceUsd)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.facts}>
            <Fact term={<Trans>Сумма</Trans>}>{money(order.subtotalUsd)}</Fact>
            {Number(order.discountUsd) > 0 && <Fact term={order.promoCode ? <Trans>Скидка ({order.promoCode})</Trans> : <Trans>Скидка</Trans>}>−{money(order.discountUsd)}</Fact>}
            <Fact term={<Trans>Доставка</Trans>}>{money(order.deliveryUsd)}</Fact>
            <Fact term={<Trans>Итого</Trans>}>
              <span className={styles.total}>{money(order.totalUsd)}</span>
              {order.preliminary && (
                <>
                  {' '}
                  <Trans>(предварительно: без вещей по запросу)</Trans>
                </>
              )}
            </Fact>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="order-history">
          <h2 id="order-history" className={styles.cardTitle}>
            <Trans>История статусов</Trans>
          </h2>
          <ol className={styles.history}>
            {order.history.map((entry) => (
              <li key={entry.key} className={styles.event}>
                <time className={styles.term} dateTime={entry.at}>
                  {formatDateTime(entry.at, locale)}
                </time>
                <span>{entry.from === null ? <Trans>Оформлен: {statusLabel(entry.to)}</Trans> : `${statusLabel(entry.from)} → ${statusLabel(entry.to)}`}</span>
                <span className={styles.term}>
                  {byLabel(entry)}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div className={styles.column}>
        <section className={styles.card} aria-labelledby="order-customer">
          <h2 id="order-customer" className={styles.cardTitle}>
            <Trans>Покупатель</Trans>
          </h2>
          <dl className={styles.facts}>
            <Fact term={<Trans>Имя</Trans>}>{order.customer.name}</Fact>
            <Fact term={<Trans>Телефон</Trans>}>{order.customer.phone ? <a className={styles.link} href={`tel:${order.customer.phone}`}>{order.customer.phone}</a> : '—'}</Fact>
            <Fact term={<Trans>Почта</Trans>}>
              <a className={styles.link} href={`mailto:${order.customer.email}`}>
                {order.customer.email}
              </a>
            </Fact>
            {order.customer.accountName !== order.customer.name && <Fact term={<Trans>Аккаунт</Trans>}>{order.customer.accountName}</Fact>}
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className={styles.cardTitle}>
            {order.delivery === 'pickup' ? <Trans>Самовывоз</Trans> : <Trans>Доставка</Trans>}
          </h2>
          <p className={styles.value}>{order.place ?? '—'}</p>
        </section>
      </div>
    </div>
  );
}
