/**
 * The room's light fixtures (issue 29 item 1), each at one of core's positions (`sceneLights`)
 * and drawn as `fixtureDrawn` says: the chosen light's shade at its width (a 4 in. or 6 in. can,
 * a 12-20 in. flush mount, a globe, dome, cone, glass or linear pendant, a chandelier, a vanity
 * bar or a sconce), in the chosen light's material; lit parts glow. A hanging light has its
 * canopy and cord. Lengths in feet.
 */
import type { ThreeEvent } from '@react-three/fiber';
import type { Material } from 'three';
import { FIXED } from './materials';
import type { DrawnFixture, SceneLight } from './scene-lights';
import { SEMI_DROP_FT } from './scene-lights';

type Picker = { onClick: (event: ThreeEvent<MouseEvent>) => void };

/** A hanging shade, its top at y = 0 (the group hangs it): what it looks like, by its shade. */
function HangingShade({
  fixture,
  material,
  pick,
}: {
  fixture: DrawnFixture;
  material: Material;
  pick: Picker;
}) {
  const r = fixture.width / 2;
  switch (fixture.shade) {
    case 'globe':
      // A glowing glass ball under a small cap in the fixture's finish.
      return (
        <group>
          <mesh position={[0, -0.04, 0]} material={material} {...pick}>
            <cylinderGeometry args={[0.1, 0.1, 0.08, 12]} />
          </mesh>
          <mesh position={[0, -0.08 - r, 0]} material={FIXED.bulb} {...pick}>
            <sphereGeometry args={[r, 20, 14]} />
          </mesh>
        </group>
      );
    case 'cylinder': {
      // A glass cylinder, lit, under its cap.
      const h = Math.max(0.4, fixture.width * 1.3);
      return (
        <group>
          <mesh position={[0, -0.04, 0]} material={material} {...pick}>
            <cylinderGeometry args={[r, r, 0.08, 16]} />
          </mesh>
          <mesh position={[0, -0.08 - h / 2, 0]} material={FIXED.bulb} {...pick}>
            <cylinderGeometry args={[r * 0.92, r * 0.92, h, 16]} />
          </mesh>
        </group>
      );
    }
    case 'dome':
      // A half sphere, open below, its bulb inside.
      return (
        <group>
          <mesh position={[0, -r, 0]} material={material} {...pick}>
            <sphereGeometry args={[r, 24, 10, 0, Math.PI * 2, 0, Math.PI / 2]} />
          </mesh>
          <mesh position={[0, -r * 0.85, 0]} material={FIXED.bulb}>
            <sphereGeometry args={[Math.min(0.14, r * 0.4), 12, 8]} />
          </mesh>
        </group>
      );
    case 'linear':
      // A bar along the run (the group turns it), lit along its underside.
      return (
        <group>
          <mesh position={[0, -0.12, 0]} material={material} {...pick}>
            <boxGeometry args={[fixture.width, 0.24, 0.3]} />
          </mesh>
          <mesh position={[0, -0.25, 0]} material={FIXED.bulb}>
            <boxGeometry args={[fixture.width * 0.9, 0.03, 0.2]} />
          </mesh>
        </group>
      );
    case 'chandelier':
      // A ring of lit candles on a ring in the fixture's finish, round a centre stem.
      return (
        <group>
          <mesh position={[0, -0.25, 0]} material={material} {...pick}>
            <cylinderGeometry args={[0.05, 0.05, 0.5, 8]} />
          </mesh>
          <mesh position={[0, -0.5, 0]} rotation-x={Math.PI / 2} material={material} {...pick}>
            <torusGeometry args={[r * 0.85, 0.04, 6, 24]} />
          </mesh>
          <mesh position={[0, -0.38, 0]} material={FIXED.bulb}>
            <cylinderGeometry args={[r * 0.85, r * 0.85, 0.2, 24, 1, true]} />
          </mesh>
        </group>
      );
    default: {
      // A cone (a plain or mini pendant): open below, its bulb inside.
      const h = Math.max(0.3, fixture.width * 0.55);
      return (
        <group>
          <mesh position={[0, -h / 2, 0]} material={material} {...pick}>
            <cylinderGeometry args={[r * 0.22, r, h, 24, 1, true]} />
          </mesh>
          <mesh position={[0, -h * 0.85, 0]} material={FIXED.bulb}>
            <sphereGeometry args={[Math.min(0.14, r * 0.3), 12, 8]} />
          </mesh>
        </group>
      );
    }
  }
}

