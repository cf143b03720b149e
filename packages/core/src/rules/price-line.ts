/**
 * spec 2 §2.1 "Product price line": "It shows the per-square-foot price first, then the price
 * per Box, or per unit of measure (uom), or per Piece." spec 2 §5: "Price per sqft equals
 * price divided by the box square footage." Amounts are integer cents.
 */
import { formatUsd } from './money';

/** The product fields the price line reads (spec 2 §3 "Product price display"). */
export interface PriceLineInput {
  /** The unit price the viewer pays (after markup), in cents. */
  unitPriceCents: number;
  /** The category's selling unit: 'Box' or another (spec 2 §3 "category with a unit"). */
  categoryUnit?: string | null;
  /** box_sqft of the product's size set: square feet in one box, when known. */
  boxSqft?: number | string | null;
  /** The product's unit of measure (uom). */
  uom?: string | null;
}

export interface PriceLinePart {
  amountCents: number;
  /** 'sq ft', 'Box', the uom, or 'Piece'. */
  unit: string;
}

const positive = (value: number | string | null | undefined): number | null => {
  const number = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
};

/**
 * The selling unit: 'Box' when the category sells by the box, else the product's uom, else the
 * category's own unit ('Piece', 'Set', ...), else 'Piece' (spec 2 §2.1 order; the fallbacks
 * after uom are ours).
 */
export function sellingUnit({
  categoryUnit,
  uom,
}: Pick<PriceLineInput, 'categoryUnit' | 'uom'>): string {
  const category = categoryUnit?.trim() ?? '';
  if (category.toLowerCase() === 'box') return 'Box';
  const unit = uom?.trim();
  if (unit) return unit;
  return category || 'Piece';
}

/** spec 2 §5: unit price / box_sqft, in cents (rounded), or null when box_sqft is unknown. */
export function pricePerSqftCents(
  unitPriceCents: number,
  boxSqft: PriceLineInput['boxSqft'],
): number | null {
  const sqft = positive(boxSqft);
  return sqft === null ? null : Math.round(unitPriceCents / sqft);
}

/**
 * The parts of the price line, per-square-foot first when box_sqft is known:
 * `[{ amountCents: 450, unit: 'sq ft' }, { amountCents: 5400, unit: 'Box' }]`.
 */
export function priceLine(input: PriceLineInput): PriceLinePart[] {
  const parts: PriceLinePart[] = [];
  const perSqft = pricePerSqftCents(input.unitPriceCents, input.boxSqft);
  if (perSqft !== null) parts.push({ amountCents: perSqft, unit: 'sq ft' });
  parts.push({ amountCents: input.unitPriceCents, unit: sellingUnit(input) });
  return parts;
}

/** The price line as text: '$4.50 / sq ft · $54.00 / Box' (ours: the separators). */
export function priceLineText(input: PriceLineInput): string {
  return priceLine(input)
    .map((part) => `${formatUsd(part.amountCents)} / ${part.unit}`)
    .join(' · ');
}
