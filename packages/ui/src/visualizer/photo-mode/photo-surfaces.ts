import { ROOM_SURFACES } from '@brand/core/rules';

/** The two surfaces photo mode draws on: a floor, or a wall (a backsplash is a wall). */
export type PhotoSurfaceKind = 'floor' | 'wall';

/**
 * The catalogue categories that fit a floor or a wall: those the design studio offers for any
 * room's floor, and for its walls and backsplash (core ROOM_SURFACES).
 */
export function photoCategories(kind: PhotoSurfaceKind): string[] {
  const keys = kind === 'floor' ? ['floor'] : ['walls', 'backsplash'];
  const names = Object.values(ROOM_SURFACES).flatMap((surfaces) =>
    surfaces.filter((s) => keys.includes(s.key)).flatMap((s) => s.categories),
  );
  return [...new Set(names)];
}

/**
 * The surface a product of category `name` goes on: floor when a room's floor offers the
 * category, else wall when its walls or backsplash do, else null (no photo mode). The same
 * lists as photoCategories, so the site's product lists and the embed's button agree.
 */
export function photoSurfaceOf(name: string | null | undefined): PhotoSurfaceKind | null {
  if (!name) return null;
  if (photoCategories('floor').includes(name)) return 'floor';
  if (photoCategories('wall').includes(name)) return 'wall';
  return null;
}
