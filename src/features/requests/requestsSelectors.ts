import { appointmentSlots, boutiqueClock, minutesOf, type FormValues } from '../../machines/contactForm/fields.ts';
import {
  selectFormErrors,
  selectFormFailure,
  selectFormStatus,
  selectFormValues,
  type ContactFormSnapshot,
} from '../../machines/contactForm/machine.ts';
import type { FieldProblems } from '../../machines/contactForm/validation.ts';
import { contactFailureText, photoProblem, problemsOf, type Translate } from '../../widgets/contactFormView.ts';
import { BOUTIQUE_HOURS } from '../../domain/boutiqueHours.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import type { AppointmentPageStatus, AppointmentValues, TimeSlot } from '../../ui/views/AppointmentPage/AppointmentPage.tsx';
import type { BuybackPageStatus, BuybackValues } from '../../ui/views/BuybackPage/BuybackPage.tsx';

/**
 * What /watch-buyback and /appointment read of their contactFormMachine (part 2 §2 "Other forms"):
 * `selectBuybackPageProps` and `selectAppointmentPageProps`, built from the machine's own selectors. The photo
 * previews are made by the screen (object URLs are an effect, not a reading).
 */

const BUYBACK_FIELDS = ['brand', 'model', 'year', 'condition', 'serial', 'kit', 'expectedPrice', 'city', 'name', 'phone', 'message', 'website'] as const;
const APPOINTMENT_FIELDS = ['city', 'date', 'time', 'name', 'phone', 'message', 'website'] as const;

const failureMessageOf = (snapshot: ContactFormSnapshot, kind: 'buyback' | 'appointment', translate: Translate): string | null => {
  const failure = selectFormFailure(snapshot);
  return failure ? contactFailureText(kind, failure, translate) : null;
};

const buybackValues = memoLast(
  ({ brand, model, year, condition, serial, kit, expectedPrice, city, name, phone, message, website }: FormValues): BuybackValues => ({
    brand,
    model,
    year,
    condition,
    serial,
    kit,
    expectedPrice,
    city,
    name,
    phone,
    message,
    website,
  }),
);
const buybackErrors = memoLast((errors: FieldProblems) => ({ ...problemsOf(errors, BUYBACK_FIELDS), photos: photoProblem(errors) }));

/** The buyback page: the form, its problems, the worded failure; `success` is the success panel. */
export function selectBuybackPageProps(snapshot: ContactFormSnapshot, translate: Translate) {
  return {
    status: selectFormStatus(snapshot) satisfies BuybackPageStatus,
    values: buybackValues(selectFormValues(snapshot)),
    errors: buybackErrors(selectFormErrors(snapshot)),
    failureMessage: failureMessageOf(snapshot, 'buyback', translate),
  };
}

const appointmentValues = memoLast(({ city, date, time, name, phone, message, website }: FormValues): AppointmentValues => ({
  city,
  date,
  time,
  name,
  phone,
  message,
  website,
}));
const appointmentErrors = memoLast((errors: FieldProblems) => problemsOf(errors, APPOINTMENT_FIELDS));

/**
 * The slots of the chosen boutique on the chosen day (issue 22 item 9: only inside its hours that day, none when it
 * is closed); today's that have gone by in the boutique's city cannot be chosen.
 */
const slotsOf = memoLast((city: string, date: string, today: string, nowMinutes: number): TimeSlot[] =>
  appointmentSlots(city, date).map((value) => ({ value, disabled: date === today && (minutesOf(value) ?? 0) <= nowMinutes })),
);

/**
 * The appointment page as of `now`: the first day that can be chosen and the slots are the boutique's (its own time
 * zone and hours, kernel/boutiques.ts; Moscow's clock until a city is chosen).
 */
export function selectAppointmentPageProps(snapshot: ContactFormSnapshot, translate: Translate, now: Date) {
  const values = selectFormValues(snapshot);
  const today = boutiqueClock(values.city, now);
  return {
    status: selectFormStatus(snapshot) satisfies AppointmentPageStatus,
    values: appointmentValues(values),
    errors: appointmentErrors(selectFormErrors(snapshot)),
    minDate: today.date,
    timeSlots: slotsOf(values.city, values.date, today.date, today.minutes),
    hours: BOUTIQUE_HOURS[values.city === 'dubai' ? 'dubai' : 'moscow'],
    failureMessage: failureMessageOf(snapshot, 'appointment', translate),
  };
}
