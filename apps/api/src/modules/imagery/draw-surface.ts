/**
 * Laid materials drawn as swatches at their real proportion (issue 17): tile in its laying
 * pattern with grout, planks with grain, stacked stone, pavers and coping with texture, turf
 * blades and a veined slab. The scale is real: `pxPerIn` pixels per inch, so a 3 x 12 subway
 * tile is four times as long as it is high and a 24 x 48 tile dwarfs it.
 */
import type { ProductLook } from '@brand/core/rules';
import { type Detail, n, poly, rect, shade } from './svg.ts';

/**
 * The most elements one surface drawing holds, whatever the product's size says (issue 23: a
 * size of 0.05 inch drew 30 MB of tiles in 9 s; 1e-300 never finished). Real products draw a
 * few hundred; a drawing that reaches the cap simply stops adding units.
 */
export const MAX_SURFACE_ELEMENTS = 20_000;
/** A unit is drawn at least this many pixels across its short side, however small it is. */
export const MIN_UNIT_PX = 4;

/** What is left of a drawing's element budget (MAX_SURFACE_ELEMENTS). */
interface Budget {
  left: number;
}

export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Inches a product swatch shows across: a few units whatever their size (ours). */
export function swatchInches(look: ProductLook): number {
  const unit = look.unit;
  if (!unit) return 48;
  return Math.max(36, unit.length * 2.5, unit.width * 5);
}

type Rnd = () => number;

/** A unit's colour: the base varied a little, as real tiles, boards and stones vary. */
const jitter = (look: ProductLook, rnd: Rnd, amount: number) =>
  shade(look.color, (rnd() - 0.5) * amount);

function speckles(r: Region, base: string, rnd: Rnd, wanted: number, budget: Budget) {
  // A unit too small to show them gets fewer (one per 8 px²); real tiles get all of them.
  const count = Math.min(wanted, Math.floor((r.w * r.h) / 8));
  let out = '';
  for (let i = 0; i < count && budget.left > 0; i++, budget.left--) {
    const light = rnd() < 0.5;
    out += `<circle cx="${n(r.x + rnd() * r.w)}" cy="${n(r.y + rnd() * r.h)}" r="${n(0.6 + rnd() * 1.2)}" fill="${shade(base, light ? -0.35 : 0.3)}" fill-opacity="0.5"/>`;
  }
  return out;
}

/** Grain lines along a board: gentle waves in a darker tone, and now and then a knot. */
function grain(
  x: number,
  y: number,
  len: number,
  h: number,
  color: string,
  rnd: Rnd,
  lines: number,
  knots: boolean,
  budget: Budget,
) {
  let out = '';
  const dark = shade(color, 0.28);
  for (let i = 0; i < lines && budget.left > 0; i++, budget.left--) {
    const gy = y + h * ((i + 0.5 + (rnd() - 0.5) * 0.6) / lines);
    const amp = h * 0.12 * (rnd() - 0.5);
    out += `<path d="M${n(x)} ${n(gy)}Q${n(x + len * 0.25)} ${n(gy + amp)} ${n(x + len * 0.5)} ${n(gy)}T${n(x + len)} ${n(gy)}" fill="none" stroke="${dark}" stroke-opacity="${n(0.25 + rnd() * 0.25)}" stroke-width="${n(0.5 + rnd() * 0.7)}"/>`;
  }
  if (knots && rnd() < 0.35) {
    budget.left--;
    out += `<ellipse cx="${n(x + len * (0.2 + rnd() * 0.6))}" cy="${n(y + h * (0.3 + rnd() * 0.4))}" rx="${n(h * 0.35)}" ry="${n(h * 0.16)}" fill="${shade(color, 0.35)}" fill-opacity="0.5"/>`;
  }
  return out;
}

function jointColor(look: ProductLook) {
  return look.grout ?? shade(look.color, 0.45);
}

