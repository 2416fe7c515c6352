import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** The button look for other elements (a router link styled as a button). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return [
    styles.base,
    styles.variant[variant],
    variant === 'link' ? styles.linkSize[size] : styles.size[size],
    fullWidth ? styles.fullWidth : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Busy: shows a spinner over the label, sets aria-busy and ignores clicks while keeping focus. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled instead of disabled keeps the button focusable while busy, so focus is not lost.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = [buttonClassName({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
    >
      <span className={loading ? styles.loadingLabel : styles.label}>{children}</span>
      {loading && (
        <span className={styles.spinnerOverlay}>
          <Spinner size="sm" decorative />
        </span>
      )}
    </button>
  );
}
