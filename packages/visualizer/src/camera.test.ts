import { planGeometry } from '@brand/core/drawing';
import { describe, expect, it } from 'vitest';
import { CAMERA_VIEWS, type CameraView, cameraPose, EYE_HEIGHT_FT, planBounds } from './camera';

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
      // Every view but the walk-through looks from outside the walls (they face inward).
      if (pose === cameraPose(plan, 'eye')) continue;
      expect(pose.target[0]).toBe(cx);
      expect(pose.target[2]).toBe(cz);
    }
    expect(cameraPose(plan, 'top').position[0]).toBe(cx);
  });
  it('the walk-through view stands inside the room at eye level, below the ceiling', () => {
    const pose = cameraPose(plan, 'eye');
    const xs = plan.walls.map((p) => p.x);
    const zs = plan.walls.map((p) => p.y);
    expect(pose.position[1]).toBe(EYE_HEIGHT_FT);
    expect(pose.position[1]).toBeLessThan(plan.height);
    expect(pose.position[0]).toBeGreaterThan(Math.min(...xs));
    expect(pose.position[0]).toBeLessThan(Math.max(...xs));
    expect(pose.position[2]).toBeGreaterThan(Math.min(...zs));
    expect(pose.position[2]).toBeLessThan(Math.max(...zs));
    expect(cameraPose({ ...plan, height: 3 }, 'eye').position[1]).toBeLessThan(3);
  });
  it('has a view facing each of the four walls', () => {
    const { cx, cz } = planBounds(plan);
    const side = (v: CameraView) => {
      const [x, , z] = cameraPose(plan, v).position;
      return [Math.sign(Math.round(x - cx)), Math.sign(Math.round(z - cz))].join();
    };
    expect(new Set(['front', 'side', 'back', 'east'].map((v) => side(v as CameraView))).size).toBe(
      4,
    );
  });
});
