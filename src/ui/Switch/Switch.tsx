import { useId, type ReactNode } from 'react';
import * as styles from './Switch.css.ts';

export const switchSizes = ['sm', 'md'] as const;
export type SwitchSize = (typeof switchSizes)[number];

export type SwitchProps = {
  checked: boolean;
  /** The new value the shopper chose. */
  onChange: (checked: boolean) => void;
  /** What it switches, said beside it; the switch's accessible name. */
  label: ReactNode;
  /** A quieter line under the label (linked as the description). */
  description?: ReactNode;
  /** The change is being saved: announced as busy, still pressable (changes queue). */
  busy?: boolean;
  disabled?: boolean;
  size?: SwitchSize;
  className?: string;
};

/**
 * An on/off setting that takes effect at once (no form to submit): a button with the switch role, named by its
 * label (clicking the words switches it too). Its state is the caller's.
 */
export function Switch({ checked, onChange, label, description, busy = false, disabled = false, size = 'md', className }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={busy || undefined}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        className={`${styles.track} ${styles.trackSize[size]}`}
        onClick={() => onChange(!checked)}
      >
        <span className={`${styles.thumb} ${styles.thumbSize[size]}`} aria-hidden="true" />
      </button>
      <div className={styles.text}>
        <label htmlFor={id} className={[styles.label, styles.labelSize[size], disabled ? styles.labelDisabled : ''].join(' ')}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
