/**
 * Issue 29 item 6: photo-mode results saved into a project (docs/decisions/photo-save.md). The
 * project's customer saves and deletes them; its participants (customer, Pro, hired designers)
 * see them. Only the rendered image is stored, never the customer's original photo.
 */
import { randomUUID } from 'node:crypto';
import type { SaveProjectPhotoBody } from '@brand/core/contract';
import { PROJECT_PHOTOS_FULL, PROJECT_PHOTOS_MAX } from '@brand/core/rules';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid, notFound } from '../../errors.ts';
import { iso, RASTER_MIME, readRasterImage } from '../shared/index.ts';
import { ownProject, participantProject } from './project-access.ts';

type PhotoRow = typeof t.projectPhotos.$inferSelect;

function photoJson(row: PhotoRow, productName: string | null) {
  return {
    id: row.id,
    project_id: row.projectId,
    image: row.image,
    width: row.width,
    height: row.height,
    product_id: row.productId,
    product_name: productName ?? 'A product',
    surface: row.surface,
    created_at: iso(row.createdAt),
  };
}

function photoRows(db: Db) {
  return db
    .select({ photo: t.projectPhotos, name: t.products.name })
    .from(t.projectPhotos)
    .leftJoin(t.products, eq(t.products.id, t.projectPhotos.productId));
}

/** A project's saved photos, newest first, for its participants (403/404 otherwise). */
export async function listProjectPhotos(db: Db, user: UserRow, projectId: number) {
  const project = await participantProject(db, user, projectId);
  const rows = await photoRows(db)
    .where(eq(t.projectPhotos.projectId, project.id))
    .orderBy(desc(t.projectPhotos.createdAt), desc(t.projectPhotos.id));
  return { photos: rows.map((r) => photoJson(r.photo, r.name)), max: PROJECT_PHOTOS_MAX };
}

/** One saved photo of a project, for its participants (404 for a photo of another project). */
export async function getProjectPhoto(db: Db, user: UserRow, projectId: number, photoId: number) {
  const project = await participantProject(db, user, projectId);
  const [row] = await photoRows(db).where(
    and(eq(t.projectPhotos.id, photoId), eq(t.projectPhotos.projectId, project.id)),
  );
  if (!row) throw notFound();
  return photoJson(row.photo, row.name);
}

/**
 * Saves a photo-mode result into the customer's own project: the image checked like the other
 * raster uploads (a 422 on `image`), the product one on sale (a 422 on `product_id`), at most
 * PROJECT_PHOTOS_MAX a project (a 422 on `image`; counted with the project row locked, so two
 * saves at once cannot pass it). The file is written first and removed again when the row is
 * refused.
 */
export async function saveProjectPhoto(
  deps: Deps,
  user: UserRow,
  projectId: number,
  body: SaveProjectPhotoBody,
  file: File | undefined,
) {
  const { db } = deps.database;
  const project = await ownProject(db, user, projectId);
  const read = await readRasterImage(file, 'image');
  const [product] = await db
    .select({ id: t.products.id, name: t.products.name })
    .from(t.products)
    .where(and(eq(t.products.id, body.product_id), isNull(t.products.retiredAt)));
  if (!product) throw invalid('product_id', 'Choose a product.');
  const full = async (q: Db) => {
    const { n } = one(
      await q
        .select({ n: count() })
        .from(t.projectPhotos)
        .where(eq(t.projectPhotos.projectId, project.id)),
    );
    return n >= PROJECT_PHOTOS_MAX;
  };
  if (await full(db)) throw invalid('image', PROJECT_PHOTOS_FULL);
  const key = `photos/${project.id}/${randomUUID()}.${read.ext}`;
  await deps.storage.put(key, read.data, RASTER_MIME[read.kind]);
  try {
    const row = await db.transaction(async (tx) => {
      await tx.select().from(t.projects).where(eq(t.projects.id, project.id)).for('update');
      if (await full(tx)) throw invalid('image', PROJECT_PHOTOS_FULL);
      const inserted = await tx
        .insert(t.projectPhotos)
        .values({
          projectId: project.id,
          userId: user.id,
          productId: product.id,
          surface: body.surface,
          image: `/storage/${key}`,
          width: read.width,
          height: read.height,
        })
        .returning();
      return one(inserted, 'photo');
    });
    return photoJson(row, product.name);
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Deletes a saved photo (the project's customer alone) and then its file. */
export async function deleteProjectPhoto(
  deps: Deps,
  user: UserRow,
  projectId: number,
  photoId: number,
) {
  const { db } = deps.database;
  const project = await ownProject(db, user, projectId);
  const [row] = await db
    .delete(t.projectPhotos)
    .where(and(eq(t.projectPhotos.id, photoId), eq(t.projectPhotos.projectId, project.id)))
    .returning();
  if (!row) throw notFound();
  await deps.storage
    .delete(row.image.slice('/storage/'.length))
    .catch((error) => console.error('could not delete a saved photo', error));
}
