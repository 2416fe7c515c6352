import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './IconButton.css.ts';

export const iconButtonVariants = ['plain', 'outline', 'overlay'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export const iconButtonSizes = ['sm', 'md'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  icon: ReactNode;
  /**
   * A count shown on the icon (cart items, favorites); hidden when 0 or absent. Appended to the name
   * ("Корзина 3") so the visible figure is part of it (WCAG 2.5.3).
   */
  badge?: number;
  /** A toggle (favorite, compare): sets aria-pressed. */
  pressed?: boolean;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  ref?: Ref<HTMLButtonElement>;
};

const MAX_BADGE = 99;

export function IconButton({
  'aria-label': label,
  icon,
  badge,
  pressed,
  variant = 'plain',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const count = badge && badge > 0 ? badge : 0;
  const shown = count > MAX_BADGE ? `${MAX_BADGE}+` : String(count);
  const classes = [styles.root, styles.variant[variant], styles.size[size], className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-label={count ? `${label} ${shown}` : label}
      aria-pressed={pressed}
    >
      {icon}
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {shown}
        </span>
      )}
    </button>
  );
}
