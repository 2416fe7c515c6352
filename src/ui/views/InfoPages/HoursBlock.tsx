import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './HoursBlock.css.ts';

/**
 * One row of a boutique's week (issue 22 item 9): consecutive ISO weekdays (1 Monday … 7 Sunday) with the same hours,
 * "HH:MM" 24-hour, or closed. The feature hands the boutiques' one set of hours over (kernel/boutiques.ts), so
 * /about, /contacts and /appointment show the same hours the same way.
 */
export type HoursRowView = { from: number; to: number; opens: string | null; closes: string | null };

/** The weekday's name as the active language writes it ("понедельник", "Monday"). */
function weekdayName(day: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** "Понедельник — пятница", "Monday — Friday", "Суббота": the first word capitalised, the rest as the language writes it. */
export function daysLabel(row: Pick<HoursRowView, 'from' | 'to'>, locale: string): string {
  const first = weekdayName(row.from, locale);
  const label = row.from === row.to ? first : `${first} — ${weekdayName(row.to, locale)}`;
  return label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
}

/** "15:00" in the active language's clock, always 24-hour: the boutiques' own notation in Moscow and Dubai. */
function clock(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

export type HoursBlockProps = {
  /** The boutique's week, Monday first (kernel/boutiques.ts through the feature). */
  rows: readonly HoursRowView[];
  /** Defaults to «Часы работы». */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/** The opening hours as a small table of days and times. */
export function HoursBlock({ rows, title, headingLevel = 3 }: HoursBlockProps) {
  const { t, i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <Heading className={styles.title}>{title ?? t`Часы работы`}</Heading>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.from} className={styles.row}>
            <dt className={styles.days}>{daysLabel(row, i18n.locale)}</dt>
            <dd className={row.opens && row.closes ? styles.hours : `${styles.hours} ${styles.closed}`}>
              {row.opens && row.closes ? (
                <>
                  <time dateTime={row.opens}>{clock(row.opens, i18n.locale)}</time>–<time dateTime={row.closes}>{clock(row.closes, i18n.locale)}</time>
                </>
              ) : (
                t`выходной`
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
