/**
 * Soft shadows (issue 29 item 2), baked: the fixtures' shadows on the floor from the window's
 * daylight, drawn once into a texture whenever the room changes and laid over the floor, so an
 * orbit step costs one textured plane instead of a shadow lookup in every pixel.
 *
 * The bake: a directional light outside the window's wall casts a PCF shadow map (three r187's
 * PCFShadowMap: five Vogel-disk taps, each a hardware 2 x 2 comparison, `radius` wide) of the
 * fixtures; a ShadowMaterial plane at floor height, seen from straight above by an orthographic
 * camera, turns it into a darkness texture. The light, the plane and the camera live on layer 1,
 * which the room's camera does not see: the room's own lights and materials stay as they were
 * (no shadow code in their shaders). docs/decisions/visualizer-shadows.md has the costs measured.
 */
import type { PlanGeometry } from '@brand/core/drawing';
import { useThree } from '@react-three/fiber';
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type BufferGeometry,
  type DirectionalLight,
  type Group,
  Mesh,
  type Object3D,
  OrthographicCamera,
} from 'three';
import { planBounds } from './camera';
import { bakeInto, SHADOW_MAP_SIZE, SHADOW_RADIUS, useBakeTarget } from './scene-bake';
import { wallFrame } from './scene-frame';
import { useWallShade, type WallStrip } from './scene-wall-shade';

export { SHADOW_MAP_SIZE, SHADOW_RADIUS } from './scene-bake';

/** The baked floor texture's side in texels (about 0.6 in a texel in a 25 ft room). */
export const BAKE_SIZE = 512;
/** How dark a full shadow is on the floor (the room's other light still reaches it). */
export const SHADOW_OPACITY = 0.4;
/** The layer of the bake's light, plane and camera: the room's camera sees layer 0 only. */
export const BAKE_LAYER = 1;
/** The key light's height over the horizon: high, a window's daylight on a bright day. */
const ELEVATION = (60 * Math.PI) / 180;
/** A little along the wall, so shadows do not fall square to the cabinet run. */
const SKEW = (18 * Math.PI) / 180;

export interface KeyLightPose {
  position: [number, number, number];
  target: [number, number, number];
  /** The wall the light comes through: a window's wall, the run's by preference. */
  wall: number;
  /** Half the shadow camera's width and height, its near and far planes, in feet. */
  half: number;
  near: number;
  far: number;
}

/**
 * Where the shadows' light stands: outside the wall with the room's window (the cabinet run's
 * wall if it has one, else the first window's, else the run's, else the north wall), high,
 * shining in, so the fixtures along that wall throw their shadows into the room as the window's
 * light does. The shadow camera covers the whole room up to its ceiling.
 */
export function keyLightPose(
  plan: Pick<PlanGeometry, 'walls' | 'openings' | 'run' | 'height'>,
): KeyLightPose {
  const windows = plan.openings.filter((o) => o.kind === 'window');
  const run = plan.run?.wall;
  const wall = windows.find((o) => o.wall === run)?.wall ?? windows[0]?.wall ?? run ?? 0;
  const f = wallFrame(plan as PlanGeometry, wall);
  const { cx, cz, size } = planBounds(plan);
  // Outward from the wall (minus its inward normal), turned a little along it.
  const [ox, oz] = [-f.nx, -f.nz];
  const [sx, sz] = [
    ox * Math.cos(SKEW) - oz * Math.sin(SKEW),
    ox * Math.sin(SKEW) + oz * Math.cos(SKEW),
  ];
  const distance = size * 2;
  const flat = distance * Math.cos(ELEVATION);
  const half = size * 0.75 + plan.height;
  return {
    position: [cx + sx * flat, distance * Math.sin(ELEVATION), cz + sz * flat],
    target: [cx, 0, cz],
    wall,
    half,
    near: Math.max(0.5, distance - half * 1.5),
    far: distance + half * 1.5,
  };
}

/** The floor's extent in three's xz plane, with a margin, for the bake's camera and texture. */
function floorBox(plan: Pick<PlanGeometry, 'walls'>) {
  const xs = plan.walls.map((p) => p.x);
  const zs = plan.walls.map((p) => p.y);
  const [minX, maxX, minZ, maxZ] = [
    Math.min(...xs) - 0.5,
    Math.max(...xs) + 0.5,
    Math.min(...zs) - 0.5,
    Math.max(...zs) + 0.5,
  ];
  return { minX, maxX, minZ, maxZ, w: maxX - minX, h: maxZ - minZ };
}

/**
 * Flags every mesh under `root` to cast the bake's shadow, except those in a group marked
 * `userData.noShadow` (a small part high up, a shower's rain head: its shadow on the floor, far
 * from it, read as a stray disc).
 */
