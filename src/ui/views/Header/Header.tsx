import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { BagIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../../icons.tsx';
import { defaultRenderLink } from '../../link.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import * as wordmark from '../wordmark.css.ts';
import * as styles from './Header.css.ts';

export const headerLocales = ['ru', 'en'] as const;
export type HeaderLocale = (typeof headerLocales)[number];

export type HeaderProps = {
  /** The active language; the toggle offers the other one. */
  locale: HeaderLocale;
  onToggleLocale: () => void;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onSearchSubmit: (value: string) => void;
  /** The suggestions dropdown (a later issue), placed under the search box. */
  suggestions?: ReactNode;
  /** Extra input attributes for the suggestions combobox (role, aria-expanded, aria-controls, onKeyDown…). */
  searchInputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'id'>;
  cartCount?: number;
  favoritesCount?: number;
  /** Changes the profile button's name: "Профиль" when signed in, "Войти" otherwise. */
  signedIn?: boolean;
  onOpenFavorites: () => void;
  onOpenCart: () => void;
  onOpenProfile: () => void;
  onOpenMenu: () => void;
  menuOpen: boolean;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** Part 1 §2.3. Under 1024 px the search box moves to its own row under the icons (CSS only). */
export function Header({
  locale,
  onToggleLocale,
  searchValue,
  onSearchChange,
  onSearchSubmit,
  suggestions,
  searchInputProps,
  cartCount = 0,
  favoritesCount = 0,
  signedIn = false,
  onOpenFavorites,
  onOpenCart,
  onOpenProfile,
  onOpenMenu,
  menuOpen,
  renderLink = defaultRenderLink,
}: HeaderProps) {
  const { t } = useLingui();
  const searchId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchSubmit(searchValue);
  };
  const otherLocale: HeaderLocale = locale === 'ru' ? 'en' : 'ru';
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <IconButton
          className={styles.menu}
          aria-label={t`Меню`}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          icon={<MenuIcon size={22} />}
          onClick={onOpenMenu}
        />
        <div className={styles.logo}>
          {renderLink({
            href: '/',
            className: `${wordmark.wordmark} ${styles.logoLink}`,
            children: (
              <>
                <Trans>
                  Москва<span className={`${wordmark.dot} ${styles.logoDot}`}>·</span>Дубай
                </Trans>
                <span className={visuallyHidden}>
                  {' '}
                  <Trans>— на главную</Trans>
                </span>
              </>
            ),
          })}
        </div>
        <form className={styles.search} role="search" onSubmit={submit}>
          <div className={styles.searchField}>
            <SearchIcon className={styles.searchIcon} size={18} />
            <label htmlFor={searchId} className={visuallyHidden}>
              <Trans>Поиск по каталогу</Trans>
            </label>
            <input
              autoComplete="off"
              placeholder={t`Бренд, модель или референс`}
              {...searchInputProps}
              id={searchId}
              className={styles.searchInput}
              type="search"
              value={searchValue}
              onChange={(event) => onSearchChange(event.target.value)}
            />
            <button type="submit" className={styles.searchSubmit}>
              <Trans>Найти</Trans>
            </button>
          </div>
          {suggestions && <div className={styles.suggestions}>{suggestions}</div>}
        </form>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.locale}
            onClick={onToggleLocale}
          >
            {/* The visible code starts the name too, so voice control can say "EN" (WCAG 2.5.3). */}
            {otherLocale.toUpperCase()}
            <span className={visuallyHidden}>
              {' '}
              {otherLocale === 'en' ? <Trans>— переключить на английский</Trans> : <Trans>— переключить на русский</Trans>}
            </span>
          </button>
          <IconButton
            className={styles.hideOnNarrow}
            aria-label={t`Избранное`}
            badge={favoritesCount}
            icon={<HeartIcon size={22} />}
            onClick={onOpenFavorites}
          />
          <IconButton aria-label={t`Корзина`} badge={cartCount} icon={<BagIcon size={22} />} onClick={onOpenCart} />
          <IconButton
            aria-label={signedIn ? t`Профиль` : t`Войти`}
            icon={<UserIcon size={22} />}
            onClick={onOpenProfile}
          />
        </div>
      </div>
    </header>
  );
}
