import { RATE_LIMITS, type RateLimit, type RateLimitName } from '@brand/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyAttempts } from '../http/errors.ts';

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

/** Counts one request against `name` for `subject`; 429 (Retry-After) once over the limit. */
export async function hit(db: Db, name: RateLimitName, subject: string | number, now: Date) {
  const rule = RATE_LIMITS[name];
  const { start, retryAfter } = window(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(name, subject), windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit) throw tooManyAttempts(retryAfter);
}

/**
 * 429 when `subject` has already used up `name` in this window, without counting: for limits
 * that count failures only (checked before the work, counted after it fails).
 */
export async function checkLimit(db: Db, name: RateLimitName, subject: string | number, now: Date) {
  const rule = RATE_LIMITS[name];
  const { start, retryAfter } = window(rule, now);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(name, subject)), eq(rateLimits.windowStart, start)));
  if ((row?.count ?? 0) >= rule.limit) throw tooManyAttempts(retryAfter);
}

/** Counts one failure against `name` (see `checkLimit`); never throws for the limit itself. */
export async function countFailure(
  db: Db,
  name: RateLimitName,
  subject: string | number,
  now: Date,
) {
  const { start } = window(RATE_LIMITS[name], now);
  await db
    .insert(rateLimits)
    .values({ key: keyOf(name, subject), windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    });
}
