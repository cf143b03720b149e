import { describe, expect, it } from 'vitest';
import {
  isSurfaceKind,
  LOOK_COLORS,
  LOOK_KINDS,
  luminance,
  mixHex,
  type ProductLookInput,
  productLook,
  SURFACE_KINDS,
} from './product-look';

/** spec 1 §2's 21 categories, as the seed spells them, and the kind each one draws. */
const SEEDED: [string, string, boolean][] = [
  ['Appliances', 'appliance', false],
  ['Artificial Turf', 'turf', true],
  ['Backsplash Tiles', 'tile', true],
  ['Bathroom Faucets', 'faucet', false],
  ['Bathroom Vanitys', 'vanity', false],
  ['Bath Tubs', 'tub', false],
  ['Cabinet Hardware', 'hardware', false],
  ['Countertop', 'countertop', true],
  ['Fans', 'fan', false],
  ['Hardscaping', 'hardscape', true],
  ['Hardwood Flooring', 'wood', true],
  ['Kitchen Faucets', 'faucet', false],
  ['Kitchen Sinks', 'sink', false],
  ['Laminate Flooring', 'laminate', true],
  ['Lights', 'light', false],
  ['luxury-flooring', 'vinyl', true],
  ['Pool Copings', 'coping', true],
  ['Showers', 'shower', false],
  ['Stacked Stone', 'stone', true],
  ['Tile Flooring', 'tile', true],
  ['Toilets', 'toilet', false],
];

const look = (over: Partial<ProductLookInput>) =>
  productLook({ id: 1, name: 'Modern White Matte Thing', category: 'Tile Flooring', ...over });

describe('productLook: kinds', () => {
  it.each(SEEDED)('%s -> %s (surface %s)', (category, kind, surface) => {
    const name = `Modern White Matte ${category.replace(/s$/, '')}`;
    const result = productLook({ id: 3, name, category });
    expect(result.kind).toBe(kind);
    expect(result.surface).toBe(surface);
  });

  it('maps every seeded category to a different-looking kind, only known kinds', () => {
    for (const [category] of SEEDED) {
      expect(LOOK_KINDS).toContain(productLook({ id: 1, name: 'x', category }).kind);
    }
  });

  it.each([
    ['Range Hoods and Ovens', 'appliance'],
    ['Kitchen Cabinets', 'cabinet'],
    ['Door Knobs', 'hardware'],
    ['Pendant Lamps', 'light'],
    ['Pavers', 'hardscape'],
    ['Grass', 'turf'],
    ['Vinyl Plank', 'vinyl'],
    ['Mosaic', 'tile'],
    ['Ledger Panels', 'stone'],
    ['Counter Tops', 'countertop'],
    ['Ceiling Fan', 'fan'],
    ['Refrigerator', 'appliance'],
    ['Dishwasher', 'appliance'],
    ['Wall Sconce', 'light'],
    ['Drawer Pull', 'hardware'],
    ['Lamps', 'light'],
    ['Pendants', 'light'],
    ['Knobs', 'hardware'],
    ['Range', 'appliance'],
    ['Oven', 'appliance'],
    ['Paver', 'hardscape'],
    ['Backsplash', 'tile'],
    ['Counter Top', 'countertop'],
    ['Fan', 'fan'],
  ])('reads other category names too: %s -> %s', (category, kind) => {
    expect(productLook({ id: 1, name: 'Plain', category }).kind).toBe(kind);
  });

  it('falls back to the name, then to tile when boxed, else cabinet', () => {
    expect(productLook({ id: 1, name: 'Nordic Oak Toilet', category: 'Misc' }).kind).toBe('toilet');
    expect(productLook({ id: 1, name: 'Plain', category: 'Misc', boxSqft: 12 }).kind).toBe('tile');
    expect(productLook({ id: 1, name: 'Plain', category: 'Misc', boxSqft: '9.5' }).kind).toBe(
      'tile',
    );
    expect(productLook({ id: 1, name: 'Plain', category: 'Misc', boxSqft: 0 }).kind).toBe(
      'cabinet',
    );
    expect(productLook({ id: 1, name: 'Plain', category: 'Misc' }).kind).toBe('cabinet');
  });

  it('does not mistake "fancy" for a fan', () => {
    expect(productLook({ id: 1, name: 'Fancy', category: 'Fancy things' }).kind).toBe('cabinet');
  });

  it('lists its surface kinds', () => {
    expect(SURFACE_KINDS).toEqual([
      'tile',
      'wood',
      'laminate',
      'vinyl',
      'stone',
      'hardscape',
      'coping',
      'turf',
      'countertop',
    ]);
    expect(isSurfaceKind('tile')).toBe(true);
    expect(isSurfaceKind('toilet')).toBe(false);
  });
});

