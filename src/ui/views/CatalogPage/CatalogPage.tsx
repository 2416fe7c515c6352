import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { skipLink } from '../../a11y.css.ts';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Pagination } from '../../Pagination/Pagination.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { Select } from '../../Select/Select.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { FilterChips } from '../FilterPanel/FilterChips.tsx';
import { FilterDrawer } from '../FilterPanel/FilterDrawer.tsx';
import { FilterPanel } from '../FilterPanel/FilterPanel.tsx';
import type { CatalogMode } from '../FilterPanel/filterTypes.ts';
import type { CatalogItemActions } from './catalogCardProps.ts';
import * as styles from './CatalogPage.css.ts';
import { CatalogResults } from './CatalogResults.tsx';
import { CatalogToolbar } from './CatalogToolbar.tsx';
import {
  catalogPageSizes,
  type CatalogError,
  type CatalogFiltersProps,
  type CatalogItem,
  type CatalogPageSize,
  type CatalogSort,
  type CatalogStatus,
} from './catalogTypes.ts';
import { SaveSearch, type SaveSearchView } from './SaveSearch.tsx';
import { SearchResults, type SearchResultsProps } from './SearchResults.tsx';

export {
  catalogItemKinds,
  catalogPageSizes,
  catalogSorts,
  catalogStatuses,
  type CatalogError,
  type CatalogFiltersProps,
  type CatalogItem,
  type CatalogItemKind,
  type CatalogPageSize,
  type CatalogSort,
  type CatalogStatus,
} from './catalogTypes.ts';

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
  /** Issue 28 «Сохранить поиск» beside the count, with its dialog; omitted, no button. */
  saveSearch?: SaveSearchView | null;
  renderLink?: (props: LinkRenderProps) => ReactNode;
} & CatalogItemActions;

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
  saveSearch = null,
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
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  // A search's page is titled for its query (issue 22 item 14), whatever category it found its pieces in.
  const title = appliedSearch ? t`Результаты поиска: ${appliedSearch}` : heading[mode].title;
  const { description } = heading[mode];

  // Nothing among the watches, but jewelry or bags matched the search: a line, not an empty grid's height.
  const otherMatchesOnly = status === 'empty' && Boolean(search && search.sections.length > 0);
  const actions = { onToggleFavorite, onToggleCompare, onAddToCart };
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
          <CatalogToolbar
            searchValue={searchValue}
            sort={sort}
            activeFilterCount={filters.activeCount}
            onSearchChange={onSearchChange}
            onSearchSubmit={onSearchSubmit}
            onSortChange={onSortChange}
            onOpenFilters={filters.onOpen}
          />

          {search && <SearchResults {...search} locale={locale} renderLink={renderLink} {...actions} />}

          <div className={styles.rangeRow}>
            <p className={styles.range} aria-live="polite">
              {status === 'list' ? <Trans>{from}–{to} из {count}</Trans> : status === 'loading' ? <Skeleton shape="text" width={96} /> : null}
            </p>
            {saveSearch && (
              <SaveSearch {...saveSearch} mode={mode} chips={chips} search={appliedSearch} locale={locale} renderLink={renderLink} />
            )}
          </div>

          {chips.length > 0 && filters.onRemoveChip && (
            <FilterChips chips={chips} locale={locale} onRemove={filters.onRemoveChip} onReset={filters.onReset} />
          )}

          <CatalogResults
            id={resultsId}
            titleId={resultsTitleId}
            status={status}
            items={items}
            pageSize={pageSize}
            locale={locale}
            error={error}
            otherMatchesOnly={otherMatchesOnly}
            activeFilterCount={filters.activeCount}
            onResetFilters={filters.onReset}
            onClearSearch={canClearSearch ? onClearSearch : undefined}
            onRetry={onRetry}
            renderLink={renderLink}
            {...actions}
          />

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
