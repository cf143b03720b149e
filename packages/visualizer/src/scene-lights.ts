/**
 * Where the 3-D room hangs its light fixtures (issue 29 item 4): exactly at core's
 * `lightPositions`, the positions the estimate bills one light each for, so the lights drawn are
 * the lights counted. Plan feet (x east, y south) become three's xz plane (z = plan y). What is
 * drawn at each follows the chosen light (core `lightFixture`, issue 29 item 1): its shade at its
 * width, since the estimate buys that product for every position.
 */
import type { PlanGeometry } from '@brand/core/drawing';
import {
  LIGHT_SHADE_INCHES,
  type LightFixture,
  type LightKind,
  type LightShade,
  lightPositions,
} from '@brand/core/rules';

export interface SceneLight {
  kind: LightKind;
  x: number;
  z: number;
}

/** The fixtures the scene draws: one per core light position, in the same order. */
export function sceneLights(plan: PlanGeometry, roomType: string): SceneLight[] {
  return lightPositions(plan, roomType).map((p) => ({ kind: p.kind, x: p.x, z: p.y }));
}

/**
 * How a fixture sits: `flush` in or on the ceiling, `hung` at the counter's drop, `semi` hung
 * 1.5 ft below the ceiling (a hanging light at a ceiling position, clear of eye level), `wall` on
 * the vanity's wall.
 */
export type FixturePlace = 'flush' | 'hung' | 'semi' | 'wall';

export interface DrawnFixture {
  shade: LightShade;
  place: FixturePlace;
  /** The shade's diameter (a linear pendant's or a bar's length), feet. */
  width: number;
  /** Whether it is the chosen product (drawn in its material) or the room's standard light. */
  chosen: boolean;
}

/** Ours: how far below the ceiling a hanging light at a ceiling position hangs, feet. */
export const SEMI_DROP_FT = 1.5;

const standard = (shade: LightShade, place: FixturePlace): DrawnFixture => ({
  shade,
  place,
  width: LIGHT_SHADE_INCHES[shade].standard / 12,
  chosen: false,
});

/**
 * What is drawn at a position of `kind` with `fixture` chosen. None chosen (or a name that names
 * no light): the room's standard lights, a 6 in. can in the ceiling, a cone pendant over the
 * counter, a bar over the vanity. Chosen: that product at every position, as billed: a can or a
 * flush mount in the ceiling; a hanging light at the counter's drop over the counter and 1.5 ft
 * down elsewhere; a wall light on the vanity's wall, and as a small surface mount at a ceiling
 * position (it has no wall there).
 */
export function fixtureDrawn(
  kind: LightKind,
  fixture: LightFixture | null | undefined,
): DrawnFixture {
  if (!fixture) {
    if (kind === 'pendant') return standard('cone', 'hung');
    if (kind === 'vanity') return standard('bar', 'wall');
    return standard('can', 'flush');
  }
  const width = fixture.width / 12;
  const drawn = (shade: LightShade, place: FixturePlace): DrawnFixture => ({
    shade,
    place,
    width,
    chosen: true,
  });
  switch (fixture.mount) {
    case 'recessed':
    case 'ceiling':
      return drawn(fixture.shade, 'flush');
    case 'hanging':
      return drawn(fixture.shade, kind === 'pendant' ? 'hung' : 'semi');
    case 'wall':
      return kind === 'vanity' ? drawn(fixture.shade, 'wall') : drawn('drum', 'flush');
  }
}
