import { describe, expect, it } from 'vitest';
import { roomSurfaces } from './estimate';
import { surfaceFits } from './surface-fit';

const kitchen = (key: string) => {
  const s = roomSurfaces('Kitchen').find((x) => x.key === key);
  if (!s) throw new Error(key);
  return s;
};

describe('surfaceFits: category, and the type where the surface names types', () => {
  it('takes a refrigerator on the Refrigerator surface, not a microwave of the same category', () => {
    const fridge = kitchen('refrigerator');
    expect(
      surfaceFits(fridge, 'Appliances', 'Pro Series 36 in. French Door Refrigerator in Stainless'),
    ).toBe(true);
    expect(surfaceFits(fridge, 'Appliances', 'Classic 1.6 cu. ft. Microwave in Black')).toBe(false);
    expect(surfaceFits(fridge, 'Appliances', "A vendor's own gadget")).toBe(false);
    expect(surfaceFits(fridge, 'Kitchen Sinks', 'Pro Series 36 in. French Door Refrigerator')).toBe(
      false,
    );
  });

  it('tells a range from a range hood', () => {
    expect(surfaceFits(kitchen('range'), 'Appliances', 'Chef 30 in. Gas Range in Black')).toBe(
      true,
    );
    expect(
      surfaceFits(kitchen('range'), 'Appliances', 'Chef 30 in. Wall Mount Range Hood in Black'),
    ).toBe(false);
    expect(
      surfaceFits(kitchen('hood'), 'Appliances', 'Chef 30 in. Wall Mount Range Hood in Black'),
    ).toBe(true);
    expect(
      surfaceFits(kitchen('dishwasher'), 'Appliances', 'Studio 24 in. Quiet Dishwasher in White'),
    ).toBe(true);
  });

  it('takes any product of the categories when the surface names no types', () => {
    expect(surfaceFits(kitchen('sink'), 'Kitchen Sinks', 'Anything at all')).toBe(true);
    expect(surfaceFits(kitchen('sink'), 'Appliances', 'Anything at all')).toBe(false);
  });
});