describe('productLook: colour and finish from the name', () => {
  it.each(Object.entries(LOOK_COLORS))('%s -> %s', (word, hex) => {
    const result = look({ name: `Classic ${word[0]?.toUpperCase()}${word.slice(1)} Honed Tile` });
    expect(result.color).toBe(hex);
    expect(result.colorName).toBe(word);
  });

  it('takes the first colour word and ignores words that only contain one', () => {
    expect(look({ name: 'Rustic Walnut Sage Matte Tile' }).colorName).toBe('walnut');
    expect(look({ name: 'Sandstone Oakley Tile' }).colorName).toBeNull();
  });

  it('falls back to a neutral chosen by the id, never a prototype key', () => {
    expect(look({ id: 0, name: 'constructor toString' }).color).toBe('#D8D2C6');
    expect(look({ id: 1, name: 'Plain' }).color).toBe('#A7A29A');
    expect(look({ id: 2, name: 'Plain' }).color).toBe('#C9B79C');
    expect(look({ id: 7, name: 'Plain' }).color).toBe('#8D9599');
    expect(look({ id: -5, name: 'Plain' }).color).toBe('#A7A29A');
    expect(look({ id: Number.NaN, name: 'Plain' }).color).toBe('#D8D2C6');
    expect(look({ id: 0, name: 'constructor' }).colorName).toBeNull();
  });

  it.each([
    ['Glossy', 'glossy', 0.9],
    ['Polished', 'polished', 0.8],
    ['Satin', 'satin', 0.5],
    ['Brushed', 'brushed', 0.35],
    ['Honed', 'honed', 0.25],
    ['Matte', 'matte', 0.1],
    ['Natural', 'natural', 0.1],
    ['Textured', 'textured', 0.05],
  ])('finish %s -> %s, sheen %s', (word, finish, sheen) => {
    const result = look({ name: `Modern Slate ${word} Tile` });
    expect(result.finish).toBe(finish);
    expect(result.sheen).toBe(sheen);
  });

  it('defaults the finish: natural for wood, stone and hardscape, matte otherwise', () => {
    expect(look({ name: 'Oak', category: 'Hardwood Flooring' }).finish).toBe('natural');
    expect(look({ name: 'Oak', category: 'Stacked Stone' }).finish).toBe('natural');
    expect(look({ name: 'Oak', category: 'Hardscaping' }).finish).toBe('natural');
    expect(look({ name: 'Oak', category: 'Tile Flooring' }).finish).toBe('matte');
    expect(look({ name: 'hasOwnProperty', category: 'Toilets' }).finish).toBe('matte');
  });
});

