import type { EmbedEvent } from '@brand/core/contract';
import { zonedParts } from '@brand/core/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** The day of `at` in America/Los_Angeles, YYYY-MM-DD (the dashboard's days). */
export function statsDay(at: Date) {
  const p = zonedParts(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** One more `event` for the showroom today: an atomic upsert of the day's count. */
export async function countEmbedEvent(db: Db, showroomId: number, event: EmbedEvent, now: Date) {
  await db
    .insert(t.embedStats)
    .values({ showroomId, day: statsDay(now), event, count: 1 })
    .onConflictDoUpdate({
      target: [t.embedStats.showroomId, t.embedStats.day, t.embedStats.event],
      set: { count: sql`${t.embedStats.count} + 1` },
    });
}
