import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/** The catalogue's answer to an unknown showroom ID (spec 1 §2). */
export const NO_SHOWROOM = 'No Showroom Found, Please Enter Correct Showroom Id.';

export async function showroomByVsd(db: Db, vsdId: string | undefined | null) {
  if (!vsdId) return null;
  const [row] = await db
    .select()
    .from(t.showrooms)
    .where(eq(t.showrooms.vsdId, vsdId.toUpperCase()));
  return row ?? null;
}

/** A showroom by its ID, or the 404 the spec words. */
export async function showroomOr404(db: Db, vsd: string) {
  const [row] = await db.select().from(t.showrooms).where(eq(t.showrooms.vsdId, vsd.toUpperCase()));
  if (!row) throw notFound(NO_SHOWROOM);
  return row;
}

/** The showroom with this row id, or undefined. */
export async function showroomById(db: Db, id: number) {
  const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.id, id));
  return showroom;
}
