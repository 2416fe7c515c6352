import { BOUTIQUES, boutiqueNow, hoursOn, isBoutiqueCity, isCalendarDate, isOpenAt } from '../../kernel/boutiques.ts';
import { MODEL_MAX, NAME_MAX, hasAtLeast, isBlank, isEmail, isPhoneNumber } from '../../kernel/fields.ts';

/**
 * Part 1 §5 "Contact form", the same rules the contract states (PersonName, PhoneNumber, OptionalEmail) and the
 * browser applies before sending (kernel/fields.ts). The contract already refuses a bad JSON or multipart body
 * before a handler runs; handlers check again here so a body that reached them some other way (a content type
 * without a schema) cannot skip the rules.
 */
export interface ContactFields {
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  consent?: unknown;
}

export function contactErrors(fields: ContactFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (typeof fields.name !== 'string' || isBlank(fields.name)) errors.name = ['Enter your name.'];
  else if (fields.name.length > NAME_MAX) errors.name = [`At most ${NAME_MAX} characters.`];
  if (typeof fields.phone !== 'string' || !isPhoneNumber(fields.phone)) {
    errors.phone = ['Enter a phone number with 7 to 15 digits.'];
  }
  if (fields.email !== undefined && (typeof fields.email !== 'string' || !isEmail(fields.email))) {
    errors.email = ['Enter a valid email address.'];
  }
  // Issue 22 §10, one rule that keeps the spec's call shapes: consent may be left out; when sent it must be true.
  if (fields.consent !== undefined && fields.consent !== true) errors.consent = ['Consent to the processing of personal data is required.'];
  return errors;
}

/** "YYYY-MM-DD" and "HH:MM" of a moment in a time zone. */
export function localNow(now: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export interface AppointmentFields {
  city?: unknown;
  date?: unknown;
  time?: unknown;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Part 2 §5 "Appointment" with issue 22 item 9: city Moscow or Dubai, a real date that is not in the past and on
 * which that boutique is open (`date` named otherwise: Sunday is closed), a time inside that boutique's hours on
 * that day (`time` named otherwise) and, today, still to come — all in the boutique's own clock. The hours and time
 * zones are the kernel's (kernel/boutiques.ts), the same the browser offers its slots from.
 */
export function appointmentErrors(fields: AppointmentFields, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const city = isBoutiqueCity(fields.city) ? fields.city : undefined;
  if (!city) errors.city = ['Choose Moscow or Dubai.'];
  const local = boutiqueNow(city ?? 'moscow', now);
  const date = typeof fields.date === 'string' && isCalendarDate(fields.date) ? fields.date : undefined;
  // A day gone by is the date's one problem: its hours are not asked.
  const hours = date && city && date >= local.date ? hoursOn(city, date) : undefined;
  if (!date) errors.date = ['Enter a date as YYYY-MM-DD.'];
  else if (date < local.date) errors.date = ['The date has passed.'];
  else if (city && hours === null) errors.date = [`The ${BOUTIQUES[city].name.en} boutique is closed on that day.`];
  const time = typeof fields.time === 'string' && TIME.test(fields.time) ? fields.time : undefined;
  if (!time) errors.time = ['Enter a time as HH:MM.'];
  else if (hours && date && city && !isOpenAt(city, date, time)) errors.time = [`The boutique receives visitors from ${hours.opens} to ${hours.closes} on that day.`];
  else if (date === local.date && time <= local.time) errors.time = ['This time has already passed today.'];
  return errors;
}

/** Part 2 §5 "Order request form": the model or reference not blank, the name at least 2 characters after trimming. */
export function orderRequestErrors(fields: { model?: unknown; name?: unknown }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (typeof fields.model !== 'string' || isBlank(fields.model)) errors.model = ['Enter the model or reference.'];
  else if (fields.model.length > MODEL_MAX) errors.model = [`At most ${MODEL_MAX} characters.`];
  if (typeof fields.name === 'string' && !isBlank(fields.name) && !hasAtLeast(fields.name, 2)) errors.name = ['At least 2 characters.'];
  return errors;
}

const PAGE_MAX = 500;

/** The path (with query and hash) of a site path or an absolute http(s) URL; null for anything else. */
function pathOf(value: string): string | null {
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const path = `${url.pathname}${url.search}${url.hash}`.replace(/[\p{Cc}\p{Cf}]/gu, '');
    return path.slice(0, PAGE_MAX);
  } catch {
    return null;
  }
}

/**
 * The page a form was sent from, kept for the managers: the body's `page` when given, else the Referer header's
 * path. Only the path is kept, never another site's host.
 */
export function sourcePage(page: string | undefined, referer: string | undefined): string | null {
  if (page) return pathOf(page);
  if (referer && /^https?:\/\//i.test(referer)) return pathOf(referer);
  return null;
}
