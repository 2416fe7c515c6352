import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './MenuBrands.css.ts';

/** Part 1 §2.4: letter links A–Z, leaving out k, q, w, x and y. */
export const BRAND_LETTERS = 'abcdefghijlmnoprstuvz'.split('');

export const menuBrandsStatuses = ['loading', 'ready', 'unavailable'] as const;
export type MenuBrandsStatus = (typeof menuBrandsStatuses)[number];

export const menuBrandCategories = ['watches', 'jewelry', 'bags'] as const;
export type MenuBrandCategory = (typeof menuBrandCategories)[number];

export type MenuBrandItem = {
  id: number;
  name: string;
  /** Pieces in its first category; null when the counts are not known. */
  count: number | null;
  /** The categories it has pieces in, the largest first (issue 22 item 16); empty when the counts are not known. */
  categories?: readonly { category: MenuBrandCategory; count: number }[];
};

export type MenuBrandsProps = {
  status: MenuBrandsStatus;
  /** The brands to list, already sorted and filtered by `query`. */
  brands: MenuBrandItem[];
  query: string;
  onQueryChange: (query: string) => void;
  /** Client-side navigation on a plain click; modified clicks (new tab) are left to the browser. */
  onNavigate?: (href: string) => void;
};

const CATALOGUE_OF: Record<MenuBrandCategory, string> = { watches: '/catalog', jewelry: '/jewelry', bags: '/bags' };

const catalogHref = (params: Record<string, string>, category: MenuBrandCategory = 'watches') =>
  `${CATALOGUE_OF[category]}?${new URLSearchParams(params).toString()}`;

/**
 * The Brands block of the menu (part 1 §2.4): an "All brands" button, letter links, a search field and the
 * brands with their watch counts, each leading to the catalogue filtered by that brand.
 */
export function MenuBrands({ status, brands, query, onQueryChange, onNavigate }: MenuBrandsProps) {
  const { t, i18n } = useLingui();
  const click = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  const count = new Intl.NumberFormat(i18n.locale);
  const categoryNames: Record<MenuBrandCategory, string> = { watches: t`Часы`, jewelry: t`Украшения`, bags: t`Сумки` };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <a href="/catalog" className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${styles.all}`} onClick={click('/catalog')}>
          <Trans>Все бренды</Trans>
        </a>
        <TextField
          className={styles.search}
          type="search"
          label={t`Поиск бренда`}
          hideLabel
          placeholder={t`Найти бренд`}
          autoComplete="off"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <nav aria-label={t`Бренды по первой букве`}>
        <ul className={styles.letters}>
          {BRAND_LETTERS.map((letter) => {
            const href = catalogHref({ brand: letter });
            return (
              <li key={letter}>
                <a href={href} className={styles.letter} onClick={click(href)}>
                  {letter.toUpperCase()}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {status === 'loading' && (
        <div className={styles.list} aria-busy="true">
          <span className={styles.status}>
            <Trans>Загружаем бренды…</Trans>
          </span>
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} shape="text" width={`${60 + ((index * 17) % 35)}%`} />
          ))}
        </div>
      )}
      {status === 'unavailable' && (
        <p className={styles.status}>
          <Trans>Список брендов сейчас недоступен. Откройте каталог или выберите букву.</Trans>
        </p>
      )}
      {status === 'ready' && brands.length === 0 && (
        <p className={styles.status} role="status">
          {query.trim() ? <Trans>Бренд «{query.trim()}» не найден</Trans> : <Trans>Бренды не найдены</Trans>}
        </p>
      )}
      {status === 'ready' && brands.length > 0 && (
        <ul className={styles.list} aria-label={t`Бренды`}>
          {brands.map((brand) => {
            const categories = brand.categories ?? [];
            const first = categories[0]?.category ?? 'watches';
            const href = catalogHref({ brand_ids: String(brand.id) }, first);
            // A watch house is its name alone; a house of jewelry or bags, or of several categories, says each
            // one, each leading to that catalogue (Hermès: its bags and its watches).
            const marked = categories.length > 1 || first !== 'watches';
            return (
              <li key={brand.id} className={styles.item}>
                <a href={href} className={styles.brand} onClick={click(href)}>
                  <span className={styles.name}>{brand.name}</span>
                  {brand.count !== null && (
                    <span className={styles.count}>
                      <span className={styles.countDivider} aria-hidden="true" />
                      {marked ? `${categoryNames[first]} · ${count.format(brand.count)}` : count.format(brand.count)}
                    </span>
                  )}
                </a>
                {categories.slice(1).map(({ category, count: pieces }) => {
                  const other = catalogHref({ brand_ids: String(brand.id) }, category);
                  return (
                    <a key={category} href={other} className={styles.category} onClick={click(other)} aria-label={`${brand.name}: ${categoryNames[category]}, ${count.format(pieces)}`}>
                      {categoryNames[category]} · {count.format(pieces)}
                    </a>
                  );
                })}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
