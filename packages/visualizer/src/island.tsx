/**
 * A kitchen's island (issue 29 item 1, core `kitchenIsland`): its base cabinets with their
 * fronts to the run, drawn as the run's are, under a 3 ft counter that overhangs 1 ft on the far
 * side for stools, with a finished back panel there. Drawn in a frame turned to face the run's
 * wall, so the run's cabinet models serve it unchanged.
 */
import type { KitchenIsland as Island } from '@brand/core/drawing';
import type { SurfaceKey } from '@brand/core/rules';
import type { ThreeEvent } from '@react-three/fiber';
import { useContext } from 'react';
import type { Material } from 'three';
import { BaseCabinet, CabinetFinishContext } from './kitchen';
import { Box, KITCHEN_FT } from './parts';
import { type Frame, onWall } from './scene-frame';

type Pick = (key: SurfaceKey) => { onClick: (event: ThreeEvent<MouseEvent>) => void };

/**
 * The island's own frame: from its far end, along the run's wall backwards, its normal toward
 * the wall, at the cabinets' backs (so a cabinet drawn in it faces the run).
 */
export function islandFrame(f: Frame, island: Island): Frame {
  const [x, , z] = onWall(f, island.start + island.length, island.from + KITCHEN_FT.depth, 0);
  return { x, z, ux: -f.ux, uz: -f.uz, nx: -f.nx, nz: -f.nz, angle: f.angle + Math.PI };
}

export function KitchenIsland({
  f,
  island,
  mat,
  pick,
}: {
  /** The run's wall's frame. */
  f: Frame;
  island: Island;
  mat: (key: SurfaceKey) => Material;
  pick: Pick;
}) {
  const finish = useContext(CabinetFinishContext);
  const { counter, top, depth, overhang } = KITCHEN_FT;
  const g = islandFrame(f, island);
  const end = island.start + island.length;
  // The stools' overhang behind the cabinets, out of the counter's depth.
  const back = island.depth - depth;
  return (
    <group>
      {island.modules.map((m) => (
        <BaseCabinet
          key={`i${m.start}`}
          f={g}
          m={{ ...m, start: end - (m.start + m.width) }}
          mat={mat}
          pick={pick}
        />
      ))}
      {/* Just behind the cabinets' backs (the toe kicks end there: no face shared). */}
      <Box
        at={onWall(g, island.length / 2, -0.03, (counter - top) / 2)}
        size={[island.length, counter - top, 0.04]}
        angle={g.angle}
        material={finish.material}
      />
      <Box
        at={onWall(g, island.length / 2, (depth + overhang - back) / 2, counter - top / 2)}
        size={[island.length + overhang * 2, top, depth + overhang + back]}
        angle={g.angle}
        material={mat('countertop')}
        pick={pick('countertop')}
      />
    </group>
  );
}
