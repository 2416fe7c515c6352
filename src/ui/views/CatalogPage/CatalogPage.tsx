import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { skipLink, visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { errorText } from '../../ErrorBox/errorText.ts';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Pagination } from '../../Pagination/Pagination.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { ProductCard } from '../../ProductCard/ProductCard.tsx';
import { Select } from '../../Select/Select.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import { FilterChips, type FilterChipItem } from '../FilterPanel/FilterChips.tsx';
import { FilterDrawer } from '../FilterPanel/FilterDrawer.tsx';
import { FilterPanel } from '../FilterPanel/FilterPanel.tsx';
import type { CatalogCategory, CatalogMode, FilterOptionLists, FilterValues } from '../FilterPanel/filterTypes.ts';
import { catalogCardProps, type CatalogItemActions } from './catalogCardProps.ts';
import * as styles from './CatalogPage.css.ts';
import { SearchResults, type SearchResultsProps } from './SearchResults.tsx';

/** The cards whose pictures load first: the grid's first row on the widest layout. */
const CATALOG_PRIORITY_CARDS = 4;

export const catalogStatuses = ['loading', 'error', 'empty', 'list'] as const;
export type CatalogStatus = (typeof catalogStatuses)[number];

/** Part 1 §9 "Catalogue sort options: none, -production_year, brand__name, price_usd, -price_usd" ('' is none). */
export const catalogSorts = ['', '-production_year', 'brand__name', 'price_usd', '-price_usd'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** Part 1 §9 "Catalogue page sizes: 24 (default), 48, 96". */
export const catalogPageSizes = [24, 48, 96] as const;
export type CatalogPageSize = (typeof catalogPageSizes)[number];

export const catalogItemKinds = ['watch', 'bag', 'jewelry'] as const;
export type CatalogItemKind = (typeof catalogItemKinds)[number];

/** One card of the grid, already linked to its detail route (/product/{id}, /jewelry/{id} or /bag/{id}). */
export type CatalogItem = {
  id: number;
  /** What the piece is: the callbacks get the item, and a favorite, comparison or cart call needs its category. */
  kind: CatalogItemKind;
  href: string;
  imageUrl: string | null;
  imageAlt: string;
  brand: string;
  model: string;
  reference: string | null;
  priceUsd: string | null;
  priceOnRequest: boolean;
  isLimitedEdition: boolean;
  /** The size of a limited series, in its badge (issue 22 item 3). */
  limitedEditionPieces?: number | null;
  /** Issue 10 items 13 and 16 (see ProductCard): the sale's previous price, year, condition, box & papers. */
  previousPriceUsd?: string | null;
  year?: number | null;
  condition?: string | null;
  fullSet?: boolean;
  /** The shopper's marks (part 1 §4 "Favorites and comparison", "Cart"): shown only with their callbacks. */
  isFavorite?: boolean;
  isCompared?: boolean;
  inCart?: boolean;
};

/** Why the page failed: a transport code, or the server's words. */
export type CatalogError = { code?: string; detail?: string | null; message?: string | null };

export type CatalogFiltersProps = {
  /** The filters as being edited (the sidebar and the drawer both show the draft). */
  value: FilterValues;
  options: FilterOptionLists;
  countsLoading: boolean;
  /** A sidebar change waits for the 400 ms pause. */
  pending: boolean;
  /** Applied filters, for the mobile button's badge and the sidebar's reset. */
  activeCount: number;
  drawerOpen: boolean;
  canApply: boolean;
  onChange: (patch: Partial<FilterValues>) => void;
  onReset: () => void;
  onOpen: () => void;
  onApply: () => void;
  onCancel: () => void;
  onCategoryChange: (category: CatalogCategory) => void;
  /** The applied filters as removable chips above the grid. */
  chips?: readonly FilterChipItem[];
  onRemoveChip?: (id: string) => void;
  /** The applied brand ids, listed first in the brand list. */
  pinnedBrandIds?: readonly number[];
  /** How many products the drawer's staged filters find ("Показать 14"); null while unknown. */
  resultCount?: number | null;
};

export type CatalogPageProps = {
  mode: CatalogMode;
  status: CatalogStatus;
  items: readonly CatalogItem[];
  /** Products across all pages. */
  count: number;
  /** 1-based. */
  page: number;
  pageSize: CatalogPageSize;
  sort: CatalogSort;
  locale: PriceLocale;
  searchValue: string;
  /** The search the list was asked for (an empty result offers to clear it). */
  appliedSearch?: string;
  error: CatalogError | null;
  filters: CatalogFiltersProps;
  onSearchChange: (value: string) => void;
  onSearchSubmit: () => void;
  onSortChange: (sort: CatalogSort) => void;
  onPageSizeChange: (size: CatalogPageSize) => void;
  onPageChange: (page: number) => void;
  /** The address of a page of this very view (issue 22 item 18: pages are links); default `?page=N`. */
  pageHref?: (page: number) => string;
  onRetry: () => void;
  onClearSearch?: () => void;
  /** A watch search's title and its jewelry and bag sections (issue 10 item 5; SearchResults); their cards get the page's actions. */
  search?: Omit<SearchResultsProps, 'locale' | 'renderLink' | keyof CatalogItemActions> | null;
  renderLink?: (props: LinkRenderProps) => ReactNode;
} & CatalogItemActions;

const SKELETON_CARDS = 8;

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

/**
 * The catalogue screen (part 1 §2.6) in its four modes: title and description, search with a Find button, sort,
 * the count and range ("1–24 из 320"), a grid of 1 to 4 columns, per-page select and pagination; filters in a
 * sidebar from 1024 px and in a right-side drawer below. Shows skeletons while loading, the error with a retry,
 * or an empty state with a retry.
 */
export function CatalogPage({
  mode,
  status,
  items,
  count,
  page,
  pageSize,
  sort,
  locale,
  searchValue,
  appliedSearch = '',
  error,
  filters,
  onSearchChange,
  onSearchSubmit,
  onSortChange,
  onPageSizeChange,
  onPageChange,
  pageHref,
  onRetry,
  onClearSearch,
  search = null,
  renderLink = defaultRenderLink,
  onToggleFavorite,
  onToggleCompare,
  onAddToCart,
}: CatalogPageProps) {
  const { t } = useLingui();
  const resultsTitleId = useId();
  const resultsId = useId();
  // Over the sidebar's ~70 stops straight to the cards (issue 10 item 17); focus moves, the URL keeps no hash.
  const skipToResults = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(resultsId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  const chips = filters.chips ?? [];
  const canClearSearch = appliedSearch !== '' && onClearSearch !== undefined;
  const heading: Record<CatalogMode, { title: string; description: string }> = {
    watches: {
      title: t`Каталог часов`,
      description: t`Оригинальные швейцарские и японские часы с документами — в наличии в Москве и Дубае.`,
    },
    jewelry: { title: t`Украшения`, description: t`Украшения ювелирных домов в наличии в Дубае.` },
    bags: { title: t`Сумки`, description: t`Сумки модных домов в наличии в Дубае.` },
    sale: { title: t`Распродажа`, description: t`Часы, украшения и сумки по специальной цене. Количество ограничено.` },
  };
  const sortLabels: Record<CatalogSort, string> = {
    '': t`Без сортировки`,
    '-production_year': t`Сначала новые`,
    brand__name: t`По бренду`,
    price_usd: t`Сначала дешевле`,
    '-price_usd': t`Сначала дороже`,
  };
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  const errorMessage =
    error?.code === 'network'
      ? t`Ошибка сети. Проверьте подключение.`
      : error?.code === 'timeout'
        ? t`Превышено время ожидания. Попробуйте ещё раз.`
        : (errorText(error) ?? t`Неизвестная ошибка сети`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearchSubmit();
  };
  // A search's page is titled for its query (issue 22 item 14), whatever category it found its pieces in.
  const title = appliedSearch ? t`Результаты поиска: ${appliedSearch}` : heading[mode].title;
  const { description } = heading[mode];

  // Nothing among the watches, but jewelry or bags matched the search: a line, not an empty grid's height.
  const otherMatchesOnly = status === 'empty' && Boolean(search && search.sections.length > 0);
  return (
    <div className={styles.page}>
      <a href={`#${resultsId}`} className={skipLink} onClick={skipToResults}>
        <Trans>Перейти к результатам</Trans>
      </a>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
      </header>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t`Фильтры`}>
          <FilterPanel
            layout="sidebar"
            mode={mode}
            value={filters.value}
            options={filters.options}
            countsLoading={filters.countsLoading}
            pending={filters.pending}
            canReset={filters.activeCount > 0 || filters.pending}
            pinnedBrandIds={filters.pinnedBrandIds}
            onChange={filters.onChange}
            onReset={filters.onReset}
            onCategoryChange={filters.onCategoryChange}
          />
        </aside>

        <div className={styles.main}>
          <div className={styles.toolbar}>
            <form role="search" className={styles.search} onSubmit={submit}>
              <TextField
                type="search"
                label={<Trans>Поиск по каталогу</Trans>}
                hideLabel
                placeholder={t`Бренд, модель или референс`}
                value={searchValue}
                onChange={(event) => onSearchChange(event.target.value)}
                className={styles.searchField}
              />
              <Button type="submit">
                <Trans>Найти</Trans>
              </Button>
            </form>
            <div className={styles.controls}>
              <Button variant="secondary" className={styles.filterButton} onClick={filters.onOpen} aria-haspopup="dialog">
                <FilterIcon />
                <Trans>Фильтры</Trans>
                {filters.activeCount > 0 && (
                  <span className={styles.filterBadge}>
                    <span className={visuallyHidden}>
                      <Trans>, активно:</Trans>
                    </span>{' '}
                    {filters.activeCount}
                  </span>
                )}
              </Button>
              <Select
                label={<Trans>Сортировка</Trans>}
                hideLabel
                className={styles.sort}
                value={sort}
                options={catalogSorts.map((value) => ({ value, label: sortLabels[value] }))}
                onChange={(event) => onSortChange(event.target.value as CatalogSort)}
              />
            </div>
          </div>

          {search && (
            <SearchResults
              {...search}
              locale={locale}
              renderLink={renderLink}
              onToggleFavorite={onToggleFavorite}
              onToggleCompare={onToggleCompare}
              onAddToCart={onAddToCart}
            />
          )}

          <p className={styles.range} aria-live="polite">
            {status === 'list' ? <Trans>{from}–{to} из {count}</Trans> : status === 'loading' ? <Skeleton shape="text" width={96} /> : null}
          </p>

          {chips.length > 0 && filters.onRemoveChip && (
            <FilterChips chips={chips} locale={locale} onRemove={filters.onRemoveChip} onReset={filters.onReset} />
          )}

          <section
            id={resultsId}
            tabIndex={-1}
            className={otherMatchesOnly ? styles.resultsCompact : styles.results}
            aria-busy={status === 'loading' || undefined} aria-labelledby={resultsTitleId}>
            <h2 id={resultsTitleId} className={visuallyHidden}>
              <Trans>Товары</Trans>
            </h2>
            {status === 'loading' && (
              <ul className={styles.grid} aria-hidden="true">
                {Array.from({ length: Math.min(SKELETON_CARDS, pageSize) }, (_, index) => (
                  <li key={index} className={styles.skeletonCard}>
                    <Skeleton className={styles.skeletonImage} height="auto" />
                    <div className={styles.skeletonBody}>
                      <Skeleton shape="text" width="40%" />
                      <Skeleton shape="text" width="80%" height="1.6em" />
                      <Skeleton shape="text" width="55%" />
                      <Skeleton shape="text" width="30%" />
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {status === 'error' && <ErrorBox error={{ message: errorMessage }} onRetry={onRetry} className={styles.message} />}
            {otherMatchesOnly && (
              <p className={styles.noneHere}>
                <Trans>Среди часов по этому запросу ничего нет — совпадения в других разделах выше.</Trans>
              </p>
            )}
            {status === 'empty' && !otherMatchesOnly && (
              <EmptyState
                className={styles.message}
                title={<Trans>Ничего не найдено</Trans>}
                text={<Trans>Попробуйте изменить условия поиска или сбросить фильтры.</Trans>}
                action={
                  // Nothing failed: the way out is a wider choice, not the same request again.
                  <div className={styles.emptyActions}>
                    {filters.activeCount > 0 && (
                      <Button variant="secondary" onClick={filters.onReset}>
                        <Trans>Сбросить фильтры</Trans>
                      </Button>
                    )}
                    {canClearSearch && (
                      <Button variant={filters.activeCount > 0 ? 'ghost' : 'secondary'} onClick={onClearSearch}>
                        <Trans>Очистить поиск</Trans>
                      </Button>
                    )}
                    {filters.activeCount === 0 && !canClearSearch && (
                      <Button variant="secondary" onClick={onRetry}>
                        <Trans>Повторить попытку</Trans>
                      </Button>
                    )}
                  </div>
                }
              />
            )}
            {status === 'list' && (
              <ul className={styles.grid}>
                {items.map((item, index) => (
                  <li key={item.id} className={styles.cell}>
                    <ProductCard
                      {...catalogCardProps(item, { onToggleFavorite, onToggleCompare, onAddToCart })}
                      locale={locale}
                      renderLink={renderLink}
                      // The first row (up to four across on a desktop, two on a phone) is in view on arrival.
                      priority={index < CATALOG_PRIORITY_CARDS}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <div className={styles.footer}>
            <Select
              label={<Trans>Показывать по</Trans>}
              className={styles.perPage}
              value={String(pageSize)}
              options={catalogPageSizes.map((size) => ({ value: String(size), label: String(size) }))}
              onChange={(event) => onPageSizeChange(Number(event.target.value) as CatalogPageSize)}
            />
            {status === 'list' && (
              <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} hrefFor={pageHref} className={styles.pagination} />
            )}
          </div>
        </div>
      </div>

      <FilterDrawer
        open={filters.drawerOpen}
        mode={mode}
        value={filters.value}
        options={filters.options}
        countsLoading={filters.countsLoading}
        canApply={filters.canApply}
        resultCount={filters.resultCount}
        pinnedBrandIds={filters.pinnedBrandIds}
        onChange={filters.onChange}
        onReset={filters.onReset}
        onApply={filters.onApply}
        onCancel={filters.onCancel}
      />
    </div>
  );
}
