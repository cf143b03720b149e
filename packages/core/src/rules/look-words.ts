/**
 * The words of a product's name that say how it looks (issue 17 item 1, ours): its colour word
 * and its finish word. `productLook` reads them for every drawing; the product page reads only
 * these (its Color and Finish facts), without the catalogue table a drawing's form needs
 * (issue 26: the product page's initial script).
 *
 * @example
 * nameLook('Nordic Graphite Satin Hardwood') // { colorName: 'graphite', finish: 'satin' }
 */

export type LookFinish =
  | 'matte'
  | 'glossy'
  | 'polished'
  | 'satin'
  | 'honed'
  | 'brushed'
  | 'textured'
  | 'natural';

/** The seed's colour words and their base colours (sRGB hex). */
export const LOOK_COLORS: Readonly<Record<string, string>> = {
  white: '#F4F3EF',
  ivory: '#EFE6D2',
  charcoal: '#3A3D40',
  walnut: '#6B4A32',
  oak: '#B98B5A',
  slate: '#5E6B73',
  sand: '#D6C3A0',
  graphite: '#4B4E52',
  pearl: '#E7E4DE',
  sage: '#9CAF92',
  black: '#26282A',
  grey: '#9A9C9E',
  gray: '#9A9C9E',
  beige: '#D9CBB0',
  cream: '#F1E9D8',
  brown: '#7A5A40',
  green: '#5F7F5A',
  blue: '#5A7390',
  gold: '#C2A15A',
  brass: '#B5A05A',
  chrome: '#C8CCD0',
  nickel: '#B7B3AA',
  bronze: '#6F5440',
  stainless: '#C4C7C9',
  navy: '#2E3F5C',
  biscuit: '#E8DCC4',
  espresso: '#4A3426',
  honey: '#C8964F',
  rust: '#9A5A3A',
  tan: '#C2A47E',
  red: '#A4493D',
  copper: '#B0714A',
  olive: '#6B7A45',
};

export const SHEEN: Record<LookFinish, number> = {
  glossy: 0.9,
  polished: 0.8,
  satin: 0.5,
  brushed: 0.35,
  honed: 0.25,
  matte: 0.1,
  natural: 0.1,
  textured: 0.05,
};

const words = (text: string) => text.toLowerCase().split(/[^a-z]+/);
const own = (record: object, key: string) => Object.hasOwn(record, key);

/** The first colour word and the first finish word of a name, lower case; null where none. */
export function nameLook(name: string): { colorName: string | null; finish: LookFinish | null } {
  const nameWords = words(name);
  return {
    colorName: nameWords.find((w) => own(LOOK_COLORS, w)) ?? null,
    finish: (nameWords.find((w) => own(SHEEN, w)) as LookFinish | undefined) ?? null,
  };
}
