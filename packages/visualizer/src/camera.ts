/**
 * The scene's preset camera views (issue 15 item 1: "preset camera views"), placed from the
 * plan's bounds so every room fits whatever its size. Feet; three.js axes (x east, y up, z
 * south).
 */
import type { PlanGeometry } from '@brand/core/drawing';

export const CAMERA_VIEWS = [
  { id: 'corner', label: 'Corner view' },
  { id: 'top', label: 'Plan view (from above)' },
  { id: 'front', label: 'Facing the north wall' },
  { id: 'side', label: 'Facing the west wall' },
  { id: 'back', label: 'Facing the south wall' },
  { id: 'east', label: 'Facing the east wall' },
  { id: 'eye', label: 'Standing in the room (eye level)' },
] as const;

/** Ours: a standing adult's eyes, in feet (issue 29 item 5's walk-through view). */
export const EYE_HEIGHT_FT = 5.25;
export type CameraView = (typeof CAMERA_VIEWS)[number]['id'];

export interface CameraPose {
  position: [number, number, number];
  target: [number, number, number];
}

/** The plan's bounds: its centre and its larger side, in feet. */
export function planBounds(plan: Pick<PlanGeometry, 'walls'>) {
  const xs = plan.walls.map((p) => p.x);
  const zs = plan.walls.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minZ = Math.min(...zs);
  const maxZ = Math.max(...zs);
  return {
    cx: (minX + maxX) / 2,
    cz: (minZ + maxZ) / 2,
    size: Math.max(maxX - minX, maxZ - minZ, 4),
  };
}

/** Where a preset view puts the camera and what it looks at. */
export function cameraPose(
  plan: Pick<PlanGeometry, 'walls' | 'height'>,
  view: CameraView,
): CameraPose {
  const { cx, cz, size } = planBounds(plan);
  const zs = plan.walls.map((p) => p.y);
  const target: [number, number, number] = [cx, Math.min(plan.height, 9) * 0.3, cz];
  switch (view) {
    case 'top':
      return { position: [cx, size * 1.9, cz + 0.01], target: [cx, 0, cz] };
    case 'front':
      return { position: [cx, size * 0.55, cz + size * 1.35], target };
    case 'side':
      return { position: [cx + size * 1.35, size * 0.55, cz], target };
    case 'back':
      return { position: [cx, size * 0.55, cz - size * 1.35], target };
    case 'east':
      return { position: [cx - size * 1.35, size * 0.55, cz], target };
    case 'eye': {
      // Inside, in the south-east corner 18 in from both walls, at eye level, looking across to
      // the far corner (two walls in view, as one stands in a doorway): the arrows then turn
      // around the room's middle as one walks round it, + and - step forward and back.
      const eye = Math.min(EYE_HEIGHT_FT, plan.height - 0.5);
      const xs = plan.walls.map((p) => p.x);
      return {
        position: [Math.max(...xs) - 1.5, eye, Math.max(...zs) - 1.5],
        target: [cx, eye - 0.75, cz],
      };
    }
    default:
      return { position: [cx + size * 0.95, size * 1.05, cz + size * 1.15], target };
  }
}
