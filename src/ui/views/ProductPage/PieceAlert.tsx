import { Trans } from '@lingui/react/macro';
import { Button } from '../../Button/Button.tsx';
import { CheckIcon } from '../../icons.tsx';
import * as styles from './PieceAlert.css.ts';

/**
 * What «Сообщить, когда освободится» shows (pieceAlertMachine): not known yet (being asked), off, on; `busy` while a
 * change or the question is on its way (a change shows at once: switching on reads as on).
 */
export const pieceAlertViews = ['checking', 'off', 'on'] as const;
export type PieceAlertView = (typeof pieceAlertViews)[number];

export type PieceAlertProps = {
  status: PieceAlertView;
  busy?: boolean;
  /** «Сообщить, когда освободится» (a guest is asked to sign in by the feature). */
  onAsk: () => void;
  /** «Отменить»: stop waiting for the piece. */
  onCancel: () => void;
};

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * Issue 28 on a reserved piece's page, under «Забронирован»: the shopper asks to hear when the hold ends and the
 * piece is free again; once asked, it says so, with a way to cancel.
 */
export function PieceAlert({ status, busy = false, onAsk, onCancel }: PieceAlertProps) {
  return (
    <div className={styles.root} aria-live="polite">
      {status === 'on' ? (
        <div className={styles.on}>
          <p className={styles.onText}>
            <CheckIcon className={styles.onIcon} size={18} />
            <Trans>Сообщим, когда освободится</Trans>
          </p>
          <Button variant="link" size="sm" onClick={onCancel} loading={busy}>
            <Trans>Отменить</Trans>
          </Button>
        </div>
      ) : (
        <Button variant="secondary" fullWidth className={styles.ask} onClick={onAsk} loading={busy || status === 'checking'}>
          <BellIcon />
          <Trans>Сообщить, когда освободится</Trans>
        </Button>
      )}
    </div>
  );
}
