/** Reading one own room (one use case): only its owner sees it, anyone else gets a 404. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { roomJson } from './own-room-json.ts';

export async function ownRoom(db: Db, ownerId: number, id: number) {
  const [plan] = await db
    .select()
    .from(t.floorPlans)
    .where(and(eq(t.floorPlans.id, id), eq(t.floorPlans.ownerId, ownerId)));
  if (!plan) throw notFound();
  return plan;
}

/** One own room (404 for anyone but its owner). */
export async function getOwnRoom(db: Db, ownerId: number, id: number) {
  const plan = await ownRoom(db, ownerId, id);
  const [template] = await db
    .select()
    .from(t.templates)
    .where(and(eq(t.templates.floorPlanId, id), eq(t.templates.ownerId, ownerId)));
  if (!template) throw notFound();
  return roomJson(plan, template);
}
