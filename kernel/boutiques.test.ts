import { describe, expect, it } from 'vitest';
import { BOUTIQUES, boutiqueNow, hoursOn, hoursRows, isOpenAt, slotsOn, weekdayOf } from './boutiques.ts';

describe('the boutiques and their hours (issue 22 item 9: one source for every page and both sides)', () => {
  it('Moscow and Dubai, each in its own IANA time zone', () => {
    expect(BOUTIQUES.moscow.timeZone).toBe('Europe/Moscow');
    expect(BOUTIQUES.dubai.timeZone).toBe('Asia/Dubai');
    // 2026-11-29 06:30 UTC: 09:30 in Moscow, 10:30 in Dubai.
    expect(boutiqueNow('moscow', new Date('2026-11-29T06:30:00Z'))).toEqual({ date: '2026-11-29', time: '09:30' });
    expect(boutiqueNow('dubai', new Date('2026-11-29T06:30:00Z'))).toEqual({ date: '2026-11-29', time: '10:30' });
  });

  it('/about\'s hours: Monday to Friday 11:00–21:00, Saturday 15:00–19:00, Sunday closed', () => {
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(hoursOn('dubai', '2026-11-29')).toBeNull();
    expect(hoursOn('dubai', '2026-11-30')).toEqual({ opens: '11:00', closes: '21:00' });
    expect(hoursOn('moscow', '2026-11-28')).toEqual({ opens: '15:00', closes: '19:00' });
    expect(hoursRows('dubai')).toEqual([
      { from: 1, to: 5, hours: { opens: '11:00', closes: '21:00' } },
      { from: 6, to: 6, hours: { opens: '15:00', closes: '19:00' } },
      { from: 7, to: 7, hours: null },
    ]);
  });

  it('a visit starts inside the day\'s hours only: none on Sunday, Saturday 15:00 to 18:30', () => {
    expect(isOpenAt('dubai', '2026-11-29', '10:00')).toBe(false);
    expect(isOpenAt('dubai', '2026-11-29', '12:00')).toBe(false);
    expect(isOpenAt('dubai', '2026-11-30', '10:30')).toBe(false);
    expect(isOpenAt('dubai', '2026-11-30', '11:00')).toBe(true);
    expect(isOpenAt('dubai', '2026-11-30', '20:59')).toBe(true);
    expect(isOpenAt('dubai', '2026-11-30', '21:00')).toBe(false);
    expect(isOpenAt('moscow', '2026-11-28', '14:30')).toBe(false);
    expect(slotsOn('moscow', '2026-11-28')).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30']);
    expect(slotsOn('dubai', '2026-11-29')).toEqual([]);
    expect(slotsOn('dubai', '2026-11-30')).toHaveLength(20);
    expect(slotsOn('dubai', 'not a date')).toEqual([]);
  });
});
