import { describe, expect, it } from 'vitest';
import { payoutIdempotencyKey, payoutPeriod } from './payout-period';

const at = (iso: string) => new Date(iso);

describe('payoutPeriod: weekly ISO weeks in UTC', () => {
  it('names the week and gives Monday 00:00 to the next Monday', () => {
    const p = payoutPeriod(at('2026-11-25T19:30:00Z')); // a Wednesday
    expect(p.id).toBe('2026-W48');
    expect(p.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('puts Monday 00:00 in its own week and Sunday 23:59:59.999 in the one before', () => {
    expect(payoutPeriod(at('2026-11-23T00:00:00.000Z')).id).toBe('2026-W48');
    expect(payoutPeriod(at('2026-11-22T23:59:59.999Z')).id).toBe('2026-W47');
    expect(payoutPeriod(at('2026-11-29T23:59:59.999Z')).id).toBe('2026-W48');
    expect(payoutPeriod(at('2026-11-30T00:00:00.000Z')).id).toBe('2026-W49');
  });

  it('uses the ISO week-numbering year around New Year', () => {
    // 2021-01-01 is a Friday: still week 53 of 2020.
    const newYear = payoutPeriod(at('2021-01-01T12:00:00Z'));
    expect(newYear.id).toBe('2020-W53');
    expect(newYear.start.toISOString()).toBe('2020-12-28T00:00:00.000Z');
    // 2024-12-30 is a Monday: week 1 of 2025.
    expect(payoutPeriod(at('2024-12-30T00:00:00Z')).id).toBe('2025-W01');
    // 2026-01-01 is a Thursday: week 1 of 2026; 2027-01-03 (Sunday) is 2026-W53.
    expect(payoutPeriod(at('2026-01-01T00:00:00Z')).id).toBe('2026-W01');
    expect(payoutPeriod(at('2027-01-03T10:00:00Z')).id).toBe('2026-W53');
    expect(payoutPeriod(at('2027-01-04T00:00:00Z')).id).toBe('2027-W01');
  });

  it('pads single-digit weeks and is the same for every instant of a week', () => {
    expect(payoutPeriod(at('2026-03-04T08:00:00Z')).id).toBe('2026-W10');
    expect(payoutPeriod(at('2026-02-02T08:00:00Z')).id).toBe('2026-W06');
    const ids = new Set(
      Array.from(
        { length: 7 * 24 },
        (_, h) => payoutPeriod(new Date(Date.UTC(2026, 10, 23, h))).id,
      ),
    );
    expect([...ids]).toEqual(['2026-W48']);
  });

  it('ignores the local time of day when computing the start', () => {
    const p = payoutPeriod(at('2026-11-29T23:00:00-05:00')); // Monday 04:00 UTC
    expect(p.id).toBe('2026-W49');
    expect(p.start.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe('payoutIdempotencyKey', () => {
  it('is one key per payee and period', () => {
    expect(payoutIdempotencyKey('2026-W48', 7)).toBe('payout:2026-W48:7');
    expect(payoutIdempotencyKey('2026-W48', 8)).not.toBe(payoutIdempotencyKey('2026-W48', 7));
    expect(payoutIdempotencyKey('2026-W49', 7)).not.toBe(payoutIdempotencyKey('2026-W48', 7));
  });
});
