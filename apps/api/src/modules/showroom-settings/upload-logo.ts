import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { forbidden } from '../../errors.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import { storeImage } from '../shared/index.ts';
import { entitled, type Showroom } from './settings-json.ts';

/**
 * An entitled Pro uploads their showroom's logo (the image rule and SVG sanitising in
 * `storeImage`), then the showroom row and every instance's catalog cache.
 */
export async function uploadLogo(deps: Deps, showroom: Showroom, file: File | undefined) {
  const { db } = deps.database;
  if (!(await entitled(db, showroom)))
    throw forbidden('A custom logo needs the custom add-on or the Premium plan.');
  const businessLogo = await storeImage(deps, file, {
    field: 'logo',
    folder: `logos/${showroom.id}`,
  });
  const [fresh] = await db
    .update(t.showrooms)
    .set({ businessLogo })
    .where(eq(t.showrooms.id, showroom.id))
    .returning();
  await catalogChanged(deps.database);
  return fresh ?? showroom;
}
