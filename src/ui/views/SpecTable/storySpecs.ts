import type { SpecRow } from './SpecTable.tsx';

/** A Rolex Submariner's specification rows, shared by the SpecTable and ProductPage stories. */
export const submarinerSpecs: SpecRow[] = [
  { key: 'watchType', value: 'Дайверские' },
  { key: 'caseDiameter', value: 41 },
  { key: 'caseMaterial', value: 'Сталь Oystersteel' },
  { key: 'caseThickness', value: 12.5 },
  { key: 'glass', value: 'Сапфировое' },
  { key: 'movement', value: 'Автоматический' },
  { key: 'caliber', value: '3235' },
  { key: 'powerReserve', value: 70 },
  { key: 'waterResistance', value: 300 },
  { key: 'dialColor', value: 'Чёрный' },
  { key: 'strap', value: 'Сталь' },
  { key: 'functions', value: 'Часы, минуты, секунды, дата' },
  { key: 'condition', value: 'Новые' },
  { key: 'year', value: 2023 },
  { key: 'fullSet', value: true },
];
