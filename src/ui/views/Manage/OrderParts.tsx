import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../Button/Button.tsx';
import * as field from '../../field.css.ts';
import { Modal } from '../../Modal/Modal.tsx';
import { isKnownStatus, useOrderWords } from '../PurchaseHistoryPage/orderText.ts';
import * as styles from './Orders.css.ts';

/** The four moves of a manager (issue 27), in the order of an order's life. */
export const orderMoves = ['confirm', 'ship', 'deliver', 'cancel'] as const;
export type OrderMove = (typeof orderMoves)[number];

/** A pending hold's time left: whole minutes, red under an hour. */
export type HoldLeft = { minutes: number; urgent: boolean } | null;

/** The moves' button words, and what a refused move says. */
export function useMoveWords() {
  const { t } = useLingui();
  const moveLabels: Record<OrderMove, string> = {
    confirm: t`Подтвердить`,
    ship: t`Отметить отправку`,
    deliver: t`Отметить доставку`,
    cancel: t`Отменить`,
  };
  const refusedLabels: Record<OrderMove, string> = {
    confirm: t`Не удалось подтвердить заказ`,
    ship: t`Не удалось отметить отправку`,
    deliver: t`Не удалось отметить доставку`,
    cancel: t`Не удалось отменить заказ`,
  };
  return { moveLabels, refusedLabels };
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

/** "Бронь: 5 ч 12 мин" counting down; red under an hour; nothing when the order holds nothing. */
export function HoldCountdown({ hold }: { hold: HoldLeft }) {
  if (!hold) return null;
  const hours = Math.floor(hold.minutes / 60);
  const minutes = hold.minutes % 60;
  return (
    <span className={styles.hold[hold.urgent ? 'urgent' : 'calm']}>
      {hold.minutes === 0 ? (
        <Trans>Бронь истекает</Trans>
      ) : hours > 0 ? (
        <Trans>
          Бронь: {hours} ч {minutes} мин
        </Trans>
      ) : (
        <Trans>Бронь: {minutes} мин</Trans>
      )}
    </span>
  );
}

export type CancelDialogState = {
  /** The order's number while the dialog is open; null when closed. */
  number: string | null;
  reason: string;
  /** Submitted without a reason. */
  missing: boolean;
};

/** The cancel's reason (required): kept in the order's history and the audit log. */
export function CancelReasonDialog({
  dialog,
  onReasonChange,
  onDismiss,
  onSubmit,
}: {
  dialog: CancelDialogState;
  onReasonChange: (value: string) => void;
  onDismiss: () => void;
  onSubmit: () => void;
}) {
  const id = useId();
  const number = dialog.number ?? '';
  return (
    <Modal
      size="sm"
      open={dialog.number !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={<Trans>Отменить заказ №{number}?</Trans>}
      description={<Trans>Покупатель увидит, что заказ отменён бутиком; вещи вернутся в продажу.</Trans>}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onDismiss}>
            <Trans>Не отменять</Trans>
          </Button>
          <Button type="submit" form={`${id}-form`}>
            <Trans>Отменить заказ</Trans>
          </Button>
        </div>
      }
    >
      <form
        id={`${id}-form`}
        className={field.field}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={`${id}-reason`} className={field.label}>
          <Trans>Причина отмены</Trans>
        </label>
        <textarea
          id={`${id}-reason`}
          className={`${field.control} ${styles.reason}`}
          value={dialog.reason}
          maxLength={500}
          required
          aria-invalid={dialog.missing || undefined}
          aria-describedby={dialog.missing ? `${id}-error` : undefined}
          onChange={(event) => onReasonChange(event.target.value)}
        />
        {dialog.missing && (
          <p id={`${id}-error`} className={field.error}>
            <Trans>Укажите причину: она попадёт в историю заказа.</Trans>
          </p>
        )}
      </form>
    </Modal>
  );
}
