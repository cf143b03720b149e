/**
 * The furnished bathroom (issue 29 item 1): the plan's vanity run as a vanity cabinet in the
 * chosen vanity's material, with two doors under a drawer, a stone top, an undermount basin and
 * the chosen faucet, and a mirror above; a toilet (pedestal, bowl, seat and tank) beside it; a
 * built-in tub with its rim and a recessed basin along the north wall. Sizes are the trade's:
 * a vanity 21 in deep (as wide as the chosen product, else the run), a toilet 28 in deep with
 * its 15 in bowl, a tub 30 in deep and 20 in high (as long as the chosen product, else 60 in).
 */
import { VANITY_FRONTS } from '@brand/core/drawing';
import type { SurfaceKey } from '@brand/core/rules';
import type { ThreeEvent } from '@react-three/fiber';
import type { Material } from 'three';
import { bathSizes } from './fixture-sizes';
import { FIXED } from './materials';
import { Box } from './parts';
import { type Frame, onWall } from './scene-frame';

type Pick = (key: SurfaceKey) => { onClick: (event: ThreeEvent<MouseEvent>) => void };

/** What every bathroom fixture is given: its wall, where along it, the materials and picking. */
type FixtureProps = {
  f: Frame;
  along: number;
  mat: (key: SurfaceKey) => Material;
  pick: Pick;
};

const VANITY = { height: 34 / 12, depth: 21 / 12, top: 0.1 } as const;
/** The tub's depth from the wall, height and rim (its length is the product's: fixture-sizes.ts). */
const TUB = { width: 2.5, height: 20 / 12, rim: 0.25 } as const;

/** The vanity centred `along` its wall, `width` wide. */
function Vanity({ f, along: mid, width, mat, pick }: FixtureProps & { width: number }) {
  const { height, depth, top } = VANITY;
  const body = height - top;
  return (
    <group>
      <Box
        at={onWall(f, mid, depth / 2, (body + 0.3) / 2)}
        size={[width, body - 0.3, depth]}
        angle={f.angle}
        material={mat('vanity')}
        pick={pick('vanity')}
      />
      <Box
        at={onWall(f, mid, (depth - 0.2) / 2, 0.15)}
        size={[width, 0.3, depth - 0.2]}
        angle={f.angle}
        material={FIXED.shadow}
      />
      {/* A drawer over two doors (core VANITY_FRONTS, the fronts the room's measures count): the
      lines between fronts and their pulls. */}
      <Box
        at={onWall(f, mid, depth + 0.01, body - 0.55)}
        size={[width - 0.1, 0.02, 0.02]}
        angle={f.angle}
        material={FIXED.shadow}
      />
      <Box
        at={onWall(f, mid, depth + 0.01, (body - 0.55 + 0.3) / 2)}
        size={[0.02, body - 0.9, 0.02]}
        angle={f.angle}
        material={FIXED.shadow}
      />
      {Array.from(
        { length: VANITY_FRONTS.doors },
        (_, k) => mid + (k - (VANITY_FRONTS.doors - 1) / 2) * 0.5,
      ).map((x) => (
        <Box
          key={x}
          at={onWall(f, x, depth + 0.06, body - 0.85)}
          size={[0.04, 0.3, 0.06]}
          angle={f.angle}
          material={mat('hardware')}
        />
      ))}
      {Array.from({ length: VANITY_FRONTS.drawers }, (_, k) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: drawers are positional
          key={k}
          at={onWall(f, mid, depth + 0.06, body - 0.28 - k * 0.55)}
          size={[0.4, 0.04, 0.06]}
          angle={f.angle}
          material={mat('hardware')}
        />
      ))}
      <Box
        at={onWall(f, mid, (depth + 0.08) / 2, height - top / 2)}
        size={[width + 0.08, top, depth + 0.08]}
        angle={f.angle}
        material={FIXED.trim}
      />
      <Box
        at={onWall(f, mid, depth / 2 + 0.1, height + 0.005)}
        size={[Math.min(1.6, width - 0.6), 0.02, 1.1]}
        angle={f.angle}
        material={FIXED.glass}
      />
      <mesh
        position={onWall(f, mid, 0.3, height + 0.4)}
        material={mat('faucet')}
        {...pick('faucet')}
      >
        <cylinderGeometry args={[0.05, 0.06, 0.8, 12]} />
      </mesh>
      <Box
        at={onWall(f, mid, 0.5, height + 0.78)}
        size={[0.07, 0.07, 0.45]}
        angle={f.angle}
        material={mat('faucet')}
        pick={pick('faucet')}
      />
      {/* The mirror over the vanity. */}
      <Box
        at={onWall(f, mid, 0.03, height + 2)}
        size={[Math.min(width - 0.4, 3), 2.4, 0.04]}
        angle={f.angle}
        material={FIXED.mirror}
      />
    </group>
  );
}

