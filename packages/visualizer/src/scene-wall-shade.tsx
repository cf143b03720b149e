/**
 * The run's wall's soft shade (issue 29 item 2): the wall cabinets' shade on the backsplash and
 * a refrigerator's beside it, baked like the floor's shadows (scene-shadows.tsx) into a texture
 * laid over the wall. docs/decisions/visualizer-shadows.md, "The run's wall".
 */
import type { PlanGeometry } from '@brand/core/drawing';
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { type DirectionalLight, type Mesh, OrthographicCamera, Shape, ShapeGeometry } from 'three';
import { bakeInto, SHADOW_MAP_SIZE, SHADOW_RADIUS, useBakeTarget } from './scene-bake';
import { wallFrame } from './scene-frame';

/** The run's wall: its baked shade texture's size in texels (along, up). */
export const WALL_BAKE_SIZE: [number, number] = [512, 256];
/** How dark a full shade is on the wall (softer than the floor's: the room's light fills it). */
export const WALL_SHADOW_OPACITY = 0.3;
/** The wall bake's layer (its light, catcher and camera); the floor's is BAKE_LAYER. */
export const WALL_BAKE_LAYER = 3;
/** How far in front of the wall the shade lies: over the backsplash (0.02 ft), in feet. */
export const WALL_SHADE_INSET = 0.035;
/** The wall shade's light: from the room, over the counter, turned along the run. */
const WALL_ELEVATION = (35 * Math.PI) / 180;
const WALL_SKEW = (28 * Math.PI) / 180;

/** The run's wall (index) and the strip of it the shade is laid on: along it, up to `top`. */
export interface WallStrip {
  index: number;
  from: number;
  to: number;
  top: number;
}

/** The strip's outline in the wall's frame, uv in feet (the texture's repeat maps them). */
function stripGeometry(strip: WallStrip) {
  const shape = new Shape();
  shape.moveTo(strip.from, 0);
  shape.lineTo(strip.to, 0);
  shape.lineTo(strip.to, strip.top);
  shape.lineTo(strip.from, strip.top);
  shape.closePath();
  return new ShapeGeometry(shape);
}

/**
 * The light that shades the run's wall: from inside the room (the ceiling's lights and the
 * room's daylight), 35 degrees up and turned 28 degrees along the wall, so the wall cabinets lay
 * a band of shade on the backsplash under them and a refrigerator or a tall cabinet one beside
 * it. Returns world positions and the shadow camera's extent (it covers the whole wall).
 */
export function wallLightPose(plan: Pick<PlanGeometry, 'walls' | 'height'>, wall: number) {
  const f = wallFrame(plan as PlanGeometry, wall);
  const centre: [number, number, number] = [
    f.x + (f.ux * f.length) / 2,
    plan.height * 0.45,
    f.z + (f.uz * f.length) / 2,
  ];
  const distance = Math.max(f.length, plan.height) * 2;
  const flat = Math.cos(WALL_ELEVATION);
  const [dx, dz] = [
    f.nx * Math.cos(WALL_SKEW) + f.ux * Math.sin(WALL_SKEW),
    f.nz * Math.cos(WALL_SKEW) + f.uz * Math.sin(WALL_SKEW),
  ];
  const half = Math.max(f.length / 2, plan.height) + 1;
  return {
    position: [
      centre[0] + dx * flat * distance,
      centre[1] + Math.sin(WALL_ELEVATION) * distance,
      centre[2] + dz * flat * distance,
    ] as [number, number, number],
    target: centre,
    half,
    near: Math.max(0.5, distance - half * 1.5),
    far: distance + half * 1.5,
  };
}

/**
 * The run's wall's shade, baked as the floor's is: its own light (wallLightPose), a shadow
 * catcher just in front of the wall and an orthographic camera facing it, all on
 * WALL_BAKE_LAYER, drawn into a texture laid over the wall (its openings cut out) in front of
 * the backsplash. The part over the cabinets is hidden by them, as the floor's is.
 */
export function useWallShade(plan: PlanGeometry, wall: WallStrip | null) {
  const { gl, scene, invalidate } = useThree();
  const light = useRef<DirectionalLight>(null);
  const catcher = useRef<Mesh>(null);
  const f = wall ? wallFrame(plan, wall.index) : null;
  const length = f?.length ?? 1;
  const index = wall?.index ?? null;
  const pose = useMemo(() => (index === null ? null : wallLightPose(plan, index)), [plan, index]);
  const [from, to, top] = [wall?.from ?? 0, wall?.to ?? 0, wall?.top ?? 0];
  const strip = useMemo(
    () => (index === null ? null : stripGeometry({ index, from, to, top })),
    [index, from, to, top],
  );
  useEffect(() => () => strip?.dispose(), [strip]);
  const { target, catcherMaterial, overlay } = useBakeTarget(
    WALL_BAKE_SIZE[0],
    WALL_BAKE_SIZE[1],
    WALL_SHADOW_OPACITY,
  );
  // Facing the wall from the room, in the wall's own frame (x along it, y up): the texture's
  // u is x / length and its v is y / height, the wall geometry's uv (feet) scaled.
  const camera = useMemo(() => {
    const c = new OrthographicCamera(
      -length / 2,
      length / 2,
      plan.height / 2,
      -plan.height / 2,
      0.1,
      100,
    );
    c.layers.set(WALL_BAKE_LAYER);
    return c;
  }, [length, plan.height]);
  useLayoutEffect(() => {
    target.texture.repeat.set(1 / length, 1 / plan.height);
    target.texture.offset.set(0, 0);
    target.texture.needsUpdate = true;
  }, [target, length, plan.height]);

  const prepare = () => {
    const l = light.current;
    if (!l || !pose) return;
    l.layers.set(WALL_BAKE_LAYER);
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
    cam.layers.set(0);
    cam.layers.enable(2);
    catcher.current?.layers.set(WALL_BAKE_LAYER);
  };
  const bake = () => {
    if (!wall || !light.current) return;
    camera.updateMatrixWorld();
    bakeInto(gl, scene, camera, target);
    invalidate();
  };
  const element =
    wall && f && pose ? (
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
        <group position={[f.x, 0, f.z]} rotation-y={f.angle}>
          <primitive object={camera} position={[length / 2, plan.height / 2, 50]} />
          <mesh
            ref={catcher}
            position={[length / 2, plan.height / 2, WALL_SHADE_INSET]}
            material={catcherMaterial}
            receiveShadow
          >
            <planeGeometry args={[length, plan.height]} />
          </mesh>
          <mesh
            geometry={strip ?? undefined}
            position-z={WALL_SHADE_INSET}
            material={overlay}
            raycast={() => null}
            renderOrder={1}
          />
        </group>
      </>
    ) : null;
  return { prepare, bake, element };
}
