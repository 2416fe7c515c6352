import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../IconButton/IconButton.tsx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons.tsx';
import * as styles from './Toast.css.ts';

export const toastTypes = ['success', 'error', 'info'] as const;
export type ToastType = (typeof toastTypes)[number];

export type ToastProps = {
  type: ToastType;
  /** Already translated by the caller. */
  message: string;
  onClose: () => void;
  closeLabel?: string;
};

const icons = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

/**
 * One notification. Errors are an alert (announced at once), successes and info a polite status. How long a
 * toast stays (3000 ms by default) belongs to the machine that owns the list, not to this view.
 */
export function Toast({ type, message, onClose, closeLabel }: ToastProps) {
  const { t } = useLingui();
  const Icon = icons[type];
  return (
    <div
      className={`${styles.root} ${styles.type[type]}`}
      role={type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-type={type}
    >
      <Icon className={styles.icon[type]} size={18} />
      <p className={styles.message}>{message}</p>
      <IconButton
        aria-label={closeLabel ?? t`Закрыть уведомление`}
        icon={<CloseIcon size={16} />}
        size="sm"
        onClick={onClose}
      />
    </div>
  );
}
