import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import { Checkbox } from '../../Checkbox/Checkbox.tsx';
import { ChevronDownIcon, CloseIcon } from '../../icons.tsx';
import { MultiSelect } from '../../MultiSelect/MultiSelect.tsx';
import { RangeInput } from '../../RangeInput/RangeInput.tsx';
import { Select } from '../../Select/Select.tsx';
import * as styles from './FilterPanel.css.ts';
import {
  diameterPresets,
  type CatalogCategory,
  type SaleCategoryValue,
  type CatalogMode,
  type DiameterPresetName,
  type FilterOption,
  type FilterOptionLists,
  type FilterValues,
} from './filterTypes.ts';

export const filterPanelLayouts = ['sidebar', 'drawer'] as const;
export type FilterPanelLayout = (typeof filterPanelLayouts)[number];

export type FilterPanelProps = {
  /** The desktop sidebar (≥ 1024 px) or the body of the mobile drawer (part 1 §2.6). */
  layout: FilterPanelLayout;
  mode: CatalogMode;
  /** The filters being edited. */
  value: FilterValues;
  options: FilterOptionLists;
  /** Facet counts are being refreshed. */
  countsLoading?: boolean;
  /** Sidebar: a change waits for the 400 ms pause before it applies; said politely to screen readers. */
  pending?: boolean;
  /** Sidebar: something is active, so "reset all" has work to do. */
  canReset?: boolean;
  /** The applied brand ids: listed first in the brand list. */
  pinnedBrandIds?: readonly number[];
  onChange: (patch: Partial<FilterValues>) => void;
  /** Sidebar only (the drawer has its own footer): clear every filter. */
  onReset?: () => void;
  /** Sidebar only: the category select switches between the watches, jewelry and bags catalogues. */
  onCategoryChange?: (category: CatalogCategory) => void;
  className?: string;
};

const toMulti = (options: readonly FilterOption[]) => options.map((o) => ({ value: o.id, label: o.name, count: o.count }));

