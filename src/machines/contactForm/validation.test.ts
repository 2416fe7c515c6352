import { describe, expect, it } from 'vitest';
import { appointmentSlots, boutiqueClock, draftOf, EMPTY_VALUES, hasConsent, isCalendarDate, topicOfPage, valuesFrom, type FormValues } from './fields.ts';
import { pickPhotos, validateForm } from './validation.ts';

/** 2026-03-10 08:30 UTC: 11:30 in Moscow, 12:30 in Dubai. */
const NOW = new Date(Date.UTC(2026, 2, 10, 8, 30));
const with_ = (values: Partial<FormValues>): FormValues => ({ ...EMPTY_VALUES, ...values });

describe('contact form (part 1 §5, part 2 §5 "Contact form")', () => {
  const valid = with_({ name: 'Анна', phone: '+7 903 555-12-34', email: 'anna@mail.ru', consent: true });
  it('accepts a complete form; the message is optional', () => expect(validateForm('contact', valid, NOW)).toEqual({}));
  it('refuses an empty form field by field', () =>
    expect(validateForm('contact', EMPTY_VALUES, NOW)).toEqual({ name: 'required', phone: 'required', email: 'required', consent: 'required' }));
  it('name non-empty after trimming, phone 7 to 15 digits, a simple e-mail', () => {
    expect(validateForm('contact', { ...valid, name: '  ' }, NOW)).toEqual({ name: 'required' });
    expect(validateForm('contact', { ...valid, phone: '12-34-56' }, NOW)).toEqual({ phone: 'invalid-phone' });
    expect(validateForm('contact', { ...valid, phone: '1234567890123456' }, NOW)).toEqual({ phone: 'invalid-phone' });
    expect(validateForm('contact', { ...valid, email: 'anna@mail' }, NOW)).toEqual({ email: 'invalid-email' });
  });
  it('the honeypot must stay empty', () => expect(validateForm('contact', { ...valid, website: 'http://spam' }, NOW)).toEqual({ website: 'must-be-empty' }));
});

describe('the price and live-photos modals of the detail page (part 1 §5 "Contact form")', () => {
  const valid = with_({ name: 'Мария', phone: '+971 55 987 6543', email: 'm@x.ae', consent: true });
  it('accepts a complete form', () => expect(validateForm('price', valid, NOW)).toEqual({}));
  it('name must be non-empty after trimming', () => expect(validateForm('price', { ...valid, name: '   ' }, NOW)).toEqual({ name: 'required' }));
  it('phone needs 7 to 15 digits after stripping everything else', () => {
    expect(validateForm('price', { ...valid, phone: '' }, NOW)).toEqual({ phone: 'required' });
    expect(validateForm('price', { ...valid, phone: '12-34-56' }, NOW)).toEqual({ phone: 'invalid-phone' });
    expect(validateForm('price', { ...valid, phone: '123-45-67' }, NOW)).toEqual({});
    expect(validateForm('price', { ...valid, phone: '+1 234 567 890 123 45' }, NOW)).toEqual({});
    expect(validateForm('price', { ...valid, phone: '1234567890123456' }, NOW)).toEqual({ phone: 'invalid-phone' });
  });
  it('e-mail is asked by the price request only', () => {
    expect(validateForm('price', { ...valid, email: 'nope' }, NOW)).toEqual({ email: 'invalid-email' });
    expect(validateForm('price', { ...valid, email: '' }, NOW)).toEqual({ email: 'required' });
    expect(validateForm('livePhotos', { ...valid, email: '' }, NOW)).toEqual({});
  });
  it('consent must be ticked and the honeypot empty', () =>
    expect(validateForm('livePhotos', { ...valid, consent: false, website: 'http://spam' }, NOW)).toEqual({ consent: 'required', website: 'must-be-empty' }));
});

describe('order request (part 2 §5 "Order request form")', () => {
  const valid = with_({ model: 'Rolex Daytona 126500LN', name: 'Сергей', phone: '+7 925 111-22-33' });
  it('accepts the model, a name of 2 characters and a valid phone; no e-mail, no consent to tick', () => {
    expect(validateForm('orderRequest', valid, NOW)).toEqual({});
    expect(validateForm('orderRequest', { ...valid, name: ' Ян ' }, NOW)).toEqual({});
  });
  it('refuses a one-letter name, a blank model and a short phone', () =>
    expect(validateForm('orderRequest', { ...valid, name: ' С ', model: ' ', phone: '123' }, NOW)).toEqual({
      name: 'too-short',
      model: 'required',
      phone: 'invalid-phone',
    }));
});

