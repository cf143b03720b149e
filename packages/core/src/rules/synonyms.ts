/**
 * What shoppers type for what the catalogue calls things (issue 25 item 2): each group's words
 * find each other's products ("fridge" finds refrigerators, "gray" finds grey tile, "tap" finds
 * faucets), and spelling variants are one word. Search (apps/api modules/search) expands every
 * query word by its group; a word found through a synonym ranks just below the word itself.
 *
 * Words are lower case letters and digits, one word each; a phrase ("wine fridge") is written
 * as its words joined by a space and matches as consecutive query words.
 */

// Stryker disable all: the table is vocabulary (catalogue.test.ts checks its shape and words).
/** Groups of words that mean the same to a shopper; the first is the catalogue's own word. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['refrigerator', 'fridge', 'refridgerator', 'refrigerater', 'icebox', 'refrig'],
  ['freezer', 'deep freezer'],
  ['dishwasher', 'dish washer', 'dishwashers'],
  ['range', 'stove', 'oven range', 'cooker'],
  ['cooktop', 'hob', 'stovetop', 'cook top'],
  ['microwave', 'microwave oven'],
  ['hood', 'vent hood', 'extractor', 'range vent'],
  ['wine', 'beverage'],
  ['grey', 'gray'],
  ['faucet', 'tap', 'faucets', 'taps', 'mixer'],
  ['vanity', 'vanities', 'vanitys', 'washstand'],
  ['toilet', 'commode', 'wc', 'loo'],
  ['tub', 'bathtub', 'bath tub'],
  ['sink', 'basin'],
  ['knob', 'knobs'],
  ['pull', 'handle', 'pulls', 'handles'],
  ['sconce', 'wall light'],
  ['pendant', 'hanging light'],
  ['chandelier', 'chandeliers'],
  ['light', 'lighting', 'lamp', 'lights'],
  ['fan', 'fans'],
  ['tile', 'tiles', 'tiling'],
  ['subway', 'subways'],
  ['hexagon', 'hex'],
  ['mosaic', 'mosaics'],
  ['marble', 'marbles'],
  ['porcelain', 'porcelain stoneware'],
  ['ceramic', 'ceramics'],
  ['countertop', 'counter top', 'worktop', 'benchtop', 'countertops'],
  ['backsplash', 'splashback', 'back splash'],
  ['vinyl', 'lvp', 'lvt'],
  ['laminate', 'laminated'],
  ['hardwood', 'wood floor', 'timber'],
  ['flooring', 'floor', 'floors', 'floorboards'],
  ['turf', 'artificial grass', 'fake grass', 'synthetic grass'],
  ['paver', 'pavers', 'paving', 'paving stone'],
  ['coping', 'copings'],
  ['stainless', 'inox'],
  ['color', 'colour'],
  ['aluminum', 'aluminium'],
  ['center', 'centre'],
  ['showerhead', 'shower head'],
  ['nickel', 'satin nickel'],
];

// Stryker restore all
/** Each word's group (itself first), phrases as space-joined words. */
const GROUP_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, readonly string[]>();
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) {
      const known = map.get(word);
      map.set(word, [...new Set([word, ...(known ?? []), ...group])]);
    }
  }
  return map;
})();

/**
 * The words and phrases a shopper's word also means, the word itself first ('fridge' ->
 * ['fridge', 'refrigerator', ...]); a word without synonyms answers itself alone.
 */
export function synonymsOf(word: string): readonly string[] {
  return GROUP_OF.get(word) ?? [word];
}

/** Every phrase of more than one word in the table ('wine fridge' style), for query parsing. */
export const SYNONYM_PHRASES: readonly string[] = [...GROUP_OF.keys()].filter((w) =>
  w.includes(' '),
);
