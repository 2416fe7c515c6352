import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import type { ErrorLike } from '../../ErrorBox/errorText.ts';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import { CancelReasonDialog, type CancelDialogState } from './OrderParts.tsx';
import { OrdersRow, type QueueRow } from './OrdersRow.tsx';
import * as styles from './Orders.css.ts';
import { PanelHead } from './PanelHead.tsx';

export type { QueueRow } from './OrdersRow.tsx';

/** The queue's chips (ordersQueueMachine's filters): every order, a status, or pending holds running out within 6 h. */
export const queueFilters = ['all', 'pending', 'expiring', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type QueueFilterKey = (typeof queueFilters)[number];

export const ordersQueueStates = ['loading', 'failure', 'ready'] as const;

export type OrdersQueueProps = {
  state: (typeof ordersQueueStates)[number];
  rows: readonly QueueRow[];
  /** Every order the filters match. */
  count: number;
  filter: QueueFilterKey;
  search: string;
  /** A chip other than "all" or a search. */
  filtered: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last refresh failed: the list may be behind. */
  stale: boolean;
  /** A move is on its way: the other moves wait. */
  busy: boolean;
  error: ErrorLike | null;
  cancel: CancelDialogState;
  locale: PriceLocale;
  onFilterChange: (filter: QueueFilterKey) => void;
  onSearchChange: (value: string) => void;
  onRetry: () => void;
  onLoadMore: () => void;
  onConfirm: (id: number) => void;
  onCancel: (id: number) => void;
  onReasonChange: (value: string) => void;
  onCancelDismiss: () => void;
  onCancelSubmit: () => void;
  onNoticeDismiss: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * /manage (issue 27): the orders queue, newest first — status chips, a search, each order's customer, pieces, total,
 * status and hold counting down, and one tap to confirm or cancel (with a reason). Moves show on their row at once.
 */
export function OrdersQueue(props: OrdersQueueProps) {
  const { state, rows, count, filter, search, filtered, hasMore, loadingMore, stale, error, onFilterChange, onSearchChange } = props;
  const { t } = useLingui();
  const chipLabels: Record<QueueFilterKey, string> = {
    all: t`Все`,
    pending: t`Ждут подтверждения`,
    expiring: t`Бронь истекает < 6 ч`,
    confirmed: t`Подтверждены`,
    shipped: t`Отправлены`,
    delivered: t`Доставлены`,
    cancelled: t`Отменены`,
  };
  return (
    <section aria-labelledby="orders-queue-title" aria-busy={state === 'loading'}>
      <PanelHead id="orders-queue-title" title={<Trans>Заказы</Trans>} meta={state === 'ready' && <Plural value={count} one="# заказ" few="# заказа" many="# заказов" other="# заказа" />} />
      <div className={styles.toolbar}>
        <TextField
          type="search"
          label={t`Поиск по номеру, имени, телефону, почте или модели`}
          hideLabel
          placeholder={t`Номер, имя, телефон, почта, модель…`}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        <div className={styles.chips} role="group" aria-label={t`Статус заказа`}>
          {queueFilters.map((key) => (
            <button
              key={key}
              type="button"
              className={styles.chip[key === filter ? 'current' : 'idle']}
              aria-pressed={key === filter}
              onClick={() => onFilterChange(key)}
            >
              {chipLabels[key]}
            </button>
          ))}
        </div>
      </div>
      {stale && (
        <p className={styles.notice} role="status">
          <Trans>Не удалось обновить список — попробуем снова через несколько секунд.</Trans>
        </p>
      )}
      <QueueBody {...props} />
      {state === 'ready' && hasMore && (
        <div className={styles.more}>
          <Button variant="secondary" loading={loadingMore} onClick={props.onLoadMore}>
            <Trans>Показать ещё</Trans>
          </Button>
        </div>
      )}
      {state === 'failure' && <ErrorBox error={error} onRetry={props.onRetry} />}
      {state === 'ready' && rows.length === 0 && (
        <EmptyState
          title={filtered ? <Trans>Под эти условия заказов нет</Trans> : <Trans>Заказов пока нет</Trans>}
          text={filtered ? <Trans>Снимите фильтр или измените поиск.</Trans> : <Trans>Новые брони появятся здесь через несколько секунд.</Trans>}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => onFilterChange('all')}>
                <Trans>Показать все заказы</Trans>
              </Button>
            ) : undefined
          }
        />
      )}
      <CancelReasonDialog dialog={props.cancel} onReasonChange={props.onReasonChange} onDismiss={props.onCancelDismiss} onSubmit={props.onCancelSubmit} />
    </section>
  );
}

function QueueBody({ state, rows, busy, locale, onConfirm, onCancel, onNoticeDismiss, renderLink = defaultRenderLink }: OrdersQueueProps) {
  const { t } = useLingui();
  if (state === 'loading' && rows.length === 0) {
    return (
      <ul className={styles.rows} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className={styles.row}>
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="text" />
            <Skeleton height="2.5rem" width="8rem" />
          </li>
        ))}
      </ul>
    );
  }
  if (state !== 'ready' && state !== 'loading') return null;
  if (rows.length === 0) return null;
  return (
    <ul className={styles.rows} aria-label={t`Заказы`}>
      {rows.map((row) => (
        <OrdersRow key={row.id} row={row} busy={busy} locale={locale} onConfirm={onConfirm} onCancel={onCancel} onNoticeDismiss={onNoticeDismiss} renderLink={renderLink} />
      ))}
    </ul>
  );
}
