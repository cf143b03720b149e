import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { forbidden, invalid } from '../../errors.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import { entitled, type Showroom } from './settings-json.ts';

export interface SettingsInput {
  markup_percent?: number;
  theme_color?: string | null;
  allowed_domains?: string[];
  category_markups?: { category_id: number; markup_percent: number }[];
}

/**
 * A Pro saves their showroom's settings. Checks first (a theme colour needs the entitlement,
 * every category exists); then one transaction; then every instance's catalog cache is told.
 * Answers the fresh showroom row.
 */
export async function updateShowroomSettings(deps: Deps, showroom: Showroom, body: SettingsInput) {
  const { db } = deps.database;
  if (
    body.theme_color !== undefined &&
    body.theme_color !== null &&
    !(await entitled(db, showroom))
  )
    throw forbidden('A custom theme needs the custom add-on or the Premium plan.');
  if (body.category_markups) {
    const cats = new Set(
      (await db.select({ id: t.categories.id }).from(t.categories)).map((r) => r.id),
    );
    body.category_markups.forEach((m, i) => {
      if (!cats.has(m.category_id))
        throw invalid(`category_markups.${i}.category_id`, 'This category does not exist.');
    });
  }
  const changes = {
    ...(body.markup_percent !== undefined
      ? { markupBp: Math.round(body.markup_percent * 100) }
      : {}),
    ...(body.theme_color !== undefined ? { themeColor: body.theme_color } : {}),
    ...(body.allowed_domains !== undefined ? { allowedDomains: body.allowed_domains } : {}),
  };
  const markups = body.category_markups;
  await db.transaction(async (tx) => {
    // Only the category markups may be sent: then the showroom row itself is unchanged.
    if (Object.keys(changes).length > 0) {
      await tx.update(t.showrooms).set(changes).where(eq(t.showrooms.id, showroom.id));
    }
    if (markups) {
      await tx.delete(t.categoryMarkups).where(eq(t.categoryMarkups.showroomId, showroom.id));
      if (markups.length) {
        await tx.insert(t.categoryMarkups).values(
          markups.map((m) => ({
            showroomId: showroom.id,
            categoryId: m.category_id,
            markupBp: Math.round(m.markup_percent * 100),
          })),
        );
      }
    }
  });
  await catalogChanged(deps.database);
  const [fresh] = await db.select().from(t.showrooms).where(eq(t.showrooms.id, showroom.id));
  return fresh ?? showroom;
}
