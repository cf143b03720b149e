/**
 * The visualizer's estimate (issue 15 item 3): every surface's amount from the plan's measures
 * (`roomMeasures`), turned into selling units (boxes by the box coverage calculator's rule with
 * its waste allowance; feet of edging with the same allowance; fixtures by the piece), priced
 * at the showroom's customer unit price and charged with the SAME `lineCharges` and
 * `shippingChargeCents` checkout uses (apps/api modules/checkout/price-cart.ts), so the total
 * shown is the total the cart will be charged.
 */
import { boxCoverage, DEFAULT_WASTE_PERCENT } from './box-coverage';
import { lineCharges } from './money';
import type { RoomMeasures } from './room-measure';

/** The rooms a plan is for (contract RoomTypeSchema). */
export type EstimateRoomType = 'Bathroom' | 'Kitchen' | 'Living Room' | 'Outdoor';

/** How a surface is measured: square feet, feet, or pieces. */
export type SurfaceMeasure = 'area' | 'linear' | 'count';

export type SurfaceKey =
  | 'floor'
  | 'walls'
  | 'backsplash'
  | 'countertop'
  | 'sink'
  | 'faucet'
  | 'hardware'
  | 'vanity'
  | 'toilet'
  | 'tub'
  | 'fan'
  | 'lights'
  | 'edging';

export interface RoomSurface {
  key: SurfaceKey;
  /** What the surface list shows. */
  label: string;
  measure: SurfaceMeasure;
  /** The catalogue categories (spec 1 §2 names) whose products fit this surface. */
  categories: readonly string[];
}

/** Ours: a countertop slab covers about 45 sq ft (a 9 x 5 ft slab). */
export const SLAB_SQFT = 45;
/** Ours: one cabinet pull per 18 in of cabinet run. */
export const HARDWARE_SPACING_FT = 1.5;
/** Ours: one light per 50 sq ft of floor, at least one. */
export const SQFT_PER_LIGHT = 50;

const FLOORING = ['Tile Flooring', 'Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring'];
const surface = (
  key: SurfaceKey,
  label: string,
  measure: SurfaceMeasure,
  categories: readonly string[],
): RoomSurface => ({ key, label, measure, categories });
const LIGHTS = surface('lights', 'Lights', 'count', ['Lights']);

/** Ours: the surfaces and fixtures a template assigns a product to, per room type. */
export const ROOM_SURFACES: Readonly<Record<EstimateRoomType, readonly RoomSurface[]>> = {
  Kitchen: [
    surface('floor', 'Floor', 'area', FLOORING),
    surface('backsplash', 'Backsplash', 'area', ['Backsplash Tiles']),
    surface('countertop', 'Countertop', 'count', ['Countertop']),
    surface('sink', 'Sink', 'count', ['Kitchen Sinks']),
    surface('faucet', 'Faucet', 'count', ['Kitchen Faucets']),
    surface('hardware', 'Cabinet hardware', 'count', ['Cabinet Hardware']),
    LIGHTS,
  ],
  Bathroom: [
    surface('floor', 'Floor', 'area', ['Tile Flooring', 'luxury-flooring']),
    surface('walls', 'Walls', 'area', ['Backsplash Tiles', 'Tile Flooring']),
    surface('vanity', 'Vanity', 'count', ['Bathroom Vanitys']),
    surface('faucet', 'Faucet', 'count', ['Bathroom Faucets']),
    surface('toilet', 'Toilet', 'count', ['Toilets']),
    surface('tub', 'Bath tub', 'count', ['Bath Tubs']),
    surface('fan', 'Fan', 'count', ['Fans']),
    LIGHTS,
  ],
  'Living Room': [
    surface('floor', 'Floor', 'area', FLOORING),
    surface('walls', 'Walls', 'area', ['Stacked Stone']),
    surface('fan', 'Ceiling fan', 'count', ['Fans']),
    LIGHTS,
  ],
  Outdoor: [
    surface('floor', 'Patio', 'area', ['Tile Flooring']),
    surface('walls', 'Garden walls', 'area', ['Stacked Stone']),
    surface('edging', 'Coping', 'linear', ['Pool Copings']),
    LIGHTS,
  ],
};

/** The surfaces of a room type (none for an unknown one). */
export function roomSurfaces(roomType: string): readonly RoomSurface[] {
  return ROOM_SURFACES[roomType as EstimateRoomType] ?? [];
}

/**
 * What a surface needs before selling units: sq ft (area), feet (linear) or pieces (count).
 * Countertop: whole slabs; hardware: one pull per 18 in of run; lights: one per 50 sq ft.
 */
