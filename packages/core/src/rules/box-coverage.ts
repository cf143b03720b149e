/**
 * The box coverage calculator (issue 2 "rules/"): the square feet to cover -> whole boxes,
 * adding a waste allowance for cuts and breakage (ours: 10% by default, the usual tile and
 * flooring allowance), the square feet those boxes cover and their price. Cents.
 */

/** Ours: the waste allowance added when none is given, in percent. */
export const DEFAULT_WASTE_PERCENT = 10;

export interface BoxCoverageInput {
  /** The area to cover, in square feet. */
  sqft: number | string;
  /** box_sqft: square feet one box covers. */
  boxSqft: number | string | null | undefined;
  /** Extra percentage for waste; default 10. */
  wastePercent?: number;
  /** Price of one box, in cents. */
  unitPriceCents?: number;
}

export interface BoxCoverage {
  boxes: number;
  /** Square feet the boxes cover (2 decimals). */
  coveredSqft: number;
  /** boxes x unit price, in cents (0 without a price). */
  priceCents: number;
}

const toNumber = (value: number | string | null | undefined): number =>
  typeof value === 'string' ? Number(value.trim() || Number.NaN) : (value ?? Number.NaN);

/**
 * Whole boxes = ceil(sqft x (1 + waste / 100) / box_sqft). Zero, negative or unreadable input
 * (area, box size or waste) gives 0 boxes.
 */
export function boxCoverage({
  sqft,
  boxSqft,
  wastePercent = DEFAULT_WASTE_PERCENT,
  unitPriceCents = 0,
}: BoxCoverageInput): BoxCoverage {
  const area = toNumber(sqft);
  const perBox = toNumber(boxSqft);
  const none = { boxes: 0, coveredSqft: 0, priceCents: 0 };
  if (!(area > 0) || !(perBox > 0) || !(wastePercent >= 0) || !Number.isFinite(area)) return none;
  const needed = (area * (100 + wastePercent)) / 100;
  // A tiny tolerance so 100 / 10 stays 10 boxes despite floating point noise.
  const boxes = Math.ceil(needed / perBox - 1e-9);
  return {
    boxes,
    coveredSqft: Math.round(boxes * perBox * 100) / 100,
    priceCents: boxes * unitPriceCents,
  };
}