/** Rows of units, stack bond or running bond (planks stagger at random, tiles by half). */
function rows(look: ProductLook, r: Region, s: number, rnd: Rnd, detail: Detail, budget: Budget) {
  const unit = look.unit ?? { width: 12, length: 12 };
  const L = unit.length * s;
  const H = unit.width * s;
  const g = look.groutWidth > 0 ? Math.max(1, look.groutWidth * s) : 0.8;
  const plank = look.kind === 'wood' || look.kind === 'laminate' || look.kind === 'vinyl';
  let out = '';
  for (let row = 0, y = r.y; y < r.y + r.h && budget.left > 0; row++, y += H) {
    const offset = look.pattern === 'offset' ? (plank ? rnd() * L : row % 2 === 1 ? L / 2 : 0) : 0;
    for (let x = r.x - offset; x < r.x + r.w && budget.left > 0; x += L) {
      const color = jitter(look, rnd, plank ? 0.22 : 0.08);
      budget.left--;
      out += rect(x + g / 2, y + g / 2, L - g, H - g, `fill="${color}"${plank ? '' : ' rx="0.8"'}`);
      if (plank) {
        const lines = look.kind === 'wood' ? (detail === 'full' ? 5 : 3) : 2;
        out += grain(x, y + g / 2, L - g, H - g, color, rnd, lines, look.kind === 'wood', budget);
      } else if (
        look.kind === 'hardscape' ||
        look.finish === 'textured' ||
        look.finish === 'natural'
      ) {
        out += speckles(
          { x, y, w: L - g, h: H - g },
          color,
          rnd,
          detail === 'full' ? 14 : 5,
          budget,
        );
      }
    }
  }
  return out;
}

function herringbone(look: ProductLook, r: Region, s: number, rnd: Rnd, budget: Budget) {
  const unit = look.unit ?? { width: 3, length: 12 };
  const l = unit.length * s;
  const b = unit.width * s;
  const g = Math.max(1, look.groutWidth * s);
  const span = r.w + r.h;
  const jMax = Math.ceil(span / l) + 1;
  const kMax = Math.ceil(span / b) + 2;
  let out = '';
  for (let j = -jMax; j <= jMax && budget.left > 0; j++) {
    for (let k = -kMax; k <= kMax && budget.left > 0; k++) {
      const x = r.x + k * b + j * l;
      const y = r.y + k * b - j * l;
      for (const [rx, ry, rw, rh] of [
        [x, y, l, b],
        [x, y + b, b, l],
      ] as const) {
        if (rx > r.x + r.w || ry > r.y + r.h || rx + rw < r.x || ry + rh < r.y) continue;
        budget.left--;
        out += rect(rx + g / 2, ry + g / 2, rw - g, rh - g, `fill="${jitter(look, rnd, 0.08)}"`);
      }
    }
  }
  return out;
}

function chevron(look: ProductLook, r: Region, s: number, rnd: Rnd, budget: Budget) {
  const unit = look.unit ?? { width: 3, length: 12 };
  const cw = unit.length * s * Math.SQRT1_2;
  const p = unit.width * s * Math.SQRT2;
  const g = Math.max(1, look.groutWidth * s);
  let out = '';
  for (let i = 0, x = r.x; x < r.x + r.w && budget.left > 0; i++, x += cw) {
    const dir = i % 2 === 0 ? 1 : -1;
    for (let y = r.y - cw - p; y < r.y + r.h + cw && budget.left > 0; y += p, budget.left--) {
      const y0 = dir > 0 ? y : y + cw;
      out += poly(
        [
          [x + g / 2, y0 + g / 2],
          [x + cw - g / 2, y0 + dir * cw + g / 2],
          [x + cw - g / 2, y0 + dir * cw + p - g / 2],
          [x + g / 2, y0 + p - g / 2],
        ],
        `fill="${jitter(look, rnd, 0.08)}"`,
      );
    }
  }
  return out;
}

function hexagons(look: ProductLook, r: Region, s: number, rnd: Rnd, budget: Budget) {
  const d = (look.unit?.width ?? 8) * s;
  const R = d / Math.sqrt(3);
  const g = Math.max(1, look.groutWidth * s);
  const ri = R - g / Math.sqrt(3);
  let out = '';
  for (let row = 0, cy = r.y; cy < r.y + r.h + R && budget.left > 0; row++, cy += 1.5 * R) {
    for (
      let cx = r.x - (row % 2 === 1 ? d / 2 : 0);
      cx < r.x + r.w + d && budget.left > 0;
      cx += d, budget.left--
    ) {
      const pts: [number, number][] = [];
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        pts.push([cx + ri * Math.cos(a), cy + ri * Math.sin(a)]);
      }
      out += poly(pts, `fill="${jitter(look, rnd, 0.08)}"`);
    }
  }
  return out;
}

