import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * A fixed-window counter in the database (shared by every process): counts one hit on `key`
 * and answers 429 once more than `limit` hits fell in the current window.
 */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number, now: Date) {
  const windowStart = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > limit) {
    const retry = windowStart + windowSeconds - Math.floor(now.getTime() / 1000);
    throw new HttpError(429, `Too many attempts. Please try again in ${retry} seconds.`);
  }
}

/** Whether `key` is already over its limit, without counting a hit. */
export async function isLimited(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
) {
  const windowStart = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`);
  if ((rows[0]?.count ?? 0) >= limit) {
    const retry = windowStart + windowSeconds - Math.floor(now.getTime() / 1000);
    throw new HttpError(429, `Too many attempts. Please try again in ${retry} seconds.`);
  }
}
