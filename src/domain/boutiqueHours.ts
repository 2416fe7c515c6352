import { hoursRows, type BoutiqueCity } from '../../kernel/boutiques.ts';

/** One row of a week as the hours views take it (their `HoursRowView`): ISO weekdays `from`–`to`, or closed. */
export type HoursRowView = { from: number; to: number; opens: string | null; closes: string | null };

/**
 * A boutique's week for the views that show hours (/about, /contacts, /appointment), from the one source both sides
 * share (kernel/boutiques.ts, issue 22 item 9). Built once per city: the views get the same array each render.
 */
const rowsOf = (city: BoutiqueCity): readonly HoursRowView[] =>
  hoursRows(city).map((row) => ({ from: row.from, to: row.to, opens: row.hours?.opens ?? null, closes: row.hours?.closes ?? null }));

export const BOUTIQUE_HOURS: Readonly<Record<BoutiqueCity, readonly HoursRowView[]>> = { moscow: rowsOf('moscow'), dubai: rowsOf('dubai') };
