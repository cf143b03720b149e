import { productLook, type Quad } from '@brand/core/rules';
import { describe, expect, it } from 'vitest';
import { isConvexQuad, patternAt, renderPhoto } from './photo-render';
import { photoCategories, photoSurfaceOf } from './photo-surfaces';

/** A flat mid-grey photo, `size` px square. */
function greyPhoto(size: number) {
  return { width: size, height: size, data: new Uint8ClampedArray(size * size * 4).fill(128) };
}

const SQUARE: Quad = [
  { x: 20, y: 20 },
  { x: 80, y: 20 },
  { x: 80, y: 80 },
  { x: 20, y: 80 },
];
const TILE = productLook({
  id: 1,
  name: 'Piazza Porcelain Floor Tile, Matte Black',
  category: 'Tile Flooring',
});

describe('isConvexQuad', () => {
  it('accepts a square and refuses crossed edges or collinear corners', () => {
    expect(isConvexQuad(SQUARE)).toBe(true);
    expect(isConvexQuad([SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]] as unknown as Quad)).toBe(
      false,
    );
    expect(
      isConvexQuad([
        { x: 0, y: 0 },
        { x: 5, y: 0 },
        { x: 10, y: 0 },
        { x: 0, y: 10 },
      ]),
    ).toBe(false);
  });
});

describe('patternAt', () => {
  it('is a joint on the unit edges and a unit inside, rows staggered for planks', () => {
    const grid = {
      pattern: 'grid' as const,
      unit: { width: 12, length: 12 },
      groutWidth: 0.25,
      variant: 0,
    };
    expect(patternAt(grid, 0.05, 6)).toBeNull();
    expect(patternAt(grid, 6, 11.95)).toBeNull();
    expect(patternAt(grid, 6, 6)).not.toBeNull();
    const planks = {
      pattern: 'offset' as const,
      unit: { width: 5, length: 48 },
      groutWidth: 0,
      variant: 0,
    };
    // Row 0 has a joint at x = 48; row 1 (shifted by half a plank) has a plank there.
    expect(patternAt(planks, 48, 2.5)).toBeNull();
    expect(patternAt(planks, 48, 7.5)).not.toBeNull();
    expect(patternAt({ ...planks, pattern: 'none' }, 48, 2.5)).toBe(0);
  });
});

describe('renderPhoto', () => {
  it('changes the pixels inside the outline only, and keeps the grey photo as the look', () => {
    const photo = greyPhoto(100);
    const out = renderPhoto(photo, { quad: SQUARE, size: { width: 4, depth: 4 }, look: TILE });
    expect(out).not.toBeNull();
    const at = (x: number, y: number) =>
      Array.from(out?.data.slice((y * 100 + x) * 4, (y * 100 + x) * 4 + 4) ?? []);
    expect(at(5, 5)).toEqual([128, 128, 128, 128]);
    expect(at(95, 50)).toEqual([128, 128, 128, 128]);
    // A flat photo's light is its mean everywhere: inside is the product's own colour or grout.
    const inside = at(35, 35);
    expect(inside).not.toEqual([128, 128, 128, 128]);
    expect(Math.max(...inside.slice(0, 3))).toBeLessThan(80);
  });

  it('draws the grout at real scale: a 4 ft square of 12 in. tiles has 3 inner joints a way', () => {
    const photo = greyPhoto(100);
    const look = { ...TILE, grout: '#ffffff', groutWidth: 1, unit: { width: 12, length: 12 } };
    const out = renderPhoto(photo, { quad: SQUARE, size: { width: 4, depth: 4 }, look });
    const row = 35;
    let joints = 0;
    let inJoint = false;
    for (let x = 22; x < 78; x++) {
      const light = (out?.data[(row * 100 + x) * 4] ?? 0) > 200;
      if (light && !inJoint) joints++;
      inJoint = light;
    }
    expect(joints).toBe(3);
  });

  it('is null for a crossed outline', () => {
    const crossed = [SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]] as unknown as Quad;
    expect(
      renderPhoto(greyPhoto(100), { quad: crossed, size: { width: 4, depth: 4 }, look: TILE }),
    ).toBeNull();
  });
});

describe('photoCategories', () => {
  it('offers flooring for a floor and backsplash or stacked stone for a wall', () => {
    expect(photoCategories('floor')).toContain('Tile Flooring');
    expect(photoCategories('wall')).toEqual(
      expect.arrayContaining(['Backsplash Tiles', 'Stacked Stone']),
    );
    expect(photoCategories('wall')).not.toContain('Hardwood Flooring');
  });
});

describe('photoSurfaceOf', () => {
  it('puts flooring on a floor, backsplash and stacked stone on a wall, a toilet nowhere', () => {
    expect(photoSurfaceOf('Tile Flooring')).toBe('floor');
    expect(photoSurfaceOf('Hardwood Flooring')).toBe('floor');
    expect(photoSurfaceOf('Backsplash Tiles')).toBe('wall');
    expect(photoSurfaceOf('Stacked Stone')).toBe('wall');
    expect(photoSurfaceOf('Toilets')).toBeNull();
    expect(photoSurfaceOf(null)).toBeNull();
  });
});
