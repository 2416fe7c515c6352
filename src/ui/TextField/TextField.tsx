import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { visuallyHidden } from '../a11y.css.ts';
import * as field from '../field.css.ts';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'search', 'number', 'url', 'date'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label: ReactNode;
  /** Keep the label for assistive technology only (a search box with a visible placeholder and icon). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** An error message: marks the input aria-invalid and links the message with aria-describedby. */
  error?: ReactNode;
  type?: TextFieldType;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  type = 'text',
  id,
  className,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={[field.field, className].filter(Boolean).join(' ')}>
      <label
        htmlFor={inputId}
        className={hideLabel ? visuallyHidden : [field.label, disabled ? styles.disabledLabel : ''].join(' ')}
      >
        {label}
        {required && (
          <span className={field.required}>
            <span aria-hidden="true">*</span>
            <span className={visuallyHidden}>
              <Trans>(обязательное поле)</Trans>
            </span>
          </span>
        )}
      </label>
      <input
        {...rest}
        id={inputId}
        type={type}
        required={required}
        disabled={disabled}
        className={`${field.control} ${styles.input}`}
        aria-invalid={hasError || undefined}
        aria-describedby={describedByIds || undefined}
      />
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
