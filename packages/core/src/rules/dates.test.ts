import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addZonedCalendarDays,
  calendarDaysBetween,
  DEFAULT_TIME_ZONE,
  formatDate,
  isBusinessDay,
  startOfZonedDay,
  toInstant,
  zonedParts,
} from './dates';

describe('formatDate: "Dates display as MM.DD.YYYY", America/Los_Angeles (spec 1 §9)', () => {
  it('defaults to the spec time zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Los_Angeles');
  });

  it.each([
    ['2026-07-04T12:00:00Z', '07.04.2026'],
    // 07:59 UTC on Nov 22 is still 23:59 on Nov 21 in Los Angeles (PST, UTC-8).
    ['2026-11-22T07:59:00Z', '11.21.2026'],
    ['2026-11-22T08:00:00Z', '11.22.2026'],
    // Summer time (PDT, UTC-7).
    ['2026-06-01T06:59:00Z', '05.31.2026'],
    [Date.UTC(2026, 0, 1, 12), '01.01.2026'],
    [new Date('2026-03-09T12:00:00Z'), '03.09.2026'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ] as Array<[string | number | Date | null | undefined, string]>)('%j -> %j', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it('can format in another zone', () => {
    expect(formatDate('2026-11-22T07:59:00Z', 'UTC')).toBe('11.22.2026');
  });
});

describe('zoned calendar arithmetic', () => {
  it('reads wall-clock parts', () => {
    expect(zonedParts('2026-11-22T20:30:15Z')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 12,
      minute: 30,
      second: 15,
      weekday: 0,
    });
  });

  it.each([
    ['2026-11-22T20:30:00Z', '2026-11-22T08:00:00.000Z'],
    ['2026-07-04T20:30:00Z', '2026-07-04T07:00:00.000Z'],
    // The day summer time starts (Mar 8, 2026) began at 00:00 PST.
    ['2026-03-08T20:00:00Z', '2026-03-08T08:00:00.000Z'],
  ])('start of the LA day of %s is %s', (value, start) => {
    expect(startOfZonedDay(value).toISOString()).toBe(start);
  });

  it.each([
    // Same wall-clock time across the end of summer time (Nov 1, 2026).
    ['2026-10-20T17:00:00Z', 30, '2026-11-19T18:00:00.000Z'],
    ['2026-11-20T18:00:00Z', 10, '2026-11-30T18:00:00.000Z'],
    ['2026-12-30T18:00:00Z', 3, '2027-01-02T18:00:00.000Z'],
  ])('%s + %i calendar days = %s', (value, days, result) => {
    expect(addZonedCalendarDays(value, days).toISOString()).toBe(result);
  });

  it.each([
    ['2026-11-20T18:00:00Z', true],
    ['2026-11-21T18:00:00Z', false],
    ['2026-11-22T18:00:00Z', false],
    // Monday 00:30 UTC is still Sunday evening in Los Angeles.
    ['2026-11-23T00:30:00Z', false],
  ])('%s is a business day: %s', (value, business) => {
    expect(isBusinessDay(value)).toBe(business);
  });

  it.each([
    // Weekends skipped; the result is 00:00 Los Angeles of that day.
    ['2026-11-20T18:00:00Z', 46, '2027-01-25T08:00:00.000Z'],
    ['2026-11-21T18:00:00Z', 46, '2027-01-25T08:00:00.000Z'],
    // Monday 22:00 in LA (Tuesday in UTC): counts from Monday.
    ['2026-11-24T06:00:00Z', 46, '2027-01-26T08:00:00.000Z'],
    // Across the start of summer time.
    ['2026-01-30T18:00:00Z', 46, '2026-04-06T07:00:00.000Z'],
    ['2026-11-20T18:00:00Z', 1, '2026-11-23T08:00:00.000Z'],
    ['2026-11-20T18:00:00Z', 0, '2026-11-20T08:00:00.000Z'],
  ])('%s + %i business days = %s', (value, days, result) => {
    expect(addBusinessDays(value, days).toISOString()).toBe(result);
  });

  it('keeps an invalid date invalid', () => {
    expect(Number.isNaN(addBusinessDays('x', 3).getTime())).toBe(true);
    expect(Number.isNaN(addZonedCalendarDays('x', 3).getTime())).toBe(true);
    expect(Number.isNaN(startOfZonedDay('x').getTime())).toBe(true);
  });

  it('counts calendar days in the zone', () => {
    expect(calendarDaysBetween('2026-11-20T18:00:00Z', '2026-12-02T07:00:00Z')).toBe(11);
    expect(calendarDaysBetween('2026-12-02T07:00:00Z', '2026-11-20T18:00:00Z')).toBe(-11);
  });

  it('copies a Date rather than sharing it', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    expect(toInstant(date)).not.toBe(date);
    expect(toInstant(date).getTime()).toBe(date.getTime());
  });
});
