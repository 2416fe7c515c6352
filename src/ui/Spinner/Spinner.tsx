import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../a11y.css.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = {
  /** Read by screen readers; defaults to "Загрузка…". */
  label?: string;
  /** Show the label next to the ring instead of only to assistive technology. */
  showLabel?: boolean;
  size?: SpinnerSize;
  /**
   * Decorative: hidden from assistive technology, for places that already announce their busy state
   * (a loading Button sets aria-busy and keeps its own name).
   */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ label, showLabel = false, size = 'md', decorative = false, className }: SpinnerProps) {
  const { t } = useLingui();
  const text = label ?? t`Загрузка…`;
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  if (decorative) {
    return (
      <span className={rootClass} aria-hidden="true">
        <span className={`${styles.ring} ${styles.size[size]}`} />
      </span>
    );
  }
  return (
    <span className={rootClass} role="status">
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
      <span className={showLabel ? styles.caption : visuallyHidden}>{text}</span>
    </span>
  );
}
