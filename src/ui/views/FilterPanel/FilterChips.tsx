import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../icons.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { useChipWords } from './chipWords.ts';
import * as styles from './FilterChips.css.ts';
import type { DiameterPresetName } from './filterTypes.ts';

/** One applied filter shown above the grid (issue 10 item 17); `id` comes back in `onRemove`. */
export type FilterChipItem =
  | { id: string; kind: 'price'; min: number | null; max: number | null }
  | { id: string; kind: 'year'; min: number | null; max: number | null }
  | { id: string; kind: 'diameter'; preset: DiameterPresetName }
  | { id: string; kind: 'fullSet' }
  | { id: string; kind: 'limitedEdition' }
  /** The sale's category filter (issue 22 item 13). */
  | { id: string; kind: 'category'; category: 'watches' | 'jewelry' | 'bags' }
  /** A brand name or letter typed into a link (`/catalog?brand=R`). */
  | { id: string; kind: 'brandText'; text: string }
  /**
   * A chosen reference value by its name: a brand, a collection, a city, a material… `lead`: a brand or its
   * collection, which leads the name «Сохранить поиск» suggests ("Rolex · Submariner · до 15 000 $").
   */
  | { id: string; kind: 'named'; name: string; lead?: boolean };

export type FilterChipsProps = {
  chips: readonly FilterChipItem[];
  locale: PriceLocale;
  onRemove: (id: string) => void;
  /** The "reset all" chip, shown from two chips on. */
  onReset: () => void;
  className?: string;
};

/**
 * The applied filters as removable chips above the results, so the shopper sees at a glance what narrows the
 * list and drops any of it in one click (brands by name, a range as one chip). Renders nothing without chips.
 */
export function FilterChips({ chips, locale, onRemove, onReset, className }: FilterChipsProps) {
  const { t } = useLingui();
  const { label } = useChipWords(locale);
  if (chips.length === 0) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={t`Выбранные фильтры`}>
      {chips.map((chip) => {
        const text = label(chip);
        return (
          <li key={chip.id} className={styles.chip}>
            <span className={styles.text}>{text}</span>
            <button type="button" className={styles.remove} aria-label={t`Убрать фильтр «${text}»`} onClick={() => onRemove(chip.id)}>
              <CloseIcon size={14} />
            </button>
          </li>
        );
      })}
      {chips.length > 1 && (
        <li>
          <button type="button" className={styles.reset} onClick={onReset}>
            <Trans>Сбросить все</Trans>
          </button>
        </li>
      )}
    </ul>
  );
}
