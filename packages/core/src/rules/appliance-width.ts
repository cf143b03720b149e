/**
 * The kitchen's appliances sized from the products chosen (issue 29 item 1): the refrigerator's,
 * range's, dishwasher's and range hood's widths in feet for core `kitchenLayout`, read from each
 * product's size or name (`productWidthInches`, the one reader); the hood is centred over the
 * range.
 * The 3-D room and the estimate both take these, so the picture and the bill agree; the API
 * reads them from the stored products, never from the client. A bathroom's vanity and tub, a
 * kitchen sink and the chosen light fixture are read the same way, for the 3-D room (they
 * change no quantity of the estimate).
 */
import type { KitchenWidths } from '../drawing/kitchen-layout';
import type { SurfaceKey } from './estimate-types';
import { type LightFixture, lightFixture } from './light-fixture';
import { type ProductLookInput, productWidthInches } from './product-look';

/** A chosen product as far as its width goes (its category says a light's type; Lights if none). */
export type ApplianceProduct = Pick<ProductLookInput, 'name' | 'size'> & { category?: string };

/**
 * The chosen fixtures' widths in feet: the kitchen's appliances (`kitchenLayout` takes these)
 * and a bathroom's vanity (its width) and tub (its length), which the 3-D bathroom draws at the
 * product's size, within the wall it stands on.
 */
export interface FixtureWidths extends KitchenWidths {
  vanity?: number | undefined;
  tub?: number | undefined;
  /** A kitchen sink's width: its basin in the sink base (the base keeps its 36 in). */
  sink?: number | undefined;
  /**
   * The chosen light as a fixture (core `lightFixture`: its mount, shade and width in inches),
   * drawn at every position the estimate bills a light for. Absent when none is chosen or its
   * name names no light type.
   */
  light?: LightFixture | undefined;
}

const MODULE_OF = {
  refrigerator: 'fridge',
  range: 'range',
  dishwasher: 'dishwasher',
  hood: 'hood',
  vanity: 'vanity',
  tub: 'tub',
  sink: 'sink',
} as const;

/**
 * The widths, in feet, of the appliances chosen on a kitchen's surfaces and of a bathroom's
 * vanity and tub; a surface without a product, or a product whose size and name give no width,
 * keeps the standard size.
 */
export function applianceWidths(
  chosen: Partial<Record<SurfaceKey, ApplianceProduct | null | undefined>>,
): FixtureWidths {
  const widths: FixtureWidths = {};
  for (const [surface, module] of Object.entries(MODULE_OF) as [
    keyof typeof MODULE_OF,
    (typeof MODULE_OF)[keyof typeof MODULE_OF],
  ][]) {
    const product = chosen[surface];
    const inches = product ? productWidthInches(product) : null;
    if (inches !== null) widths[module] = inches / 12;
  }
  const light = chosen.lights;
  const fixture = light ? lightFixture({ ...light, category: light.category ?? 'Lights' }) : null;
  if (fixture) widths.light = fixture;
  return widths;
}
