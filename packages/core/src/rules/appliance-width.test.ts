import { describe, expect, it } from 'vitest';
import { kitchenLayout } from '../drawing/kitchen-layout';
import { planGeometry } from '../drawing/plan-geometry';
import { applianceWidths } from './appliance-width';
import { CATALOGUE } from './catalogue';
import { surfaceCount } from './estimate-basis';
import { productWidthInches } from './product-look';
import { cabinetFronts } from './room-fixtures';
import { roomMeasures } from './room-measure';

describe('productWidthInches', () => {
  it('reads the width a catalogue name says', () => {
    expect(productWidthInches({ name: 'Classic 42 in. French Door Refrigerator in White' })).toBe(
      42,
    );
    expect(productWidthInches({ name: 'Chef 36 in. Dual Fuel Range in Matte Black' })).toBe(36);
    expect(productWidthInches({ name: 'Studio 24 in. Quiet Dishwasher in Panel Ready' })).toBe(24);
    expect(productWidthInches({ name: 'Pro 29.75 inch Counter-Depth Refrigerator' })).toBe(29.75);
    expect(productWidthInches({ name: 'Vendor 33" Bottom Freezer Refrigerator' })).toBe(33);
  });
  it('prefers the size`s width, and has none when neither says', () => {
    expect(
      productWidthInches({ name: 'Classic 42 in. Refrigerator', size: { width_size: '35.5' } }),
    ).toBe(35.5);
    expect(
      productWidthInches({ name: 'Classic 42 in. Refrigerator', size: { width_size: '' } }),
    ).toBe(42);
    expect(productWidthInches({ name: 'Juniper French Door Refrigerator in White' })).toBeNull();
    expect(productWidthInches({ name: 'Fridge 2024 in white' })).toBeNull();
    expect(productWidthInches({ name: 'Model X5 in. wide' })).toBeNull();
    // A fraction is not read as its last figure.
    expect(productWidthInches({ name: 'Oak 7-1/2 in. Engineered Hardwood Flooring' })).toBeNull();
  });
  it('reads every catalogue appliance size option back', () => {
    for (const type of CATALOGUE.find((c) => c.category === 'Appliances')?.types ?? []) {
      for (const size of type.options.size ?? []) {
        const name = type.template.replace('{size}', size).replace(/\{\w+\}/g, 'X');
        expect(productWidthInches({ name })).toBe(Number(size));
      }
    }
  });
});

describe('applianceWidths', () => {
  it('gives the chosen refrigerator, range, dishwasher and hood widths in feet', () => {
    expect(
      applianceWidths({
        refrigerator: { name: 'Classic 42 in. French Door Refrigerator in White' },
        range: { name: 'Chef 48 in. Dual Fuel Range in Stainless Steel' },
        dishwasher: { name: 'Studio 24 in. Quiet Dishwasher in White' },
        hood: { name: 'Pro 36 in. Wall Mount Range Hood in Stainless Steel' },
        floor: { name: 'Oak 7-1/2 in. Hardwood' },
      }),
    ).toEqual({ fridge: 3.5, range: 4, dishwasher: 2, hood: 3 });
  });
  it('leaves out what is not chosen or says no width', () => {
    expect(applianceWidths({})).toEqual({});
    expect(applianceWidths({ refrigerator: null, range: { name: 'Gas Range in White' } })).toEqual(
      {},
    );
  });
});

describe('the estimate`s measures follow the appliances chosen', () => {
  it('a 42 in refrigerator: 6 in less countertop; a 36 in range: fewer fronts, as drawn', () => {
    const plan = planGeometry(1, 'Kitchen', 300);
    const standard = roomMeasures(plan, 'Kitchen');
    const fridge = roomMeasures(plan, 'Kitchen', { fridge: 3.5 });
    expect(standard.counterFeet - fridge.counterFeet).toBeCloseTo(0.5, 2);
    expect(standard.countertopSqft - fridge.countertopSqft).toBeCloseTo(0.5 * (25 / 12), 1);
    for (const widths of [{ fridge: 3.5 }, { range: 3 }, { range: 4, dishwasher: 1.5 }]) {
      const layout = kitchenLayout(plan, widths);
      const m = roomMeasures(plan, 'Kitchen', widths);
      expect(m.counterFeet).toBeCloseTo(layout?.counters.reduce((s, c) => s + c.width, 0) ?? 0, 2);
      expect([m.cabinetDoors, m.cabinetDrawers]).toEqual([layout?.doors, layout?.drawers]);
      expect(cabinetFronts(plan, 'Kitchen', widths).handles).toBe(layout?.handles);
    }
    // A bathroom's run is a vanity: appliance widths change nothing.
    const bath = planGeometry(1, 'Bathroom', 80);
    expect(roomMeasures(bath, 'Bathroom', { fridge: 4 })).toEqual(roomMeasures(bath, 'Bathroom'));
  });

  it('an appliance the run cannot take at its width says the width it is drawn and counted at', () => {
    const plan = planGeometry(1, 'Kitchen', 400);
    const fits = roomMeasures(plan, 'Kitchen', { fridge: 3.5 });
    expect(fits.narrowed).toBeUndefined();
    expect(surfaceCount('refrigerator', fits, 'Kitchen').basis).toBe('one for the room');
    const range = kitchenLayout(plan, { range: 4 })?.base.find((m) => m.kind === 'range');
    expect(range).toBeDefined();
    const drawn = Math.round((range?.width ?? 0) * 12);
    expect(drawn).toBeLessThan(48);
    const wide = roomMeasures(plan, 'Kitchen', { range: 4, fridge: 3.5 });
    expect(wide.narrowed).toEqual({ range: { drawn, product: 48 } });
    expect(surfaceCount('range', wide, 'Kitchen')).toEqual({
      amount: 1,
      basis: `one for the room; drawn ${drawn} in. wide: the run has no room for its 48 in.`,
    });
    expect(surfaceCount('refrigerator', wide, 'Kitchen').basis).toBe('one for the room');
  });
});
