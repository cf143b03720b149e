import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/**
 * A database lease: which of several API instances runs a singleton job right now. Taking it
 * is one statement (insert, or take over an expired lease), so two instances asking together
 * cannot both get it; the holder renews it while it works and releases it at the end. A holder
 * that died simply lets it expire (`ttlMs`), and the next instance takes over.
 */
export async function acquireLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const rows = await db
    .insert(t.leases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: t.leases.name,
      set: { holder, expiresAt },
      where: sql`${t.leases.expiresAt} < ${now} or ${t.leases.holder} = ${holder}`,
    })
    .returning({ holder: t.leases.holder });
  return rows[0]?.holder === holder;
}

/** Extends the lease if `holder` still has it; false when it was lost (expired and taken). */
export async function renewLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const rows = await db
    .update(t.leases)
    .set({ expiresAt: new Date(now.getTime() + ttlMs) })
    .where(and(eq(t.leases.name, name), eq(t.leases.holder, holder)))
    .returning({ name: t.leases.name });
  return rows.length > 0;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.delete(t.leases).where(and(eq(t.leases.name, name), eq(t.leases.holder, holder)));
}
