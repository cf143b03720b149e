import { planGeometry } from '@brand/core/drawing';
import { Group, Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { wallFrame } from './scene-frame';
import { keyLightPose, markCasters } from './scene-shadows';
import { wallLightPose } from './scene-wall-shade';

type V = [number, number, number];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: V): V => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};

describe('keyLightPose: the shadow-casting light comes in through the window', () => {
  it("a kitchen with its window over the run: from outside the run's wall, high", () => {
    const plan = planGeometry(1, 'Kitchen', 400);
    const pose = keyLightPose(plan);
    expect(pose.wall).toBe(plan.run?.wall);
    const f = wallFrame(plan, pose.wall);
    // Outside the wall: against its inward normal, so the run's shadows fall into the room.
    const out = (pose.position[0] - f.x) * f.nx + (pose.position[2] - f.z) * f.nz;
    expect(out).toBeLessThan(0);
    const toTarget = unit(sub(pose.target, pose.position));
    expect(-toTarget[1]).toBeGreaterThan(Math.sin((45 * Math.PI) / 180));
  });

  it("a bathroom whose window is on another wall than the vanity's: the window's wall", () => {
    const plan = planGeometry(4, 'Bathroom', 400);
    const window = plan.openings.find((o) => o.kind === 'window');
    expect(window?.wall).not.toBe(plan.run?.wall);
    expect(keyLightPose(plan).wall).toBe(window?.wall);
  });

  it('a room without a window: from behind the run', () => {
    const plan = planGeometry(1, 'Kitchen', 400);
    const blind = { ...plan, openings: plan.openings.filter((o) => o.kind !== 'window') };
    expect(keyLightPose(blind).wall).toBe(plan.run?.wall);
  });

  for (const [id, roomType] of [
    [1, 'Kitchen'],
    [9, 'Kitchen'],
    [4, 'Bathroom'],
    [6, 'Living Room'],
  ] as const) {
    it(`the shadow camera holds all of plan ${id} (${roomType}) from floor to ceiling`, () => {
      const plan = planGeometry(id, roomType, 400);
      const pose = keyLightPose(plan);
      const d = unit(sub(pose.target, pose.position));
      const right = unit(cross(d, [0, 1, 0]));
      const up = cross(right, d);
      for (const p of plan.walls) {
        for (const y of [0, plan.height]) {
          const v = sub([p.x, y, p.y], pose.position);
          expect(Math.abs(dot(v, right))).toBeLessThan(pose.half);
          expect(Math.abs(dot(v, up))).toBeLessThan(pose.half);
          expect(dot(v, d)).toBeGreaterThan(pose.near);
          expect(dot(v, d)).toBeLessThan(pose.far);
        }
      }
    });
  }
});

describe("wallLightPose: the run's wall is shaded by a light from the room", () => {
  it.each([
    ['Kitchen', 1],
    ['Bathroom', 2],
  ])('%s: in front of the run wall, above the counter, turned along it', (roomType, seed) => {
    const plan = planGeometry(seed, roomType, 300);
    const wall = plan.run?.wall ?? 0;
    const f = wallFrame(plan, wall);
    const pose = wallLightPose(plan, wall);
    const toLight = unit(sub(pose.position, pose.target));
    // Inside the room (the wall's inward side), so the wall cabinets shade the wall below them.
    expect(toLight[0] * f.nx + toLight[2] * f.nz).toBeGreaterThan(0.5);
    // Above: 35 degrees up.
    expect(toLight[1]).toBeCloseTo(Math.sin((35 * Math.PI) / 180), 5);
    // Turned along the wall, so a refrigerator's shade falls beside it.
    expect(Math.abs(toLight[0] * f.ux + toLight[2] * f.uz)).toBeGreaterThan(0.2);
    // The shadow camera's box holds the whole wall.
    expect(pose.half).toBeGreaterThanOrEqual(Math.max(f.length / 2, plan.height));
    const distance = Math.hypot(...sub(pose.position, pose.target));
    expect(pose.near).toBeLessThan(distance - pose.half);
    expect(pose.far).toBeGreaterThan(distance + pose.half);
  });
});

describe('markCasters: what casts the baked shadows', () => {
  it('every mesh, but none in a group marked noShadow (a shower head)', () => {
    const root = new Group();
    const tub = new Mesh();
    const head = new Mesh();
    const arm = new Mesh();
    const shower = new Group();
    shower.userData.noShadow = true;
    shower.add(head, arm);
    const riser = new Mesh();
    const fixture = new Group();
    fixture.add(riser, shower);
    root.add(tub, fixture);
    head.castShadow = true;
    markCasters(root);
    expect([tub.castShadow, riser.castShadow]).toEqual([true, true]);
    expect([head.castShadow, arm.castShadow]).toEqual([false, false]);
  });
});