export function surfaceAmount(key: SurfaceKey, m: RoomMeasures): number {
  switch (key) {
    case 'floor':
      return m.floorSqft;
    case 'walls':
      return m.wallSqft;
    case 'backsplash':
      return m.backsplashSqft;
    case 'edging':
      return m.edgingFeet;
    case 'countertop':
      return Math.ceil(m.countertopSqft / SLAB_SQFT);
    case 'hardware':
      return Math.max(0, Math.ceil(m.runFeet / HARDWARE_SPACING_FT - 1e-9));
    case 'lights':
      return Math.max(1, Math.ceil(m.floorSqft / SQFT_PER_LIGHT));
    default:
      return 1;
  }
}

export interface EstimateItem {
  surface: SurfaceKey;
  measure: SurfaceMeasure;
  /** sq ft, feet or pieces (`surfaceAmount`). */
  amount: number;
  productId: number;
  /** The size the cart line will carry (its price applies), or null. */
  sizeId: number | null;
  /** The showroom's customer unit price (vendor price + markup), in cents. */
  unitPriceCents: number;
  /** Square feet one box covers, for products sold by the box. */
  boxSqft: number | null;
  /** spec 2 §5: the least quantity one may buy (default 1). */
  minUnit?: number;
}

export interface EstimateInput {
  items: readonly EstimateItem[];
  platformFeePercent: number;
  taxRatePercent: number;
  /** The order's shipping (core `shippingChargeCents`), in cents; 0 by default. */
  shippingCents?: number;
  wastePercent?: number;
}

export interface EstimateLine {
  /** The surfaces this product covers (one line per product and size, as the cart keeps it). */
  surfaces: SurfaceKey[];
  productId: number;
  sizeId: number | null;
  /** Selling units: boxes, feet or pieces. */
  qty: number;
  unitPriceCents: number;
  subtotalCents: number;
  platformFeeCents: number;
  taxCents: number;
}

export interface Estimate {
  lines: EstimateLine[];
  subtotalCents: number;
  platformFeeCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * Selling units for an amount: boxes by `boxCoverage` (area with a box size), else the amount
 * plus the waste allowance rounded up (area sold by the sq ft, edging by the foot), else the
 * pieces; never below the product's minimum unit, 0 when nothing is needed.
 */
export function sellingUnits(item: EstimateItem, wastePercent = DEFAULT_WASTE_PERCENT): number {
  if (!(item.amount > 0)) return 0;
  let units: number;
  if (item.measure === 'count') units = Math.ceil(item.amount - 1e-9);
  else if (item.measure === 'area' && item.boxSqft && item.boxSqft > 0) {
    units = boxCoverage({ sqft: item.amount, boxSqft: item.boxSqft, wastePercent }).boxes;
  } else units = Math.ceil((item.amount * (100 + wastePercent)) / 100 - 1e-9);
  return Math.max(units, item.minUnit ?? 1);
}

/**
 * The estimate: one line per product and size (units of every surface it covers summed, as the
 * cart merges them), each charged by core `lineCharges` (fee and tax rounded per line, as at
 * checkout), then shipping; total = subtotal + fee + tax + shipping.
 */
export function estimate({
  items,
  platformFeePercent,
  taxRatePercent,
  shippingCents = 0,
  wastePercent = DEFAULT_WASTE_PERCENT,
}: EstimateInput): Estimate {
  const merged = new Map<string, EstimateLine>();
  for (const item of items) {
    const units = sellingUnits(item, wastePercent);
    if (units === 0) continue;
    const key = `${item.productId}:${item.sizeId ?? ''}`;
    const line = merged.get(key);
    if (line) {
      line.qty += units;
      line.surfaces.push(item.surface);
    } else {
      merged.set(key, {
        surfaces: [item.surface],
        productId: item.productId,
        sizeId: item.sizeId,
        qty: units,
        unitPriceCents: item.unitPriceCents,
        subtotalCents: 0,
        platformFeeCents: 0,
        taxCents: 0,
      });
    }
  }
  const lines = [...merged.values()];
  let subtotalCents = 0;
  let platformFeeCents = 0;
  let taxCents = 0;
  for (const line of lines) {
    const charges = lineCharges({
      unitPriceCents: line.unitPriceCents,
      qty: line.qty,
      platformFeePercent,
      taxRatePercent,
    });
    line.subtotalCents = charges.subtotalCents;
    line.platformFeeCents = charges.platformFeeCents;
    line.taxCents = charges.taxCents;
    subtotalCents += charges.subtotalCents;
    platformFeeCents += charges.platformFeeCents;
    taxCents += charges.taxCents;
  }
  return {
    lines,
    subtotalCents,
    platformFeeCents,
    taxCents,
    shippingCents,
    totalCents: subtotalCents + platformFeeCents + taxCents + shippingCents,
  };
}
