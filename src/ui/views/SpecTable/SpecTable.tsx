import type { PriceLocale } from '../../Price/price.ts';
import { useSpecWords, type SpecRow } from '../../specs/specs.ts';
import * as styles from './SpecTable.css.ts';

export { specKeys, type SpecKey, type SpecRow } from '../../specs/specs.ts';

export type SpecTableProps = {
  rows: SpecRow[];
  /** The active language: decimals through Intl with it. */
  locale: PriceLocale;
  /** The table's accessible name (the caller's visible heading). */
  label: string;
};

/** The specification table of a detail page: label and value per row, only the rows given. */
export function SpecTable({ rows, locale, label }: SpecTableProps) {
  const words = useSpecWords(locale);

  return (
    <table className={styles.table} aria-label={label}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={styles.row}>
            <th scope="row" className={styles.label}>
              {words.label(row.key)}
            </th>
            <td className={styles.value}>{words.format(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
