import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import type { OrderCard } from './OrderCardView.tsx';
import { OrderItems, OrderTotals, StatusBadge, StatusNote } from './OrderParts.tsx';
import * as styles from './PurchaseHistoryPage.css.ts';
import { formatOrderDate } from './orderText.ts';

type CancelOrderModalProps = {
  /** The order whose cancellation is being confirmed; undefined when no confirmation is open. */
  order: OrderCard | undefined;
  /** The cancellation is on its way: the confirm button is busy. */
  cancelling: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
};

/** "Отменить заказ №…?": the cancellation's confirmation. */
export function CancelOrderModal({ order, cancelling, onConfirm, onDismiss }: CancelOrderModalProps) {
  return (
    <Modal
      size="sm"
      open={order !== undefined}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={order ? <CancelTitle number={order.number} /> : null}
      description={<Trans>Заказ будет отменён, вернуть его будет нельзя.</Trans>}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onDismiss}>
            <Trans>Не отменять</Trans>
          </Button>
          <Button loading={cancelling} onClick={onConfirm}>
            <Trans>Отменить заказ</Trans>
          </Button>
        </div>
      }
    />
  );
}

function CancelTitle({ number }: { number: string }) {
  return <Trans>Отменить заказ №{number}?</Trans>;
}

/** An order's details (status, date, receipt, lines, sums), open while the feature names the order. */
export function OrderDetailsModal({
  order,
  locale,
  renderLink,
  onClose,
}: {
  order: OrderCard | undefined;
  locale: 'ru' | 'en';
  renderLink: (props: LinkRenderProps) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const number = order?.number ?? '';
  return (
    <Modal
      open={order !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<Trans>Заказ №{number}</Trans>}
    >
      {order && (
        <div className={styles.details}>
          <dl className={styles.facts}>
            <div className={styles.totalsRow}>
              <dt className={styles.term}>
                <Trans>Статус</Trans>
              </dt>
              <dd className={styles.factValue}>
                <StatusBadge status={order.status} />
                <StatusNote order={order} locale={locale} />
              </dd>
            </div>
            <div className={styles.totalsRow}>
              <dt className={styles.term}>
                <Trans>Дата</Trans>
              </dt>
              <dd className={styles.factValue}>
                <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, locale)}</time>
              </dd>
            </div>
            <div className={styles.totalsRow}>
              <dt className={styles.term}>
                <Trans>Получение</Trans>
              </dt>
              <dd className={styles.factValue}>{order.destination}</dd>
            </div>
          </dl>
          <OrderItems items={order.items} label={t`Товары заказа №${number}`} locale={locale} renderLink={renderLink} />
          <OrderTotals sums={order} locale={locale} full />
        </div>
      )}
    </Modal>
  );
}
