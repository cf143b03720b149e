/**
 * Where things are on a plan (feet, x east, y south): whether a point is inside the floor, and
 * the cabinet run's wall as a frame (its start, its direction and its normal into the room), so
 * the rules (light positions) and the drawing (a kitchen's island) place things the same way.
 * Pure; imports only the plan's types, so both sides can use it.
 */
import type { PlanGeometryInput, PlanPoint } from './plan-types';

/** Whether (x, y) is inside the polygon (ray casting; a point on an edge may go either way). */
export function insidePolygon(points: readonly PlanPoint[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i] as PlanPoint;
    const q = points[j] as PlanPoint;
    if (p.y > y !== q.y > y && x < ((q.x - p.x) * (y - p.y)) / (q.y - p.y) + p.x) inside = !inside;
  }
  return inside;
}

/** The run's wall: its start corner, unit direction (dx, dy) and unit normal into the room. */
export interface RunFrame {
  x: number;
  y: number;
  dx: number;
  dy: number;
  nx: number;
  ny: number;
}

/** The run's wall as a frame, or null without a run (or on a wall of no length). */
export function runFrame(plan: Pick<PlanGeometryInput, 'walls' | 'run'>): RunFrame | null {
  const run = plan.run;
  const p = plan.walls[run?.wall ?? -1];
  const q = plan.walls[((run?.wall ?? 0) + 1) % plan.walls.length];
  if (!run || !p || !q) return null;
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  if (!(len > 0)) return null;
  const [dx, dy] = [(q.x - p.x) / len, (q.y - p.y) / len];
  let twice = 0;
  plan.walls.forEach((a, i) => {
    const b = plan.walls[(i + 1) % plan.walls.length] as PlanPoint;
    twice += a.x * b.y - b.x * a.y;
  });
  // Walls clockwise on screen (y down, a positive shoelace sum): the room is to the right.
  const [nx, ny] = twice >= 0 ? [-dy, dx] : [dy, -dx];
  return { x: p.x, y: p.y, dx, dy, nx, ny };
}

/** The point `along` feet along the run's wall and `out` feet into the room. */
export function atRun(f: RunFrame, along: number, out: number): PlanPoint {
  return { x: f.x + f.dx * along + f.nx * out, y: f.y + f.dy * along + f.ny * out };
}
