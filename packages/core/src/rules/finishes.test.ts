import { describe, expect, it } from 'vitest';
import {
  CABINET_COLOURS,
  CABINET_DOOR_STYLES,
  finishLines,
  PAINT_COLOURS,
  paintableSqft,
  paintGallons,
} from './finishes';
import type { RoomMeasures } from './room-measure';

const m: RoomMeasures = {
  floorSqft: 150,
  wallSqft: 400,
  countertopSqft: 20,
  counterFeet: 8,
  backsplashSqft: 18,
  edgingFeet: 40,
  runFeet: 12,
  cabinetDoors: 14,
  cabinetDrawers: 6,
  recessedLights: 4,
  pendantLights: 3,
  vanityLights: 0,
};

describe('the finish palettes', () => {
  it('are named once, with unique keys and #rrggbb colours', () => {
    for (const list of [PAINT_COLOURS, CABINET_COLOURS]) {
      expect(new Set(list.map((c) => c.key)).size).toBe(list.length);
      for (const c of list) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(CABINET_DOOR_STYLES).toEqual([
      { key: 'shaker', name: 'Shaker' },
      { key: 'slab', name: 'Slab' },
      { key: 'raised', name: 'Raised panel' },
    ]);
  });

  it('are the decided tables (keys are stored in saved designs: never renamed)', () => {
    expect(PAINT_COLOURS.map((c) => [c.key, c.name, c.hex])).toEqual([
      ['chalk-white', 'Chalk White', '#f1eee6'],
      ['warm-greige', 'Warm Greige', '#cfc4b4'],
      ['sage-green', 'Sage Green', '#9cac8c'],
      ['harbour-blue', 'Harbour Blue', '#4f6f8f'],
      ['terracotta', 'Terracotta', '#b5654a'],
      ['charcoal', 'Charcoal', '#3e4042'],
    ]);
    expect(CABINET_COLOURS.map((c) => [c.key, c.name, c.hex])).toEqual([
      ['white', 'White', '#ece8df'],
      ['dove-grey', 'Dove Grey', '#b9b8b2'],
      ['navy', 'Navy', '#283a57'],
      ['forest', 'Forest Green', '#33493a'],
      ['natural-oak', 'Natural Oak', '#b88d5c'],
      ['black', 'Black', '#222222'],
    ]);
  });
});

describe('paintGallons: two coats at 350 sq ft a gallon, whole gallons', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [1, 1],
    [175, 1],
    [175.01, 2],
    [350, 2],
    [382, 3],
    [525, 3],
    [526, 4],
  ])('%d sq ft -> %d gallons', (sqft, gallons) => {
    expect(paintGallons(sqft)).toBe(gallons);
  });
});

describe('paintableSqft', () => {
  it.each([
    ['Kitchen', false, 382],
    ['Bathroom', false, 400],
    ['Living Room', false, 400],
    ['Bathroom', true, 0],
    ['Kitchen', true, 0],
  ] as const)('%s, tiled %s -> %d', (room, tiled, sqft) => {
    expect(paintableSqft(m, room, tiled)).toBe(sqft);
  });
  it('is never negative', () => {
    expect(paintableSqft({ ...m, wallSqft: 10 }, 'Kitchen', false)).toBe(0);
  });
});

describe('finishLines', () => {
  it('lists paint and cabinets with quantities, not sold here', () => {
    expect(
      finishLines(
        { paint: 'sage-green', cabinetStyle: 'shaker', cabinetColour: 'navy' },
        m,
        'Kitchen',
      ),
    ).toEqual([
      {
        finish: 'paint',
        label: 'Wall paint: Sage Green',
        quantity: '3 gallons',
        basis: '2 coats over 382 sq ft of wall at 350 sq ft a gallon',
        note: 'Not sold in this showroom',
      },
      {
        finish: 'cabinets',
        label: 'Cabinets: Shaker, Navy',
        quantity: '14 doors and 6 drawers',
        basis: 'the doors and drawers of the cabinet run, one front each',
        note: 'Not sold in this showroom',
      },
    ]);
  });
  it('names only what was chosen and counts one door and one drawer in the singular', () => {
    expect(
      finishLines(
        { cabinetColour: 'white' },
        { ...m, cabinetDoors: 1, cabinetDrawers: 1 },
        'Kitchen',
      ),
    ).toEqual([
      expect.objectContaining({ label: 'Cabinets: White', quantity: '1 door and 1 drawer' }),
    ]);
    expect(finishLines({ cabinetStyle: 'slab' }, m, 'Kitchen')[0]?.label).toBe('Cabinets: Slab');
    expect(finishLines({ paint: 'charcoal' }, { ...m, wallSqft: 100 }, 'Bathroom')).toEqual([
      expect.objectContaining({ label: 'Wall paint: Charcoal', quantity: '1 gallon' }),
    ]);
  });
  it('gives no line for nothing chosen, unknown keys, tiled walls, no fronts or a non-kitchen', () => {
    expect(finishLines(null, m, 'Kitchen')).toEqual([]);
    expect(finishLines({}, m, 'Kitchen')).toEqual([]);
    expect(finishLines({ paint: 'neon', cabinetColour: 'neon' }, m, 'Kitchen')).toEqual([]);
    expect(finishLines({ paint: 'sage-green' }, m, 'Bathroom', true)).toEqual([]);
    expect(
      finishLines(
        { cabinetStyle: 'shaker' },
        { ...m, cabinetDoors: 0, cabinetDrawers: 0 },
        'Kitchen',
      ),
    ).toEqual([]);
    expect(finishLines({ cabinetStyle: 'shaker', cabinetColour: 'navy' }, m, 'Bathroom')).toEqual(
      [],
    );
  });
});
