/**
 * The visualizer's estimate (issue 15 item 3): every surface's amount from the plan's measures
 * (`roomMeasures`), turned into selling units (boxes by the box coverage calculator's rule with
 * its waste allowance; feet of edging with the same allowance; fixtures by the piece), priced
 * at the showroom's customer unit price and charged with the SAME `lineCharges` and
 * `shippingChargeCents` checkout uses (apps/api modules/checkout/price-cart.ts), so the total
 * shown is the total the cart will be charged. Each line says how it was counted (`basis`); a
 * line whose unit price or quantity is implausible for its surface (`estimateSanity`) is left
 * out of the totals and returned in `flagged` with the reason (issue 29 item 4).
 */
import { boxCoverage, DEFAULT_WASTE_PERCENT } from './box-coverage';
import { itemBasis, surfaceCount } from './estimate-basis';
import { estimateSanity } from './estimate-sanity';
import type { EstimateItem, EstimateRoomType, SurfaceKey, SurfaceMeasure } from './estimate-types';
import { lineCharges } from './money';
import type { RoomMeasures } from './room-measure';

export type {
  EstimateItem,
  EstimateRoomType,
  SurfaceKey,
  SurfaceMeasure,
} from './estimate-types';

export interface RoomSurface {
  key: SurfaceKey;
  /** What the surface list shows. */
  label: string;
  measure: SurfaceMeasure;
  /** The catalogue categories (spec 1 §2 names) whose products fit this surface. */
  categories: readonly string[];
  /**
   * The product types (core `productTypeOf` names, e.g. 'Refrigerator') that fit, when the
   * category alone is too wide (Appliances mixes refrigerators with microwaves); absent: any.
   */
  types?: readonly string[];
}

const FLOORING = ['Tile Flooring', 'Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring'];
const surface = (
  key: SurfaceKey,
  label: string,
  measure: SurfaceMeasure,
  categories: readonly string[],
): RoomSurface => ({ key, label, measure, categories });
const LIGHTS = surface('lights', 'Lights', 'count', ['Lights']);
/** One appliance of a type, from the Appliances category. */
const appliance = (key: SurfaceKey, label: string, type: string): RoomSurface => ({
  ...surface(key, label, 'count', ['Appliances']),
  types: [type],
});

/** Ours: the surfaces and fixtures a template assigns a product to, per room type. */
export const ROOM_SURFACES: Readonly<Record<EstimateRoomType, readonly RoomSurface[]>> = {
  Kitchen: [
    surface('floor', 'Floor', 'area', FLOORING),
    surface('walls', 'Walls', 'area', ['Backsplash Tiles', 'Tile Flooring']),
    surface('backsplash', 'Backsplash', 'area', ['Backsplash Tiles']),
    surface('countertop', 'Countertop', 'count', ['Countertop']),
    surface('sink', 'Sink', 'count', ['Kitchen Sinks']),
    surface('faucet', 'Faucet', 'count', ['Kitchen Faucets']),
    surface('hardware', 'Cabinet hardware', 'count', ['Cabinet Hardware']),
    appliance('range', 'Range', 'Range'),
    appliance('refrigerator', 'Refrigerator', 'Refrigerator'),
    appliance('dishwasher', 'Dishwasher', 'Dishwasher'),
    appliance('hood', 'Range hood', 'Range Hood'),
    LIGHTS,
  ],
  Bathroom: [
    surface('floor', 'Floor', 'area', ['Tile Flooring', 'luxury-flooring']),
    surface('walls', 'Walls', 'area', ['Backsplash Tiles', 'Tile Flooring']),
    surface('vanity', 'Vanity', 'count', ['Bathroom Vanitys']),
    surface('faucet', 'Faucet', 'count', ['Bathroom Faucets']),
    surface('toilet', 'Toilet', 'count', ['Toilets']),
    surface('tub', 'Bath tub', 'count', ['Bath Tubs']),
    surface('shower', 'Shower', 'count', ['Showers']),
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
 * What a surface needs before selling units (`surfaceCount`'s amount): sq ft, feet or pieces.
 * The room type takes a kitchen's backsplash off its walls.
 */
export function surfaceAmount(key: SurfaceKey, m: RoomMeasures, roomType?: string): number {
  return surfaceCount(key, m, roomType).amount;
}

export interface EstimateInput {
  items: readonly EstimateItem[];
  platformFeePercent: number;
  taxRatePercent: number;
  /** The order's shipping (core `shippingChargeCents`), in cents; 0 by default. */
  shippingCents?: number;
  wastePercent?: number;
  /** Leave implausible lines out of the totals (`estimateSanity`); true by default. */
  sanity?: boolean;
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
  /** How the quantity was counted, one clause per surface ("; " between them). */
  basis: string;
}

/** A line left out of the totals: its unit price or quantity is implausible. */
export interface FlaggedLine extends EstimateLine {
  reason: string;
}

export interface Estimate {
  /** The lines the totals are made of. */
  lines: EstimateLine[];
  /** Implausible lines, priced as they would be, NOT in the totals. */
  flagged: FlaggedLine[];
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
 * checkout), then shipping; total = subtotal + fee + tax + shipping. A line `estimateSanity`
 * finds implausible goes to `flagged` instead, outside every total.
 */
export function estimate({
  items,
  platformFeePercent,
  taxRatePercent,
  shippingCents = 0,
  wastePercent = DEFAULT_WASTE_PERCENT,
  sanity = true,
}: EstimateInput): Estimate {
  const merged = new Map<string, EstimateLine>();
  const boxes = new Map<string, number | null>();
  for (const item of items) {
    const units = sellingUnits(item, wastePercent);
    if (units === 0) continue;
    const key = `${item.productId}:${item.sizeId ?? ''}`;
    const line = merged.get(key);
    const basis = itemBasis(item, units, wastePercent);
    if (line) {
      line.qty += units;
      line.surfaces.push(item.surface);
      line.basis += `; ${basis}`;
    } else {
      boxes.set(key, item.boxSqft);
      merged.set(key, {
        surfaces: [item.surface],
        productId: item.productId,
        sizeId: item.sizeId,
        qty: units,
        unitPriceCents: item.unitPriceCents,
        subtotalCents: 0,
        platformFeeCents: 0,
        taxCents: 0,
        basis,
      });
    }
  }
  const lines: EstimateLine[] = [];
  const flagged: FlaggedLine[] = [];
  let subtotalCents = 0;
  let platformFeeCents = 0;
  let taxCents = 0;
  for (const [key, line] of merged) {
    const charges = lineCharges({
      unitPriceCents: line.unitPriceCents,
      qty: line.qty,
      platformFeePercent,
      taxRatePercent,
    });
    line.subtotalCents = charges.subtotalCents;
    line.platformFeeCents = charges.platformFeeCents;
    line.taxCents = charges.taxCents;
    const reason = sanity ? estimateSanity({ ...line, boxSqft: boxes.get(key) ?? null }) : null;
    if (reason) {
      flagged.push({ ...line, reason });
      continue;
    }
    lines.push(line);
    subtotalCents += charges.subtotalCents;
    platformFeeCents += charges.platformFeeCents;
    taxCents += charges.taxCents;
  }
  return {
    lines,
    flagged,
    subtotalCents,
    platformFeeCents,
    taxCents,
    shippingCents,
    totalCents: subtotalCents + platformFeeCents + taxCents + shippingCents,
  };
}