function Toilet({ f, along, mat, pick }: FixtureProps) {
  const toilet = mat('toilet');
  const p = pick('toilet');
  return (
    <group>
      <Box
        at={onWall(f, along, 0.35, 2.4)}
        size={[1.6, 1.2, 0.6]}
        angle={f.angle}
        material={toilet}
        pick={p}
      />
      <mesh position={onWall(f, along, 1.3, 0.6)} material={toilet} {...p}>
        <cylinderGeometry args={[0.38, 0.3, 1.2, 20]} />
      </mesh>
      <mesh position={onWall(f, along, 1.4, 1.25)} scale={[1, 1, 1.25]} material={toilet} {...p}>
        <cylinderGeometry args={[0.62, 0.5, 0.3, 24]} />
      </mesh>
      <mesh
        position={onWall(f, along, 1.4, 1.42)}
        scale={[1, 1, 1.25]}
        material={FIXED.trim}
        {...p}
      >
        <cylinderGeometry args={[0.64, 0.64, 0.05, 24]} />
      </mesh>
    </group>
  );
}

function Tub({ f, along, length, mat, pick }: FixtureProps & { length: number }) {
  const tub = mat('tub');
  const p = pick('tub');
  const { width, height, rim } = TUB;
  return (
    <group>
      {/* The apron and ends, the rim round the basin, the basin's floor below the rim. */}
      <Box
        at={onWall(f, along, width - rim / 2, height / 2)}
        size={[length, height, rim]}
        angle={f.angle}
        material={tub}
        pick={p}
      />
      <Box
        at={onWall(f, along, rim / 2, height / 2)}
        size={[length, height, rim]}
        angle={f.angle}
        material={tub}
        pick={p}
      />
      <Box
        at={onWall(f, along - length / 2 + rim / 2, width / 2, height / 2)}
        size={[rim, height, width]}
        angle={f.angle}
        material={tub}
        pick={p}
      />
      <Box
        at={onWall(f, along + length / 2 - rim / 2, width / 2, height / 2)}
        size={[rim, height, width]}
        angle={f.angle}
        material={tub}
        pick={p}
      />
      <Box
        at={onWall(f, along, width / 2, 0.4)}
        size={[length - 2 * rim, 0.1, width - 2 * rim]}
        angle={f.angle}
        material={tub}
        pick={p}
      />
      <mesh
        position={onWall(f, along + length / 2 - 0.6, 0.2, height + 0.5)}
        material={mat('faucet')}
      >
        <cylinderGeometry args={[0.05, 0.05, 0.5, 10]} />
      </mesh>
    </group>
  );
}

/**
 * A shower over the tub (issue 29 item 3): a riser on the wall at the tub's tap end, an arm
 * and a rain head, and a valve plate, in the chosen shower product's material.
 */
function Shower({ f, along, mat, pick }: FixtureProps) {
  const m = mat('shower');
  const p = pick('shower');
  return (
    <group>
      <Box
        at={onWall(f, along, 0.06, 4.6)}
        size={[0.08, 3.6, 0.08]}
        angle={f.angle}
        material={m}
        pick={p}
      />
      {/* The arm and the rain head cast no floor shadow (scene-shadows: a stray disc). */}
      <group userData={{ noShadow: true }}>
        <Box
          at={onWall(f, along, 0.45, 6.4)}
          size={[0.07, 0.07, 0.8]}
          angle={f.angle}
          material={m}
          pick={p}
        />
        <mesh position={onWall(f, along, 0.85, 6.32)} material={m} {...p}>
          <cylinderGeometry args={[0.4, 0.4, 0.06, 24]} />
        </mesh>
      </group>
      <Box
        at={onWall(f, along, 0.03, 3.2)}
        size={[0.55, 0.75, 0.05]}
        angle={f.angle}
        material={m}
        pick={p}
      />
    </group>
  );
}

export function Bathroom({
  run,
  north,
  sizes,
  mat,
  pick,
}: {
  run: Frame & { length: number; offset: number; runLength: number };
  north: Frame & { length: number };
  /** The chosen vanity's width and tub's length in feet (core `applianceWidths`), if known. */
  sizes?: { vanity?: number | undefined; tub?: number | undefined } | null | undefined;
  mat: (key: SurfaceKey) => Material;
  pick: Pick;
}) {
  const { vanityWidth, tubLength } = bathSizes(run.runLength, north.length, sizes);
  const tubAlong = Math.max(tubLength / 2 + 0.1, north.length - tubLength / 2 - 0.1);
  return (
    <group>
      <Vanity
        f={run}
        along={run.offset + run.runLength / 2}
        width={vanityWidth}
        mat={mat}
        pick={pick}
      />
      <Toilet
        f={run}
        along={Math.min(run.length - 1, run.offset + run.runLength + 1.4)}
        mat={mat}
        pick={pick}
      />
      <Tub f={north} along={tubAlong} length={tubLength} mat={mat} pick={pick} />
      <Shower f={north} along={tubAlong + tubLength / 2 - 0.6} mat={mat} pick={pick} />
    </group>
  );
}
