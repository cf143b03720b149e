/**
 * Products' and templates' style scores (issue 15 item 4), from their own look facts (core
 * `productLook`: colour word, finish, kind) and the style words of their names. Apart from the
 * profile's questions and scoring (`style-profile.ts`), so that a screen that only ranks by
 * scores it is given (the visualizer's template list: the API answers each template's
 * `style_scores`) does not load the catalogue table `productLook` reads.
 */
import { type ProductLookInput, productLook } from './product-look';
import { addWeights, emptyScores, type StyleScores, type Weights } from './style-profile';

/** The seed's style words in product and template names -> the named styles. */
export const STYLE_WORDS: Readonly<Record<string, Weights>> = {
  modern: { modern: 3 },
  classic: { traditional: 3 },
  heritage: { traditional: 2, farmhouse: 1 },
  rustic: { farmhouse: 3 },
  coastal: { coastal: 3 },
  urban: { industrial: 2, modern: 1 },
  loft: { industrial: 3 },
  nordic: { scandinavian: 3 },
  desert: { coastal: 1, farmhouse: 2 },
  garden: { coastal: 2, scandinavian: 1 },
  farmhouse: { farmhouse: 3 },
  industrial: { industrial: 3 },
  traditional: { traditional: 3 },
  scandinavian: { scandinavian: 3 },
  transitional: { transitional: 3 },
  midcentury: { midcentury: 3 },
  century: { midcentury: 3 },
};

/** Colour words (core LOOK_COLORS) -> style weights. */
export const COLOR_STYLES: Readonly<Record<string, Weights>> = {
  white: { scandinavian: 2, coastal: 1 },
  ivory: { traditional: 1, farmhouse: 1 },
  cream: { farmhouse: 2 },
  pearl: { scandinavian: 1, coastal: 1 },
  charcoal: { industrial: 2 },
  graphite: { industrial: 1, modern: 1 },
  black: { modern: 1, industrial: 1 },
  slate: { industrial: 1, modern: 1 },
  grey: { modern: 1, scandinavian: 1 },
  gray: { modern: 1, scandinavian: 1 },
  walnut: { traditional: 2, midcentury: 2 },
  oak: { farmhouse: 1, scandinavian: 1 },
  brown: { farmhouse: 1, traditional: 1 },
  sand: { coastal: 2 },
  beige: { coastal: 1, farmhouse: 1, transitional: 1 },
  sage: { farmhouse: 1, scandinavian: 1 },
  green: { farmhouse: 1, coastal: 1 },
  blue: { coastal: 2 },
  gold: { traditional: 2, midcentury: 1 },
  brass: { traditional: 1, farmhouse: 1 },
  chrome: { modern: 2 },
  nickel: { scandinavian: 1, modern: 1 },
  bronze: { traditional: 1, industrial: 1 },
};

/** Finishes (core LookFinish) -> style weights. */
export const FINISH_STYLES: Readonly<Record<string, Weights>> = {
  glossy: { modern: 2 },
  polished: { traditional: 1, modern: 1 },
  satin: { traditional: 1, scandinavian: 1, transitional: 1 },
  brushed: { industrial: 1, scandinavian: 1 },
  honed: { scandinavian: 1, coastal: 1 },
  matte: { modern: 1, scandinavian: 1 },
  natural: { farmhouse: 1, coastal: 1 },
  textured: { farmhouse: 1, industrial: 1 },
};

/** Kinds (core LookKind) that lean a style. */
export const KIND_STYLES: Readonly<Record<string, Weights>> = {
  wood: { farmhouse: 1, scandinavian: 1 },
  stone: { industrial: 1, traditional: 1 },
  hardscape: { industrial: 1 },
  turf: { coastal: 1 },
};

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z]+/);

/** The style words' weights in a name ("Rustic Oak ..." -> farmhouse 3). */
export function styleWordScores(text: string): StyleScores {
  const scores = emptyScores();
  for (const word of wordsOf(text))
    if (Object.hasOwn(STYLE_WORDS, word)) addWeights(scores, STYLE_WORDS[word] as Weights);
  return scores;
}

/** A product's style scores, from its look facts (colour, finish, kind) and its name's style word. */
export function productStyleScores(product: ProductLookInput): StyleScores {
  const look = productLook(product);
  const scores = styleWordScores(product.name);
  if (look.colorName !== null) addWeights(scores, COLOR_STYLES[look.colorName] ?? {});
  addWeights(scores, FINISH_STYLES[look.finish] ?? {});
  addWeights(scores, KIND_STYLES[look.kind] ?? {});
  return scores;
}

/**
 * A template's style scores: its own style word (twice: the designer's intent) plus the sum of
 * its products' scores (each product once, however many surfaces it covers).
 */
export function templateStyleScores(
  template: { style: string },
  products: readonly ProductLookInput[],
): StyleScores {
  const scores = emptyScores();
  addWeights(scores, styleWordScores(template.style), 2);
  const seen = new Set<number>();
  for (const product of products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    addWeights(scores, productStyleScores(product));
  }
  return scores;
}
