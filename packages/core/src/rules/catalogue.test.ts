import { describe, expect, it } from 'vitest';
import {
  BRAND_PARTNERS,
  CATALOGUE,
  catalogueWords,
  materialWords,
  productTypeOf,
} from './catalogue';
import { SYNONYM_GROUPS, synonymsOf } from './synonyms';

/** The spec's 21 categories (spec 1 §2), in its order. */
const SPEC_CATEGORIES = [
  'Appliances',
  'Artificial Turf',
  'Backsplash Tiles',
  'Bathroom Faucets',
  'Bathroom Vanitys',
  'Bath Tubs',
  'Cabinet Hardware',
  'Countertop',
  'Fans',
  'Hardscaping',
  'Hardwood Flooring',
  'Kitchen Faucets',
  'Kitchen Sinks',
  'Laminate Flooring',
  'Lights',
  'luxury-flooring',
  'Pool Copings',
  'Showers',
  'Stacked Stone',
  'Tile Flooring',
  'Toilets',
];

describe('the catalogue tables (issue 25)', () => {
  it('has every category of the spec, in its order, each with types of its own', () => {
    expect(CATALOGUE.map((c) => c.category)).toEqual(SPEC_CATEGORIES);
    const codes = new Set<string>();
    for (const table of CATALOGUE) {
      expect(table.types.length, table.category).toBeGreaterThan(0);
      expect(table.series.length).toBeGreaterThan(2);
      for (const brand of table.brands) expect(BRAND_PARTNERS).toContain(brand);
      for (const type of table.types) {
        expect(codes.has(type.code), type.code).toBe(false);
        codes.add(type.code);
        expect(type.code).toMatch(/^[A-Z]{3}$/);
        const [low, high] = type.priceCents;
        expect(low).toBeGreaterThan(0);
        expect(high).toBeGreaterThan(low);
        // Every option the template names exists, and every option is named.
        const named = [...type.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
        for (const key of named) if (key !== 'series') expect(type.options[key], key).toBeDefined();
        for (const key of Object.keys(type.options)) expect(named).toContain(key);
      }
    }
  });

  it("has the issue's price bands: a knob $4-40, a vanity $300-2,500, a range $900-6,000", () => {
    const band = (name: string) =>
      CATALOGUE.flatMap((c) => c.types).find((t) => t.name === name)?.priceCents;
    expect(band('Cabinet Knob')).toEqual([400, 4_000]);
    expect(band('Vanity')).toEqual([30_000, 250_000]);
    expect(band('Range')).toEqual([90_000, 600_000]);
    expect(
      CATALOGUE.find((c) => c.category === 'Tile Flooring')?.types.every((t) => t.perSqft),
    ).toBe(true);
  });

  it('tells the type of a name: whole type names first, then all its words, then its last word', () => {
    expect(productTypeOf('Appliances', 'Chef 36 in. Wall Mount Range Hood in White')?.name).toBe(
      'Range Hood',
    );
    expect(productTypeOf('Appliances', 'Chef 30 in. Gas Range in White')?.name).toBe('Range');
    expect(
      productTypeOf('Tile Flooring', 'Avalon Statuario Marble 18 x 18 in. Floor Tile, Honed')?.name,
    ).toBe('Marble Tile');
    expect(productTypeOf('Kitchen Sinks', 'A 30 in. Sink')?.name).toBe('Undermount Sink');
    expect(productTypeOf('Appliances', 'Arrange 2 chairs')).toBeUndefined();
    expect(productTypeOf('Nowhere', 'Quiet Dishwasher')?.name).toBe('Dishwasher');
  });

  it('knows what a type is made of, not what it comes with', () => {
    const type = (name: string) => CATALOGUE.flatMap((c) => c.types).find((t) => t.name === name);
    expect(materialWords(type('Mosaic Tile') as never).has('marble')).toBe(true);
    expect(materialWords(type('Vanity') as never).has('marble')).toBe(false);
  });

  it('lists the words search knows the catalogue by', () => {
    const words = catalogueWords();
    for (const w of ['refrigerator', 'dishwasher', 'subway', 'marble', 'grey', 'tile', 'knob']) {
      expect(words).toContain(w);
    }
    expect(words).toEqual([...words].sort());
  });
});

describe('the synonyms (issue 25 item 2)', () => {
  it('finds each word of a group from any other, the word itself first', () => {
    expect(synonymsOf('fridge')[0]).toBe('fridge');
    expect(synonymsOf('fridge')).toContain('refrigerator');
    expect(synonymsOf('refrigerator')).toContain('fridge');
    expect(synonymsOf('gray')).toContain('grey');
    expect(synonymsOf('grey')).toContain('gray');
    expect(synonymsOf('tap')).toContain('faucet');
    expect(synonymsOf('dish washer')).toContain('dishwasher');
    expect(synonymsOf('quartzite')).toEqual(['quartzite']);
  });

  it('writes every word lower case, letters and digits, no word in two groups by accident', () => {
    const seen = new Map<string, number>();
    SYNONYM_GROUPS.forEach((group, i) => {
      for (const word of group) {
        expect(word).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
        expect(seen.get(word), word).toBeUndefined();
        seen.set(word, i);
      }
    });
  });
});