function basketweave(look: ProductLook, r: Region, s: number, rnd: Rnd, budget: Budget) {
  const unit = look.unit ?? { width: 2, length: 4 };
  const l = unit.length * s;
  const b = unit.width * s;
  const pairs = Math.max(1, Math.round(l / b));
  const g = Math.max(1, look.groutWidth * s);
  let out = '';
  for (let row = 0, y = r.y; y < r.y + r.h && budget.left > 0; row++, y += l) {
    for (let col = 0, x = r.x; x < r.x + r.w && budget.left > 0; col++, x += l) {
      const across = (row + col) % 2 === 0;
      for (let k = 0; k < pairs && budget.left > 0; k++, budget.left--) {
        const [rx, ry, rw, rh] = across ? [x, y + k * b, l, b] : [x + k * b, y, b, l];
        out += rect(rx + g / 2, ry + g / 2, rw - g, rh - g, `fill="${jitter(look, rnd, 0.08)}"`);
      }
    }
  }
  return out;
}

/** Split-face strips of stacked stone: random lengths and heights, shadowed joints. */
function ledger(look: ProductLook, r: Region, s: number, rnd: Rnd, detail: Detail, budget: Budget) {
  const unit = look.unit ?? { width: 6, length: 24 };
  let out = rect(r.x, r.y, r.w, r.h, `fill="${shade(look.color, 0.55)}"`);
  for (let y = r.y; y < r.y + r.h && budget.left > 0; ) {
    const h = unit.width * s * (0.25 + rnd() * 0.3);
    for (let x = r.x - rnd() * 20; x < r.x + r.w && budget.left > 0; ) {
      budget.left -= 2;
      const w = unit.length * s * (0.15 + rnd() * 0.35);
      const color = jitter(look, rnd, 0.3);
      out += rect(x + 0.8, y + 0.8, w - 1.6, h - 1.6, `fill="${color}" rx="1.5"`);
      out += rect(x + 0.8, y + h - 2.4, w - 1.6, 1.6, `fill="#000000" fill-opacity="0.18"`);
      if (detail === 'full') out += speckles({ x, y, w, h }, color, rnd, 3, budget);
      x += w;
    }
    y += h;
  }
  return out;
}

function turf(look: ProductLook, r: Region, rnd: Rnd, detail: Detail) {
  const green = look.colorName ? shadeToGreen(look.color) : '#4F7A3A';
  let out = rect(r.x, r.y, r.w, r.h, `fill="${shade(green, 0.25)}"`);
  const count = Math.round(((detail === 'full' ? 0.0045 : 0.0018) * r.w * r.h) / 1);
  let d = '';
  let e = '';
  for (let i = 0; i < count; i++) {
    const x = r.x + rnd() * r.w;
    const y = r.y + 6 + rnd() * r.h;
    const seg = `M${n(x)} ${n(y)}q${n((rnd() - 0.5) * 4)} -5 ${n((rnd() - 0.5) * 7)} -${n(7 + rnd() * 7)}`;
    if (rnd() < 0.5) d += seg;
    else e += seg;
  }
  out += `<path d="${d}" fill="none" stroke="${shade(green, -0.15)}" stroke-width="1.4" stroke-linecap="round"/>`;
  out += `<path d="${e}" fill="none" stroke="${shade(green, 0.05)}" stroke-width="1.4" stroke-linecap="round"/>`;
  return out;
}

/** Turf is green whatever its colour word: the word only tints it. */
const shadeToGreen = (hex: string) => {
  const tint = hex.slice(1);
  const g = Number.parseInt(tint.slice(2, 4), 16);
  return g > 170 ? '#6E9A4C' : g > 100 ? '#5A8A3C' : '#3F6B30';
};

