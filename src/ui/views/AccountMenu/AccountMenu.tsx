import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { CheckIcon } from '../../icons.tsx';
import * as styles from './AccountMenu.css.ts';

/** Where the account menu leads (part 2 §2 routes); sign-out is the last item, a button. */
export const accountMenuLinks = ['/profile', '/purchase-history', '/favorites', '/compare', '/profile/searches', '/profile/notifications'] as const;
export type AccountMenuHref = (typeof accountMenuLinks)[number];

export type AccountMenuProps = {
  /** "АС" from the account's names; null shows a check mark (signed in, no names given yet). */
  initials: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A menu link was chosen (the menu has already asked to close). */
  onNavigate: (href: AccountMenuHref) => void;
  onSignOut: () => void;
};

/**
 * The signed-in header's account button and its menu (issue 10 item 11): the initials say "you are signed in", the
 * menu leads to the account's pages and signs out. Menu-button pattern: Enter, Space or ArrowDown opens it on the
 * first item, arrows and Home/End move, Escape or Tab closes it, Escape returns focus to the button.
 */
export function AccountMenu({ initials, open, onOpenChange, onNavigate, onSignOut }: AccountMenuProps) {
  const { t } = useLingui();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** Where focus goes when the menu opens: the first item, or the last (ArrowUp on the button). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const wanted = focusOnOpen.current;
    focusOnOpen.current = null;
    if (wanted) (wanted === 'last' ? items().at(-1) : items()[0])?.focus();
    // A press outside closes the menu (focus stays where the shopper put it).
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const triggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      if (open) (event.key === 'ArrowUp' ? items().at(-1) : items()[0])?.focus();
      else onOpenChange(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const menuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  const follow = (href: AccountMenuHref) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab as any link does; a plain one is the app's navigation.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    close(false);
    onNavigate(href);
  };

  const labels: Record<AccountMenuHref, ReactNode> = {
    '/profile': <Trans>Профиль</Trans>,
    '/purchase-history': <Trans>История покупок</Trans>,
    '/favorites': <Trans>Избранное</Trans>,
    '/compare': <Trans>Сравнение</Trans>,
    '/profile/searches': <Trans>Сохранённые поиски</Trans>,
    '/profile/notifications': <Trans>Уведомления</Trans>,
  };

  return (
    <div ref={rootRef} className={styles.root} onBlur={blur}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        // "Профиль АС": what the button opens, then the visible initials, so voice control can say either (WCAG 2.5.3).
        aria-label={initials ? t`Профиль ${initials}` : t`Профиль`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (!open) focusOnOpen.current = 'first';
          onOpenChange(!open);
        }}
        onKeyDown={triggerKeyDown}
      >
        <span className={styles.badge} aria-hidden="true">
          {initials ?? <CheckIcon size={16} />}
        </span>
      </button>
      {open && (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={t`Аккаунт`} className={styles.menu} onKeyDown={menuKeyDown}>
          {accountMenuLinks.map((href) => (
            <li key={href} role="none">
              <a role="menuitem" tabIndex={-1} href={href} className={styles.item} onClick={follow(href)}>
                {labels[href]}
              </a>
            </li>
          ))}
          <li role="separator" className={styles.separator} />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                close(false);
                onSignOut();
              }}
            >
              <Trans>Выйти</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
