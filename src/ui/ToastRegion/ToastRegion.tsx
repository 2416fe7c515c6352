import { useLingui } from '@lingui/react/macro';
import { Toast } from '../Toast/Toast.tsx';
import type { ToastType } from '../Toast/Toast.tsx';
import * as styles from './ToastRegion.css.ts';

export type ToastItem = { id: string; type: ToastType; message: string };

export type ToastRegionProps = {
  /** Newest last; the machine that owns the list also owns the auto-dismiss timers. */
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
};

/**
 * The top-right stack (part 1 §2.5). Render it once and keep it mounted, even empty, so screen readers
 * already watch it when the first toast arrives.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const { t } = useLingui();
  return (
    <section className={styles.region} aria-label={t`Уведомления`}>
      {toasts.map((toast) => (
        <Toast key={toast.id} type={toast.type} message={toast.message} onClose={() => onDismiss(toast.id)} />
      ))}
    </section>
  );
}
