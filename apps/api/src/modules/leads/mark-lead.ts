import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { leadJson } from './lead-json.ts';

/**
 * The Pro marks one of their showroom's leads contacted (now) or not contacted again. Another
 * showroom's lead is "not found" (its existence is not theirs to learn).
 */
export async function markLead(
  db: Db,
  showroomId: number,
  leadId: number,
  contacted: boolean,
  now: Date,
) {
  const [row] = await db
    .update(t.leads)
    .set({ contactedAt: contacted ? now : null })
    .where(and(eq(t.leads.id, leadId), eq(t.leads.shopProfileId, showroomId)))
    .returning();
  if (!row) throw notFound('This lead was not found in your showroom.');
  return leadJson(row);
}
