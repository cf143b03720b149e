import { planGeometry } from '@brand/core/drawing';
import { describe, expect, it } from 'vitest';
import { CAMERA_VIEWS, cameraPose, planBounds } from './camera';

const plan = planGeometry(9, 'Kitchen', 400);

describe('camera presets', () => {
  it('centres on the plan and sizes to its larger side', () => {
    const b = planBounds({
      walls: [
        { x: 0, y: 0 },
        { x: 20, y: 0 },
        { x: 20, y: 10 },
        { x: 0, y: 10 },
      ],
    });
    expect(b).toEqual({ cx: 10, cz: 5, size: 20 });
    expect(
      planBounds({
        walls: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 1, y: 1 },
        ],
      }).size,
    ).toBe(4);
  });
  it('gives every view a distinct pose above the floor, looking at the room', () => {
    const poses = CAMERA_VIEWS.map((v) => cameraPose(plan, v.id));
    expect(new Set(poses.map((p) => p.position.join())).size).toBe(CAMERA_VIEWS.length);
    const { cx, cz } = planBounds(plan);
    for (const pose of poses) {
      expect(pose.position[1]).toBeGreaterThan(0);
      expect(pose.target[0]).toBe(cx);
      expect(pose.target[2]).toBe(cz);
    }
    expect(cameraPose(plan, 'top').position[0]).toBe(cx);
  });
});
