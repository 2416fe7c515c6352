/** Which rows of a comparison table show (part 1 §2.8: "a checkbox shows only rows whose values differ"). */

export type CompareRowValues = { values: readonly (string | null | undefined)[] };

/** Values that read the same ("42 мм" and " 42 мм ", a missing value and an empty one) are not a difference. */
function normalize(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** True when at least two columns hold different values; a single column never differs from itself. */
export function valuesDiffer(values: readonly (string | null | undefined)[]): boolean {
  return new Set(values.map(normalize)).size > 1;
}

/** The rows to show: all of them, or with `onlyDifferences` those whose values differ. */
export function visibleRows<Row extends CompareRowValues>(rows: readonly Row[], onlyDifferences: boolean): Row[] {
  return onlyDifferences ? rows.filter((row) => valuesDiffer(row.values)) : [...rows];
}
