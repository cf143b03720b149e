/**
 * `<RoomScene>` (issue 15 item 1): the room of a floor plan in 3-D. Walls (doors cut out,
 * windows as holes), floor, the kitchen's cabinet run with countertop and backsplash or the
 * bathroom's vanity, and the fixtures a template assigns, each in its product's material.
 * Orbit and zoom by mouse and touch (three's OrbitControls) and by keyboard (arrows, + and -),
 * preset views by prop; reduced motion jumps instead of animating; rendered on demand only (no
 * frame is drawn while nothing changes). Clicking a surface selects it (`onSelect`); the same
 * choice is always available in the page's forms.
 */
import { kitchenLayout, type PlanGeometry } from '@brand/core/drawing';
import {
  cabinetColour,
  cabinetDoorStyle,
  type Finishes,
  type FixtureWidths,
  type ProductLook,
  paintColour,
  type SurfaceKey,
} from '@brand/core/rules';
import { Canvas, type ThreeEvent, useFrame, useThree } from '@react-three/fiber';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { NeutralToneMapping, Shape, ShapeGeometry, Spherical, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { Bathroom } from './bathroom';
import { type CameraView, cameraPose, planBounds } from './camera';
import { KitchenIsland } from './island';
import { CabinetFinishContext, Kitchen } from './kitchen';
import { LightFixture } from './light-fixtures';
import { FIXED, finishMaterial, lookMaterial } from './materials';
import { KITCHEN_FT } from './parts';
import { SceneEnvironment } from './scene-environment';
import { onWall, wallFrame } from './scene-frame';
import { fixtureDrawn, sceneLights } from './scene-lights';
import { BakedShadows } from './scene-shadows';

export interface RoomSceneProps {
  plan: PlanGeometry;
  /** The room type (which fixtures to place). */
  roomType: string;
  /** The chosen product's look on each surface and fixture. */
  looks: Partial<Record<SurfaceKey, ProductLook | null>>;
  /** The finishes not sold here (issue 29 item 3): wall paint, cabinet door style and colour. */
  finishes?: Finishes | null;
  /**
   * The chosen appliances' widths (core `applianceWidths`), as the estimate measures them, and a
   * bathroom's vanity width and tub length.
   */
  applianceWidths?: FixtureWidths | null;
  selected?: SurfaceKey | null;
  onSelect?: (key: SurfaceKey) => void;
  view?: CameraView;
  /** prefers-reduced-motion: camera moves jump instead of animating. */
  reducedMotion?: boolean;
  /** The scene's accessible name. */
  label: string;
  /** Called once, after the first frame is drawn. */
  onFirstFrame?: () => void;
  className?: string;
}

const ANIMATION_MS = 600;

function wallGeometry(plan: PlanGeometry, i: number, length: number) {
  const openings = plan.openings.filter((o) => o.wall === i);
  const doors = openings
    .filter((o) => o.kind === 'door' || o.sill <= 0)
    .sort((a, b) => a.offset - b.offset);
  const shape = new Shape();
  shape.moveTo(0, 0);
  for (const d of doors) {
    shape.lineTo(d.offset, 0);
    shape.lineTo(d.offset, d.height);
    shape.lineTo(d.offset + d.width, d.height);
    shape.lineTo(d.offset + d.width, 0);
  }
  shape.lineTo(length, 0);
  shape.lineTo(length, plan.height);
  shape.lineTo(0, plan.height);
  shape.closePath();
  for (const w of openings.filter((o) => o.kind === 'window' && o.sill > 0)) {
    const hole = new Shape();
    hole.moveTo(w.offset, w.sill);
    hole.lineTo(w.offset, w.sill + w.height);
    hole.lineTo(w.offset + w.width, w.sill + w.height);
    hole.lineTo(w.offset + w.width, w.sill);
    hole.closePath();
    shape.holes.push(hole);
  }
  return new ShapeGeometry(shape);
}

function floorGeometry(plan: PlanGeometry) {
  const shape = new Shape();
  plan.walls.forEach((p, i) => {
    if (i === 0) shape.moveTo(p.x, -p.y);
    else shape.lineTo(p.x, -p.y);
  });
  shape.closePath();
  return new ShapeGeometry(shape);
}

function Room({
  plan,
  roomType,
  looks,
  finishes,
  applianceWidths,
  selected,
  onSelect,
}: RoomSceneProps) {
  // Spread as props: a mesh is not a DOM element (the page's forms offer the same choice).
  const pickable = (key: SurfaceKey) => ({
    onClick: (event: ThreeEvent<MouseEvent>) => {
      event.stopPropagation();
      onSelect?.(key);
    },
  });
  const mat = (key: SurfaceKey) => lookMaterial(looks[key] ?? null, selected === key);
  const floor = useMemo(() => floorGeometry(plan), [plan]);
  const walls = useMemo(
    () =>
      plan.walls.map((_, i) => {
        const f = wallFrame(plan, i);
        return { f, geometry: wallGeometry(plan, i, f.length) };
      }),
    [plan],
  );
  const { cx, cz, size } = planBounds(plan);
  const run = plan.run ? { ...plan.run, f: wallFrame(plan, plan.run.wall) } : null;
  // A wall product (tile, stone) covers the walls (every room type has a walls surface, a
  // kitchen's too: issue 29 item 3); without one they take the paint colour.
  const tiled = Boolean(looks.walls);
  const paint = paintColour(finishes?.paint);
  const wallMaterial = tiled ? mat('walls') : paint ? finishMaterial(paint.hex) : mat('walls');
  const cabinetHex = cabinetColour(finishes?.cabinetColour)?.hex;
  const cabinetFinish = useMemo(
    () => ({
      style: cabinetDoorStyle(finishes?.cabinetStyle)?.key ?? 'slab',
      material: cabinetHex ? finishMaterial(cabinetHex, 0.5) : FIXED.cabinet,
    }),
    [finishes?.cabinetStyle, cabinetHex],
  );
  // An appliance: stainless unchosen; else its product's colour (stainless, black, white), and a
  // panel-ready one (its name names no colour) takes the cabinets' finish, the selection's glow
  // while its surface is selected.
  const applianceMat = (key: SurfaceKey) => {
    const look = looks[key];
    if (!look) return selected === key ? lookMaterial(null, true) : FIXED.stainless;
    if (look.colorName !== null) return mat(key);
    return selected === key ? lookMaterial(null, true) : cabinetFinish.material;
  };
  const { fridge, range, dishwasher, hood } = applianceWidths ?? {};
  const kitchen = useMemo(
    () =>
      roomType === 'Kitchen' ? kitchenLayout(plan, { fridge, range, dishwasher, hood }) : null,
    [plan, roomType, fridge, range, dishwasher, hood],
  );
  // The fixtures at core's positions: the lights drawn are the lights the estimate bills.
  const lightSpots = useMemo(() => sceneLights(plan, roomType), [plan, roomType]);
  const north = wallFrame(plan, 0);
  return (
    <group>
      <mesh
        geometry={floor}
        rotation-x={-Math.PI / 2}
        material={mat('floor')}
        {...pickable('floor')}
      />
      {walls.map(({ f, geometry }, i) => (
        <mesh
          // biome-ignore lint/suspicious/noArrayIndexKey: walls are positional
          key={i}
          geometry={geometry}
          position={[f.x, 0, f.z]}
          rotation-y={f.angle}
          material={wallMaterial}
          {...pickable('walls')}
        />
      ))}
      {/* The fixtures cast the floor's soft shadows; the lights and walls do not (scene-shadows). */}
      <BakedShadows
        plan={plan}
        floor={floor}
        wall={
          run && roomType !== 'Outdoor'
            ? {
                index: run.wall,
                // The strip the shade can fall on: the run and 2.5 ft each side, up to the wall
                // cabinets' underside (the whole wall's overlay cost a camera step's budget).
                from: Math.max(0, run.offset - 2.5),
                to: Math.min(run.f.length, run.offset + run.length + 2.5),
                top: KITCHEN_FT.upperFrom,
              }
            : null
        }
      >
        {run && kitchen ? (
          <CabinetFinishContext.Provider value={cabinetFinish}>
            <Kitchen
              f={run.f}
              layout={kitchen}
              ceiling={plan.height}
              mat={mat}
              appliance={applianceMat}
              sinkWidth={applianceWidths?.sink}
              pick={pickable}
            />
            {kitchen.island ? (
              <KitchenIsland f={run.f} island={kitchen.island} mat={mat} pick={pickable} />
            ) : null}
          </CabinetFinishContext.Provider>
        ) : null}
        {run && roomType === 'Bathroom' ? (
          <Bathroom
            run={{ ...run.f, offset: run.offset, runLength: run.length }}
            north={north}
            sizes={applianceWidths}
            mat={mat}
            pick={pickable}
          />
        ) : null}
      </BakedShadows>
      {roomType === 'Outdoor'
        ? walls.map(({ f }, i) => (
            <mesh
              // biome-ignore lint/suspicious/noArrayIndexKey: coping follows the walls
              key={`coping-${i}`}
              position={onWall(f, f.length / 2, 0.5, 0.06)}
              rotation-y={f.angle}
              material={mat('edging')}
              {...pickable('edging')}
            >
              <boxGeometry args={[f.length, 0.12, 1]} />
            </mesh>
          ))
        : null}
      {roomType === 'Bathroom' || roomType === 'Living Room' ? (
        <mesh
          position={[cx, plan.height - 0.4, cz + size * 0.2]}
          material={mat('fan')}
          {...pickable('fan')}
        >
          <cylinderGeometry
            args={[
              roomType === 'Bathroom' ? 0.5 : 1.8,
              roomType === 'Bathroom' ? 0.5 : 1.8,
              0.15,
              24,
            ]}
          />
        </mesh>
      ) : null}
      {lightSpots.map((l, k) => (
        <LightFixture
          // biome-ignore lint/suspicious/noArrayIndexKey: lights are positional
          key={`light-${k}`}
          light={l}
          drawn={fixtureDrawn(l.kind, applianceWidths?.light)}
          ceiling={plan.height}
          drop={plan.height - 6.2}
          along={run?.f.angle ?? 0}
          material={mat('lights')}
          pick={pickable('lights')}
        />
      ))}
      {roomType === 'Outdoor'
        ? null
        : walls.map(({ f }, i) => (
            <mesh
              // biome-ignore lint/suspicious/noArrayIndexKey: skirting follows the walls
              key={`skirting-${i}`}
              position={onWall(f, f.length / 2, 0.03, 0.2)}
              rotation-y={f.angle}
              material={FIXED.trim}
            >
              <boxGeometry args={[f.length, 0.4, 0.06]} />
            </mesh>
          ))}
    </group>
  );
}

type Pose = ReturnType<typeof cameraPose>;

function Controls({
  plan,
  view,
  reducedMotion,
  keys,
}: {
  plan: PlanGeometry;
  view: CameraView;
  reducedMotion: boolean;
  keys: { current: ((event: KeyboardEvent) => void) | null };
}) {
  const { camera, gl, invalidate } = useThree();
  const controls = useMemo(() => new OrbitControls(camera, gl.domElement), [camera, gl]);
  const animation = useRef<{ from: Pose; to: Pose; start: number } | null>(null);
  const placed = useRef(false);

  useEffect(() => {
    controls.maxPolarAngle = Math.PI / 2 - 0.02;
    controls.minDistance = 2;
    controls.maxDistance = 400;
    const change = () => invalidate();
    controls.addEventListener('change', change);
    return () => {
      controls.removeEventListener('change', change);
      controls.dispose();
    };
  }, [controls, invalidate]);

  useEffect(() => {
    const to = cameraPose(plan, view);
    if (reducedMotion || !placed.current) {
      placed.current = true;
      camera.position.set(...to.position);
      controls.target.set(...to.target);
      controls.update();
      invalidate();
      return;
    }
    animation.current = {
      from: {
        position: camera.position.toArray() as Pose['position'],
        target: controls.target.toArray() as Pose['target'],
      },
      to,
      start: performance.now(),
    };
    invalidate();
  }, [plan, view, reducedMotion, camera, controls, invalidate]);

  useEffect(() => {
    keys.current = (event) => {
      const offset = new Vector3().subVectors(camera.position, controls.target);
      const s = new Spherical().setFromVector3(offset);
      const step = Math.PI / 12;
      if (event.key === 'ArrowLeft') s.theta -= step;
      else if (event.key === 'ArrowRight') s.theta += step;
      else if (event.key === 'ArrowUp') s.phi = Math.max(0.05, s.phi - step / 1.5);
      else if (event.key === 'ArrowDown')
        s.phi = Math.min(controls.maxPolarAngle, s.phi + step / 1.5);
      else if (event.key === '+' || event.key === '=')
        s.radius = Math.max(controls.minDistance, s.radius * 0.85);
      else if (event.key === '-' || event.key === '_')
        s.radius = Math.min(controls.maxDistance, s.radius / 0.85);
      else return;
      event.preventDefault();
      animation.current = null;
      camera.position.copy(controls.target).add(new Vector3().setFromSpherical(s));
      controls.update();
      invalidate();
    };
    return () => {
      keys.current = null;
    };
  }, [camera, controls, invalidate, keys]);

  useFrame(() => {
    const a = animation.current;
    if (!a) return;
    const t = Math.min(1, (performance.now() - a.start) / ANIMATION_MS);
    const ease = t * (2 - t);
    const mix = (from: number[], to: number[]) =>
      from.map((v, k) => v + ((to[k] ?? v) - v) * ease) as [number, number, number];
    camera.position.set(...mix(a.from.position, a.to.position));
    controls.target.set(...mix(a.from.target, a.to.target));
    controls.update();
    if (t < 1) invalidate();
    else animation.current = null;
  });
  return null;
}

function FirstFrame({ onFirstFrame }: { onFirstFrame: (() => void) | undefined }) {
  const done = useRef(false);
  useFrame(() => {
    if (done.current) return;
    done.current = true;
    // After this frame's render call (useFrame callbacks run just before it).
    requestAnimationFrame(() => {
      performance.mark('visualizer:first-frame');
      onFirstFrame?.();
    });
  });
  return null;
}

export function RoomScene(props: RoomSceneProps) {
  const { plan, view = 'corner', reducedMotion = false, label, className, onFirstFrame } = props;
  const keys = useRef<((event: KeyboardEvent) => void) | null>(null);
  const initial = cameraPose(plan, view);
  const { cx, cz, size } = planBounds(plan);
  return (
    <div
      className={className}
      role="application"
      aria-label={label}
      aria-roledescription="3-D room"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scene takes arrow keys and + / -
      tabIndex={0}
      onKeyDown={(event) => keys.current?.(event)}
      data-testid="room-scene"
    >
      <Canvas
        frameloop="demand"
        dpr={[1, 2]}
        gl={{ preserveDrawingBuffer: true, antialias: true, toneMapping: NeutralToneMapping }}
        shadows="percentage"
        camera={{ fov: 45, near: 0.1, far: 2000, position: initial.position }}
      >
        <color attach="background" args={['#e2e6ea']} />
        {/* The matte surfaces' light; the reflective ones also take the environment map once the
            first frame is drawn (scene-environment). */}
        <hemisphereLight args={['#ffffff', '#b9b2a6', 1.3]} />
        <directionalLight position={[cx + size, size * 2, cz + size * 1.5]} intensity={1.4} />
        <SceneEnvironment />
        <Room {...props} />
        <Controls plan={plan} view={view} reducedMotion={reducedMotion} keys={keys} />
        <FirstFrame onFirstFrame={onFirstFrame} />
      </Canvas>
    </div>
  );
}
