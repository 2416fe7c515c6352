import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FocusEvent, FormEvent, KeyboardEvent, ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { BagIcon, BellIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../../icons.tsx';
import { defaultRenderLink } from '../../link.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import * as wordmark from '../wordmark.css.ts';
import * as styles from './Header.css.ts';
import { SuggestionsPanel, type HeaderSuggestions } from './SuggestionsPanel.tsx';

export {
  headerSuggestionCategories,
  headerSuggestionStates,
  type HeaderSuggestion,
  type HeaderSuggestionCategory,
  type HeaderSuggestions,
  type HeaderSuggestionsState,
} from './SuggestionsPanel.tsx';

export const headerLocales = ['ru', 'en'] as const;
export type HeaderLocale = (typeof headerLocales)[number];

export type HeaderProps = {
  /** The active language; the toggle offers the other one. */
  locale: HeaderLocale;
  onToggleLocale: () => void;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onSearchSubmit: (value: string) => void;
  /**
   * The suggestions dropdown under the search box (part 1 §2.3): the input becomes a combobox; ArrowDown/ArrowUp
   * call `onSuggestionMove`, Escape and leaving the search box call `onSuggestionsClose`, Enter submits (the
   * feature opens the highlighted watch or the catalogue search).
   */
  suggestions?: HeaderSuggestions;
  onSuggestionMove?: (direction: 'next' | 'prev') => void;
  /** The picked suggestion's index in `suggestions.items`. */
  onSuggestionPick?: (index: number) => void;
  onSuggestionsClose?: () => void;
  cartCount?: number;
  favoritesCount?: number;
  /** Issue 28: the shopper's unread notices, on the bell (shown only when signed in and `onOpenNotices` is given). */
  noticesCount?: number;
  onOpenNotices?: () => void;
  /** Changes the profile button's name: "Профиль" when signed in, "Войти" otherwise. */
  signedIn?: boolean;
  /**
   * Signed in: the account button with its menu (AccountMenu, issue 10 item 11) in place of the profile icon, so the
   * header visibly says who is signed in.
   */
  account?: ReactNode;
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
  onSuggestionMove,
  onSuggestionPick,
  onSuggestionsClose,
  cartCount = 0,
  favoritesCount = 0,
  noticesCount = 0,
  onOpenNotices,
  signedIn = false,
  account,
  onOpenFavorites,
  onOpenCart,
  onOpenProfile,
  onOpenMenu,
  menuOpen,
  renderLink = defaultRenderLink,
}: HeaderProps) {
  const { t } = useLingui();
  const searchId = useId();
  const listId = `${searchId}-suggestions`;
  const optionId = (index: number) => `${searchId}-option-${index}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchSubmit(searchValue);
  };
  const open = suggestions !== undefined && suggestions.state !== 'closed';
  const hasList = open && suggestions.items.length > 0 && (suggestions.state === 'showing' || suggestions.state === 'loading');
  const highlighted = hasList && suggestions.highlighted >= 0 ? suggestions.highlighted : -1;
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // The caret would jump to the start or end of the text otherwise.
      event.preventDefault();
      onSuggestionMove?.(event.key === 'ArrowDown' ? 'next' : 'prev');
    } else if (event.key === 'Escape' && open) {
      // A search input clears its text on Escape; here Escape only closes the list.
      event.preventDefault();
      onSuggestionsClose?.();
    }
  };
  const blur = (event: FocusEvent<HTMLFormElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onSuggestionsClose?.();
  };
  const otherLocale: HeaderLocale = locale === 'ru' ? 'en' : 'ru';
  const bell = signedIn && onOpenNotices !== undefined;
  return (
    <header className={styles.header}>
      <div className={bell ? `${styles.inner} ${styles.innerWithBell}` : styles.inner}>
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
        <form className={styles.search} role="search" onSubmit={submit} onBlur={blur}>
          <div className={styles.searchField}>
            <SearchIcon className={styles.searchIcon} size={18} />
            <label htmlFor={searchId} className={visuallyHidden}>
              <Trans>Поиск по каталогу</Trans>
            </label>
            <input
              autoComplete="off"
              placeholder={t`Бренд, модель или референс`}
              {...(suggestions && {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': hasList,
                'aria-controls': hasList ? listId : undefined,
                'aria-activedescendant': highlighted >= 0 ? optionId(highlighted) : undefined,
              })}
              onKeyDown={keyDown}
              id={searchId}
              className={styles.searchInput}
              // HTML allows role="combobox" on a text input, not on type="search" (the Nu checker's error on every
              // page); enterKeyHint keeps the phone keyboard's "search" key.
              type="text"
              enterKeyHint="search"
              value={searchValue}
              onChange={(event) => onSearchChange(event.target.value)}
            />
            <button type="submit" className={styles.searchSubmit}>
              <Trans>Найти</Trans>
            </button>
          </div>
          {suggestions && (
            <SuggestionsPanel
              suggestions={suggestions}
              listId={listId}
              optionId={optionId}
              highlighted={highlighted}
              onPick={(index) => onSuggestionPick?.(index)}
            />
          )}
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
          {bell && (
            <IconButton
              // The badge's figure joins the name as on the cart («Уведомления 3», WCAG 2.5.3).
              aria-label={t`Уведомления`}
              badge={noticesCount}
              icon={<BellIcon size={22} />}
              onClick={onOpenNotices}
              className={styles.bellButton}
            />
          )}
          <IconButton
            aria-label={t`Избранное`}
            badge={favoritesCount}
            icon={<HeartIcon size={22} />}
            onClick={onOpenFavorites}
          />
          <IconButton aria-label={t`Корзина`} badge={cartCount} icon={<BagIcon size={22} />} onClick={onOpenCart} />
          {account && bell && noticesCount > 0 ? (
            <span className={styles.accountWithDot}>
              {account}
              <span className={styles.unreadDot} aria-hidden="true" data-unread-dot="" />
            </span>
          ) : (
            account
          )}
          {!account && (
            <IconButton
              aria-label={signedIn ? t`Профиль` : t`Войти`}
              icon={<UserIcon size={22} />}
              onClick={onOpenProfile}
            />
          )}
        </div>
      </div>
    </header>
  );
}