/** A light in or on the ceiling: a can's lit lens (its trim ring when chosen), or a drum. */
function CeilingLight({
  fixture,
  ceiling,
  material,
  pick,
}: {
  fixture: DrawnFixture;
  ceiling: number;
  material: Material;
  pick: Picker;
}) {
  const r = fixture.width / 2;
  if (fixture.shade === 'can') {
    // One mesh a standard can (twelve of them in a big kitchen): the first frame's budget (issue
    // 29 item 5). A lit lens seen from below; a chosen can also shows its trim ring.
    return (
      <group>
        {fixture.chosen ? (
          <mesh position={[0, ceiling - 0.01, 0]} material={material} {...pick}>
            <cylinderGeometry args={[r + 0.07, r + 0.07, 0.02, 20]} />
          </mesh>
        ) : null}
        <mesh position={[0, ceiling - 0.04, 0]} material={FIXED.bulb} {...pick}>
          <cylinderGeometry args={[r, r, 0.08, 20]} />
        </mesh>
      </group>
    );
  }
  // A flush mount: a drum in the fixture's finish, its lit diffuser below.
  const h = Math.max(0.25, fixture.width * 0.22);
  return (
    <group>
      <mesh position={[0, ceiling - h / 2, 0]} material={material} {...pick}>
        <cylinderGeometry args={[r, r, h, 24]} />
      </mesh>
      <mesh position={[0, ceiling - h - 0.01, 0]} material={FIXED.bulb} {...pick}>
        <cylinderGeometry args={[r * 0.88, r * 0.88, 0.02, 24]} />
      </mesh>
    </group>
  );
}

/**
 * One light fixture at one of core's positions: `drawn` (scene-lights `fixtureDrawn`) says its
 * shade, width and place; `along` turns a bar or a linear pendant along the run's wall.
 */
export function LightFixture({
  light,
  drawn,
  ceiling,
  drop,
  along,
  material,
  pick,
}: {
  light: SceneLight;
  drawn: DrawnFixture;
  ceiling: number;
  /** How far below the ceiling a light over the counter hangs, in feet. */
  drop: number;
  along: number;
  material: Material;
  pick: Picker;
}) {
  const { x, z } = light;
  if (drawn.place === 'flush') {
    return (
      <group position={[x, 0, z]}>
        <CeilingLight fixture={drawn} ceiling={ceiling} material={material} pick={pick} />
      </group>
    );
  }
  if (drawn.place === 'wall') {
    // Above the mirror on the vanity's wall: a bar along it, or a sconce.
    const y = Math.min(ceiling - 0.6, 7);
    const long = drawn.shade === 'bar' ? drawn.width : 0.35;
    return (
      <group position={[x, y, z]} rotation-y={along}>
        <mesh material={material} {...pick}>
          <boxGeometry args={[long, drawn.shade === 'bar' ? 0.3 : drawn.width + 0.2, 0.3]} />
        </mesh>
        <mesh position={[0, -0.16, 0]} material={FIXED.bulb}>
          <boxGeometry args={[long * 0.88, 0.04, 0.22]} />
        </mesh>
      </group>
    );
  }
  const hang = drawn.place === 'hung' ? drop : Math.min(SEMI_DROP_FT, drop);
  return (
    <group position={[x, 0, z]}>
      <mesh position={[0, ceiling - 0.05, 0]} material={FIXED.trim}>
        <cylinderGeometry args={[0.25, 0.25, 0.1, 16]} />
      </mesh>
      <mesh position={[0, ceiling - hang / 2, 0]} material={FIXED.cord}>
        <cylinderGeometry args={[0.015, 0.015, hang, 6]} />
      </mesh>
      <group position={[0, ceiling - hang, 0]} rotation-y={along}>
        <HangingShade fixture={drawn} material={material} pick={pick} />
      </group>
    </group>
  );
}
