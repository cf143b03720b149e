/**
 * Photo mode's drawing (issue 29 item 6): a product laid on the quad a customer marked on a
 * photo of their room, in perspective at real scale. Each output pixel inside the quad goes
 * back through the inverse homography to the plane's inches, where the product's pattern
 * (core `productLook`: colour, unit size, laying pattern, grout) is sampled (2 x 2 samples a
 * pixel, so grout lines stay smooth as they shrink with distance); the photo's luminance then
 * multiplies it, so the room's light and shadows stay. Outside the quad the photo is kept.
 * Pure: ImageData in, ImageData out; runs in the browser only, nothing is sent anywhere.
 */
import {
  applyHomography,
  type Homography,
  invertHomography,
  type PlaneSize,
  type ProductLook,
  type Quad,
  quadHomography,
  UNIT_SQUARE,
} from '@brand/core/rules';

export type PixelImage = { width: number; height: number; data: Uint8ClampedArray };

/** The grout's colour when the look has none (the 3-D materials' default joint). */
const DEFAULT_JOINT = '#3a332b';
/** Ours: the joint's width in inches when the look gives none (planks' hairline). */
const DEFAULT_JOINT_INCHES = 0.06;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return Number.isFinite(n) ? [(n >> 16) & 255, (n >> 8) & 255, n & 255] : [128, 128, 128];
}

/** Whether the four corners make a convex outline (each turn the same way). */
export function isConvexQuad(quad: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Quad[number];
    const b = quad[(i + 1) % 4] as Quad[number];
    const c = quad[(i + 2) % 4] as Quad[number];
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (cross === 0) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/**
 * The product's pattern at a point of the plane (inches, x along Corner 1 -> 2): null in a
 * joint, else the unit's shade (-0.05 to 0.05, the 3-D materials' per-unit variation).
 * Running bond (offset, ledger; herringbone, chevron and basketweave drawn as their 3-D
 * material's simplified cell) staggers rows by half a unit; the rest is a grid.
 */
export function patternAt(
  look: Pick<ProductLook, 'pattern' | 'unit' | 'groutWidth' | 'variant'>,
  x: number,
  y: number,
): number | null {
  if (!look.unit || look.pattern === 'none') return 0;
  const { width, length } = look.unit;
  const joint = (look.groutWidth || DEFAULT_JOINT_INCHES) / 2;
  const staggered = ['offset', 'ledger', 'herringbone', 'chevron'].includes(look.pattern);
  // Planks and bricks lie with their length along x; a grid's unit is width x length.
  const across = staggered ? length : width;
  const along = staggered ? width : length;
  const row = Math.floor(y / along);
  const shifted = staggered && row % 2 !== 0 ? x + across / 2 : x;
  const col = Math.floor(shifted / across);
  const inX = shifted - col * across;
  const inY = y - row * along;
  if (inX < joint || inX > across - joint || inY < joint || inY > along - joint) return null;
  const index = Math.abs(row * 31 + col * 7) + 1;
  return (((index * 7919 + look.variant) % 5) - 2) * 0.025;
}

/** A pixel's luminance, 0 to 1 (Rec. 709 weights on the sRGB values). */
const lum = (d: Uint8ClampedArray, i: number) =>
  (0.2126 * (d[i] ?? 0) + 0.7152 * (d[i + 1] ?? 0) + 0.0722 * (d[i + 2] ?? 0)) / 255;

export interface PhotoSurface {
  /** The marked corners in the photo's pixels, Corner 1 to Corner 4. */
  quad: Quad;
  /** The plane's size in feet (core `planeSize`). */
  size: PlaneSize;
  look: ProductLook;
}

/** The homography from the photo's pixels to the unit square, or null for a bad outline. */
export function photoToPlane(quad: Quad): Homography | null {
  if (!isConvexQuad(quad)) return null;
  const h = quadHomography(UNIT_SQUARE, quad);
  return h ? invertHomography(h) : null;
}

/**
 * The photo with the product laid on the quad; null when the outline is not a convex quad.
 * Shading: each pixel's luminance over the quad's mean luminance (the average-lit part keeps
 * the product's colour, shadows darken it, highlights lighten it; at most twice).
 */
export function renderPhoto(photo: PixelImage, { quad, size, look }: PhotoSurface) {
  const toPlane = photoToPlane(quad);
  if (!toPlane) return null;
  const { width, height, data } = photo;
  const out = new Uint8ClampedArray(data);
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const planeX = size.width * 12;
  const planeY = size.depth * 12;
  const inside = (px: number, py: number) => {
    const p = applyHomography(toPlane, { x: px, y: py });
    return p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1 ? p : null;
  };
  // The mean luminance inside the quad, the shading's reference.
  let sum = 0;
  let count = 0;
  for (let y = y0; y <= y1; y += 2) {
    for (let x = x0; x <= x1; x += 2) {
      if (inside(x + 0.5, y + 0.5)) {
        sum += lum(data, (y * width + x) * 4);
        count++;
      }
    }
  }
  const reference = count ? Math.max(sum / count, 0.05) : 0.5;
  const colour = rgb(look.color);
  const joint = rgb(look.grout ?? DEFAULT_JOINT);
  const offsets = [0.25, 0.75];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let hits = 0;
      for (const oy of offsets) {
        for (const ox of offsets) {
          const p = inside(x + ox, y + oy);
          if (!p) continue;
          hits++;
          const shade = patternAt(look, p.x * planeX, p.y * planeY);
          const base = shade === null ? joint : colour;
          const t = shade ?? 0;
          const towards = t > 0 ? 255 : 0;
          r += base[0] + (towards - base[0]) * Math.abs(t);
          g += base[1] + (towards - base[1]) * Math.abs(t);
          b += base[2] + (towards - base[2]) * Math.abs(t);
        }
      }
      if (!hits) continue;
      const i = (y * width + x) * 4;
      const light = Math.min(2, lum(data, i) / reference);
      const cover = hits / 4;
      out[i] = (data[i] ?? 0) * (1 - cover) + (r / hits) * light * cover;
      out[i + 1] = (data[i + 1] ?? 0) * (1 - cover) + (g / hits) * light * cover;
      out[i + 2] = (data[i + 2] ?? 0) * (1 - cover) + (b / hits) * light * cover;
    }
  }
  return { width, height, data: out };
}
