import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import { iso } from '../shared/index.ts';
import type { Project } from './project-access.ts';

export function projectJson(p: Project, vsd: string) {
  return {
    id: p.id,
    name: p.name,
    showroom: vsd,
    floorplan: p.floorPlanId,
    floorTemplate: p.templateId,
    is_3d: false,
    extra_info: p.extraInfo,
    created_at: iso(p.createdAt),
  };
}

/** The showroom a project belongs to (every project has one). */
export async function showroomOf(db: Db, project: Project) {
  return one(
    await db.select().from(t.showrooms).where(eq(t.showrooms.id, project.showroomId)),
    'showroom',
  );
}
