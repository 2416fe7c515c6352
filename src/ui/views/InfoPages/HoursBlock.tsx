import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './HoursBlock.css.ts';

/**
 * Part 2 §9 keeps two readings of the opening hours, each where the spec puts it: "daily 11:00 to 21:00 on the
 * contacts page; Mon to Fri 11:00 to 21:00, Sat 15:00 to 19:00, Sun closed in the common text and the about page".
 */
export const hoursSchedules = ['daily', 'weekly'] as const;
export type HoursSchedule = (typeof hoursSchedules)[number];

type Row = { id: string; days: MessageDescriptor; hours: readonly [opens: string, closes: string] | null };

const SCHEDULES: Record<HoursSchedule, readonly Row[]> = {
  daily: [{ id: 'daily', days: msg`Ежедневно`, hours: ['11:00', '21:00'] }],
  weekly: [
    { id: 'weekdays', days: msg`Понедельник — пятница`, hours: ['11:00', '21:00'] },
    { id: 'saturday', days: msg`Суббота`, hours: ['15:00', '19:00'] },
    { id: 'sunday', days: msg`Воскресенье`, hours: null },
  ],
};

/** "15:00" in the active language's clock, always 24-hour: the boutiques' own notation in Moscow and Dubai. */
function clock(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

export type HoursBlockProps = {
  schedule: HoursSchedule;
  /** Defaults to «Часы работы». */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/** The opening hours as a small table of days and times. */
export function HoursBlock({ schedule, title, headingLevel = 3 }: HoursBlockProps) {
  const { t, i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <Heading className={styles.title}>{title ?? t`Часы работы`}</Heading>
      <dl className={styles.rows}>
        {SCHEDULES[schedule].map((row) => (
          <div key={row.id} className={styles.row}>
            <dt className={styles.days}>{i18n._(row.days)}</dt>
            <dd className={row.hours ? styles.hours : `${styles.hours} ${styles.closed}`}>
              {row.hours ? (
                <>
                  <time dateTime={row.hours[0]}>{clock(row.hours[0], i18n.locale)}</time>–
                  <time dateTime={row.hours[1]}>{clock(row.hours[1], i18n.locale)}</time>
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
