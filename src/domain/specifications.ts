import type { Bag, Jewelry, ProductKind, Watch } from '../api/types.ts';
import type { CardProduct } from './productCard.ts';

/**
 * The specifications of a piece (part 1 §3: Watch, Jewelry and Bag fields), in the order the detail page's table
 * and the comparison's rows show them. One copy for both.
 */

/**
 * A row: its key (the views label it: src/ui/specs/specs.ts `specKeys`, which src/domain does not import; TypeScript
 * checks each key written below is one the views know where the features pass the rows on) and its value.
 */
export type SpecRow<K extends string = string> = { key: K; value: string | number | boolean };

/** Rows with a value only (part 1 §3): empty strings and nulls are left out. Booleans always have one. */
function rows<K extends string>(entries: [K, string | number | boolean | null | undefined][]): SpecRow<K>[] {
  return entries.flatMap(([key, value]) => (value === null || value === undefined || value === '' ? [] : [{ key, value }]));
}

function watchSpecs(watch: Watch) {
  return rows([
    ['watchType', watch.watch_type_name],
    ['collection', watch.collection?.name],
    ['caseDiameter', watch.case_diameter_mm],
    ['caseMaterial', watch.case_material_name],
    ['caseThickness', watch.case_thickness_mm],
    ['glass', watch.glass_type_name],
    ['movement', watch.movement_type_name],
    ['caliber', watch.caliber],
    ['powerReserve', watch.power_reserve_hours],
    ['waterResistance', watch.water_resistance_m],
    ['dialColor', watch.dial_color],
    ['strap', watch.strap_material_name],
    ['functions', watch.function_description],
    ['condition', watch.condition_description],
    ['year', watch.production_year],
    ['fullSet', watch.full_set],
    // The size of the series when known, else simply "yes"; nothing for an ordinary watch.
    ['limitedEdition', watch.is_limited_edition ? (watch.limited_edition_pieces ?? true) : null],
  ]);
}

const jewelrySpecs = (item: Jewelry) =>
  rows([
    ['jewelryType', item.type_name],
    ['metal', item.metal],
    ['stone', item.insert_stone],
    ['fullSet', item.full_set],
    ['equipment', item.equipment_text],
    ['condition', item.condition_text],
  ]);

const bagSpecs = (item: Bag) =>
  rows([
    ['color', item.color],
    ['material', item.material],
    ['fullSet', item.full_set],
    ['kit', item.kit_description],
    ['condition', item.condition_text],
  ]);

/** The specification rows of a piece of any category. */
export function specsOf(kind: ProductKind, item: CardProduct) {
  if (kind === 'watch') return watchSpecs(item as Watch);
  return kind === 'jewelry' ? jewelrySpecs(item as Jewelry) : bagSpecs(item as Bag);
}
