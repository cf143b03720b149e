/**
 * The kitchen's shared parts (issue 29 item 1): its heights and depths in feet, the trade's
 * standards (see core `kitchen-layout`), and a box placed and turned along a wall.
 */
import type { ThreeEvent } from '@react-three/fiber';
import type { Material } from 'three';

export const KITCHEN_FT = {
  counter: 3,
  top: 0.125,
  toe: 0.33,
  depth: 2,
  overhang: 1 / 12,
  drawer: 0.5,
  upperFrom: 4.5,
  upperTo: 7,
  upperDepth: 1,
  fridge: 5.9,
} as const;

/** The gap between neighbouring doors and cabinets, in feet. */
export const GAP = 0.02;

export function Box({
  at,
  size,
  angle,
  material,
  pick,
}: {
  at: [number, number, number];
  size: [number, number, number];
  angle: number;
  material: Material;
  pick?: { onClick: (event: ThreeEvent<MouseEvent>) => void } | undefined;
}) {
  return (
    <mesh position={at} rotation-y={angle} material={material} {...pick}>
      <boxGeometry args={size} />
    </mesh>
  );
}
