/**
 * An own room's outline as stored (a helper of creating and changing one): core's checks, then
 * core's normalised outline with its height, openings and label.
 */
import type { CustomRoomBody } from '@brand/core/contract';
import type { PlanGeometry } from '@brand/core/drawing';
import { normaliseOutline, openingSize, outlineProblems } from '@brand/core/rules';
import { invalidFields } from '../../errors.ts';

/** The outline's problems as a 422 (field errors, as the validator answers), or its geometry. */
export function geometryOf(body: CustomRoomBody): PlanGeometry {
  const openings = body.openings.map((o) => ({
    kind: o.kind,
    wall: o.wall,
    offset: o.offset,
    width: o.width,
    ...openingSize(o),
  }));
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const p of outlineProblems(body.walls, openings)) add(p.field, p.message);
  openings.forEach((o, i) => {
    if (o.sill + o.height > body.height) {
      add(`openings.${i}`, `Opening ${i + 1} is taller than the wall.`);
    }
  });
  if (Object.keys(errors).length) throw invalidFields(errors);
  const normal = normaliseOutline(body.walls, openings);
  const xs = normal.walls.map((p) => p.x);
  const ys = normal.walls.map((p) => p.y);
  const label = {
    name: body.name,
    x: (Math.min(...xs) + Math.max(...xs)) / 2,
    y: (Math.min(...ys) + Math.max(...ys)) / 2,
  };
  return {
    walls: normal.walls,
    height: body.height,
    openings: normal.openings,
    run: null,
    rooms: [label],
  };
}
