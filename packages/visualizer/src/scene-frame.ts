/**
 * Where things stand in the 3-D room: a wall's frame (its start, its direction and its inward
 * normal in three's xz plane) and points measured along a wall, into the room and up, in feet.
 * A mesh rotated by the frame's `angle` has its x axis along the wall and its z axis inward.
 */
import type { PlanGeometry } from '@brand/core/drawing';

export type Frame = {
  x: number;
  z: number;
  ux: number;
  uz: number;
  nx: number;
  nz: number;
  angle: number;
};

/** Wall i's start, direction along it and inward normal, in three's xz plane. */
export function wallFrame(plan: PlanGeometry, i: number): Frame & { length: number } {
  const p = plan.walls[i] ?? { x: 0, y: 0 };
  const q = plan.walls[(i + 1) % plan.walls.length] ?? p;
  const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  const ux = (q.x - p.x) / length;
  const uz = (q.y - p.y) / length;
  return { x: p.x, z: p.y, ux, uz, nx: -uz, nz: ux, angle: Math.atan2(-uz, ux), length };
}

/** A point `along` feet along wall i, `inward` feet into the room, `y` feet up. */
export function onWall(
  f: Frame,
  along: number,
  inward: number,
  y: number,
): [number, number, number] {
  return [f.x + f.ux * along + f.nx * inward, y, f.z + f.uz * along + f.nz * inward];
}
