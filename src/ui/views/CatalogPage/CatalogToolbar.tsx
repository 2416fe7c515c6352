import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import { Select } from '../../Select/Select.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './CatalogPage.css.ts';
import { catalogSorts, type CatalogSort } from './catalogTypes.ts';

export type CatalogToolbarProps = {
  searchValue: string;
  sort: CatalogSort;
  /** Applied filters, for the mobile button's badge. */
  activeFilterCount: number;
  onSearchChange: (value: string) => void;
  onSearchSubmit: () => void;
  onSortChange: (sort: CatalogSort) => void;
  /** Opens the filters' drawer (the button shows under 1024 px, where the sidebar is gone). */
  onOpenFilters: () => void;
};

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

/** Above the grid: the search with its Find button, the filters' button and the sort. */
export function CatalogToolbar({
  searchValue,
  sort,
  activeFilterCount,
  onSearchChange,
  onSearchSubmit,
  onSortChange,
  onOpenFilters,
}: CatalogToolbarProps) {
  const { t } = useLingui();
  const sortLabels: Record<CatalogSort, string> = {
    '': t`Без сортировки`,
    '-production_year': t`Сначала новые`,
    brand__name: t`По бренду`,
    price_usd: t`Сначала дешевле`,
    '-price_usd': t`Сначала дороже`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearchSubmit();
  };
  return (
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
        <Button variant="secondary" className={styles.filterButton} onClick={onOpenFilters} aria-haspopup="dialog">
          <FilterIcon />
          <Trans>Фильтры</Trans>
          {activeFilterCount > 0 && (
            <span className={styles.filterBadge}>
              <span className={visuallyHidden}>
                <Trans>, активно:</Trans>
              </span>{' '}
              {activeFilterCount}
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
  );
}
