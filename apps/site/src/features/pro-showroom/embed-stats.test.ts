import type { EmbedStatsDay } from '@brand/core/contract';
import { describe, expect, it } from 'vitest';
import { chartColumns, EMBED_SERIES, embedTotals, shortDay } from './embed-stats.ts';

const day = (date: string, view: number, orders = 0): EmbedStatsDay => ({
  date,
  view,
  product_open: view * 2,
  add_to_cart: 1,
  handoff: 1,
  orders,
});

describe("the Pro's embed figures (issue 28 item 4)", () => {
  it('sums each figure over the days', () => {
    expect(embedTotals([day('2026-11-27', 3, 1), day('2026-11-28', 4)])).toEqual({
      view: 7,
      product_open: 14,
      add_to_cart: 2,
      handoff: 2,
      orders: 1,
    });
    expect(embedTotals([])).toEqual({
      view: 0,
      product_open: 0,
      add_to_cart: 0,
      handoff: 0,
      orders: 0,
    });
  });

  it('names a day MM.DD', () => {
    expect(shortDay('2026-11-05')).toBe('11.05');
  });

  it("gives the chart one x per day (noon UTC: no zone moves a day) and one column per figure in the legend's order", () => {
    const columns = chartColumns([day('2026-11-27', 3), day('2026-11-28', 4)]);
    expect(columns[0]).toEqual([
      Date.UTC(2026, 10, 27, 12) / 1000,
      Date.UTC(2026, 10, 28, 12) / 1000,
    ]);
    expect(columns.slice(1)).toEqual([
      [3, 4],
      [6, 8],
      [1, 1],
      [1, 1],
      [0, 0],
    ]);
    expect(EMBED_SERIES.map((s) => s.key)).toEqual([
      'view',
      'product_open',
      'add_to_cart',
      'handoff',
      'orders',
    ]);
  });
});
