import { useLingui } from '@lingui/react/macro';
import * as styles from './QuantityStepper.css.ts';

export type QuantityStepperProps = {
  value: number;
  /** Called with value − 1 or value + 1; the caller's machine decides (and rolls back on failure). */
  onChange: (quantity: number) => void;
  /** Whose quantity it is ("Rolex Submariner"), so each of several steppers on a page has its own name. */
  itemName: string;
  /** A change is on its way to the server: announced, the buttons stay usable (the machine queues changes). */
  busy?: boolean;
  disabled?: boolean;
  /** Issue 26: how many pieces are left; plus is disabled there. Left out: no upper limit. */
  max?: number | null;
  className?: string;
};

/**
 * − quantity +. Part 1 §4 "Cart": never below 1 (minus is disabled at 1); no upper limit but the pieces left
 * (issue 26: `max`). The figure is a live region, so a screen reader hears the new quantity, and the rolled-back
 * one after a failure.
 */
export function QuantityStepper({ value, onChange, itemName, busy = false, disabled = false, max = null, className }: QuantityStepperProps) {
  const { t } = useLingui();
  const atMinimum = value <= 1;
  const atMaximum = max !== null && value >= max;
  return (
    <div
      role="group"
      aria-label={t`Количество: ${itemName}`}
      aria-busy={busy || undefined}
      className={[styles.root, busy ? styles.busy : '', className].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className={styles.step}
        aria-label={t`Уменьшить количество`}
        disabled={disabled || atMinimum}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={t`Увеличить количество`}
        disabled={disabled || atMaximum}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
