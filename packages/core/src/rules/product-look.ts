/**
 * A product's look (issue 17 item 1, ours): what a catalogue image, a template thumbnail and
 * the 3-D visualizer's materials draw for a product, derived from the product's own fields
 * only, so the same product always looks the same everywhere and on every run.
 *
 * Stable API (the visualizer merges this module): `productLook(input) -> ProductLook`,
 * `LOOK_KINDS`, `SURFACE_KINDS`, `LOOK_COLORS`, `isSurfaceKind`. Fields are only ever added.
 *
 * @example
 * productLook({ id: 7, name: 'Rustic Oak Glossy Hardwood Flooring', category: 'Hardwood Flooring' })
 * // { kind: 'wood', surface: true, color: '#B98B5A', colorName: 'oak', finish: 'glossy',
 * //   sheen: 0.9, pattern: 'offset', unit: { width: 5, length: 48 }, grout: null, ... }
 */
import { type ProductForm, productTypeOf } from './catalogue';
import { LOOK_COLORS, type LookFinish, nameLook, SHEEN } from './look-words';
import { PRODUCT_SIZE_MAX_INCHES, PRODUCT_SIZE_MIN_INCHES } from './security-policy';
import type { SizeInput } from './size';

export type { LookFinish } from './look-words';
export { LOOK_COLORS } from './look-words';

/** What is drawn. Surfaces are laid materials (swatches); the rest are objects (drawings). */
export const LOOK_KINDS = [
  'tile',
  'wood',
  'laminate',
  'vinyl',
  'stone',
  'hardscape',
  'coping',
  'turf',
  'countertop',
  'toilet',
  'vanity',
  'faucet',
  'sink',
  'tub',
  'shower',
  'fan',
  'light',
  'hardware',
  'appliance',
  'cabinet',
] as const;
export type LookKind = (typeof LOOK_KINDS)[number];

/** Kinds laid over an area (floor, wall, slab, ground): drawn as swatches and used as materials. */
export const SURFACE_KINDS: readonly LookKind[] = [
  'tile',
  'wood',
  'laminate',
  'vinyl',
  'stone',
  'hardscape',
  'coping',
  'turf',
  'countertop',
];

export const isSurfaceKind = (kind: LookKind): boolean => SURFACE_KINDS.includes(kind);

/**
 * How units are laid: grid (stack bond), offset (brick / running bond, planks' stagger),
 * herringbone, chevron, hexagon, basketweave, ledger (stacked stone strips), none (one
 * continuous piece or an object).
 */
export type LayingPattern =
  | 'grid'
  | 'offset'
  | 'herringbone'
  | 'chevron'
  | 'hexagon'
  | 'basketweave'
  | 'ledger'
  | 'none';

/** Without a colour word: one of these neutrals, chosen by the product id. */
const FALLBACK_COLORS = ['#D8D2C6', '#A7A29A', '#C9B79C', '#8D9599'] as const;

/** Category or name words -> kind; the first rule that matches wins (hardware before cabinet). */
const KIND_RULES: readonly (readonly [RegExp, LookKind])[] = [
  [/turf|grass/, 'turf'],
  [/coping/, 'coping'],
  [/hardscap|paver/, 'hardscape'],
  [/stacked stone|ledger/, 'stone'],
  [/countertop|counter top/, 'countertop'],
  [/hardwood/, 'wood'],
  [/laminate/, 'laminate'],
  [/luxury|vinyl/, 'vinyl'],
  [/tile|backsplash|mosaic/, 'tile'],
  [/toilet/, 'toilet'],
  [/vanit/, 'vanity'],
  [/faucet/, 'faucet'],
  [/sink/, 'sink'],
  [/tub/, 'tub'],
  [/shower/, 'shower'],
  [/\bfans?\b/, 'fan'],
  [/light|lamp|pendant|sconce/, 'light'],
  [/hardware|knob|pull/, 'hardware'],
  [/applian|range|oven|refrigerator|dishwasher/, 'appliance'],
  [/cabinet/, 'cabinet'],
];

/** The unit of a patterned product without dimensions, in inches (the usual sizes). */
const PATTERN_UNITS: Record<string, readonly [LayingPattern, number, number]> = {
  herringbone: ['herringbone', 3, 12],
  chevron: ['chevron', 3, 12],
  hexagon: ['hexagon', 8, 8],
  subway: ['offset', 3, 6],
  basketweave: ['basketweave', 2, 4],
};

/** The unit of a surface without any size, in inches. */
const DEFAULT_UNITS: Partial<Record<LookKind, readonly [number, number]>> = {
  tile: [12, 12],
  wood: [5, 48],
  laminate: [7, 48],
  vinyl: [7, 48],
  stone: [6, 24],
  hardscape: [12, 12],
  coping: [12, 24],
};

/** Joint width in inches of kinds laid with grout or sand; the rest have none. */
const GROUT_WIDTH: Partial<Record<LookKind, number>> = {
  tile: 0.125,
  hardscape: 0.25,
  coping: 0.25,
};

export interface ProductLookInput {
  /** The product id: picks a variant (grain, veining, appliance form) and a fallback colour. */
  id: number;
  /** The product name; its colour word and finish word are read from it. */
  name: string;
  /** The category name (spec 1 §2 spelling), e.g. 'Tile Flooring'. */
  category: string;
  /** The product's first size (width/height/length in inches, or a pattern name). */
  size?: SizeInput | null;
  /** box_sqft: a product sold by the box is a laid surface even in an unknown category. */
  boxSqft?: number | string | null;
}

