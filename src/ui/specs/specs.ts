import { useLingui } from '@lingui/react/macro';
import type { PriceLocale } from '../Price/price.ts';

/** Every specification a detail page can show (part 1 §3: Watch, Jewelry and Bag fields). */
export const specKeys = [
  'watchType',
  'collection',
  'caseDiameter',
  'caseMaterial',
  'caseThickness',
  'glass',
  'movement',
  'caliber',
  'powerReserve',
  'waterResistance',
  'dialColor',
  'strap',
  'functions',
  'condition',
  'year',
  'fullSet',
  'limitedEdition',
  'jewelryType',
  'metal',
  'stone',
  'equipment',
  'color',
  'material',
  'kit',
] as const;
export type SpecKey = (typeof specKeys)[number];

/**
 * One row. Numbers are shown with their unit (mm, m, hours, pieces); `true`/`false` as yes/no. For
 * `limitedEdition`, a number is the size of the series.
 */
export type SpecRow = { key: SpecKey; value: string | number | boolean };

/**
 * The words of the specifications in the active language: each key's label and each value with its unit (mm, m,
 * hours, pieces; yes/no). One copy for the detail page's table and the comparison's rows.
 */
export function useSpecWords(locale: PriceLocale): { label: (key: SpecKey) => string; format: (row: SpecRow) => string } {
  const { t } = useLingui();
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

  const labels: Record<SpecKey, string> = {
    watchType: t`Тип часов`,
    collection: t`Коллекция`,
    caseDiameter: t`Диаметр корпуса`,
    caseMaterial: t`Материал корпуса`,
    caseThickness: t`Толщина корпуса`,
    glass: t`Стекло`,
    movement: t`Механизм`,
    caliber: t`Калибр`,
    powerReserve: t`Запас хода`,
    waterResistance: t`Водонепроницаемость`,
    dialColor: t`Цвет циферблата`,
    strap: t`Браслет / ремешок`,
    functions: t`Функции`,
    condition: t`Состояние`,
    year: t`Год выпуска`,
    fullSet: t`Полный комплект`,
    limitedEdition: t`Лимитированная серия`,
    jewelryType: t`Тип украшения`,
    metal: t`Металл`,
    stone: t`Камни`,
    equipment: t`Комплектация`,
    color: t`Цвет`,
    material: t`Материал`,
    kit: t`Комплектация`,
  };

  const format = ({ key, value }: SpecRow): string => {
    if (typeof value === 'boolean') return value ? t`Да` : t`Нет`;
    if (typeof value === 'string') return value;
    const amount = number(value);
    switch (key) {
      case 'caseDiameter':
      case 'caseThickness':
        return t`${amount} мм`;
      case 'waterResistance':
        return t`${amount} м`;
      case 'powerReserve':
        return t`${amount} ч`;
      case 'limitedEdition':
        return t`${amount} экз.`;
      default:
        // A year is not a quantity: no digit grouping ("2 023").
        return String(value);
    }
  };

  return { label: (key) => labels[key], format };
}
