import { RATE_LIMITS, type RateLimit, type RateLimitName } from '@brand/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyAttempts } from '../errors.ts';

/**
 * Fixed-window counters in the database (so every API instance on one PostgreSQL shares them):
 * one row per key and window. Limits are the policy's (core `RATE_LIMITS`), named by use.
 */
function window(rule: RateLimit, now: Date) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const start = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
  return { start, retryAfter: start + rule.windowSeconds - nowSeconds };
}

const keyOf = (name: RateLimitName, subject: string | number) => `${name}:${subject}`;

/** A count taken by `hit`, which the caller may give back (a success, where the policy says). */
export interface Taken {
  giveBack(): Promise<void>;
}

/**
 * Counts one request against `name` for `subject` first, atomically (one upsert that answers the
 * new count), and only then lets the work run: 429 (Retry-After) once over the limit. Requests
 * sent at once each get their own count, so 80 parallel failures cannot pass a limit of 30
 * (issue 23 item 5). Limits that count failures only give the count back on success.
 */
export async function hit(
  db: Db,
  name: RateLimitName,
  subject: string | number,
  now: Date,
): Promise<Taken> {
  const rule = RATE_LIMITS[name];
  const { start, retryAfter } = window(rule, now);
  const key = keyOf(name, subject);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit) throw tooManyAttempts(retryAfter);
  return {
    async giveBack() {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
    },
  };
}
