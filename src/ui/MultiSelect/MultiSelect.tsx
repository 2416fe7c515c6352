import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../a11y.css.ts';
import * as field from '../field.css.ts';
import { SearchIcon } from '../icons.tsx';
import * as styles from './MultiSelect.css.ts';
import { matchOptions } from './normalize.ts';

export type MultiSelectOption = {
  value: number;
  label: string;
  /** How many products carry this value under the other filters (a facet count); omit when unknown. */
  count?: number;
};

export type MultiSelectProps = {
  /** The group's name (legend): "Бренд", "Материал корпуса". */
  label: ReactNode;
  options: readonly MultiSelectOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** A search box above the list (brands, cities). */
  searchable?: boolean;
  /** The search box's accessible name; default "Поиск". */
  searchLabel?: string;
  /**
   * Options or counts are loading: the list is marked busy (the old counts stay until the new ones arrive), and an
   * empty list says it is loading rather than that there is nothing to choose.
   */
  countsLoading?: boolean;
  /** Hide the legend visually (inside a section that already names the group). */
  hideLabel?: boolean;
  /**
   * Values listed first, in the list's own order: the applied choices, so a ticked brand is not lost among 54
   * (pinned when applied, not on every tick, so a row never jumps from under the pointer).
   */
  pinned?: readonly number[];
  className?: string;
};

/**
 * A list of checkboxes with optional facet counts and a search box. Native checkboxes give keyboard, touch and
 * screen-reader behaviour; the list scrolls inside a fixed height so a long brand list does not push the rest
 * of the filters away. Selected values missing from `options` (not loaded yet) are kept, not dropped.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  searchable = false,
  searchLabel,
  countsLoading = false,
  hideLabel = false,
  pinned,
  className,
}: MultiSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const matched = matchOptions(options, query);
  const pinnedSet = new Set(pinned);
  const shown = pinnedSet.size > 0 ? [...matched.filter((o) => pinnedSet.has(o.value)), ...matched.filter((o) => !pinnedSet.has(o.value))] : matched;
  const selected = new Set(value);
  const toggle = (option: number, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset className={[field.field, styles.root, className].filter(Boolean).join(' ')}>
      <legend className={hideLabel ? visuallyHidden : `${field.label} ${styles.legend}`}>
        {label}
        {value.length > 0 && (
          <span className={styles.selectedCount}>
            <span className={visuallyHidden}>
              <Trans>, выбрано:</Trans>
            </span>{' '}
            {value.length}
          </span>
        )}
      </legend>
      {searchable && (
        <div className={styles.search}>
          <label htmlFor={`${id}-search`} className={visuallyHidden}>
            {searchLabel ?? t`Поиск`}
          </label>
          <SearchIcon className={styles.searchIcon} size={16} />
          <input
            id={`${id}-search`}
            type="search"
            className={`${field.control} ${styles.searchInput}`}
            placeholder={t`Найти`}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      )}
      {shown.length === 0 ? (
        // No options at all: still loading, or — once loaded — nothing carries this choice (a search no watch
        // matches leaves no brand with a count), which must not read "loading" forever.
        <p className={[styles.empty, options.length === 0 && countsLoading && searchable ? styles.loadingLong : ''].join(' ')}>
          {options.length > 0 ? <Trans>Ничего не найдено</Trans> : countsLoading ? <Trans>Список загружается…</Trans> : <Trans>Нет вариантов</Trans>}
        </p>
      ) : (
        <ul className={styles.list} aria-busy={countsLoading || undefined}>
          {shown.map((option) => {
            const inputId = `${id}-${option.value}`;
            const checked = selected.has(option.value);
            const none = option.count === 0 && !checked;
            return (
              <li key={option.value}>
                <label htmlFor={inputId} className={[styles.row, none ? styles.rowEmpty : ''].join(' ')}>
                  <input
                    id={inputId}
                    type="checkbox"
                    className={styles.checkbox}
                    checked={checked}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                  />
                  <span className={styles.name}>{option.label}</span>
                  {option.count !== undefined && (
                    <span className={styles.count}>
                      <span className={visuallyHidden}>, </span>
                      {option.count}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
