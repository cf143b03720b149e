import { applianceWidths } from '@brand/core/rules';
import { describe, expect, it } from 'vitest';
import { bathSizes, sinkBasinWidth } from './fixture-sizes';

describe('bathSizes', () => {
  it('draws the chosen vanity and tub at their products` sizes', () => {
    const chosen = applianceWidths({
      vanity: { name: 'Harbor 30 in. Single Sink Vanity in White with Quartz Top' },
      tub: { name: 'Serenity 67 in. Acrylic Freestanding Tub in White' },
    });
    expect(chosen).toEqual({ vanity: 2.5, tub: 67 / 12 });
    expect(bathSizes(4, 9, chosen)).toEqual({ vanityWidth: 2.5, tubLength: 67 / 12 });
  });

  it('keeps them within their walls and bands', () => {
    // A 60 in vanity on a 4 ft run is the run; a 72 in tub on a 6 ft wall leaves 1 ft.
    expect(bathSizes(4, 6, { vanity: 5, tub: 6 })).toEqual({ vanityWidth: 4, tubLength: 5 });
    // Below the bands: an 18 in vanity at least, a 4 ft tub at least.
    expect(bathSizes(4, 9, { vanity: 1, tub: 2 })).toEqual({ vanityWidth: 1.5, tubLength: 4 });
    expect(bathSizes(4, 9, { tub: 8 }).tubLength).toBe(6);
  });

  it('without a size: the run`s width and the standard 60 in tub', () => {
    expect(bathSizes(3.5, 9, null)).toEqual({ vanityWidth: 3.5, tubLength: 5 });
    expect(bathSizes(3.5, 9, { vanity: Number.NaN })).toEqual({ vanityWidth: 3.5, tubLength: 5 });
    expect(bathSizes(3.5, 5.5, {})).toEqual({ vanityWidth: 3.5, tubLength: 4.5 });
  });
});

describe('sinkBasinWidth', () => {
  it('draws the chosen sink at its width, within its base', () => {
    const { sink } = applianceWidths({
      sink: { name: 'Aria 30 in. Single Bowl Undermount Kitchen Sink, Stainless Steel' },
    });
    expect(sink).toBe(2.5);
    expect(sinkBasinWidth(3, sink)).toBe(2.5);
    // A 36 in farmhouse sink in a 36 in base keeps 1 in of the base each side.
    expect(sinkBasinWidth(3, 3)).toBeCloseTo(3 - 2 / 12, 6);
    expect(sinkBasinWidth(3, 0.5)).toBe(1.25);
  });

  it('without a size, the basin drawn before: the base less 4 in each side', () => {
    expect(sinkBasinWidth(3, undefined)).toBeCloseTo(2.3, 6);
    expect(sinkBasinWidth(3, Number.NaN)).toBeCloseTo(2.3, 6);
  });
});
