/**
 * Dates as the spec shows them: "Dates display as MM.DD.YYYY" in the "Default time zone
 * America/Los_Angeles" (spec 1 §9, spec 2 §9), with `Intl` only (no date library), plus the
 * calendar and business-day arithmetic the payout and refund windows need.
 */

/** spec 1 §9 / spec 2 §9: "Default time zone is America/Los_Angeles". */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** A date input: a `Date`, an ISO string (as the API sends it) or epoch milliseconds. */
export type DateInput = Date | string | number;

const DAY_MS = 86_400_000;

/** The input as a `Date` (an invalid input gives an invalid `Date`, never a throw). */
export function toInstant(value: DateInput): Date {
  return value instanceof Date ? new Date(value.getTime()) : new Date(value);
}

const formatters = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock parts of an instant in a time zone. */
export function zonedParts(value: DateInput, timeZone = DEFAULT_TIME_ZONE): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(toInstant(value))) {
    parts[part.type] = part.value;
  }
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/**
 * spec 1 §9 / spec 2 §9: "Dates display as MM.DD.YYYY", in America/Los_Angeles by default.
 * An invalid or missing date gives '' (nothing to show).
 */
export function formatDate(
  value: DateInput | null | undefined,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day } = zonedParts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(month)}.${pad(day)}.${String(year).padStart(4, '0')}`;
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant (negative in the U.S.). */
function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const p = zonedParts(instantMs, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time happens in a zone. Month and day may overflow (Date.UTC
 * normalises them); a time skipped by a DST jump resolves to the later offset.
 */
function wallTimeToInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second_ = wall - zoneOffsetMs(first, timeZone);
  return new Date(second_);
}

/** 00:00 of the instant's calendar day in the zone. */
export function startOfZonedDay(value: DateInput, timeZone = DEFAULT_TIME_ZONE): Date {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return instant;
  const { year, month, day } = zonedParts(instant, timeZone);
  return wallTimeToInstant(timeZone, year, month, day);
}

/** The same wall-clock time `days` calendar days later in the zone (DST-safe). */
export function addZonedCalendarDays(
  value: DateInput,
  days: number,
  timeZone = DEFAULT_TIME_ZONE,
): Date {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return instant;
  const p = zonedParts(instant, timeZone);
  return wallTimeToInstant(timeZone, p.year, p.month, p.day + days, p.hour, p.minute, p.second);
}

/** Saturday and Sunday are not business days (ours: public holidays are not skipped). */
export function isBusinessDay(value: DateInput, timeZone = DEFAULT_TIME_ZONE): boolean {
  const { weekday } = zonedParts(value, timeZone);
  return weekday !== 0 && weekday !== 6;
}

/**
 * The start (00:00, in the zone) of the business day that is `days` business days after the
 * input's calendar day. Weekends are skipped; public holidays are not (ours, documented).
 * Zero days gives the start of the input's own day.
 */
export function addBusinessDays(
  value: DateInput,
  days: number,
  timeZone = DEFAULT_TIME_ZONE,
): Date {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return instant;
  const { year, month, day, weekday } = zonedParts(instant, timeZone);
  let offset = 0;
  let dow = weekday;
  let remaining = Math.max(0, Math.trunc(days));
  while (remaining > 0) {
    offset += 1;
    dow = (dow + 1) % 7;
    if (dow !== 0 && dow !== 6) remaining -= 1;
  }
  return wallTimeToInstant(timeZone, year, month, day + offset);
}

/** Whole calendar days from `from`'s day to `to`'s day in the zone (negative when before). */
export function calendarDaysBetween(
  from: DateInput,
  to: DateInput,
  timeZone = DEFAULT_TIME_ZONE,
): number {
  const a = zonedParts(from, timeZone);
  const b = zonedParts(to, timeZone);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS,
  );
}
