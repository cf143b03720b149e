import type { ProductLook } from '@brand/core/rules';
import { fixtureScene } from './draw-fixture.ts';
import { surfaceElements, swatchInches } from './draw-surface.ts';
import { type Detail, seeded, sheenGradient, svgDocument, VIEW_H, VIEW_W } from './svg.ts';

/** Widths a catalogue image is drawn at (`?w=`), for `srcset`; without `w`, 400. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;
export const DEFAULT_IMAGE_WIDTH = 400;

/** Small images draw fewer grain lines, speckles and blades than large ones. */
export const detailFor = (width: number): Detail => (width >= 640 ? 'full' : 'card');

/**
 * One look as a whole image: a swatch at real proportion with its finish's sheen for a
 * surface, the line drawing in its setting for a fixture. `seed` varies grain and shades.
 */
export function lookImage(look: ProductLook, seed: number, width: number): string {
  if (!look.surface) return svgDocument(width, '', fixtureScene(look));
  const pxPerIn = VIEW_W / swatchInches(look);
  const body = surfaceElements(
    look,
    { x: 0, y: 0, w: VIEW_W, h: VIEW_H },
    pxPerIn,
    seeded(seed),
    detailFor(width),
  );
  const sheen = `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#sheen)"/>`;
  return svgDocument(width, sheenGradient('sheen', look.sheen), body + sheen);
}
