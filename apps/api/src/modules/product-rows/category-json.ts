import type * as t from '../../db/schema.ts';

export function categoryJson(cat: typeof t.categories.$inferSelect) {
  return {
    id: cat.id,
    name: cat.name,
    parent_id: cat.parentId,
    photo: cat.photo,
    resized_photo: cat.resizedPhoto,
    children: [],
  };
}
