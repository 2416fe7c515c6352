/**
 * The two boutiques, their names, addresses, map points and opening hours (issue 22 item 9): one source for every
 * page that shows them (/about, /contacts, /appointment, the services sidebar, checkout's pickup map), for the
 * server's words about a request, and for the appointment rule on both sides — the browser offers only slots inside
 * the chosen boutique's hours on that day, and the server refuses any other.
 *
 * The one true set is the one /about and the common text state (part 2 §9): Monday to Friday 11:00–21:00,
 * Saturday 15:00–19:00, Sunday closed — in each boutique's own clock (neither city observes summer time).
 */

export const boutiqueCities = ['moscow', 'dubai'] as const;
export type BoutiqueCity = (typeof boutiqueCities)[number];

/** A day's hours, "HH:MM" 24-hour: the first visit at `opens`, the boutique closes at `closes`; null when closed. */
export type DayHours = { readonly opens: string; readonly closes: string } | null;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A text in each language of the shop. */
export type InBothLanguages = { readonly ru: string; readonly en: string };

export interface Boutique {
  city: BoutiqueCity;
  /** The city's name (the API's pickup cities are named so, in either language). */
  name: InBothLanguages;
  /** The pickup address. */
  address: InBothLanguages;
  /** The map point. */
  lat: number;
  lon: number;
  /** IANA time zone: the date and time of a visit are the boutique's. */
  timeZone: string;
  /** Hours per ISO weekday. */
  hours: Readonly<Record<Weekday, DayHours>>;
}

const WEEKDAY: DayHours = { opens: '11:00', closes: '21:00' };
const SATURDAY: DayHours = { opens: '15:00', closes: '19:00' };
const WEEK = { 1: WEEKDAY, 2: WEEKDAY, 3: WEEKDAY, 4: WEEKDAY, 5: WEEKDAY, 6: SATURDAY, 7: null } as const;

export const BOUTIQUES: Readonly<Record<BoutiqueCity, Boutique>> = {
  moscow: {
    city: 'moscow',
    name: { ru: 'Москва', en: 'Moscow' },
    address: { ru: 'Москва, ул. Петровка, 10', en: '10 Petrovka St, Moscow' },
    lat: 55.7652,
    lon: 37.6175,
    timeZone: 'Europe/Moscow',
    hours: WEEK,
  },
  dubai: {
    city: 'dubai',
    name: { ru: 'Дубай', en: 'Dubai' },
    address: { ru: 'Дубай, The Dubai Mall', en: 'The Dubai Mall, Dubai' },
    lat: 25.1972,
    lon: 55.2796,
    timeZone: 'Asia/Dubai',
    hours: WEEK,
  },
};

/** The visit slots offered: every half hour from opening, the last one starting before closing. */
export const APPOINTMENT_SLOT_MINUTES = 30;

export const isBoutiqueCity = (value: unknown): value is BoutiqueCity => value === 'moscow' || value === 'dubai';

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" → minutes after midnight, or null when it is not a 24-hour time. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The ISO weekday of a calendar date ("2026-11-29" → 7, a Sunday), null for anything else. */
export function weekdayOf(date: string): Weekday | null {
  if (!isCalendarDate(date)) return null;
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The boutique's hours on a calendar date: null when it is closed that day (or the date is not one). */
export function hoursOn(city: BoutiqueCity, date: string): DayHours {
  const weekday = weekdayOf(date);
  return weekday === null ? null : BOUTIQUES[city].hours[weekday];
}

/** Whether a visit may start at `time` on `date`: within that day's hours, from opening, before closing. */
export function isOpenAt(city: BoutiqueCity, date: string, time: string): boolean {
  const hours = hoursOn(city, date);
  const minutes = minutesOf(time);
  if (!hours || minutes === null) return false;
  return minutes >= (minutesOf(hours.opens) ?? 0) && minutes < (minutesOf(hours.closes) ?? 0);
}

/** The visit slots of a day in a boutique ("15:00", "15:30" … "18:30" on a Saturday); none when it is closed. */
export function slotsOn(city: BoutiqueCity, date: string): string[] {
  const hours = hoursOn(city, date);
  if (!hours) return [];
  const slots: string[] = [];
  const closes = minutesOf(hours.closes) ?? 0;
  for (let m = minutesOf(hours.opens) ?? 0; m < closes; m += APPOINTMENT_SLOT_MINUTES) slots.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return slots;
}

/** The boutique's date ("YYYY-MM-DD") and time ("HH:MM") at a moment, in its own time zone. */
export function boutiqueNow(city: BoutiqueCity, now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: BOUTIQUES[city].timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Consecutive weekdays with the same hours, for a table of hours ("Monday – Friday 11:00–21:00"). */
export interface HoursRow {
  from: Weekday;
  to: Weekday;
  hours: DayHours;
}

/** The boutique's week as rows of equal hours, Monday first. */
export function hoursRows(city: BoutiqueCity): HoursRow[] {
  const rows: HoursRow[] = [];
  for (let day = 1 as Weekday; day <= 7; day = (day + 1) as Weekday) {
    const hours = BOUTIQUES[city].hours[day];
    const last = rows.at(-1);
    if (last && last.hours?.opens === hours?.opens && last.hours?.closes === hours?.closes) last.to = day;
    else rows.push({ from: day, to: day, hours });
  }
  return rows;
}
