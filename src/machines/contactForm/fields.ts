import { boutiqueCities, boutiqueNow, hoursOn, isBoutiqueCity, isCalendarDate, isOpenAt, minutesOf, slotsOn, type BoutiqueCity } from '../../../kernel/boutiques.ts';

/**
 * What each form of part 2 §2 "Other forms" collects (part 2 §3): one flat set of values, of which each kind uses
 * its own fields; the draft kept for each kind; how many photos it takes; and the business constants of the
 * appointment page (part 2 §9).
 */

/**
 * - `contact`: the forms of /contacts, /support, /services, /authenticity, /service (part 1 §5 "Contact form").
 * - `orderRequest`: the home page's "find me this model" form (part 1 §2.2 item 10).
 * - `buyback`: /watch-buyback (sell your watch).
 * - `appointment`: /appointment (a visit to the boutique).
 * - `price`, `livePhotos`: the detail page's two modals about its piece (part 1 §2.7, §5 "Contact form").
 */
export const contactFormKinds = ['contact', 'orderRequest', 'buyback', 'appointment', 'price', 'livePhotos'] as const;
export type ContactFormKind = (typeof contactFormKinds)[number];

/** The kinds asked about one piece, from its detail page's modal: they send the piece with the request. */
export const productRequestKinds = ['price', 'livePhotos'] as const;
export type ProductRequestKind = (typeof productRequestKinds)[number];
export const isProductRequest = (kind: ContactFormKind): kind is ProductRequestKind => kind === 'price' || kind === 'livePhotos';
/** The kinds that sit on a page of their own (not in a modal about a piece). */
export type PageFormKind = Exclude<ContactFormKind, ProductRequestKind>;

/** Every text field any kind has. `message` is the comment of the buyback and the appointment. */
export type TextField =
  | 'name'
  | 'phone'
  | 'email'
  | 'message'
  | 'model'
  | 'brand'
  | 'year'
  | 'condition'
  | 'serial'
  | 'kit'
  | 'expectedPrice'
  | 'city'
  | 'date'
  | 'time'
  /** The honeypot (part 1 §3): hidden from people, so only a bot fills it. */
  | 'website';

export type FormValues = Record<TextField, string> & { consent: boolean };

export const EMPTY_VALUES: FormValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  model: '',
  brand: '',
  year: '',
  condition: '',
  serial: '',
  kit: '',
  expectedPrice: '',
  city: '',
  date: '',
  time: '',
  website: '',
  consent: false,
};

/** The text fields each kind shows (the honeypot is everyone's and never part of a draft). */
export const KIND_FIELDS = {
  contact: ['name', 'phone', 'email', 'message'],
  orderRequest: ['model', 'name', 'phone', 'message'],
  buyback: ['brand', 'model', 'year', 'condition', 'serial', 'kit', 'expectedPrice', 'city', 'name', 'phone', 'message'],
  appointment: ['city', 'date', 'time', 'name', 'phone', 'message'],
  price: ['name', 'phone', 'email', 'message'],
  // The live-photos modal asks no e-mail, but it shares the detail page's one draft with the price modal (the
  // feature's storage), so it keeps the e-mail typed there, and a signed-in shopper's, for the next price request.
  livePhotos: ['name', 'phone', 'email', 'message'],
} as const satisfies Record<ContactFormKind, readonly Exclude<TextField, 'website'>[]>;

export type DraftField = (typeof KIND_FIELDS)[ContactFormKind][number];

/**
 * What is kept in session storage and restored (part 1 §5, part 2 §4: name, phone, email, message, consent, plus
 * the kind's own text fields): never the honeypot, never a photo (a File does not survive a reload).
 */
export type FormDraft = Partial<Record<DraftField, string>> & { consent?: boolean };

/**
 * The contact form and the detail page's two modals ask for the consent as a checkbox (part 1 §5, part 2 §3
 * "Contact form", §5 "Name, phone, email and consent required"). The order request, the buyback and the appointment
 * show the same consent as a statement beside their submit button (issue 22 §10, one rule: `ConsentNotice`),
 * nothing to tick, and send no `consent`.
 */