export function markCasters(root: Object3D, on = true): void {
  const here = on && root.userData.noShadow !== true;
  if (root instanceof Mesh) root.castShadow = here;
  for (const child of root.children) markCasters(child, here);
}

/**
 * The fixtures inside cast the floor's baked shadow. `floor` is the floor's geometry (its uv the
 * plan's feet, x and minus z): the shadow texture is laid over it.
 */
export function BakedShadows({
  plan,
  floor,
  wall,
  children,
}: {
  plan: PlanGeometry;
  floor: BufferGeometry;
  /** The run's wall and the strip of it that takes the shade too. */
  wall?: WallStrip | null;
  children: ReactNode;
}) {
  const { gl, scene, invalidate } = useThree();
  const group = useRef<Group>(null);
  const light = useRef<DirectionalLight>(null);
  const catcher = useRef<Mesh>(null);
  const pose = useMemo(() => keyLightPose(plan), [plan]);
  const box = useMemo(() => floorBox(plan), [plan]);
  const { target, catcherMaterial, overlay } = useBakeTarget(BAKE_SIZE, BAKE_SIZE, SHADOW_OPACITY);
  const camera = useMemo(() => {
    const c = new OrthographicCamera(-box.w / 2, box.w / 2, box.h / 2, -box.h / 2, 0.1, 100);
    c.position.set((box.minX + box.maxX) / 2, 50, (box.minZ + box.maxZ) / 2);
    // North up, east right: the texture's u runs with x, its v against z.
    c.up.set(0, 0, -1);
    c.lookAt((box.minX + box.maxX) / 2, 0, (box.minZ + box.maxZ) / 2);
    c.layers.set(BAKE_LAYER);
    c.updateMatrixWorld();
    return c;
  }, [box]);
  // The floor's uv are feet (x, -z): map them onto the baked square.
  useLayoutEffect(() => {
    target.texture.repeat.set(1 / box.w, 1 / box.h);
    target.texture.offset.set(-box.minX / box.w, box.maxZ / box.h);
    target.texture.needsUpdate = true;
  }, [target, box]);

  const shade = useWallShade(plan, wall ?? null);

  const baked = useRef(false);
  // After every commit of the fixtures: flag them and bake again.
  useLayoutEffect(() => {
    const l = light.current;
    const c = catcher.current;
    if (!l || !c) return;
    if (group.current) markCasters(group.current);
    l.layers.set(BAKE_LAYER);
    l.target.position.set(...pose.target);
    l.target.updateMatrixWorld();
    const cam = l.shadow.camera;
    cam.left = -pose.half;
    cam.right = pose.half;
    cam.top = pose.half;
    cam.bottom = -pose.half;
    cam.near = pose.near;
    cam.far = pose.far;
    cam.updateProjectionMatrix();
    // The shadow camera draws the room's layer 0 (the fixtures), not the bake's: three uses a
    // shadow camera's own layers only when it has one besides layer 0, so layer 2 (empty) too.
    cam.layers.set(0);
    cam.layers.enable(2);
    c.layers.set(BAKE_LAYER);

    shade.prepare();

    gl.shadowMap.autoUpdate = false;
    const bake = () => {
      bakeInto(gl, scene, camera, target);
      invalidate();
    };
    if (baked.current) {
      bake();
      shade.bake();
      return;
    }
    // The first bake waits until the room's first frame is drawn (its budget, issue 29 item 5):
    // the floor's shadow comes a frame later. Later bakes (another product, finish) are at once.
    // The wall's first bake is a task of its own after the floor's (two shorter tasks, not one
    // long one, for a page that answers meanwhile).
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          baked.current = true;
          bake();
          timer = setTimeout(() => {
            shade.bake();
            invalidate();
          }, 0);
        }, 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  });

  return (
    <>
      <directionalLight
        ref={light}
        position={pose.position}
        intensity={1}
        castShadow
        shadow-mapSize={[SHADOW_MAP_SIZE, SHADOW_MAP_SIZE]}
        shadow-radius={SHADOW_RADIUS}
        shadow-bias={-0.0005}
        shadow-normalBias={0.03}
      />
      <mesh
        ref={catcher}
        rotation-x={-Math.PI / 2}
        position={[(box.minX + box.maxX) / 2, 0, (box.minZ + box.maxZ) / 2]}
        material={catcherMaterial}
        receiveShadow
      >
        <planeGeometry args={[box.w, box.h]} />
      </mesh>
      <mesh
        geometry={floor}
        rotation-x={-Math.PI / 2}
        position-y={0.005}
        material={overlay}
        raycast={() => null}
        renderOrder={1}
      />
      {shade.element}
      <group ref={group}>{children}</group>
    </>
  );
}
