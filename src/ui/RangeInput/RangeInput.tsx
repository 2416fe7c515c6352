import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../a11y.css.ts';
import * as field from '../field.css.ts';
import * as styles from './RangeInput.css.ts';

/** Both ends as typed: '' means "no bound". The machine parses and debounces (400 ms filter delay). */
export type RangeValue = { min: string; max: string };

export type RangeInputProps = {
  /** The group's name (legend): "Цена, $", "Год выпуска". */
  label: ReactNode;
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  /** The lowest allowed number (a year range starts at 1900). */
  min?: number;
  max?: number;
  step?: number;
  /** Names of the two inputs for assistive technology; default "Минимум" / "Максимум". */
  minLabel?: string;
  maxLabel?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
};

export function RangeInput({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  minLabel,
  maxLabel,
  hint,
  error,
  disabled,
  className,
}: RangeInputProps) {
  const { t } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const inputMode: 'numeric' | 'decimal' = Number.isInteger(step) ? 'numeric' : 'decimal';
  const common = {
    type: 'number' as const,
    inputMode,
    min,
    max,
    step,
    disabled,
    className: `${field.control} ${styles.input}`,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <fieldset className={[field.field, className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className={`${field.label} ${styles.legend}`}>{label}</legend>
      <div className={styles.row}>
        <label htmlFor={`${id}-min`} className={visuallyHidden}>
          {minLabel ?? t`Минимум`}
        </label>
        <input
          {...common}
          id={`${id}-min`}
          placeholder={t`от`}
          value={value.min}
          onChange={(event) => onChange({ ...value, min: event.target.value })}
        />
        <span className={styles.dash} aria-hidden="true">
          —
        </span>
        <label htmlFor={`${id}-max`} className={visuallyHidden}>
          {maxLabel ?? t`Максимум`}
        </label>
        <input
          {...common}
          id={`${id}-max`}
          placeholder={t`до`}
          value={value.max}
          onChange={(event) => onChange({ ...value, max: event.target.value })}
        />
      </div>
      {hint && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
