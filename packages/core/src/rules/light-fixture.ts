/**
 * A light product as a fixture the 3-D room can draw (issue 29 item 1: pendant and recessed
 * lights as fixtures, sized from the product's dimensions where it has them). Read from the
 * catalogue type its name says (catalogue.ts, category Lights) and its width: the size's width,
 * else the "N in." of its name (`productWidthInches`, the appliances' reader); a product that
 * says no width is drawn at its shade's standard size (ours, below). Pure.
 */
import { productTypeOf } from './catalogue';
import { type ProductLookInput, productWidthInches } from './product-look';

/** Where the fixture sits: in the ceiling, on it, hung from it, or on a wall. */
export type LightMount = 'recessed' | 'ceiling' | 'hanging' | 'wall';

/** The shape drawn: the catalogue's light types and, for pendants, their configurations. */
export type LightShade =
  | 'can'
  | 'drum'
  | 'cone'
  | 'dome'
  | 'globe'
  | 'cylinder'
  | 'linear'
  | 'chandelier'
  | 'sconce'
  | 'bar';

export interface LightFixture {
  mount: LightMount;
  shade: LightShade;
  /** The shade's diameter (a linear pendant's or a vanity bar's length), inches. */
  width: number;
  /** True when the width came from the product (its size or name), not the standard size. */
  sized: boolean;
}

/**
 * Ours: each shade's standard width in inches (a product that names none), and the band a named
 * width is held to (a "6 in." can, a "20 in." flush mount; a 60 in. pendant is drawn at 48).
 */
export const LIGHT_SHADE_INCHES: Readonly<
  Record<LightShade, { standard: number; min: number; max: number }>
> = {
  can: { standard: 6, min: 3, max: 8 },
  drum: { standard: 14, min: 8, max: 30 },
  cone: { standard: 10, min: 4, max: 24 },
  dome: { standard: 14, min: 6, max: 30 },
  globe: { standard: 12, min: 5, max: 24 },
  cylinder: { standard: 8, min: 4, max: 18 },
  linear: { standard: 36, min: 18, max: 60 },
  chandelier: { standard: 26, min: 14, max: 48 },
  sconce: { standard: 6, min: 4, max: 14 },
  bar: { standard: 24, min: 12, max: 48 },
};

/** A pendant's configuration word (catalogue.ts: 1-Light, Dome, Globe, Glass, Mini, Linear). */
const PENDANT_SHADES: readonly [RegExp, LightShade, number?][] = [
  [/\blinear\b/i, 'linear'],
  [/\bglobe\b/i, 'globe'],
  [/\bdome\b/i, 'dome'],
  [/\bglass\b/i, 'cylinder'],
  // A mini pendant is a small cone.
  [/\bmini\b/i, 'cone', 6],
];

function shapeOf(
  typeName: string | undefined,
  name: string,
): { mount: LightMount; shade: LightShade; standard?: number } | null {
  switch (typeName) {
    case 'Recessed Light':
      return { mount: 'recessed', shade: 'can' };
    case 'Flush Mount Light':
      return { mount: 'ceiling', shade: 'drum' };
    case 'Chandelier':
      return { mount: 'hanging', shade: 'chandelier' };
    case 'Wall Sconce':
      return { mount: 'wall', shade: /\bvanity\b/i.test(name) ? 'bar' : 'sconce' };
    case 'Pendant Light': {
      const hit = PENDANT_SHADES.find(([words]) => words.test(name));
      return hit
        ? { mount: 'hanging', shade: hit[1], ...(hit[2] ? { standard: hit[2] } : {}) }
        : { mount: 'hanging', shade: 'cone' };
    }
    default:
      return null;
  }
}

/**
 * The fixture a light product is: its mount, its shade and its width in inches. Null for a
 * product whose name names no light type of the catalogue (the room draws its standard can).
 */
export function lightFixture(
  input: Pick<ProductLookInput, 'category' | 'name' | 'size'>,
): LightFixture | null {
  const shape = shapeOf(productTypeOf(input.category, input.name)?.name, input.name);
  if (!shape) return null;
  const band = LIGHT_SHADE_INCHES[shape.shade];
  const named = productWidthInches(input);
  const sized = named !== null;
  const width = sized
    ? Math.min(band.max, Math.max(band.min, named))
    : (shape.standard ?? band.standard);
  return { mount: shape.mount, shade: shape.shade, width, sized };
}