function Section({ title, count = 0, defaultOpen = false, children }: { title: ReactNode; count?: number; defaultOpen?: boolean; children: ReactNode }) {
  return (
    <details className={styles.section} open={defaultOpen || count > 0 || undefined}>
      <summary className={styles.summary}>
        <span className={styles.summaryTitle}>
          {title}
          {count > 0 && (
            <span className={styles.badge}>
              <span className={visuallyHidden}>
                <Trans>, выбрано:</Trans>
              </span>{' '}
              {count}
            </span>
          )}
        </span>
        <ChevronDownIcon className={styles.chevron} size={18} />
      </summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

/**
 * Every filter of part 1 §2.6 that applies to the mode: watches and sale have them all, jewelry and bags only
 * price, brand, their type and full set. The sidebar adds year range, case diameter presets, limited edition
 * and category. Facet counts show beside the choices.
 */
export function FilterPanel({
  layout,
  mode,
  value,
  options,
  countsLoading = false,
  pending = false,
  canReset = false,
  pinnedBrandIds,
  onChange,
  onReset,
  onCategoryChange,
  className,
}: FilterPanelProps) {
  const { t } = useLingui();
  // The sale's watch filters appear once its category is watches: jewelry and bags have none of them.
  const watchLike = mode === 'watches' || (mode === 'sale' && value.category === 'watches');
  const sidebar = layout === 'sidebar';
  const category: CatalogCategory = mode === 'jewelry' ? 'jewelry' : mode === 'bags' ? 'bags' : 'watches';
  const diameterLabels: Record<DiameterPresetName, string> = {
    small: t`Малый · до 37 мм`,
    medium: t`Средний · 38–41 мм`,
    large: t`Крупный · от 42 мм`,
  };
  const multi = (
    key: 'watchTypes' | 'caseMaterials' | 'glassTypes' | 'movementTypes' | 'functions' | 'strapMaterials' | 'conditions' | 'jewelryTypes',
    title: string,
  ) => (
    <Section title={title} count={value[key].length}>
      <MultiSelect
        label={title}
        hideLabel
        options={toMulti(options[key])}
        value={value[key]}
        countsLoading={countsLoading}
        onChange={(next) => onChange({ [key]: next })}
      />
    </Section>
  );
  // An inverted range is searched with its ends swapped (the catalogue's query does it): said here, at the field.
  const swappedHint = (low: string, high: string): string | undefined => {
    const from = low.trim() === '' ? NaN : Number(low);
    const to = high.trim() === '' ? NaN : Number(high);
    return from > to ? t`«От» больше, чем «до»: ищем от ${to} до ${from}` : undefined;
  };
  const noBrand = value.brandIds.length === 0;
  return (
    <div className={[styles.panel, styles.layout[layout], className].filter(Boolean).join(' ')}>
      {sidebar && (
        <div className={styles.head}>
          <h2 className={styles.title}>
            <Trans>Фильтры</Trans>
          </h2>
          {onReset && (
            <Button variant="link" size="sm" onClick={onReset} disabled={!canReset}>
              <Trans>Сбросить всё</Trans>
            </Button>
          )}
        </div>
      )}
      {sidebar && (
        <p className={visuallyHidden} role="status">
          {pending ? t`Подборка обновится через мгновение` : ''}
        </p>
      )}

      {mode === 'sale' && (
        <div className={styles.plain}>
          <Select
            label={<Trans>Категория</Trans>}
            value={value.category}
            options={[
              { value: '', label: t`Все категории` },
              { value: 'watches', label: t`Часы` },
              { value: 'jewelry', label: t`Украшения` },
              { value: 'bags', label: t`Сумки` },
            ]}
            onChange={(event) => onChange({ category: event.target.value as SaleCategoryValue })}
          />
        </div>
      )}
      {sidebar && onCategoryChange && mode !== 'sale' && (
        <div className={styles.plain}>
          <Select
            label={<Trans>Категория</Trans>}
            value={category}
            options={[
              { value: 'watches', label: t`Часы` },
              { value: 'jewelry', label: t`Украшения` },
              { value: 'bags', label: t`Сумки` },
            ]}
            onChange={(event) => onCategoryChange(event.target.value as CatalogCategory)}
          />
        </div>
      )}

      <Section title={t`Цена, $`} defaultOpen count={value.minPrice || value.maxPrice ? 1 : 0}>
        <RangeInput
          label={<span className={visuallyHidden}>{t`Цена, $`}</span>}
          minLabel={t`Цена от, $`}
          maxLabel={t`Цена до, $`}
          value={{ min: value.minPrice, max: value.maxPrice }}
          min={0}
          step={1}
          hint={swappedHint(value.minPrice, value.maxPrice)}
          onChange={(range) => onChange({ minPrice: range.min, maxPrice: range.max })}
        />
      </Section>

      <Section title={t`Бренд`} defaultOpen count={value.brandIds.length + (value.brand ? 1 : 0)}>
        {value.brand && (
          <div className={styles.chips}>
            <span className={styles.chip}>
              <Trans>Бренд: «{value.brand}»</Trans>
              <button type="button" className={styles.chipRemove} aria-label={t`Убрать фильтр «${value.brand}»`} onClick={() => onChange({ brand: '' })}>
                <CloseIcon size={14} />
              </button>
            </span>
          </div>
        )}
        <MultiSelect
          label={t`Бренд`}
          hideLabel
          searchable
          searchLabel={t`Поиск бренда`}
          options={toMulti(options.brands)}
          pinned={pinnedBrandIds}
          value={value.brandIds}
          countsLoading={countsLoading}
          onChange={(brandIds) => onChange({ brandIds })}
        />
      </Section>

      {watchLike && (
        <div className={styles.plain}>
          <Select
            label={<Trans>Коллекция</Trans>}
            placeholder={noBrand ? t`Сначала выберите бренд` : t`Все коллекции`}
            disabled={noBrand}
            value={value.collection === null ? '' : String(value.collection)}
            options={options.collections.map((o) => ({ value: String(o.id), label: o.name }))}
            onChange={(event) => onChange({ collection: event.target.value ? Number(event.target.value) : null })}
          />
        </div>
      )}

      {mode === 'jewelry' && multi('jewelryTypes', t`Тип украшения`)}
      {watchLike && multi('watchTypes', t`Тип часов`)}
      {watchLike && sidebar && (
        <Section title={t`Диаметр корпуса`} count={value.diameter ? 1 : 0}>
          <div className={styles.presets} role="group" aria-label={t`Диаметр корпуса`}>
            {diameterPresets.map((preset) => (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                aria-pressed={value.diameter === preset}
                onClick={() => onChange({ diameter: value.diameter === preset ? '' : preset })}
              >
                {diameterLabels[preset]}
              </button>
            ))}
          </div>
        </Section>
      )}
      {watchLike && multi('caseMaterials', t`Материал корпуса`)}
      {watchLike && multi('glassTypes', t`Стекло`)}
      {watchLike && multi('movementTypes', t`Механизм`)}
      {watchLike && multi('functions', t`Функции`)}
      {watchLike && multi('strapMaterials', t`Материал ремешка`)}
      {watchLike && multi('conditions', t`Состояние`)}
      {watchLike && sidebar && (
        <Section title={t`Год выпуска`} count={value.yearMin || value.yearMax ? 1 : 0}>
          <RangeInput
            label={<span className={visuallyHidden}>{t`Год выпуска`}</span>}
            minLabel={t`Год от`}
            maxLabel={t`Год до`}
            value={{ min: value.yearMin, max: value.yearMax }}
            min={1900}
            step={1}
            hint={swappedHint(value.yearMin, value.yearMax)}
            onChange={(range) => onChange({ yearMin: range.min, yearMax: range.max })}
          />
        </Section>
      )}
      {watchLike && (
        <Section title={t`Город`} count={value.cityIds.length}>
          <MultiSelect
            label={t`Город`}
            hideLabel
            searchable
            searchLabel={t`Поиск города`}
            options={toMulti(options.cities)}
            value={value.cityIds}
            countsLoading={countsLoading}
            onChange={(cityIds) => onChange({ cityIds })}
          />
        </Section>
      )}
      {watchLike && (
        <div className={styles.plain}>
          <Select
            label={<Trans>Бутик</Trans>}
            placeholder={t`Все бутики`}
            value={value.workshop === null ? '' : String(value.workshop)}
            options={options.workshops.map((o) => ({ value: String(o.id), label: o.name }))}
            onChange={(event) => onChange({ workshop: event.target.value ? Number(event.target.value) : null })}
          />
        </div>
      )}

      <div className={`${styles.plain} ${styles.checks}`}>
        <Checkbox label={<Trans>Полный комплект</Trans>} checked={value.fullSet} onChange={(event) => onChange({ fullSet: event.target.checked })} />
        {watchLike && sidebar && (
          <Checkbox
            label={<Trans>Лимитированная серия</Trans>}
            checked={value.limitedEdition}
            onChange={(event) => onChange({ limitedEdition: event.target.checked })}
          />
        )}
      </div>
    </div>
  );
}
