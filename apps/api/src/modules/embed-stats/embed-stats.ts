import { EMBED_EVENTS, type EmbedStatsDay } from '@brand/core/contract';
import { addZonedCalendarDays } from '@brand/core/rules';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { statsDay } from './count-embed-event.ts';

const DAY_MS = 86_400_000;

/**
 * A showroom's embed over the last `days` days (oldest first, every day present): views,
 * product opens, adds to cart and hand-offs as the embed counted them, and the orders placed
 * from its hand-offs (orders with source 'embed'), by day in America/Los_Angeles.
 */
export async function embedStats(db: Db, showroomId: number, days: number, now: Date) {
  const list: EmbedStatsDay[] = [];
  for (let i = days - 1; i >= 0; i--) {
    list.push({
      date: statsDay(addZonedCalendarDays(now, -i)),
      view: 0,
      product_open: 0,
      add_to_cart: 0,
      handoff: 0,
      orders: 0,
    });
  }
  const first = list[0]?.date ?? statsDay(now);
  const byDay = new Map(list.map((d) => [d.date, d]));
  const laDay = sql<string>`to_char(${t.orders.createdAt} at time zone 'America/Los_Angeles', 'YYYY-MM-DD')`;
  const [counted, orders] = await Promise.all([
    db
      .select()
      .from(t.embedStats)
      .where(and(eq(t.embedStats.showroomId, showroomId), gte(t.embedStats.day, first))),
    db
      .select({ day: laDay, n: count() })
      .from(t.orders)
      .where(
        and(
          eq(t.orders.showroomId, showroomId),
          eq(t.orders.source, 'embed'),
          gte(t.orders.createdAt, new Date(now.getTime() - (days + 1) * DAY_MS)),
        ),
      )
      .groupBy(laDay),
  ]);
  for (const row of counted) {
    const day = byDay.get(row.day);
    if (day && (EMBED_EVENTS as readonly string[]).includes(row.event)) {
      day[row.event as (typeof EMBED_EVENTS)[number]] += row.count;
    }
  }
  for (const row of orders) {
    const day = byDay.get(row.day);
    if (day) day.orders += row.n;
  }
  return list;
}
