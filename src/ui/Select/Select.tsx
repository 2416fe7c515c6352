import { useId } from 'react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { visuallyHidden } from '../a11y.css.ts';
import * as field from '../field.css.ts';
import { ChevronDownIcon } from '../icons.tsx';
import * as styles from './Select.css.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> & {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** A first, empty choice ("Не выбрано", "Без сортировки"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select (the platform gives keyboard, touch and screen-reader behaviour) in the boutique's look. */
export function Select({
  label,
  hideLabel = false,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={hideLabel ? visuallyHidden : field.label}>
        {label}
      </label>
      <div className={styles.wrap}>
        <select
          {...rest}
          id={selectId}
          className={`${field.control} ${styles.select}`}
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds || undefined}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} size={18} />
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
    </div>
  );
}
