import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { errorText, type ErrorLike } from '../../ErrorBox/errorText.ts';
import type { LinkRenderProps } from '../../link.tsx';
import { formatUsd, type PriceLocale } from '../../Price/price.ts';
import { formatOrderDate } from '../PurchaseHistoryPage/orderText.ts';
import { HoldCountdown, StatusBadge, useMoveWords, type HoldLeft, type OrderMove } from './OrderParts.tsx';
import * as styles from './Orders.css.ts';

/** One order of the queue, as the feature maps it. */
export type QueueRow = {
  id: number;
  number: string;
  /** The order's page in the back office. */
  href: string;
  createdAt: string;
  customer: string;
  phone: string | null;
  /** The pieces on one line ("Rolex Submariner Date · Cartier Love"). */
  pieces: string;
  itemsCount: number;
  totalUsd: string;
  /** A piece on request: the total leaves it out. */
  preliminary: boolean;
  status: string;
  hold: HoldLeft;
  /** A move of this row is on its way (the row already shows its outcome). */
  moving: boolean;
  canConfirm: boolean;
  canCancel: boolean;
  /** The server refused the last move of this row: which, and its words. */
  refused: { action: OrderMove; error: ErrorLike } | null;
};

export function OrdersRow({
  row,
  busy,
  locale,
  onConfirm,
  onCancel,
  onNoticeDismiss,
  renderLink,
}: {
  row: QueueRow;
  busy: boolean;
  locale: PriceLocale;
  onConfirm: (id: number) => void;
  onCancel: (id: number) => void;
  onNoticeDismiss: () => void;
  renderLink: (props: LinkRenderProps) => ReactNode;
}) {
  const { t } = useLingui();
  const { moveLabels, refusedLabels } = useMoveWords();
  const number = row.number;
  return (
    <li className={row.moving ? `${styles.row} ${styles.pendingRow}` : styles.row} aria-label={t`Заказ №${number}`} aria-busy={row.moving || undefined}>
      <div className={styles.cell}>
        {renderLink({ href: row.href, className: styles.number, children: <Trans>№{number}</Trans> })}
        <time className={styles.muted} dateTime={row.createdAt}>
          {formatOrderDate(row.createdAt, locale)}
        </time>
      </div>
      <div className={styles.cell}>
        <span className={styles.strong}>{row.customer}</span>
        {row.phone && (
          <a className={styles.muted} href={`tel:${row.phone}`}>
            {row.phone}
          </a>
        )}
      </div>
      <div className={styles.cell}>
        <span>{row.pieces}</span>
        <span className={styles.muted}>
          {formatUsd(row.totalUsd, locale)}
          {row.preliminary && (
            <>
              {' · '}
              <Trans>без вещей по запросу</Trans>
            </>
          )}
        </span>
      </div>
      <div className={styles.cell}>
        <StatusBadge status={row.status} />
        <HoldCountdown hold={row.hold} />
      </div>
      <div className={styles.actions}>
        {row.canConfirm && (
          <Button size="sm" loading={row.moving} disabled={busy && !row.moving} onClick={() => onConfirm(row.id)} aria-label={t`Подтвердить заказ №${number}`}>
            {moveLabels.confirm}
          </Button>
        )}
        {row.canCancel && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onCancel(row.id)} aria-label={t`Отменить заказ №${number}`}>
            {moveLabels.cancel}
          </Button>
        )}
      </div>
      {row.refused && (
        <p className={styles.refusal} role="alert">
          {refusedLabels[row.refused.action]}: {errorText(row.refused.error) ?? t`Произошла непредвиденная ошибка`}{' '}
          <Button variant="link" size="sm" onClick={onNoticeDismiss}>
            <Trans>Понятно</Trans>
          </Button>
        </p>
      )}
    </li>
  );
}
