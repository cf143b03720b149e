/**
 * How each estimate line was counted (issue 29 item 4): what a surface needs from the room's
 * measures, with a plain-English basis ("14 doors + 8 drawers: one knob or pull each"), and the
 * basis of a line's selling units ("633 sq ft of floor + 10% waste = 696.3 sq ft: 51 boxes of
 * 13.7 sq ft").
 */
import type { EstimateItem, SurfaceKey } from './estimate-types';
import type { RoomMeasures } from './room-measure';

/** Ours: a countertop slab covers about 45 sq ft (a 9 x 5 ft slab). */
export const SLAB_SQFT = 45;

/** A number as the basis writes it: at most 2 decimals, thousands with commas (no Intl). */
export function amountText(n: number): string {
  const [whole = '0', frac] = String(Math.round(n * 100) / 100).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface SurfaceCount {
  /** sq ft, feet or pieces. */
  amount: number;
  /** How a piece count was reached; areas and lengths get theirs from `itemBasis`. */
  basis?: string;
}

/**
 * What a surface needs before selling units: sq ft (area), feet (linear) or pieces (count).
 * Countertop: whole slabs of 45 sq ft; hardware: one knob or pull per cabinet door and drawer
 * (core `cabinetFronts`, the doors and drawers the 3-D room draws); lights: one per fixture
 * position (core `lightPositions`); walls: less openings, less a kitchen's backsplash (its own
 * surface); one of every other fixture (an appliance: one for the room).
 */
export function surfaceCount(key: SurfaceKey, m: RoomMeasures, roomType?: string): SurfaceCount {
  switch (key) {
    case 'floor':
      return { amount: m.floorSqft };
    case 'walls':
      // A kitchen's backsplash is its own surface: the wall tile covers the rest.
      return {
        amount: Math.max(
          0,
          Math.round((m.wallSqft - (roomType === 'Kitchen' ? m.backsplashSqft : 0)) * 100) / 100,
        ),
      };
    case 'backsplash':
      return { amount: m.backsplashSqft };
    case 'edging':
      return { amount: m.edgingFeet };
    case 'countertop': {
      const slabs = Math.max(0, Math.ceil(m.countertopSqft / SLAB_SQFT - 1e-9));
      return {
        amount: slabs,
        basis: `${amountText(m.counterFeet)} ft of counter${m.island ? ` and an island of ${amountText(m.island.length)} x ${amountText(m.island.depth)} ft` : ''}, ${amountText(m.countertopSqft)} sq ft: ${count(slabs, 'slab')} of ${SLAB_SQFT} sq ft`,
      };
    }
    case 'hardware':
      return {
        amount: m.cabinetDoors + m.cabinetDrawers,
        basis: `${count(m.cabinetDoors, 'door')} + ${count(m.cabinetDrawers, 'drawer')}: one knob or pull each`,
      };
    case 'lights': {
      const parts = [
        m.recessedLights ? `${m.recessedLights} recessed` : '',
        m.pendantLights
          ? `${count(m.pendantLights, 'pendant')} over the ${m.island ? 'island' : 'counter'}`
          : '',
        m.vanityLights ? `${m.vanityLights} over the vanity` : '',
      ].filter(Boolean);
      const total = m.recessedLights + m.pendantLights + m.vanityLights;
      return {
        amount: total,
        basis: `${count(total, 'fixture position')}${parts.length ? ` (${parts.join(' + ')})` : ''}: one light each`,
      };
    }
    default: {
      // An appliance the run could not take at its width says so (`RoomMeasures.narrowed`).
      const narrowed = m.narrowed?.[key as keyof NonNullable<RoomMeasures['narrowed']>];
      return {
        amount: 1,
        basis: narrowed
          ? `one for the room; drawn ${narrowed.drawn} in. wide: the run has no room for its ${narrowed.product} in.`
          : 'one for the room',
      };
    }
  }
}

/** What the basis calls an area or a length. */
const NOUN: Partial<Record<SurfaceKey, string>> = {
  floor: 'floor',
  walls: 'wall',
  backsplash: 'backsplash',
  edging: 'coping',
};

/**
 * The basis of one item's selling units: an area's sq ft plus the waste allowance and the whole
 * boxes bought; a length's feet plus the allowance; a count's own basis. A minimum unit that
 * raised the quantity is said.
 */
export function itemBasis(item: EstimateItem, units: number, wastePercent: number): string {
  const noun = NOUN[item.surface] ?? item.surface;
  const needed = (item.amount * (100 + wastePercent)) / 100;
  const waste = `+ ${amountText(wastePercent)}% waste = ${amountText(needed)}`;
  let text: string;
  let computed = units;
  if (item.measure === 'area' && item.boxSqft && item.boxSqft > 0) {
    computed = Math.ceil(needed / item.boxSqft - 1e-9);
    text = `${amountText(item.amount)} sq ft of ${noun} ${waste} sq ft: ${count(computed, 'box', 'boxes')} of ${amountText(item.boxSqft)} sq ft`;
  } else if (item.measure === 'area') {
    computed = Math.ceil(needed - 1e-9);
    text = `${amountText(item.amount)} sq ft of ${noun} ${waste} sq ft, sold by the sq ft`;
  } else if (item.measure === 'linear') {
    computed = Math.ceil(needed - 1e-9);
    text = `${amountText(item.amount)} ft of ${noun} ${waste} ft`;
  } else {
    computed = Math.ceil(item.amount - 1e-9);
    text = item.basis ?? count(computed, 'piece');
  }
  return units > computed ? `${text}; ${units} is the product's minimum` : text;
}
