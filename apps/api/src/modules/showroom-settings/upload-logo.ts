import { randomUUID } from 'node:crypto';
import { fileExtension, validateImageUpload } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import { imageSize, sanitizeSvg } from '../../services/images.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import { entitled, type Showroom } from './settings-json.ts';

/**
 * An entitled Pro uploads their showroom's logo: the image rule (core `validateImageUpload`)
 * and SVG sanitising first, then storage, the showroom row and every instance's catalog cache.
 */
export async function uploadLogo(deps: Deps, showroom: Showroom, file: File | undefined) {
  const { db } = deps.database;
  if (!(await entitled(db, showroom)))
    throw forbidden('A custom logo needs the custom add-on or the Premium plan.');
  if (!file) throw invalid('logo', 'Please choose a file.');
  let data: Uint8Array = new Uint8Array(await file.arrayBuffer());
  const ext = fileExtension(file.name);
  const size = ext === 'svg' ? null : imageSize(data);
  const problem = validateImageUpload({
    name: file.name,
    type: file.type,
    size: file.size,
    width: size?.width,
    height: size?.height,
  });
  if (problem) throw invalid('logo', problem);
  if (ext === 'svg') {
    const clean = await sanitizeSvg(data);
    if (!clean) throw invalid('logo', 'This file is not a readable SVG image.');
    data = clean;
  }
  const key = `logos/${showroom.id}/${randomUUID()}.${ext}`;
  await deps.storage.put(key, data, file.type);
  const [fresh] = await db
    .update(t.showrooms)
    .set({ businessLogo: `/storage/${key}` })
    .where(eq(t.showrooms.id, showroom.id))
    .returning();
  await catalogChanged(deps.database);
  return fresh ?? showroom;
}
