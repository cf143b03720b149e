import type { EmbedStatsDay } from '@brand/core/contract';

type Counted = Exclude<keyof EmbedStatsDay, 'date'>;

/** The five daily figures, in funnel order, with the colour each has in the chart and legend. */
export const EMBED_SERIES: ReadonlyArray<{ key: Counted; label: string; color: string }> = [
  { key: 'view', label: 'Views', color: '#0f766e' },
  { key: 'product_open', label: 'Product opens', color: '#1d4ed8' },
  { key: 'add_to_cart', label: 'Adds to cart', color: '#b45309' },
  { key: 'handoff', label: 'Hand-offs to checkout', color: '#7e22ce' },
  { key: 'orders', label: 'Orders', color: '#be123c' },
];

/** Each figure summed over the days. */
export function embedTotals(days: readonly EmbedStatsDay[]): Record<Counted, number> {
  const totals = { view: 0, product_open: 0, add_to_cart: 0, handoff: 0, orders: 0 };
  for (const day of days) {
    for (const { key } of EMBED_SERIES) totals[key] += day[key];
  }
  return totals;
}

/** `2026-11-28` -> `11.28` (the site's MM.DD dates, without the year on a 30-day axis). */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${month}.${day}`;
}

/** uPlot's columns: x as Unix seconds (noon UTC of each day, so no zone moves a day), then each series. */
export function chartColumns(days: readonly EmbedStatsDay[]): number[][] {
  return [
    days.map((day) => Date.parse(`${day.date}T12:00:00Z`) / 1000),
    ...EMBED_SERIES.map(({ key }) => days.map((day) => day[key])),
  ];
}
