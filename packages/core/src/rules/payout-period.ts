/**
 * Payout runs (DOMAIN.md "Decisions for the back office"): weekly, by ISO week. A run pays every
 * balance available at its period's start, once per period. Periods are UTC weeks, Monday
 * 00:00 to the next Monday 00:00, named like ISO 8601 week dates ("2026-W48").
 */

const DAY_MS = 86_400_000;

export interface PayoutPeriod {
  /** ISO week name, e.g. "2026-W48" (the ISO week-numbering year, which may differ at New Year). */
  id: string;
  /** Monday 00:00 UTC: balances available at this instant are paid in this period. */
  start: Date;
  /** The next Monday 00:00 UTC (exclusive). */
  end: Date;
}

/** The weekly payout period (ISO week, UTC) that contains `at`. */
export function payoutPeriod(at: Date): PayoutPeriod {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  // ISO weekday: Monday 1 ... Sunday 7.
  const weekday = new Date(day).getUTCDay() || 7;
  const start = day - (weekday - 1) * DAY_MS;
  // The ISO year is the year of the week's Thursday; week 1 holds that year's first Thursday.
  const thursday = new Date(start + 3 * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * DAY_MS)) + 1;
  return {
    id: `${isoYear}-W${String(week).padStart(2, '0')}`,
    start: new Date(start),
    end: new Date(start + 7 * DAY_MS),
  };
}

/** The idempotency key of one payee's payout in one period (the provider pays a key once). */
export function payoutIdempotencyKey(periodId: string, userId: number): string {
  return `payout:${periodId}:${userId}`;
}
