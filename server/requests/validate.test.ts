import { describe, expect, it } from 'vitest';
import { appointmentErrors, localNow, orderRequestErrors, sourcePage } from './validate.ts';

describe('appointments (part 2 §5; issue 22 item 9: each boutique\'s hours, kernel/boutiques.ts)', () => {
  // Friday 2026-11-27 10:30 UTC: 13:30 in Moscow (UTC+3), 14:30 in Dubai (UTC+4).
  const now = new Date('2026-11-27T10:30:00Z');
  // Monday 2026-11-30: open 11:00–21:00.
  const ok = { city: 'dubai', date: '2026-11-30', time: '12:00' };

  it('reads the boutique\'s own clock', () => {
    expect(localNow(now, 'Europe/Moscow')).toEqual({ date: '2026-11-27', time: '13:30' });
    expect(localNow(now, 'Asia/Dubai')).toEqual({ date: '2026-11-27', time: '14:30' });
    // 22:30 UTC is already tomorrow in both cities.
    expect(localNow(new Date('2026-11-27T22:30:00Z'), 'Asia/Dubai').date).toBe('2026-11-28');
  });

  it('accepts a coming open day, from opening to before closing, Moscow or Dubai', () => {
    expect(appointmentErrors(ok, now)).toEqual({});
    expect(appointmentErrors({ ...ok, time: '11:00' }, now)).toEqual({});
    expect(appointmentErrors({ ...ok, time: '20:59' }, now)).toEqual({});
    // Saturday 15:00–19:00.
    expect(appointmentErrors({ ...ok, city: 'moscow', date: '2026-11-28', time: '15:00' }, now)).toEqual({});
    expect(appointmentErrors({ ...ok, city: 'moscow', date: '2026-11-27', time: '14:00' }, now)).toEqual({});
  });

  it('refuses a Dubai visit on Sunday at 10:00 (closed that day), and times outside that day\'s hours', () => {
    expect(appointmentErrors({ city: 'dubai', date: '2026-11-29', time: '10:00' }, now)).toEqual({ date: ['The Dubai boutique is closed on that day.'] });
    expect(appointmentErrors({ city: 'moscow', date: '2026-11-29', time: '12:00' }, now)).toEqual({ date: ['The Moscow boutique is closed on that day.'] });
    expect(appointmentErrors({ ...ok, time: '10:00' }, now)).toEqual({ time: ['The boutique receives visitors from 11:00 to 21:00 on that day.'] });
    expect(appointmentErrors({ ...ok, time: '21:00' }, now).time).toHaveLength(1);
    expect(appointmentErrors({ ...ok, date: '2026-11-28', time: '12:00' }, now)).toEqual({ time: ['The boutique receives visitors from 15:00 to 19:00 on that day.'] });
    expect(appointmentErrors({ ...ok, date: '2026-11-28', time: '19:00' }, now).time).toHaveLength(1);
  });

  it('refuses the past, impossible dates and other cities, naming each field', () => {
    expect(appointmentErrors({ ...ok, date: '2026-11-26' }, now)).toEqual({ date: ['The date has passed.'] });
    expect(appointmentErrors({ ...ok, date: '2027-02-29' }, now)).toEqual({ date: ['Enter a date as YYYY-MM-DD.'] });
    expect(appointmentErrors({ ...ok, time: '24:00' }, now).time).toEqual(['Enter a time as HH:MM.']);
    // Today in Dubai it is 14:30 already; in Moscow 13:30, so 14:00 there is still to come.
    expect(appointmentErrors({ ...ok, date: '2026-11-27', time: '14:00' }, now)).toEqual({ time: ['This time has already passed today.'] });
    expect(appointmentErrors({ ...ok, city: 'moscow', date: '2026-11-27', time: '14:00' }, now)).toEqual({});
    expect(appointmentErrors({ ...ok, city: 'london' }, now)).toEqual({ city: ['Choose Moscow or Dubai.'] });
    expect(Object.keys(appointmentErrors({}, now)).sort()).toEqual(['city', 'date', 'time']);
  });
});

describe('order requests (part 2 §5)', () => {
  it('need a model and a name of 2 characters after trimming', () => {
    expect(orderRequestErrors({ model: 'Daytona', name: 'Ян' })).toEqual({});
    expect(orderRequestErrors({ model: ' ', name: ' Я ' })).toEqual({ model: ['Enter the model or reference.'], name: ['At least 2 characters.'] });
  });
});

describe('the page a form came from', () => {
  it('is the body\'s path, else the Referer\'s; only the path of an absolute URL; nothing else', () => {
    expect(sourcePage('/watch-buyback', 'https://shop.example/x')).toBe('/watch-buyback');
    expect(sourcePage('https://other.example/contacts?x=1#map', undefined)).toBe('/contacts?x=1#map');
    expect(sourcePage(undefined, 'https://shop.example/product/12?ref=home')).toBe('/product/12?ref=home');
    expect(sourcePage(undefined, 'android-app://x')).toBeNull();
    expect(sourcePage(undefined, undefined)).toBeNull();
    expect(sourcePage(`/${'a'.repeat(600)}`, undefined)).toHaveLength(500);
  });
});
