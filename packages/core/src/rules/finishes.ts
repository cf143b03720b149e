/**
 * Finishes a renovator chooses that the showroom does not sell (issue 29 item 3; decision in
 * docs/decisions/visualizer-surfaces.md): wall paint and the kitchen's cabinets (door style and
 * colour). The catalogue (spec 1 §2) has no paint and no cabinet category, so these are named
 * palettes defined once here, drawn by the 3-D room, saved with the design, and listed by the
 * estimate with how much would be needed, marked not sold here instead of priced.
 */
import type { RoomMeasures } from './room-measure';

export interface PaletteColour {
  key: string;
  name: string;
  /** sRGB, #rrggbb. */
  hex: string;
}

/** Ours: the wall paint palette. */
export const PAINT_COLOURS: readonly PaletteColour[] = [
  { key: 'chalk-white', name: 'Chalk White', hex: '#f1eee6' },
  { key: 'warm-greige', name: 'Warm Greige', hex: '#cfc4b4' },
  { key: 'sage-green', name: 'Sage Green', hex: '#9cac8c' },
  { key: 'harbour-blue', name: 'Harbour Blue', hex: '#4f6f8f' },
  { key: 'terracotta', name: 'Terracotta', hex: '#b5654a' },
  { key: 'charcoal', name: 'Charcoal', hex: '#3e4042' },
];

/** Ours: the cabinet colour palette. */
export const CABINET_COLOURS: readonly PaletteColour[] = [
  { key: 'white', name: 'White', hex: '#ece8df' },
  { key: 'dove-grey', name: 'Dove Grey', hex: '#b9b8b2' },
  { key: 'navy', name: 'Navy', hex: '#283a57' },
  { key: 'forest', name: 'Forest Green', hex: '#33493a' },
  { key: 'natural-oak', name: 'Natural Oak', hex: '#b88d5c' },
  { key: 'black', name: 'Black', hex: '#222222' },
];

export type CabinetDoorStyle = 'shaker' | 'slab' | 'raised';

/** Ours: the cabinet door styles, as the 3-D room draws them. */
export const CABINET_DOOR_STYLES: readonly { key: CabinetDoorStyle; name: string }[] = [
  { key: 'shaker', name: 'Shaker' },
  { key: 'slab', name: 'Slab' },
  { key: 'raised', name: 'Raised panel' },
];

/** A design's finishes: each a palette key, or absent (the room's default look). */
export interface Finishes {
  paint?: string | null;
  cabinetStyle?: CabinetDoorStyle | null;
  cabinetColour?: string | null;
}

/** Ours: two coats, about 350 sq ft a gallon a coat (a usual label figure). */
export const PAINT_COATS = 2;
export const PAINT_SQFT_PER_GALLON = 350;

/** The room types whose run is kitchen cabinets (the ones with a door style and colour). */
export const CABINET_ROOMS: readonly string[] = ['Kitchen'];

/** A finish's estimate line: what it is and how much, never a price. */
export interface FinishLine {
  finish: 'paint' | 'cabinets';
  /** "Wall paint: Sage Green". */
  label: string;
  /** "5 gallons", "14 doors and 6 drawers". */
  quantity: string;
  /** How it was counted. */
  basis: string;
  note: 'Not sold in this showroom';
}

export const paintColour = (key: string | null | undefined) =>
  PAINT_COLOURS.find((c) => c.key === key) ?? null;
export const cabinetColour = (key: string | null | undefined) =>
  CABINET_COLOURS.find((c) => c.key === key) ?? null;
export const cabinetDoorStyle = (key: string | null | undefined) =>
  CABINET_DOOR_STYLES.find((s) => s.key === key) ?? null;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The paintable wall area: the walls less openings, less a kitchen's backsplash (tiled); none
 * when the walls carry a wall product (`tiledWalls`: tile covers them instead).
 */
export function paintableSqft(m: RoomMeasures, roomType: string, tiledWalls: boolean): number {
  if (tiledWalls) return 0;
  const sqft = m.wallSqft - (roomType === 'Kitchen' ? m.backsplashSqft : 0);
  return Math.max(0, Math.round(sqft * 100) / 100);
}

/** Gallons for an area at `PAINT_COATS` coats, whole gallons, at least one. */
export function paintGallons(sqft: number): number {
  if (!(sqft > 0)) return 0;
  return Math.max(1, Math.ceil((sqft * PAINT_COATS) / PAINT_SQFT_PER_GALLON - 1e-9));
}

/**
 * The finish lines of a design: the wall paint (gallons for the paintable walls at two coats)
 * and, in a kitchen, the cabinets (the doors and drawers of core `kitchenLayout`, as measured);
 * each marked not sold in this showroom. Unknown palette keys and finishes with nothing to
 * cover give no line.
 */
export function finishLines(
  finishes: Finishes | null | undefined,
  m: RoomMeasures,
  roomType: string,
  tiledWalls = false,
): FinishLine[] {
  const out: FinishLine[] = [];
  const paint = paintColour(finishes?.paint);
  const sqft = paintableSqft(m, roomType, tiledWalls);
  if (paint && sqft > 0) {
    out.push({
      finish: 'paint',
      label: `Wall paint: ${paint.name}`,
      quantity: plural(paintGallons(sqft), 'gallon'),
      basis: `${PAINT_COATS} coats over ${sqft} sq ft of wall at ${PAINT_SQFT_PER_GALLON} sq ft a gallon`,
      note: 'Not sold in this showroom',
    });
  }
  const style = cabinetDoorStyle(finishes?.cabinetStyle);
  const colour = cabinetColour(finishes?.cabinetColour);
  const fronts = m.cabinetDoors + m.cabinetDrawers;
  if (CABINET_ROOMS.includes(roomType) && (style || colour) && fronts > 0) {
    const what = [style?.name, colour?.name].filter(Boolean).join(', ');
    out.push({
      finish: 'cabinets',
      label: `Cabinets: ${what}`,
      quantity: `${plural(m.cabinetDoors, 'door')} and ${plural(m.cabinetDrawers, 'drawer')}`,
      basis: 'the doors and drawers of the cabinet run, one front each',
      note: 'Not sold in this showroom',
    });
  }
  return out;
}
