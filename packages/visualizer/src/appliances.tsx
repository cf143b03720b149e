/**
 * The kitchen's appliances (issue 29 item 1), stainless and glass: a refrigerator, a dishwasher,
 * a range with four burners, its oven door and handle, and a chimney hood to the ceiling. Each
 * is a surface (issue 29 item 3): its body takes the chosen product's finish (`material`) and a
 * click on it selects the surface.
 */
import type { KitchenModule } from '@brand/core/drawing';
import type { SurfaceKey } from '@brand/core/rules';
import type { ThreeEvent } from '@react-three/fiber';
import type { Material } from 'three';
import { FIXED } from './materials';
import { Box, GAP, KITCHEN_FT } from './parts';
import { type Frame, onWall } from './scene-frame';

/** The surface of each appliance module of `kitchenLayout`. */
export const APPLIANCE_SURFACE: Partial<Record<KitchenModule['kind'], SurfaceKey>> = {
  fridge: 'refrigerator',
  range: 'range',
  dishwasher: 'dishwasher',
  hood: 'hood',
};

export function Appliance({
  f,
  m,
  ceiling,
  material = FIXED.stainless,
  pick,
}: {
  f: Frame;
  m: KitchenModule;
  ceiling: number;
  material?: Material;
  pick?: { onClick: (event: ThreeEvent<MouseEvent>) => void } | undefined;
}) {
  const { counter, depth, toe, fridge, upperFrom } = KITCHEN_FT;
  const mid = m.start + m.width / 2;
  const a = f.angle;
  if (m.kind === 'fridge') {
    return (
      <group>
        <Box
          at={onWall(f, mid, (depth + 0.4) / 2, fridge / 2)}
          size={[m.width - GAP, fridge, depth + 0.4]}
          angle={a}
          material={material}
          pick={pick}
        />
        <Box
          at={onWall(f, mid, depth + 0.41, fridge * 0.62)}
          size={[m.width, 0.03, 0.02]}
          angle={a}
          material={FIXED.shadow}
        />
        <Box
          at={onWall(f, mid - 0.15, depth + 0.5, fridge * 0.8)}
          size={[0.06, 1.2, 0.1]}
          angle={a}
          material={FIXED.shadow}
        />
        <Box
          at={onWall(f, mid - 0.15, depth + 0.5, fridge * 0.4)}
          size={[0.06, 1.4, 0.1]}
          angle={a}
          material={FIXED.shadow}
        />
      </group>
    );
  }
  if (m.kind === 'dishwasher') {
    return (
      <group>
        <Box
          at={onWall(f, mid, depth / 2, (counter - 0.125 + toe) / 2)}
          size={[m.width - GAP, counter - 0.125 - toe, depth]}
          angle={a}
          material={material}
          pick={pick}
        />
        <Box
          at={onWall(f, mid, depth / 2 - 0.1, toe / 2)}
          size={[m.width, toe, depth - 0.2]}
          angle={a}
          material={FIXED.shadow}
        />
        <Box
          at={onWall(f, mid, depth + 0.08, counter - 0.4)}
          size={[m.width - 0.4, 0.06, 0.08]}
          angle={a}
          material={FIXED.shadow}
        />
      </group>
    );
  }
  if (m.kind === 'range') {
    const burners: [number, number][] = [
      [-0.55, 0.55],
      [0.55, 0.55],
      [-0.55, 1.45],
      [0.55, 1.45],
    ];
    return (
      <group>
        <Box
          at={onWall(f, mid, depth / 2, (counter - 0.05) / 2)}
          size={[m.width - GAP, counter - 0.05, depth + 0.05]}
          angle={a}
          material={material}
          pick={pick}
        />
        <Box
          at={onWall(f, mid, depth / 2, counter - 0.025)}
          size={[m.width - GAP, 0.05, depth]}
          angle={a}
          material={FIXED.glass}
        />
        <Box
          at={onWall(f, mid, depth + 0.04, 1.35)}
          size={[m.width - 0.4, 1.2, 0.02]}
          angle={a}
          material={FIXED.glass}
        />
        <Box
          at={onWall(f, mid, depth + 0.12, 2.15)}
          size={[m.width - 0.5, 0.06, 0.08]}
          angle={a}
          material={FIXED.shadow}
        />
        {burners.map(([x, z]) => (
          <mesh
            key={`${x}:${z}`}
            position={onWall(f, mid + x, z, counter + 0.01)}
            material={FIXED.shadow}
          >
            <cylinderGeometry args={[0.3, 0.3, 0.02, 20]} />
          </mesh>
        ))}
      </group>
    );
  }
  if (m.kind === 'hood') {
    const bottom = upperFrom + 0.9;
    return (
      <group>
        <Box
          at={onWall(f, mid, 0.9, bottom + 0.25)}
          size={[m.width, 0.5, 1.8]}
          angle={a}
          material={material}
          pick={pick}
        />
        <Box
          at={onWall(f, mid, 0.45, (bottom + 0.5 + ceiling) / 2)}
          size={[0.9, ceiling - bottom - 0.5, 0.9]}
          angle={a}
          material={material}
          pick={pick}
        />
      </group>
    );
  }
  return null;
}
