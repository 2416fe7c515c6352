import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { errorText, type ErrorLike } from '../../ErrorBox/errorText.ts';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { Spinner } from '../../Spinner/Spinner.tsx';
import { formatOrderDate } from '../PurchaseHistoryPage/orderText.ts';
import { OrderDetails, type OrderPageData } from './OrderDetails.tsx';
import { CancelReasonDialog, HoldCountdown, StatusBadge, useMoveWords, type CancelDialogState, type OrderMove } from './OrderParts.tsx';
import * as styles from './OrderPage.css.ts';
import * as queue from './Orders.css.ts';

export type { OrderPageData, OrderHistoryEntry, OrderPageItem } from './OrderDetails.tsx';

export const orderPageStates = ['loading', 'notFound', 'failure', 'ready'] as const;

export type OrderPageProps = {
  state: (typeof orderPageStates)[number];
  order: OrderPageData | null;
  /** The moves the order's status allows now (the cancel asks its reason first). */
  moves: readonly OrderMove[];
  /** A move is on its way (the page already shows its outcome). */
  moving: boolean;
  /** The server refused the last move: which, and its words. */
  refused: { action: OrderMove; error: ErrorLike } | null;
  /** The last refresh failed: the page may be behind. */
  stale: boolean;
  error: ErrorLike | null;
  cancel: CancelDialogState;
  locale: PriceLocale;
  onMove: (move: Exclude<OrderMove, 'cancel'>) => void;
  onCancel: () => void;
  onReasonChange: (value: string) => void;
  onCancelDismiss: () => void;
  onCancelSubmit: () => void;
  onNoticeDismiss: () => void;
  onRetry: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * /manage/orders/:id (issue 27): one order for the staff — status and hold, the moves its status allows, customer,
 * pieces (each links to its page in the shop), delivery or pickup, totals and the history of its status changes.
 */
export function OrderPage(props: OrderPageProps) {
  const { state, order, moves, moving, refused, stale, error, locale, renderLink = defaultRenderLink } = props;
  const { t } = useLingui();
  const { moveLabels, refusedLabels } = useMoveWords();
  const back = renderLink({ href: '/manage', className: styles.back, children: <Trans>← Все заказы</Trans> });
  if (state === 'loading') {
    return (
      <>
        {back}
        <Spinner label={t`Открываем заказ…`} showLabel />
      </>
    );
  }
  if (state === 'notFound') {
    return (
      <>
        {back}
        <EmptyState headingLevel={1} title={<Trans>Такого заказа нет</Trans>} text={<Trans>Проверьте номер в адресе или найдите заказ в очереди.</Trans>} />
      </>
    );
  }
  if (state === 'failure' || !order) {
    return (
      <>
        {back}
        <ErrorBox error={error} onRetry={props.onRetry} />
      </>
    );
  }
  const number = order.number;
  return (
    <article aria-labelledby="manage-order-title" aria-busy={moving || undefined}>
      {back}
      <div className={styles.head}>
        <div className={styles.heading}>
          <h1 id="manage-order-title" className={queue.title}>
            <Trans>Заказ №{number}</Trans>
          </h1>
          <p className={queue.meta}>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, locale)}</time>
          </p>
        </div>
        <div className={queue.cell}>
          <StatusBadge status={order.status} />
          <HoldCountdown hold={order.hold} />
        </div>
      </div>
      {moves.length > 0 && (
        <div className={styles.moves} role="group" aria-label={t`Действия с заказом`}>
          {moves.map((move) =>
            move === 'cancel' ? (
              <Button key={move} variant="secondary" disabled={moving} onClick={props.onCancel}>
                {moveLabels.cancel}
              </Button>
            ) : (
              <Button key={move} disabled={moving} onClick={() => props.onMove(move)}>
                {moveLabels[move]}
              </Button>
            ),
          )}
        </div>
      )}
      {refused && (
        <p className={queue.refusal} role="alert">
          {refusedLabels[refused.action]}: {errorText(refused.error) ?? t`Произошла непредвиденная ошибка`}{' '}
          <Button variant="link" size="sm" onClick={props.onNoticeDismiss}>
            <Trans>Понятно</Trans>
          </Button>
        </p>
      )}
      {stale && (
        <p className={queue.notice} role="status">
          <Trans>Не удалось обновить заказ — показано последнее, что мы знаем.</Trans>
        </p>
      )}
      <OrderDetails order={order} locale={locale} renderLink={renderLink} />
      <CancelReasonDialog dialog={props.cancel} onReasonChange={props.onReasonChange} onDismiss={props.onCancelDismiss} onSubmit={props.onCancelSubmit} />
    </article>
  );
}
