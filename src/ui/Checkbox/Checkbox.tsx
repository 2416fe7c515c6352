import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import * as field from '../field.css.ts';
import { CheckIcon } from '../icons.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label: ReactNode;
  /** An error message (consent not given): marks the box aria-invalid and links the message. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({ label, error, id, className, disabled, 'aria-describedby': describedBy, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const errorId = `${autoId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={[styles.row, disabled ? styles.rowDisabled : ''].join(' ')}>
        <span className={styles.box}>
          <input
            {...rest}
            id={inputId}
            type="checkbox"
            disabled={disabled}
            className={styles.input}
            aria-invalid={hasError || undefined}
            aria-describedby={describedByIds || undefined}
          />
          <CheckIcon className={styles.check} size={16} strokeWidth={2} />
        </span>
        <span>{label}</span>
      </label>
      {hasError && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </div>
  );
}
