/**
 * The demo catalogue's products (issue 25 item 1): generated from core's per-category tables
 * (`CATALOGUE` in @brand/core/rules: each category's product types, the materials, colours,
 * finishes, configurations and sizes that exist for each type, its price band, SKU code and
 * brand partners), deterministic (its own PRNG), so a distributor's catalogue reads the same on
 * every first start: "Juniper Appliances: Pro Series 36 in. French Door Refrigerator in
 * Stainless Steel", $1,100-7,500; a cabinet knob $4-40; porcelain tile by the box at a price per
 * square foot.
 */
import { CATALOGUE, type CategoryTable, type ProductType } from '@brand/core/rules';
import type { prng } from './prng.ts';

type Rnd = ReturnType<typeof prng>;

export interface GeneratedSize {
  widthSize: string | null;
  heightSize: string | null;
  lengthSize: string | null;
  pattern: string | null;
  /** Price of this size in cents (the first size is the product's price). */
  priceCents: number;
}

export interface GeneratedProduct {
  name: string;
  brand: string;
  sku: string;
  description: string;
  priceCents: number;
  boxSqft: number | null;
  popularity: number;
  sizes: GeneratedSize[];
  type: ProductType;
}

/** Two letters of a brand for its SKUs: 'Juniper Appliances' -> 'JA', 'Lumen & Co.' -> 'LC'. */
export function brandCode(brand: string): string {
  const initials = brand.match(/[A-Z]/g) ?? ['X'];
  return `${initials[0]}${initials[1] ?? initials[0]}`;
}

/** A list price in cents, inside [min, max], the way a price list rounds: $23.99, $1,249.99. */
export function listPrice(minCents: number, maxCents: number, u: number): number {
  // Tile and flooring by the square foot: to the cent ($2.37 a sq. ft.).
  if (maxCents < 1_000) return Math.round(minCents * (maxCents / minCents) ** u);
  // Log-uniform: as many $20-40 knobs as $4-8 ones, a few ranges near $6,000.
  const cents = minCents * (maxCents / minCents) ** Math.min(1, Math.max(0, u));
  const step = cents >= 100_000 ? 1_000 : cents >= 10_000 ? 500 : cents >= 2_000 ? 100 : 50;
  let rounded = Math.round(cents / step) * step - 1;
  if (rounded < minCents) rounded += step;
  if (rounded > maxCents) rounded -= step;
  return rounded;
}

function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const BOXED = new Set([
  'Backsplash Tiles',
  'Hardwood Flooring',
  'Laminate Flooring',
  'luxury-flooring',
  'Stacked Stone',
  'Tile Flooring',
]);

/**
 * The sizes a product is sold in, the one its name says first: "12 x 24 in." is 12 x 24; a
 * plank's width ("7-1/2" in.) picks the listed size of that width; then the type's others.
 */
function unitsOf(type: ProductType, sizeOption: string | undefined): (readonly [number, number])[] {
  const listed = type.sizes ?? [];
  const pair = sizeOption?.match(/^(\d+(?:\.\d+)?) x (\d+(?:\.\d+)?)/);
  const width = Number.parseFloat(sizeOption ?? '');
  let first: readonly [number, number] | undefined;
  if (pair) first = [Number(pair[1]), Number(pair[2])];
  else if (width > 0) first = listed.find(([w]) => w === Math.floor(width)) ?? listed[0];
  else first = listed[0];
  if (!first) return [];
  const [a, b] = first;
  return [first, ...listed.filter(([w, l]) => w !== a || l !== b)];
}

/** One product of `table` (the `i`-th of the catalogue, id `i + 1`), sold in `sizeCount` sizes. */
export function generateProduct(
  table: CategoryTable,
  i: number,
  rnd: Rnd,
  sizeCount = 1,
): GeneratedProduct {
  const type = rnd.pick(table.types);
  const series = rnd.pick(table.series);
  const brand = rnd.pick(type.brands ?? table.brands);
  const values: Record<string, string> = { series };
  let sizeShare: number | null = null;
  for (const [key, list] of Object.entries(type.options)) {
    const at = Math.floor(rnd.next() * list.length);
    values[key] = list[at] ?? '';
    // A larger size costs more: the size option moves the price within the band.
    if (key === 'size' && list.length > 1) sizeShare = at / (list.length - 1);
  }
  const name = fill(type.template, values);
  const u = sizeShare === null ? rnd.next() : 0.55 * rnd.next() + 0.45 * sizeShare;
  const boxed = BOXED.has(table.category);
  const boxSqft = boxed ? rnd.int(8, 24) + rnd.int(0, 9) / 10 : null;
  const unitCents = type.perSqft
    ? Math.round(type.priceCents[0] * (type.priceCents[1] / type.priceCents[0]) ** u)
    : listPrice(type.priceCents[0], type.priceCents[1], u);
  const priceCents =
    type.perSqft && boxSqft !== null ? Math.round(unitCents * boxSqft) - 1 : unitCents;
  const sku = `${brandCode(brand)}-${type.code}-${String(i + 1).padStart(5, '0')}`;
  const details = Object.entries(values)
    .filter(([key, value]) => key !== 'series' && key !== 'size' && value.trim() !== '')
    .map(([, value]) => value.trim().toLowerCase())
    .join(', ');
  const perSqft = type.perSqft ? ` $${(unitCents / 100).toFixed(2)} per sq. ft.` : '';
  const description =
    `${type.name} from the ${brand} ${series} collection${details ? `: ${details}` : ''}.` +
    `${boxSqft !== null ? ` ${boxSqft} sq. ft. per box.${perSqft}` : ''} SKU ${sku}. Ships in 1 to 3 weeks.`;
  const sizes: GeneratedSize[] = [];
  const units = unitsOf(type, values.size);
  for (let s = 0; s < sizeCount; s++) {
    const unit = units.length > 0 ? units[s % units.length] : undefined;
    const patterned =
      boxed && type.patterns !== undefined && (unit === undefined || rnd.next() < 0.2);
    const pattern = patterned ? (type.patterns?.[s % type.patterns.length] ?? null) : null;
    sizes.push({
      widthSize: unit && !pattern ? String(unit[0]) : null,
      heightSize: unit && !pattern && !boxed ? String(unit[1]) : null,
      lengthSize: unit && !pattern && boxed ? String(unit[1]) : null,
      pattern,
      priceCents: s === 0 ? priceCents : Math.round(priceCents * 1.15),
    });
  }
  return {
    name,
    brand,
    sku,
    description,
    priceCents,
    boxSqft,
    popularity: rnd.int(0, 10_000),
    sizes,
    type,
  };
}

/** The catalogue's tables in the order of `categoryNames` (every name must have one). */
export function tablesFor(categoryNames: readonly string[]): CategoryTable[] {
  return categoryNames.map((name) => {
    const table = CATALOGUE.find((c) => c.category === name);
    if (!table) throw new Error(`No catalogue table for the category ${name}`);
    return table;
  });
}
