import { describe, expect, it } from 'vitest';
import { LOOK_COLORS, nameLook } from './look-words';
import { productLook } from './product-look';

describe('nameLook', () => {
  it.each([
    ['Nordic Graphite Satin Hardwood', { colorName: 'graphite', finish: 'satin' }],
    ['Modern Walnut Honed Backsplash', { colorName: 'walnut', finish: 'honed' }],
    [
      'Classic 36 in. French Door Refrigerator in Stainless',
      { colorName: 'stainless', finish: null },
    ],
    ['White-Glossy subway', { colorName: 'white', finish: 'glossy' }],
    ['Plain Tile', { colorName: null, finish: null }],
    ['', { colorName: null, finish: null }],
  ])('%s', (name, look) => {
    expect(nameLook(name)).toEqual(look);
  });

  it('says what productLook draws: its colour word, and its finish when the name names one', () => {
    for (const [name, category] of [
      ['Rustic Oak Glossy Hardwood Flooring', 'Hardwood Flooring'],
      ['Ivory Matte Porcelain', 'Tile Flooring'],
      ['Stacked Slate Ledger', 'Stacked Stone'],
      ['Bare Hardwood', 'Hardwood Flooring'],
    ] as const) {
      const look = productLook({ id: 3, name, category });
      const words = nameLook(name);
      expect(words.colorName).toBe(look.colorName);
      expect(words.finish ?? look.finish).toBe(look.finish);
    }
  });

  it('gives every colour word a drawable colour (#RRGGBB), grey and gray alike', () => {
    const words = Object.keys(LOOK_COLORS);
    expect(words.length).toBeGreaterThan(30);
    for (const word of words) {
      expect(LOOK_COLORS[word], word).toMatch(/^#[0-9A-F]{6}$/);
      expect(nameLook(`Tile in ${word}`).colorName).toBe(word);
    }
    expect(LOOK_COLORS.grey).toBe(LOOK_COLORS.gray);
  });
});
