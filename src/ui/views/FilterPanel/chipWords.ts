import { useLingui } from '@lingui/react/macro';
import { formatUsd, type PriceLocale } from '../../Price/price.ts';
import type { FilterChipItem } from './FilterChips.tsx';
import type { DiameterPresetName } from './filterTypes.ts';

/**
 * The words of the applied filters, said once: the chips above the grid (`label`) and the name «Сохранить поиск»
 * suggests from them (`short`: a price range without «Цена», "Rolex · до 15 000 $").
 */
export function useChipWords(locale: PriceLocale): { label: (chip: FilterChipItem) => string; short: (chip: FilterChipItem) => string } {
  const { t } = useLingui();
  const range = (min: number | null, max: number | null, format: (n: number) => string): string => {
    if (min !== null && max !== null) return `${format(min)} – ${format(max)}`;
    if (min !== null) return t`от ${format(min)}`;
    return t`до ${format(max ?? 0)}`;
  };
  const year = (n: number) => String(n);
  const price = (n: number) => formatUsd(n, locale);
  const diameter: Record<DiameterPresetName, string> = {
    small: t`Диаметр до 37 мм`,
    medium: t`Диаметр 38–41 мм`,
    large: t`Диаметр от 42 мм`,
  };
  const label = (chip: FilterChipItem): string => {
    switch (chip.kind) {
      case 'price':
        return t`Цена ${range(chip.min, chip.max, price)}`;
      case 'year':
        return t`Год ${range(chip.min, chip.max, year)}`;
      case 'diameter':
        return diameter[chip.preset];
      case 'fullSet':
        return t`Полный комплект`;
      case 'limitedEdition':
        return t`Лимитированная серия`;
      case 'category':
        return { watches: t`Часы`, jewelry: t`Украшения`, bags: t`Сумки` }[chip.category];
      case 'brandText':
        return t`Бренд: «${chip.text}»`;
      case 'named':
        return chip.name;
    }
  };
  const short = (chip: FilterChipItem): string => {
    if (chip.kind === 'price') return range(chip.min, chip.max, price);
    if (chip.kind === 'brandText') return chip.text;
    return label(chip);
  };
  return { label, short };
}