/** A veined slab with its front edge. */
function slab(look: ProductLook, r: Region, rnd: Rnd, detail: Detail, budget: Budget) {
  const edge = Math.min(18, r.h * 0.12);
  let out = rect(r.x, r.y, r.w, r.h - edge, `fill="${look.color}"`);
  out += rect(r.x, r.y + r.h - edge, r.w, edge, `fill="${shade(look.color, 0.18)}"`);
  out += rect(r.x, r.y + r.h - edge, r.w, 1.5, `fill="#FFFFFF" fill-opacity="0.35"`);
  const veins = detail === 'full' ? 7 : 4;
  const vein =
    look.color === '#F4F3EF' || rnd() < 0.5 ? shade(look.color, 0.3) : shade(look.color, -0.35);
  for (let i = 0; i < veins; i++) {
    const x0 = r.x + rnd() * r.w;
    const y0 = r.y;
    const x1 = x0 + (rnd() - 0.3) * r.w * 0.8;
    out += `<path d="M${n(x0)} ${n(y0)}C${n(x0 + (rnd() - 0.5) * 160)} ${n(r.y + r.h * 0.3)} ${n(x1 + (rnd() - 0.5) * 160)} ${n(r.y + r.h * 0.6)} ${n(x1)} ${n(r.y + r.h - edge)}" fill="none" stroke="${vein}" stroke-opacity="${n(0.25 + rnd() * 0.35)}" stroke-width="${n(0.6 + rnd() * 1.8)}"/>`;
  }
  if (look.finish === 'textured' || look.finish === 'natural' || look.finish === 'honed') {
    out += speckles(
      { x: r.x, y: r.y, w: r.w, h: r.h - edge },
      look.color,
      rnd,
      detail === 'full' ? 60 : 25,
      budget,
    );
  }
  return out;
}

/** Coping stones along a pool edge: the deck row with a bullnose, then water. */
function coping(look: ProductLook, r: Region, s: number, rnd: Rnd, detail: Detail, budget: Budget) {
  const water = r.y + r.h * 0.68;
  let out = rows(look, { x: r.x, y: r.y, w: r.w, h: water - r.y }, s, rnd, detail, budget);
  out += rect(r.x, water - 10, r.w, 10, `fill="${shade(look.color, 0.12)}"`);
  out += rect(r.x, water - 10, r.w, 2, `fill="#FFFFFF" fill-opacity="0.45"`);
  out += rect(r.x, water, r.w, r.y + r.h - water, `fill="#4A9BB8"`);
  out += rect(r.x, water, r.w, 6, `fill="#000000" fill-opacity="0.2"`);
  for (let i = 0; i < 6; i++) {
    const y = water + 14 + i * ((r.y + r.h - water - 14) / 6);
    const x = r.x + rnd() * r.w * 0.5;
    out += `<path d="M${n(x)} ${n(y)}q15 -4 30 0t30 0" fill="none" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="1.5"/>`;
  }
  return out;
}

/**
 * The material of `look` filling region `r` at `pxPerIn`, clipped by the caller. At most
 * MAX_SURFACE_ELEMENTS elements whatever the look says: a unit is drawn at least MIN_UNIT_PX
 * across (a finer unit is drawn larger), and the drawing stops adding units at the cap.
 */
export function surfaceElements(
  look: ProductLook,
  r: Region,
  pxPerIn: number,
  rnd: Rnd,
  detail: Detail,
): string {
  const budget: Budget = { left: MAX_SURFACE_ELEMENTS };
  const shortSide = look.unit ? Math.min(look.unit.width, look.unit.length) : 0;
  const s = shortSide > 0 ? Math.max(pxPerIn, MIN_UNIT_PX / shortSide) : pxPerIn;
  const joint = rect(r.x, r.y, r.w, r.h, `fill="${jointColor(look)}"`);
  switch (look.kind) {
    case 'turf':
      return turf(look, r, rnd, detail);
    case 'countertop':
      return slab(look, r, rnd, detail, budget);
    case 'coping':
      return coping(look, r, s, rnd, detail, budget);
    case 'stone':
      return ledger(look, r, s, rnd, detail, budget);
    default:
      break;
  }
  switch (look.pattern) {
    case 'herringbone':
      return joint + herringbone(look, r, s, rnd, budget);
    case 'chevron':
      return joint + chevron(look, r, s, rnd, budget);
    case 'hexagon':
      return joint + hexagons(look, r, s, rnd, budget);
    case 'basketweave':
      return joint + basketweave(look, r, s, rnd, budget);
    default:
      return joint + rows(look, r, s, rnd, detail, budget);
  }
}
