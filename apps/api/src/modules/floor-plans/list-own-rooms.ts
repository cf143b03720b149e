/** Listing a customer's own rooms (one use case, issue 15 item 5). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { roomJson } from './own-room-json.ts';

/** The user's own rooms, oldest first, each with its template. */
export async function listOwnRooms(db: Db, ownerId: number) {
  const plans = await db
    .select()
    .from(t.floorPlans)
    .where(eq(t.floorPlans.ownerId, ownerId))
    .orderBy(asc(t.floorPlans.id));
  if (!plans.length) return [];
  const templates = await db
    .select()
    .from(t.templates)
    .where(
      and(
        eq(t.templates.ownerId, ownerId),
        inArray(
          t.templates.floorPlanId,
          plans.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(t.templates.id));
  return plans.flatMap((plan) => {
    const template = templates.find((x) => x.floorPlanId === plan.id);
    return template ? [roomJson(plan, template)] : [];
  });
}