describe('productLook: laying pattern and unit size', () => {
  it.each([
    ['Herringbone', 'herringbone', 3, 12],
    ['Chevron', 'chevron', 3, 12],
    ['Hexagon', 'hexagon', 8, 8],
    ['Subway', 'offset', 3, 6],
    ['Basketweave', 'basketweave', 2, 4],
    [' herringbone ', 'herringbone', 3, 12],
  ])('pattern %j -> %s %sx%s', (pattern, laid, width, length) => {
    const result = look({ size: { pattern, width_size: 24, length_size: 48 } });
    expect(result.pattern).toBe(laid);
    expect(result.unit).toEqual({ width, length });
  });

  it('reads width x length, else width x height, normalised width <= length', () => {
    expect(look({ size: { width_size: '12', length_size: '24' } }).unit).toEqual({
      width: 12,
      length: 24,
    });
    expect(look({ size: { width_size: 36, height_size: 12 } }).unit).toEqual({
      width: 12,
      length: 36,
    });
    expect(look({ size: { width_size: 6, length_size: 0, height_size: 18 } }).unit).toEqual({
      width: 6,
      length: 18,
    });
  });

  it('lays square-ish tile in a grid and long tile offset', () => {
    expect(look({ size: { width_size: 12, length_size: 12 } }).pattern).toBe('grid');
    expect(look({ size: { width_size: 12, length_size: 23 } }).pattern).toBe('grid');
    expect(look({ size: { width_size: 12, length_size: 24 } }).pattern).toBe('offset');
    expect(look({ size: { width_size: 3, length_size: 48 } }).pattern).toBe('offset');
  });

  it('lays planks offset and stacked stone as a ledger, whatever the size', () => {
    for (const category of ['Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring']) {
      expect(look({ category, size: { width_size: 12, length_size: 12 } }).pattern).toBe('offset');
    }
    expect(
      look({ category: 'Stacked Stone', size: { width_size: 6, length_size: 6 } }).pattern,
    ).toBe('ledger');
  });

  it.each([
    ['Tile Flooring', 12, 12],
    ['Hardwood Flooring', 5, 48],
    ['Laminate Flooring', 7, 48],
    ['luxury-flooring', 7, 48],
    ['Stacked Stone', 6, 24],
    ['Hardscaping', 12, 12],
    ['Pool Copings', 12, 24],
  ])('%s without a size: %sx%s', (category, width, length) => {
    expect(look({ category, size: null }).unit).toEqual({ width, length });
    expect(look({ category, size: { width_size: '', pattern: 'Diagonal' } }).unit).toEqual({
      width,
      length,
    });
  });

  it('ignores a pattern named like an object key', () => {
    expect(
      look({ size: { pattern: 'constructor', width_size: 6, length_size: 24 } }),
    ).toMatchObject({
      pattern: 'offset',
      unit: { width: 6, length: 24 },
    });
  });

  it('fills a missing length from the default', () => {
    expect(look({ category: 'Tile Flooring', size: { width_size: 6 } }).unit).toEqual({
      width: 6,
      length: 12,
    });
  });

  it('gives slabs, turf and objects no unit and no pattern, whatever their size', () => {
    for (const category of ['Countertop', 'Artificial Turf', 'Appliances', 'Toilets']) {
      const result = look({ category, size: { width_size: 12, height_size: 48 } });
      expect(result.unit).toBeNull();
      expect(result.pattern).toBe('none');
    }
  });
});

describe('productLook: grout', () => {
  it('darkens the grout of light tile and lightens that of dark tile', () => {
    const light = look({ name: 'Modern White Matte Tile' });
    expect(light.grout).toBe(mixHex('#F4F3EF', '#6E6A63', 0.3));
    expect(light.grout).toBe('#CCCAC5');
    expect(light.groutWidth).toBe(0.125);
    const dark = look({ name: 'Modern Charcoal Matte Tile' });
    expect(dark.grout).toBe(mixHex('#3A3D40', '#D9D6CF', 0.3));
    expect(dark.grout).toBe('#6A6B6B');
  });

  it('splits light and dark at a luminance of 0.3', () => {
    // sage (#9CAF92) is above 0.3, slate (#5E6B73) below.
    expect(luminance('#9CAF92')).toBeGreaterThan(0.3);
    expect(luminance('#5E6B73')).toBeLessThan(0.3);
    expect(look({ name: 'Sage' }).grout).toBe(mixHex('#9CAF92', '#6E6A63', 0.3));
    expect(look({ name: 'Slate' }).grout).toBe(mixHex('#5E6B73', '#D9D6CF', 0.3));
  });

  it('joints hardscape and coping wider, and nothing else', () => {
    expect(look({ category: 'Hardscaping' }).groutWidth).toBe(0.25);
    expect(look({ category: 'Pool Copings' }).groutWidth).toBe(0.25);
    for (const category of ['Hardwood Flooring', 'Stacked Stone', 'Countertop', 'Toilets']) {
      expect(look({ category }).grout).toBeNull();
      expect(look({ category }).groutWidth).toBe(0);
    }
  });
});