export interface ProductLook {
  kind: LookKind;
  /** True for laid materials (swatches, visualizer materials); false for fixtures and appliances. */
  surface: boolean;
  /** Base colour, '#RRGGBB'. */
  color: string;
  /** The colour word it came from, lower case, or null for the id's fallback neutral. */
  colorName: string | null;
  finish: LookFinish;
  /** 0 (dead matte) to 1 (mirror gloss): how strong a highlight to draw. */
  sheen: number;
  pattern: LayingPattern;
  /** One unit's real size in inches, width <= length; null for slabs, turf and objects. */
  unit: { width: number; length: number } | null;
  /** Joint colour '#RRGGBB' for grouted or sanded kinds, else null. */
  grout: string | null;
  /** Joint width in inches (0 without grout). */
  groutWidth: number;
  /** 0..9, from the id: which of a kind's variations to draw. */
  variant: number;
  /**
   * What the product is, for a fixture or appliance whose name says its catalogue type
   * (catalogue.ts): a refrigerator is drawn as one. Null when the name names no known type.
   */
  form: ProductForm | null;
}

const own = (record: object, key: string) => Object.hasOwn(record, key);

function lookKind(category: string, name: string, boxed: boolean): LookKind {
  for (const text of [category, name]) {
    const lower = text.toLowerCase();
    for (const [test, kind] of KIND_RULES) if (test.test(lower)) return kind;
  }
  return boxed ? 'tile' : 'cabinet';
}

const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);

/** Relative luminance (WCAG) of '#RRGGBB', 0..1. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = channel(hex, at) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** a + (b - a) * t per channel, '#RRGGBB' upper case. */
export function mixHex(a: string, b: string, t: number): string {
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(channel(a, at) + (channel(b, at) - channel(a, at)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/**
 * A dimension in inches, kept within the contract's product size range (issue 23: a stored size
 * of 1e-300 must not ask a drawing for 10^300 tiles); null when missing or not a number.
 */
const positive = (value: SizeInput['width_size']): number | null => {
  const n = Number(value);
  return n > 0 ? Math.min(Math.max(n, PRODUCT_SIZE_MIN_INCHES), PRODUCT_SIZE_MAX_INCHES) : null;
};

function unitAndPattern(
  kind: LookKind,
  size: SizeInput | null | undefined,
): [LayingPattern, ProductLook['unit']] {
  const patternName = size?.pattern?.trim().toLowerCase() ?? '';
  const patterned = own(PATTERN_UNITS, patternName) ? PATTERN_UNITS[patternName] : undefined;
  if (patterned) return [patterned[0], { width: patterned[1], length: patterned[2] }];
  const fallback = DEFAULT_UNITS[kind];
  if (!fallback) return ['none', null];
  const a = positive(size?.width_size) ?? fallback[0];
  const b = positive(size?.length_size) ?? positive(size?.height_size) ?? fallback[1];
  const unit = { width: Math.min(a, b), length: Math.max(a, b) };
  if (kind === 'stone') return ['ledger', unit];
  if (kind === 'wood' || kind === 'laminate' || kind === 'vinyl') return ['offset', unit];
  return [unit.length >= unit.width * 2 ? 'offset' : 'grid', unit];
}

/** The drawing a name's catalogue type asks for ("Double Bowl" sinks have two basins). */
function formOf(category: string, name: string): ProductForm | null {
  const form = productTypeOf(category, name)?.form ?? null;
  return form === 'single-basin' && /\bdouble\b/i.test(name) ? 'double-basin' : form;
}

/** The look of a product; pure and deterministic (same input, same look). */
export function productLook(input: ProductLookInput): ProductLook {
  const named = nameLook(input.name);
  const boxed = positive(input.boxSqft as SizeInput['width_size']) !== null;
  const kind = lookKind(input.category, input.name, boxed);
  const id = Math.abs(Math.trunc(input.id)) || 0;
  const colorName = named.colorName;
  const color =
    colorName === null
      ? (FALLBACK_COLORS[id % FALLBACK_COLORS.length] as string)
      : (LOOK_COLORS[colorName] as string);
  const finish: LookFinish =
    named.finish ??
    (kind === 'wood' || kind === 'stone' || kind === 'hardscape' ? 'natural' : 'matte');
  const [pattern, unit] = unitAndPattern(kind, input.size);
  const groutWidth = GROUT_WIDTH[kind] ?? 0;
  const grout =
    groutWidth === 0
      ? null
      : luminance(color) > 0.3
        ? mixHex(color, '#6E6A63', 0.3)
        : mixHex(color, '#D9D6CF', 0.3);
  return {
    kind,
    surface: isSurfaceKind(kind),
    color,
    colorName,
    finish,
    sheen: SHEEN[finish],
    pattern,
    unit,
    grout,
    groutWidth,
    variant: id % 10,
    form: formOf(input.category, input.name),
  };
}

/**
 * A product's width in inches (issue 29 item 1: an appliance drawn at its own size): its size's
 * width when it has one, else the first "N in.", "N inch" or 'N"' its name says (the catalogue's appliance names
 * carry it: "Classic 42 in. French Door Refrigerator in White"); kept within the product size
 * range like every dimension a look reads; null when neither says.
 */
export function productWidthInches(input: Pick<ProductLookInput, 'name' | 'size'>): number | null {
  const sized = positive(input.size?.width_size);
  if (sized !== null) return sized;
  const named = /(?:^|[^\w./-])(\d+(?:\.\d+)?) ?(?:in\.|inch\b|")/i.exec(input.name);
  return named ? positive(named[1]) : null;
}
