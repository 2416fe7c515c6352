import { EMPTY_OPTION_LISTS, type FilterOption, type FilterOptionLists } from './filterTypes.ts';

/** Story data for the filter panel and the catalogue page (no network in stories). */

const named = (names: readonly string[], counts?: readonly number[]): FilterOption[] =>
  names.map((name, index) => ({ id: index + 1, name, ...(counts ? { count: counts[index] ?? 0 } : {}) }));

export const WATCH_OPTIONS: FilterOptionLists = {
  ...EMPTY_OPTION_LISTS,
  brands: named(
    ['A. Lange & Söhne', 'Audemars Piguet', 'Breguet', 'Cartier', 'Hermès', 'Hublot', 'Omega', 'Patek Philippe', 'Richard Mille', 'Rolex', 'Vacheron Constantin'],
    [7, 18, 5, 9, 0, 12, 14, 21, 6, 32, 11],
  ),
  collections: named(['Datejust', 'Daytona', 'GMT-Master II', 'Submariner']),
  watchTypes: named(['Дайверские', 'Классические', 'Спортивные', 'Хронографы'], [41, 88, 102, 57]),
  caseMaterials: named(['Жёлтое золото', 'Платина', 'Розовое золото', 'Сталь', 'Титан'], [44, 12, 38, 190, 19]),
  glassTypes: named(['Минеральное', 'Сапфировое'], [8, 280]),
  movementTypes: named(['Автоматический', 'Кварцевый', 'Механический с ручным заводом'], [230, 21, 45]),
  functions: named(['Дата', 'Лунная фаза', 'Турбийон', 'Хронограф'], [150, 22, 6, 57]),
  strapMaterials: named(['Каучук', 'Кожа аллигатора', 'Сталь'], [40, 96, 160]),
  conditions: named(['Новые', 'Отличное', 'Хорошее'], [200, 90, 30]),
  workshops: named(['Бутик на Петровке', 'Бутик в Dubai Mall']),
  cities: named(['Дубай', 'Москва'], [140, 180]),
};

export const JEWELRY_OPTIONS: FilterOptionLists = {
  ...EMPTY_OPTION_LISTS,
  brands: named(['Bvlgari', 'Cartier', 'Graff', 'Tiffany & Co.', 'Van Cleef & Arpels']),
  jewelryTypes: named(['Браслеты', 'Кольца', 'Колье', 'Серьги']),
};

export const BAG_OPTIONS: FilterOptionLists = {
  ...EMPTY_OPTION_LISTS,
  brands: named(['Chanel', 'Dior', 'Goyard', 'Hermès', 'Louis Vuitton']),
};
