/**
 * A pendant light (issue 29 item 1): a cord from the ceiling, a shade in the chosen light's
 * material and a glowing bulb, instead of a ball floating in the room.
 */
import type { ThreeEvent } from '@react-three/fiber';
import type { Material } from 'three';
import { FIXED } from './materials';

export function Pendant({
  x,
  z,
  ceiling,
  drop,
  material,
  pick,
}: {
  x: number;
  z: number;
  ceiling: number;
  /** How far below the ceiling the shade hangs, in feet. */
  drop: number;
  material: Material;
  pick: { onClick: (event: ThreeEvent<MouseEvent>) => void };
}) {
  const shadeY = ceiling - drop;
  return (
    <group>
      <mesh position={[x, ceiling - 0.05, z]} material={FIXED.trim}>
        <cylinderGeometry args={[0.25, 0.25, 0.1, 16]} />
      </mesh>
      <mesh position={[x, (ceiling + shadeY) / 2, z]} material={FIXED.cord}>
        <cylinderGeometry args={[0.015, 0.015, drop, 6]} />
      </mesh>
      <mesh position={[x, shadeY - 0.3, z]} material={material} {...pick}>
        <cylinderGeometry args={[0.12, 0.55, 0.6, 24, 1, true]} />
      </mesh>
      <mesh position={[x, shadeY - 0.5, z]} material={FIXED.bulb}>
        <sphereGeometry args={[0.14, 12, 8]} />
      </mesh>
    </group>
  );
}