describe('buyback (part 2 §5 "Buyback")', () => {
  const valid = with_({ brand: 'Patek Philippe', model: 'Nautilus 5711', name: 'Игорь', phone: '+7 916 700-00-01' });
  it('needs name and phone and the brand and model the form names (no consent to tick)', () => {
    expect(validateForm('buyback', valid, NOW)).toEqual({});
    expect(validateForm('buyback', EMPTY_VALUES, NOW)).toEqual({ brand: 'required', model: 'required', name: 'required', phone: 'required' });
  });
  it('a year, when given, is four digits from 1900 to this year', () => {
    expect(validateForm('buyback', { ...valid, year: '2019' }, NOW)).toEqual({});
    expect(validateForm('buyback', { ...valid, year: '2026' }, NOW)).toEqual({});
    for (const year of ['19', '1899', '2027', 'две тысячи']) expect(validateForm('buyback', { ...valid, year }, NOW)).toEqual({ year: 'invalid-year' });
  });
});

describe('appointment (part 2 §5 "Appointment"; issue 22 item 9: the boutique\'s hours that day, kernel/boutiques.ts)', () => {
  // Wednesday 2026-03-11: open 11:00–21:00.
  const valid = with_({ name: 'Дмитрий', phone: '+971 50 123 4567', city: 'dubai', date: '2026-03-11', time: '11:00' });
  it('accepts name, phone, city, a coming day and a time within the hours', () => expect(validateForm('appointment', valid, NOW)).toEqual({}));
  it('requires every field but the comment', () =>
    expect(validateForm('appointment', EMPTY_VALUES, NOW)).toEqual({ name: 'required', phone: 'required', city: 'required', date: 'required', time: 'required' }));
  it('the city is Москва or Дубай', () => expect(validateForm('appointment', { ...valid, city: 'london' }, NOW)).toEqual({ city: 'required' }));
  it('on a weekday from 11:00, the last visit before 21:00; Saturday 15:00–19:00; Sunday closed', () => {
    expect(validateForm('appointment', { ...valid, time: '20:59' }, NOW)).toEqual({});
    expect(validateForm('appointment', { ...valid, time: '10:30' }, NOW)).toEqual({ time: 'outside-hours' });
    expect(validateForm('appointment', { ...valid, time: '09:59' }, NOW)).toEqual({ time: 'outside-hours' });
    expect(validateForm('appointment', { ...valid, date: '2026-03-14', time: '12:00' }, NOW)).toEqual({ time: 'outside-hours' });
    expect(validateForm('appointment', { ...valid, date: '2026-03-14', time: '15:00' }, NOW)).toEqual({});
    expect(validateForm('appointment', { ...valid, date: '2026-03-15', time: '10:00' }, NOW)).toEqual({ date: 'closed-day' });
    expect(validateForm('appointment', { ...valid, time: '21:00' }, NOW)).toEqual({ time: 'outside-hours' });
    expect(validateForm('appointment', { ...valid, time: '9:30' }, NOW)).toEqual({ time: 'outside-hours' });
  });
  it("the day and hour are the boutique's: a past day, or an hour gone by today, is refused", () => {
    expect(validateForm('appointment', { ...valid, date: '2026-03-09' }, NOW)).toEqual({ date: 'date-passed' });
    expect(validateForm('appointment', { ...valid, date: '2026-02-30' }, NOW)).toEqual({ date: 'invalid-date' });
    // 12:30 in Dubai: 12:30 has gone, 13:00 is still to come; in Moscow it is 11:30.
    expect(validateForm('appointment', { ...valid, date: '2026-03-10', time: '12:30' }, NOW)).toEqual({ time: 'time-passed' });
    expect(validateForm('appointment', { ...valid, date: '2026-03-10', time: '13:00' }, NOW)).toEqual({});
    expect(validateForm('appointment', { ...valid, city: 'moscow', date: '2026-03-10', time: '12:00' }, NOW)).toEqual({});
  });
  it('boutiqueClock: Moscow UTC+3, Dubai UTC+4, whatever the visitor’s own zone', () => {
    const lateUtc = new Date(Date.UTC(2026, 2, 10, 20, 30));
    expect(boutiqueClock('moscow', lateUtc)).toEqual({ date: '2026-03-10', minutes: 23 * 60 + 30 });
    expect(boutiqueClock('dubai', lateUtc)).toEqual({ date: '2026-03-11', minutes: 30 });
    expect(boutiqueClock('', lateUtc).date).toBe('2026-03-10');
  });
  it('slots every half hour inside the chosen boutique\'s hours that day, none before a city and a day are chosen', () => {
    const slots = appointmentSlots('dubai', '2026-03-11');
    expect(slots[0]).toBe('11:00');
    expect(slots.at(-1)).toBe('20:30');
    expect(slots).toHaveLength(20);
    expect(appointmentSlots('moscow', '2026-03-14')).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30']);
    expect(appointmentSlots('dubai', '2026-03-15')).toEqual([]);
    expect(appointmentSlots('', '2026-03-11')).toEqual([]);
    expect(appointmentSlots('dubai', '')).toEqual([]);
  });
  it('isCalendarDate', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('15.07.2099')).toBe(false);
  });
});

