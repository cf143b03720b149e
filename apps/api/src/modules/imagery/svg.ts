/**
 * Small helpers for the generated catalogue drawings (issue 17): a seeded PRNG, number
 * formatting and colour shading. Every drawing is built from numbers and hex colours only, so no
 * product text ever reaches the markup.
 */
import { mixHex } from '@brand/core/rules';

/** The drawing's coordinate system: 400 x 300 (4:3), scaled by the width/height attributes. */
export const VIEW_W = 400;
export const VIEW_H = 300;

/** How much detail to draw: `card` for small sizes, `full` for the product page and zoom. */
export type Detail = 'card' | 'full';

/** mulberry32: a fast seeded generator; the same seed gives the same drawing on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number with at most one decimal ('12.5', '3'). */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/** Darker (t > 0 towards black) or lighter (t < 0 towards white). */
export const shade = (hex: string, t: number) =>
  t >= 0 ? mixHex(hex, '#000000', t) : mixHex(hex, '#FFFFFF', -t);

export const rect = (x: number, y: number, w: number, h: number, attrs: string) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attrs}/>`;

export const poly = (points: [number, number][], attrs: string) =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attrs}/>`;

/** The whole document: a 400 x 300 view drawn at `width` pixels wide. */
export function svgDocument(width: number, defs: string, body: string) {
  const height = Math.round((width * VIEW_H) / VIEW_W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

/** A diagonal highlight over a finished surface: stronger for glossy than for matte. */
export function sheenGradient(id: string, sheen: number) {
  const a = n(sheen * 0.55 * 100);
  const b = n(sheen * 0.15 * 100);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="${Number(a) / 100}"/><stop offset="0.45" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="0.7" stop-color="#FFFFFF" stop-opacity="${Number(b) / 100}"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></linearGradient>`;
}
