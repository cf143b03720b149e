/**
 * The furnished kitchen (issue 29 item 1): core's `kitchenLayout` of the plan's cabinet run drawn
 * as small parametric models in code: base cabinets on a toe kick with a drawer over their doors,
 * a sink base with the chosen sink set into the counter and the chosen faucet behind it, a
 * dishwasher, a range with its cooktop and a hood, a refrigerator with a bridge cabinet, wall
 * cabinets that stop at the window, the countertop with its thickness and front overhang, the
 * backsplash between counter and wall cabinets, and a knob or pull on every door and drawer
 * (the same count the estimate buys). The countertop is the layout's `counters`, the stretches
 * whose square feet the estimate buys.
 */
import type { KitchenLayout, KitchenModule } from '@brand/core/drawing';
import type { CabinetDoorStyle, SurfaceKey } from '@brand/core/rules';
import type { ThreeEvent } from '@react-three/fiber';
import { createContext, useContext } from 'react';
import type { Material } from 'three';
import { APPLIANCE_SURFACE, Appliance } from './appliances';
import { sinkBasinWidth } from './fixture-sizes';
import { FIXED } from './materials';
import { Box, GAP, KITCHEN_FT } from './parts';
import { type Frame, onWall } from './scene-frame';

type Pick = (key: SurfaceKey) => { onClick: (event: ThreeEvent<MouseEvent>) => void };

/** The cabinets' finish (issue 29 item 3): door style and painted material. */
export interface CabinetFinish {
  style: CabinetDoorStyle;
  material: Material;
}
export const CabinetFinishContext = createContext<CabinetFinish>({
  style: 'slab',
  material: FIXED.cabinet,
});

/**
 * The front's profile in its door style: a slab is flat; a shaker has a frame of rails and
 * stiles around a recessed centre; a raised panel has a centre panel standing out of the frame.
 */
function FrontProfile({
  f,
  along,
  width,
  bottom,
  height,
  depth,
}: {
  f: Frame;
  along: number;
  width: number;
  bottom: number;
  height: number;
  depth: number;
}) {
  const { style, material } = useContext(CabinetFinishContext);
  if (style === 'slab' || width < 0.5 || height < 0.4) return null;
  const rail = Math.min(0.22, width / 5, height / 5);
  const w = width - GAP * 2;
  const h = height - GAP * 2;
  const mid = bottom + height / 2;
  if (style === 'raised') {
    return (
      <Box
        at={onWall(f, along, depth + 0.08, mid)}
        size={[w - rail * 2, h - rail * 2, 0.05]}
        angle={f.angle}
        material={material}
      />
    );
  }
  const out = depth + 0.075;
  return (
    <group>
      <Box
        at={onWall(f, along, out, mid + h / 2 - rail / 2)}
        size={[w, rail, 0.03]}
        angle={f.angle}
        material={material}
      />
      <Box
        at={onWall(f, along, out, mid - h / 2 + rail / 2)}
        size={[w, rail, 0.03]}
        angle={f.angle}
        material={material}
      />
      <Box
        at={onWall(f, along - w / 2 + rail / 2, out, mid)}
        size={[rail, h, 0.03]}
        angle={f.angle}
        material={material}
      />
      <Box
        at={onWall(f, along + w / 2 - rail / 2, out, mid)}
        size={[rail, h, 0.03]}
        angle={f.angle}
        material={material}
      />
    </group>
  );
}

