import type { StyleProfile } from '@brand/core/contract';
import { scoreStyleProfile, styleAnswersErrors } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalidFields } from '../../errors.ts';

type Row = typeof t.styleProfiles.$inferSelect;

export const styleProfileJson = (row: Row): StyleProfile => ({
  answers: row.answers,
  style: row.style,
  updated_at: row.updatedAt.toISOString(),
});

/** The user's saved style profile, or null. */
export async function getStyleProfile(db: Db, userId: number): Promise<Row | null> {
  const [row] = await db.select().from(t.styleProfiles).where(eq(t.styleProfiles.userId, userId));
  return row ?? null;
}

/**
 * Save (insert or replace) the user's style profile. The answers are checked against core's
 * questions first (422 naming each bad question under `answers.<id>`); the style is computed
 * here, never taken from the client.
 */
export async function saveStyleProfile(
  db: Db,
  userId: number,
  answers: Record<string, string[]>,
  now: Date,
): Promise<Row> {
  const errors = styleAnswersErrors(answers);
  if (Object.keys(errors).length > 0) {
    throw invalidFields(
      Object.fromEntries(Object.entries(errors).map(([id, m]) => [`answers.${id}`, [m]])),
    );
  }
  const style = scoreStyleProfile(answers).style;
  const [row] = await db
    .insert(t.styleProfiles)
    .values({ userId, answers, style, updatedAt: now })
    .onConflictDoUpdate({
      target: t.styleProfiles.userId,
      set: { answers, style, updatedAt: now },
    })
    .returning();
  return row as Row;
}
