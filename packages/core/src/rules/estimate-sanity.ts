/**
 * The estimate's sanity check (issue 29 item 4): per surface, the unit prices and quantities a
 * real room could plausibly need. A line outside its band is not priced into the estimate's
 * totals; it is returned apart with the reason, for the customer to check before buying.
 */

import { amountText } from './estimate-basis';
import type { SurfaceKey } from './estimate-types';
import { formatUsd } from './money';

/** What a band's unit is: a square foot of cover, a foot of edging, or one piece. */
export type SanityUnit = 'sq ft' | 'ft' | 'piece';

export interface SanityBand {
  /** What the reason calls the surface's products. */
  noun: string;
  unit: SanityUnit;
  /** The least and most plausible price of one unit (a sq ft, a foot or a piece), in cents. */
  minUnitCents: number;
  maxUnitCents: number;
  /** The most units (sq ft covered, feet or pieces) one room plausibly needs. */
  maxQty: number;
}

const band = (
  noun: string,
  unit: SanityUnit,
  minUsd: number,
  maxUsd: number,
  maxQty: number,
): SanityBand => ({
  noun,
  unit,
  minUnitCents: Math.round(minUsd * 100),
  maxUnitCents: Math.round(maxUsd * 100),
  maxQty,
});

/**
 * Ours: the plausible bands, per surface. Areas are checked per square foot covered (a box's
 * price over its sq ft), so a box size does not matter; their ceilings are generous multiples of
 * the largest room a plan or own room may be (3,000 sq ft, core MAX_ROOM_SQFT). Every price band
 * holds the dearest product of core `CATALOGUE` for the surface with a 15% markup (an appliance
 * pull of $180 is $207; a chandelier of $2,500 is $2,875), and is tested against it
 * (estimate-seed.test.ts); the least holds the cheapest (a $50 bidet seat among toilets).
 */
export const SANITY_BANDS: Readonly<Record<SurfaceKey, SanityBand>> = {
  floor: band('flooring', 'sq ft', 0.5, 60, 5_000),
  walls: band('wall covering', 'sq ft', 0.5, 80, 8_000),
  backsplash: band('backsplash tile', 'sq ft', 1, 100, 500),
  edging: band('coping', 'ft', 1, 150, 1_000),
  countertop: band('countertop slabs', 'piece', 100, 10_000, 6),
  sink: band('sinks', 'piece', 50, 5_000, 2),
  faucet: band('faucets', 'piece', 30, 3_000, 3),
  hardware: band('cabinet knobs and pulls', 'piece', 1, 250, 80),
  // One appliance of a type (ROOM_SURFACES' `types`): the catalogue's price range for the type
  // (Range $900 to $6,000, Refrigerator $1,100 to $7,500, Dishwasher $450 to $1,800, Range Hood
  // $250 to $2,200) with room for the 15% markup.
  range: band('ranges', 'piece', 800, 7_000, 1),
  refrigerator: band('refrigerators', 'piece', 1_000, 9_000, 1),
  dishwasher: band('dishwashers', 'piece', 400, 2_100, 1),
  hood: band('range hoods', 'piece', 200, 2_600, 1),
  vanity: band('vanities', 'piece', 100, 8_000, 2),
  toilet: band('toilets', 'piece', 40, 5_000, 2),
  tub: band('bath tubs', 'piece', 200, 15_000, 1),
  shower: band('shower fittings', 'piece', 30, 3_000, 1),
  fan: band('fans', 'piece', 20, 1_500, 4),
  lights: band('lights', 'piece', 15, 3_500, 16),
};

export interface SanityInput {
  /** The surfaces the line covers (a product on two surfaces is one line). */
  surfaces: readonly SurfaceKey[];
  /** Selling units: boxes, sq ft, feet or pieces. */
  qty: number;
  unitPriceCents: number;
  /** Square feet one box covers (area products sold by the box), else null. */
  boxSqft: number | null;
}

/** "1 piece", "3 pieces"; "sq ft" and "ft" stay as they are ("12 ft"). */
const plural = (n: number, unit: SanityUnit) => (unit === 'piece' && n !== 1 ? 'pieces' : unit);

/**
 * Why a line is implausible, or null when it is not. A line on several surfaces takes the widest
 * price band of them and the sum of their ceilings; its unit is its first surface's.
 */
export function estimateSanity(line: SanityInput): string | null {
  const bands = line.surfaces.map((s) => SANITY_BANDS[s]).filter(Boolean);
  const first = bands[0];
  if (!first) return null;
  const min = Math.min(...bands.map((b) => b.minUnitCents));
  const max = Math.max(...bands.map((b) => b.maxUnitCents));
  const maxQty = bands.reduce((sum, b) => sum + b.maxQty, 0);
  const noun = bands.map((b) => b.noun).join(' and ');
  const boxed = first.unit === 'sq ft' && line.boxSqft !== null && line.boxSqft > 0;
  const perUnit = boxed ? line.unitPriceCents / (line.boxSqft as number) : line.unitPriceCents;
  const units = boxed ? line.qty * (line.boxSqft as number) : line.qty;
  if (!(perUnit >= min && perUnit <= max)) {
    return `${formatUsd(Math.round(perUnit))} per ${first.unit} is outside the ${formatUsd(min)} to ${formatUsd(max)} expected for ${noun}`;
  }
  if (!(units <= maxQty)) {
    return `${amountText(units)} ${plural(units, first.unit)} is more ${noun} than one room plausibly needs (at most ${amountText(maxQty)})`;
  }
  return null;
}
