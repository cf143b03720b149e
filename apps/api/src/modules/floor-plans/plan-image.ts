import { planSvg } from '@brand/core/drawing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { planGeometryOf } from './floor-plan-json.ts';

/**
 * GET /demo/floorplans/:id.svg (issue 17 item 2): the plan drawn from its geometry by core's
 * `planSvg` (walls, door swings, windows, room names, dimensions in feet); null for no such plan
 * or a customer's own (private) room.
 */
export async function planImage(db: Db, id: number): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(t.floorPlans).where(eq(t.floorPlans.id, id));
  // Issue 15 item 5: an own room is private (an image request carries no token); the site
  // draws it from the geometry its owner is answered.
  if (!row || row.ownerId !== null) return null;
  return planSvg(planGeometryOf(row), { width: 480, height: 360, title: row.name });
}
