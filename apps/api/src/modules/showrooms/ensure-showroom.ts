import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';

function newVsdId() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** A Pro's showroom, created with a new unique 8-character ID on first need. */
export async function ensureShowroom(db: Db, user: UserRow) {
  const [existing] = await db.select().from(t.showrooms).where(eq(t.showrooms.userId, user.id));
  if (existing) return existing;
  for (;;) {
    const rows = await db
      .insert(t.showrooms)
      .values({
        userId: user.id,
        vsdId: newVsdId(),
        companyName: user.companyName ?? `${user.firstName} ${user.lastName}`.trim(),
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
  }
}
