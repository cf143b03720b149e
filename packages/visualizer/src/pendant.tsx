/**
 * A pendant light (issue 29 item 1): a cord from the ceiling, a shade in the chosen light's
 * material and a glowing bulb, instead of a ball floating in the room.
 */
import type { ThreeEvent } from '@react-three/fiber';
import type { Material } from 'three';
import { FIXED } from './materials';
import type { SceneLight } from './scene-lights';

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

/**
 * One light fixture at one of core's positions (`sceneLights`): a pendant over a kitchen run, a
 * recessed can flush with the ceiling (one mesh, its lit lens), or a light over a vanity; the
 * pendant's shade and the vanity bar in the chosen light's material.
 */
export function LightFixture({
  light,
  ceiling,
  drop,
  material,
  pick,
}: {
  light: SceneLight;
  ceiling: number;
  drop: number;
  material: Material;
  pick: { onClick: (event: ThreeEvent<MouseEvent>) => void };
}) {
  const { x, z } = light;
  if (light.kind === 'pendant') {
    return <Pendant x={x} z={z} ceiling={ceiling} drop={drop} material={material} pick={pick} />;
  }
  if (light.kind === 'vanity') {
    // A bar light above the mirror, on its wall side of the position.
    return (
      <group>
        <mesh position={[x, Math.min(ceiling - 0.6, 7), z]} material={material} {...pick}>
          <boxGeometry args={[1.6, 0.3, 0.3]} />
        </mesh>
        <mesh position={[x, Math.min(ceiling - 0.6, 7) - 0.16, z]} material={FIXED.bulb}>
          <boxGeometry args={[1.4, 0.04, 0.22]} />
        </mesh>
      </group>
    );
  }
  // One mesh a can (twelve of them in a big kitchen): the first frame's budget (issue 29 item 5).
  // A lit lens seen from below (a metal finish without an environment map read as a black hole).
  return (
    <mesh position={[x, ceiling - 0.04, z]} material={FIXED.bulb} {...pick}>
      <cylinderGeometry args={[0.4, 0.4, 0.08, 16]} />
    </mesh>
  );
}