describe('productLook: determinism and variants', () => {
  it('answers the same look for the same product, twice', () => {
    const input = {
      id: 4242,
      name: 'Rustic Oak Glossy Hardwood Flooring',
      category: 'Hardwood Flooring',
      size: { width_size: '6', length_size: '36' },
      boxSqft: 18.5,
    };
    expect(productLook(input)).toEqual(productLook({ ...input }));
    expect(productLook(input)).toEqual({
      kind: 'wood',
      surface: true,
      color: '#B98B5A',
      colorName: 'oak',
      finish: 'glossy',
      sheen: 0.9,
      pattern: 'offset',
      unit: { width: 6, length: 36 },
      grout: null,
      groutWidth: 0,
      variant: 2,
      form: null,
    });
  });

  it("draws what the name's catalogue type is, whatever the id (issue 25)", () => {
    const look = (name: string, category: string, id = 1) =>
      productLook({ id, name, category }).form;
    for (const id of [1, 2, 3, 4, 5]) {
      expect(
        look('Pro Series 36 in. French Door Refrigerator in Stainless Steel', 'Appliances', id),
      ).toBe('refrigerator');
    }
    expect(look('Chef 30 in. Gas Range in White', 'Appliances')).toBe('range');
    expect(look('Studio 36 in. Wall Mount Range Hood in Stainless Steel', 'Appliances')).toBe(
      'range-hood',
    );
    expect(look('Classic 24 in. Built-In Dishwasher in White', 'Appliances')).toBe('dishwasher');
    expect(look('Ashby 1-1/4 in. Round Cabinet Knob in Matte Black', 'Cabinet Hardware')).toBe(
      'knob',
    );
    expect(look('Ashby 5-1/16 in. Bar Cabinet Pull in Matte Black', 'Cabinet Hardware')).toBe(
      'pull',
    );
    expect(look('Atlas 30 in. Farmhouse Sink, Fireclay', 'Kitchen Sinks')).toBe('single-basin');
    expect(
      look('Atlas 33 in. Double Bowl Undermount Kitchen Sink, Fireclay', 'Kitchen Sinks'),
    ).toBe('double-basin');
    expect(look('A vendor product', 'Appliances')).toBeNull();
    // The colour of a catalogue name is read from its words: stainless steel, matte black.
    expect(
      productLook({ id: 1, name: 'X Refrigerator in Stainless Steel', category: 'Appliances' })
        .colorName,
    ).toBe('stainless');
  });

  it('takes the variant from the id, 0..9', () => {
    expect(look({ id: 0 }).variant).toBe(0);
    expect(look({ id: 19 }).variant).toBe(9);
    expect(look({ id: 25.7 }).variant).toBe(5);
    expect(look({ id: -3 }).variant).toBe(3);
  });
});

describe('colour helpers', () => {
  it('computes WCAG relative luminance', () => {
    expect(luminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(luminance('#0A0A0A')).toBeCloseTo(10 / 255 / 12.92, 6);
    expect(luminance('#FF0000')).toBeCloseTo(0.2126, 4);
    expect(luminance('#00FF00')).toBeCloseTo(0.7152, 4);
    expect(luminance('#0000FF')).toBeCloseTo(0.0722, 4);
  });

  it('mixes two colours per channel', () => {
    expect(mixHex('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mixHex('#102030', '#102030', 0.7)).toBe('#102030');
    expect(mixHex('#FF0000', '#0000FF', 0)).toBe('#FF0000');
    expect(mixHex('#FF0000', '#0000FF', 1)).toBe('#0000FF');
    expect(mixHex('#0a0b0c', '#0a0b0c', 0)).toBe('#0A0B0C');
  });
});