/** A door or drawer front with its knob or pull (in the chosen hardware). */
function Front({
  f,
  along,
  width,
  bottom,
  height,
  depth,
  handle,
  mat,
  pick,
}: {
  f: Frame;
  along: number;
  width: number;
  bottom: number;
  height: number;
  depth: number;
  /** Where the pull sits: at the top of a base door, the bottom of a wall door, mid-drawer. */
  handle: 'top' | 'bottom' | 'middle' | 'none';
  mat: (key: SurfaceKey) => Material;
  pick: Pick;
}) {
  const y =
    handle === 'top'
      ? bottom + height - 0.25
      : handle === 'bottom'
        ? bottom + 0.25
        : bottom + height / 2;
  const pullAlong = handle === 'middle' ? along : along + width / 2 - 0.2;
  const finish = useContext(CabinetFinishContext);
  return (
    <group>
      <Box
        at={onWall(f, along, depth + 0.03, bottom + height / 2)}
        size={[width - GAP * 2, height - GAP * 2, 0.06]}
        angle={f.angle}
        material={finish.material}
      />
      <FrontProfile
        f={f}
        along={along}
        width={width}
        bottom={bottom}
        height={height}
        depth={depth}
      />
      {handle === 'none' ? null : (
        <Box
          at={onWall(f, pullAlong, depth + 0.1, y)}
          size={handle === 'middle' ? [0.45, 0.05, 0.08] : [0.05, 0.4, 0.08]}
          angle={f.angle}
          material={mat('hardware')}
          pick={pick('hardware')}
        />
      )}
    </group>
  );
}

export function BaseCabinet({
  f,
  m,
  mat,
  pick,
}: {
  f: Frame;
  m: KitchenModule;
  mat: (key: SurfaceKey) => Material;
  pick: Pick;
}) {
  const { counter, top, toe, depth, drawer } = KITCHEN_FT;
  const mid = m.start + m.width / 2;
  const bodyTop = counter - top;
  const doorTop = m.drawers > 0 ? bodyTop - drawer : bodyTop - (m.kind === 'sink' ? drawer : 0);
  const doorWidth = m.width / Math.max(1, m.doors);
  return (
    <group>
      <Box
        at={onWall(f, mid, depth / 2, (bodyTop + toe) / 2)}
        size={[m.width - GAP, bodyTop - toe, depth - 0.05]}
        angle={f.angle}
        material={FIXED.carcass}
      />
      <Box
        at={onWall(f, mid, (depth - 0.25) / 2, toe / 2)}
        size={[m.width, toe, depth - 0.25]}
        angle={f.angle}
        material={FIXED.shadow}
      />
      {/* A drawer with its pull; a sink base's false front, without one. */}
      {m.drawers > 0 || m.kind === 'sink' ? (
        <Front
          f={f}
          along={mid}
          width={m.width}
          bottom={bodyTop - drawer}
          height={drawer}
          depth={depth - 0.05}
          handle={m.drawers > 0 ? 'middle' : 'none'}
          mat={mat}
          pick={pick}
        />
      ) : null}
      {Array.from({ length: m.doors }, (_, k) => (
        <Front
          // biome-ignore lint/suspicious/noArrayIndexKey: doors are positional
          key={k}
          f={f}
          along={m.start + doorWidth * (k + 0.5)}
          width={doorWidth}
          bottom={toe}
          height={doorTop - toe}
          depth={depth - 0.05}
          handle="top"
          mat={mat}
          pick={pick}
        />
      ))}
    </group>
  );
}

function WallCabinet({
  f,
  m,
  mat,
  pick,
}: {
  f: Frame;
  m: KitchenModule;
  mat: (key: SurfaceKey) => Material;
  pick: Pick;
}) {
  const { upperFrom, upperTo, upperDepth, fridge } = KITCHEN_FT;
  const bottom = m.kind === 'bridge' ? fridge + 0.2 : upperFrom;
  const mid = m.start + m.width / 2;
  const doorWidth = m.width / Math.max(1, m.doors);
  return (
    <group>
      <Box
        at={onWall(f, mid, upperDepth / 2, (bottom + upperTo) / 2)}
        size={[m.width - GAP, upperTo - bottom, upperDepth - 0.05]}
        angle={f.angle}
        material={FIXED.carcass}
      />
      {Array.from({ length: m.doors }, (_, k) => (
        <Front
          // biome-ignore lint/suspicious/noArrayIndexKey: doors are positional
          key={k}
          f={f}
          along={m.start + doorWidth * (k + 0.5)}
          width={doorWidth}
          bottom={bottom}
          height={upperTo - bottom}
          depth={upperDepth - 0.05}
          handle={m.kind === 'bridge' ? 'middle' : 'bottom'}
          mat={mat}
          pick={pick}
        />
      ))}
    </group>
  );
}