export const hasConsent = (kind: ContactFormKind): boolean => kind === 'contact' || isProductRequest(kind);

/** The kinds that require an e-mail: the contact form and the price request (part 1 §3, §5). */
export const asksEmail = (kind: ContactFormKind): boolean => kind === 'contact' || kind === 'price';

/**
 * How many photos a kind takes: the order request and the two modals one (optional), the buyback up to 6 (part 2
 * §9), the others none.
 */
export const PHOTO_LIMIT: Record<ContactFormKind, number> = { contact: 0, orderRequest: 1, buyback: 6, appointment: 0, price: 1, livePhotos: 1 };

export function draftOf(kind: ContactFormKind, values: FormValues): FormDraft {
  const draft: FormDraft = {};
  for (const field of KIND_FIELDS[kind]) draft[field] = values[field];
  if (hasConsent(kind)) draft.consent = values.consent;
  return draft;
}

/** A restored draft over empty values: only the kind's fields, never the honeypot. */
export function valuesFrom(kind: ContactFormKind, draft: FormDraft | null | undefined): FormValues {
  const values: FormValues = { ...EMPTY_VALUES };
  if (!draft) return values;
  for (const field of KIND_FIELDS[kind]) {
    const value = draft[field];
    if (typeof value === 'string') values[field] = value;
  }
  if (hasConsent(kind) && typeof draft.consent === 'boolean') values.consent = draft.consent;
  return values;
}

// --- The appointment page (part 2 §9; issue 22 item 9: the boutiques' own hours, kernel/boutiques.ts) ---------------

/** Part 2 §5: Москва or Дубай; sent as the contract's `moscow` / `dubai`. */
export const appointmentCities = boutiqueCities;
export type AppointmentCity = BoutiqueCity;

/** Part 2 §9: the appointment's toast lasts 4000 ms (others the default 3000). */
export const APPOINTMENT_TOAST_MS = 4000;

export const isAppointmentCity = (value: string): value is AppointmentCity => isBoutiqueCity(value);

export { isCalendarDate, minutesOf };

/**
 * The visit slots of a day in the chosen boutique (kernel/boutiques.ts: only inside its hours that day, none on a
 * closed day); none until both the city and a date are chosen.
 */
export const appointmentSlots = (city: string, date: string): string[] => (isAppointmentCity(city) ? slotsOn(city, date) : []);

/** Whether a visit may start then: a boutique, an open day, a time inside that day's hours. */
export const isWithinHours = (city: string, date: string, time: string): boolean => isAppointmentCity(city) && isOpenAt(city, date, time);

/** Whether the chosen boutique is closed all that day (Sunday). */
export const isClosedOn = (city: string, date: string): boolean => isAppointmentCity(city) && isCalendarDate(date) && hoursOn(city, date) === null;

/**
 * The boutique's date ("YYYY-MM-DD") and minutes after midnight at `now`, in its own time zone. Without a city,
 * Moscow's: its day starts last, so nothing a Dubai visitor may still book is refused.
 */
export function boutiqueClock(city: string, now: Date): { date: string; minutes: number } {
  const { date, time } = boutiqueNow(isAppointmentCity(city) ? city : 'moscow', now);
  return { date, minutes: minutesOf(time) ?? 0 };
}

// --- Where a contact request comes from ------------------------------------------------------------------------

export type ContactTopic = 'general' | 'callback' | 'buyback' | 'authenticity' | 'service' | 'valuation' | 'support' | 'consultation';

/** The contract's `topic` of a contact form, from the page it sits on (part 2 §2: valuation is /services). */
export function topicOfPage(page: string): ContactTopic {
  const path = page.split(/[?#]/)[0] ?? page;
  if (path === '/services') return 'valuation';
  if (path === '/authenticity') return 'authenticity';
  if (path === '/service') return 'service';
  if (path === '/support') return 'support';
  if (path === '/watch-buyback') return 'buyback';
  return 'general';
}
