/**
 * Where the 3-D room hangs its light fixtures (issue 29 item 4): exactly at core's
 * `lightPositions`, the positions the estimate bills one light each for, so the lights drawn are
 * the lights counted. Plan feet (x east, y south) become three's xz plane (z = plan y).
 */
import type { PlanGeometry } from '@brand/core/drawing';
import { type LightKind, lightPositions } from '@brand/core/rules';

export interface SceneLight {
  kind: LightKind;
  x: number;
  z: number;
}

/** The fixtures the scene draws: one per core light position, in the same order. */
export function sceneLights(plan: PlanGeometry, roomType: string): SceneLight[] {
  return lightPositions(plan, roomType).map((p) => ({ kind: p.kind, x: p.x, z: p.y }));
}
