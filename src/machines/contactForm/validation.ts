import { hasAtLeast, isBlank, isEmail, isPhoneNumber } from '../../../kernel/fields.ts';
import {
  asksEmail,
  boutiqueClock,
  hasConsent,
  isAppointmentCity,
  isCalendarDate,
  isClosedOn,
  isWithinHours,
  minutesOf,
  type ContactFormKind,
  type FormValues,
  type TextField,
} from './fields.ts';

/**
 * The rules of each kind, field by field (part 1 §5 "Contact form" — the price and live-photos modals too —, part 2 §5
 * Buyback, Appointment, Contact form, Order request form). Problems are typed codes: one vocabulary for every form;
 * the views word them under their fields.
 */

export type FormField = TextField | 'consent' | 'photos';

export type FieldProblem =
  | 'required'
  | 'invalid-phone'
  | 'invalid-email'
  /** The order request's name: at least 2 characters (part 2 §5). */
  | 'too-short'
  /** The buyback's year: four digits, from 1900 to this year. */
  | 'invalid-year'
  | 'invalid-date'
  /** The appointment's day is over in the boutique's city. */
  | 'date-passed'
  /** The appointment's time is outside the boutique's hours that day (issue 22 item 9, kernel/boutiques.ts). */
  | 'outside-hours'
  /** The boutique is closed all that day (Sunday). */
  | 'closed-day'
  /** Today, a time that has gone by in the boutique's city. */
  | 'time-passed'
  /** A picked file that is not an image (part 2 §5 "images only"): it was left out. */
  | 'not-image'
  /** More photos than the kind takes (part 2 §9 "up to 6"): the extra ones were left out. */
  | 'too-many'
  /** The honeypot holds something: only a bot fills it. */
  | 'must-be-empty';

export type FieldProblems = Partial<Record<FormField, FieldProblem>>;

/** The oldest year the catalogue's filters accept (part 1 §5). */
const YEAR_MIN = 1900;

function checkName(values: FormValues, problems: FieldProblems, minimum = 1) {
  if (isBlank(values.name)) problems.name = 'required';
  else if (!hasAtLeast(values.name, minimum)) problems.name = 'too-short';
}

// The field rules are the kernel's (kernel/fields.ts), the ones the server applies to what is sent: trimmed values.
function checkPhone(values: FormValues, problems: FieldProblems) {
  if (isBlank(values.phone)) problems.phone = 'required';
  else if (!isPhoneNumber(values.phone.trim())) problems.phone = 'invalid-phone';
}

function checkEmail(values: FormValues, problems: FieldProblems) {
  if (isBlank(values.email)) problems.email = 'required';
  else if (!isEmail(values.email.trim())) problems.email = 'invalid-email';
}

function required(values: FormValues, problems: FieldProblems, ...fields: TextField[]) {
  for (const field of fields) if (isBlank(values[field])) problems[field] = 'required';
}

function checkAppointment(values: FormValues, problems: FieldProblems, now: Date) {
  if (!isAppointmentCity(values.city)) problems.city = 'required';
  const today = boutiqueClock(values.city, now);
  if (values.date === '') problems.date = 'required';
  else if (!isCalendarDate(values.date)) problems.date = 'invalid-date';
  // ISO dates compare as text.
  else if (values.date < today.date) problems.date = 'date-passed';
  else if (isClosedOn(values.city, values.date)) problems.date = 'closed-day';
  const minutes = minutesOf(values.time);
  // Outside the chosen boutique's hours on an open day it can be told; a closed day is the date's problem.
  const dayKnown = isAppointmentCity(values.city) && isCalendarDate(values.date) && values.date >= today.date && !isClosedOn(values.city, values.date);
  if (values.time === '') problems.time = 'required';
  else if (minutes === null || (dayKnown && !isWithinHours(values.city, values.date, values.time))) problems.time = 'outside-hours';
  else if (values.date === today.date && minutes <= today.minutes) problems.time = 'time-passed';
}

function checkYear(values: FormValues, problems: FieldProblems, now: Date) {
  const year = values.year.trim();
  if (year === '') return;
  if (!/^\d{4}$/.test(year) || Number(year) < YEAR_MIN || Number(year) > now.getFullYear()) problems.year = 'invalid-year';
}

/** Every problem of the values a kind shows, as of `now` (the appointment's day and hour, the buyback's year). */
export function validateForm(kind: ContactFormKind, values: FormValues, now: Date): FieldProblems {
  const problems: FieldProblems = {};
  if (kind === 'buyback') required(values, problems, 'brand', 'model');
  if (kind === 'orderRequest') required(values, problems, 'model');
  checkName(values, problems, kind === 'orderRequest' ? 2 : 1);
  checkPhone(values, problems);
  if (asksEmail(kind)) checkEmail(values, problems);
  if (kind === 'buyback') checkYear(values, problems, now);
  if (kind === 'appointment') checkAppointment(values, problems, now);
  if (hasConsent(kind) && !values.consent) problems.consent = 'required';
  if (values.website !== '') problems.website = 'must-be-empty';
  return problems;
}

/** Photos are images only (part 2 §5; the server answers 415 otherwise). */
export const isImage = (file: { type: string }): boolean => file.type.startsWith('image/');

/**
 * The photos after a pick: images only, at most `limit`. A kind that takes one photo swaps it; one that takes
 * several adds the new ones after those it has. What was left out is said as the photos' problem.
 */
export function pickPhotos(current: readonly File[], picked: readonly File[], limit: number): { photos: File[]; problem: FieldProblem | null } {
  const images = picked.filter(isImage);
  const refused: FieldProblem | null = images.length < picked.length ? 'not-image' : null;
  if (limit === 1) return { photos: images.length > 0 ? images.slice(0, 1) : [...current], problem: refused };
  const all = [...current, ...images];
  return { photos: all.slice(0, limit), problem: all.length > limit ? 'too-many' : refused };
}