describe('photos (part 2 §5, §9: images only, up to 6)', () => {
  const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
  const pdf = new File(['x'], 'passport.pdf', { type: 'application/pdf' });
  it('keeps the images of a pick and says when something was left out', () => {
    const a = image('a.jpg');
    expect(pickPhotos([], [a, pdf], 6)).toEqual({ photos: [a], problem: 'not-image' });
    expect(pickPhotos([], [a], 6)).toEqual({ photos: [a], problem: null });
  });
  it('adds after those picked, at most 6', () => {
    const seven = Array.from({ length: 7 }, (_, i) => image(`${i}.jpg`));
    const first = pickPhotos(seven.slice(0, 4), seven.slice(4), 6);
    expect(first.photos).toEqual(seven.slice(0, 6));
    expect(first.problem).toBe('too-many');
  });
  it('a form that takes one photo swaps it', () => {
    const [a, b] = [image('a.jpg'), image('b.jpg')];
    expect(pickPhotos([a], [b], 1).photos).toEqual([b]);
    expect(pickPhotos([a], [pdf], 1)).toEqual({ photos: [a], problem: 'not-image' });
  });
});

describe('one consent rule (issue 22 §10): the contact form\'s checkbox, a statement elsewhere', () => {
  it('only the contact form is refused without its consent; the order request, the buyback and the appointment need none', () => {
    const filled = {
      contact: with_({ name: 'Анна', phone: '+7 903 555-12-34', email: 'anna@mail.ru' }),
      orderRequest: with_({ model: 'Daytona', name: 'Сергей', phone: '+7 925 111-22-33' }),
      buyback: with_({ brand: 'Rolex', model: 'Daytona', name: 'Игорь', phone: '+7 916 700-00-01' }),
      appointment: with_({ name: 'Дмитрий', phone: '+971 50 123 4567', city: 'dubai', date: '2026-03-11', time: '12:00' }),
    } as const;
    expect(validateForm('contact', filled.contact, NOW)).toEqual({ consent: 'required' });
    expect(validateForm('contact', { ...filled.contact, consent: true }, NOW)).toEqual({});
    for (const kind of ['orderRequest', 'buyback', 'appointment'] as const) {
      expect(hasConsent(kind), kind).toBe(false);
      expect(validateForm(kind, filled[kind], NOW), kind).toEqual({});
    }
    expect(hasConsent('contact')).toBe(true);
  });
});

describe('drafts and topics', () => {
  it('a draft holds the kind’s fields (the contact form’s also its consent), never the honeypot', () => {
    const values = with_({ name: 'Анна', phone: '1', email: 'a@b.c', message: 'm', brand: 'Rolex', consent: true, website: 'bot' });
    expect(draftOf('contact', values)).toEqual({ name: 'Анна', phone: '1', email: 'a@b.c', message: 'm', consent: true });
    expect(draftOf('orderRequest', values)).toEqual({ model: '', name: 'Анна', phone: '1', message: 'm' });
    expect(Object.keys(draftOf('buyback', values))).not.toContain('website');
  });
  it('a restored draft fills only the kind’s fields', () => {
    expect(valuesFrom('appointment', { city: 'dubai', name: 'Д', consent: true, email: 'x' })).toEqual(with_({ city: 'dubai', name: 'Д' }));
  });
  it('the contact topic follows the page (valuation is /services)', () => {
    expect(topicOfPage('/services')).toBe('valuation');
    expect(topicOfPage('/authenticity')).toBe('authenticity');
    expect(topicOfPage('/service')).toBe('service');
    expect(topicOfPage('/support?from=faq')).toBe('support');
    expect(topicOfPage('/contacts')).toBe('general');
  });
});
