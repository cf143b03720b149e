import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { invalid } from '../../errors.ts';

/** A filter's category must exist: 422 on `field` otherwise. */
export async function requireCategory(db: Db, id: number, field = 'category') {
  const [category] = await db
    .select({ id: t.categories.id })
    .from(t.categories)
    .where(eq(t.categories.id, id));
  if (!category) throw invalid(field, 'Please choose one of the listed categories.');
}