export function Kitchen({
  f,
  layout,
  ceiling,
  mat,
  appliance,
  sinkWidth,
  pick,
}: {
  f: Frame;
  layout: KitchenLayout;
  ceiling: number;
  /** The chosen sink's width in feet (core `applianceWidths`), if known. */
  sinkWidth?: number | undefined;
  mat: (key: SurfaceKey) => Material;
  /** An appliance surface's material (the product's finish, or the cabinets' when panel ready). */
  appliance: (key: SurfaceKey) => Material;
  pick: Pick;
}) {
  const applianceOf = (m: KitchenModule) => {
    const key = APPLIANCE_SURFACE[m.kind];
    return key ? { material: appliance(key), pick: pick(key) } : {};
  };
  const finish = useContext(CabinetFinishContext);
  const { counter, top, depth, overhang, upperFrom } = KITCHEN_FT;
  const sink = layout.base.find((m) => m.kind === 'sink');
  const first = layout.base[0]?.start ?? 0;
  const last = layout.base.reduce((end, m) => Math.max(end, m.start + m.width), first);
  return (
    <group>
      {layout.base.map((m) =>
        m.kind === 'base' || m.kind === 'sink' ? (
          <BaseCabinet key={`b${m.start}`} f={f} m={m} mat={mat} pick={pick} />
        ) : m.kind === 'filler' ? (
          <Box
            key={`b${m.start}`}
            at={onWall(f, m.start + m.width / 2, depth / 2, (counter - top) / 2)}
            size={[m.width, counter - top, depth]}
            angle={f.angle}
            material={finish.material}
          />
        ) : (
          <Appliance key={`b${m.start}`} f={f} m={m} ceiling={ceiling} {...applianceOf(m)} />
        ),
      )}
      {layout.upper.map((m) =>
        m.kind === 'hood' ? (
          <Appliance key={`u${m.start}`} f={f} m={m} ceiling={ceiling} {...applianceOf(m)} />
        ) : (
          <WallCabinet key={`u${m.start}`} f={f} m={m} mat={mat} pick={pick} />
        ),
      )}
      {layout.counters.map((c) => (
        <Box
          key={`c${c.start}`}
          at={onWall(f, c.start + c.width / 2, (depth + overhang) / 2, counter - top / 2)}
          size={[c.width, top, depth + overhang]}
          angle={f.angle}
          material={mat('countertop')}
          pick={pick('countertop')}
        />
      ))}
      <mesh
        position={onWall(f, (first + last) / 2, 0.02, (counter + upperFrom) / 2)}
        rotation-y={f.angle}
        material={mat('backsplash')}
        {...pick('backsplash')}
      >
        <planeGeometry args={[last - first, upperFrom - counter]} />
      </mesh>
      {sink ? (
        <group>
          <Box
            at={onWall(f, sink.start + sink.width / 2, depth / 2 + 0.1, counter + 0.005)}
            size={[sinkBasinWidth(sink.width, sinkWidth), 0.02, 1.4]}
            angle={f.angle}
            material={mat('sink')}
            pick={pick('sink')}
          />
          <mesh
            position={onWall(f, sink.start + sink.width / 2, 0.45, counter + 0.55)}
            material={mat('faucet')}
            {...pick('faucet')}
          >
            <cylinderGeometry args={[0.05, 0.07, 1.1, 12]} />
          </mesh>
          <Box
            at={onWall(f, sink.start + sink.width / 2, 0.75, counter + 1.08)}
            size={[0.09, 0.09, 0.65]}
            angle={f.angle}
            material={mat('faucet')}
            pick={pick('faucet')}
          />
        </group>
      ) : null}
    </group>
  );
}
