/**
 * The style profile (issue 15 item 4; spec 1 §1 "take a style profile": anyone may take it).
 * The eight styles are DOMAIN.md's: Modern, Farmhouse, Traditional, Coastal, Industrial,
 * Scandinavian, Transitional, Mid-century.
 *
 * Eight questions with pictures (a room, styles, colours, materials, finishes, metals, budget);
 * each option carries weights towards the six named styles. The answers' summed weights name a
 * style; products and templates get style scores from their own look facts (core
 * `productLook`: colour word, finish, kind, and the style word of their name; `style-scores.ts`), and are ranked
 * by how well those scores agree with the profile. Pure and deterministic.
 *
 * @example
 * const result = scoreStyleProfile({ room: ['Kitchen'], look: ['farmhouse'], colors: ['warm'] });
 * result.style // 'farmhouse'
 * rankByStyle(products, (p) => productStyleScores(p), result) // best matches first
 */

/** The named styles, in the order ties are broken. */
export const STYLE_IDS = [
  'modern',
  'farmhouse',
  'coastal',
  'industrial',
  'traditional',
  'scandinavian',
  'transitional',
  'midcentury',
] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export const STYLE_NAMES: Readonly<Record<StyleId, string>> = {
  modern: 'Modern',
  farmhouse: 'Farmhouse',
  coastal: 'Coastal',
  industrial: 'Industrial',
  traditional: 'Traditional',
  scandinavian: 'Scandinavian',
  transitional: 'Transitional',
  midcentury: 'Mid-century',
};

export type StyleScores = Record<StyleId, number>;
export type Weights = Partial<StyleScores>;

export interface StyleOption {
  id: string;
  label: string;
  /** The picture's alt text (the pictures are drawings without text). */
  alt: string;
  /** The picture's colours, '#RRGGBB', drawn by the site's generated SVG. */
  colors: readonly string[];
  weights: Weights;
}

export interface StyleQuestion {
  id: string;
  prompt: string;
  /** single: a radio group; multi: checkboxes, at most `max` choices. */
  kind: 'single' | 'multi';
  max: number;
  /** What the picture draws: a room, a palette of swatches, or a material sample. */
  picture: 'room' | 'palette' | 'swatch';
  options: readonly StyleOption[];
}

/** The room types (as floor plans spell them). */
export const STYLE_ROOMS = ['Kitchen', 'Bathroom', 'Living Room', 'Outdoor'] as const;
export type StyleRoom = (typeof STYLE_ROOMS)[number];

/** Budgets in cents (the upper bound of each answer). */
export const STYLE_BUDGETS: Readonly<Record<string, number>> = {
  'under-5k': 500_000,
  '5k-15k': 1_500_000,
  '15k-30k': 3_000_000,
  'over-30k': 6_000_000,
};

export const STYLE_QUESTIONS: readonly StyleQuestion[] = [
  {
    id: 'room',
    prompt: 'Which room are you designing?',
    kind: 'single',
    max: 1,
    picture: 'room',
    options: [
      {
        id: 'Kitchen',
        label: 'Kitchen',
        alt: 'A kitchen with a counter run under a window',
        colors: ['#EFE6D2', '#6B4A32', '#9A9C9E'],
        weights: {},
      },
      {
        id: 'Bathroom',
        label: 'Bathroom',
        alt: 'A bathroom with a vanity and a tub',
        colors: ['#F4F3EF', '#5A7390', '#C8CCD0'],
        weights: {},
      },
      {
        id: 'Living Room',
        label: 'Living room',
        alt: 'A living room with a stone wall and a ceiling fan',
        colors: ['#D6C3A0', '#5E6B73', '#B98B5A'],
        weights: {},
      },
      {
        id: 'Outdoor',
        label: 'Outdoor',
        alt: 'A patio with pavers and a low garden wall',
        colors: ['#9CAF92', '#D9CBB0', '#7A5A40'],
        weights: {},
      },
    ],
  },
  {
    id: 'look',
    prompt: 'Which room feels most like home?',
    kind: 'single',
    max: 1,
    picture: 'room',
    options: [
      {
        id: 'modern',
        label: 'Clean lines',
        alt: 'A bright room with flat grey walls and a dark glossy floor',
        colors: ['#F4F3EF', '#3A3D40', '#9A9C9E'],
        weights: { modern: 4 },
      },
      {
        id: 'farmhouse',
        label: 'Warm and lived-in',
        alt: 'A cream room with wide oak planks and a green accent',
        colors: ['#F1E9D8', '#B98B5A', '#9CAF92'],
        weights: { farmhouse: 4 },
      },
      {
        id: 'coastal',
        label: 'Light and breezy',
        alt: 'A white room with sandy floor and blue accents',
        colors: ['#F4F3EF', '#D6C3A0', '#5A7390'],
        weights: { coastal: 4 },
      },
      {
        id: 'industrial',
        label: 'Raw and bold',
        alt: 'A charcoal room with a concrete floor and black metal',
        colors: ['#4B4E52', '#9A9C9E', '#26282A'],
        weights: { industrial: 4 },
      },
      {
        id: 'traditional',
        label: 'Timeless',
        alt: 'An ivory room with a walnut floor and brass details',
        colors: ['#EFE6D2', '#6B4A32', '#B5A05A'],
        weights: { traditional: 4 },
      },
      {
        id: 'scandinavian',
        label: 'Calm and simple',
        alt: 'A pale room with light wood and soft grey textiles',
        colors: ['#E7E4DE', '#D9CBB0', '#A7A29A'],
        weights: { scandinavian: 4 },
      },
      {
        id: 'transitional',
        label: 'Classic meets modern',
        alt: 'A greige room with a light grey floor and a nickel lamp',
        colors: ['#D9CBB0', '#9A9C9E', '#B7B3AA'],
        weights: { transitional: 4 },
      },
      {
        id: 'midcentury',
        label: 'Retro and warm',
        alt: 'A room with walnut panels, a mustard accent and slim-legged furniture',
        colors: ['#EFE6D2', '#6B4A32', '#C2A15A'],
        weights: { midcentury: 4 },
      },
    ],
  },
  {
    id: 'colors',
    prompt: 'Which colours do you like? Choose up to two.',
    kind: 'multi',
    max: 2,
    picture: 'palette',
    options: [
      {
        id: 'light',
        label: 'Whites and creams',
        alt: 'Swatches of white, ivory and cream',
        colors: ['#F4F3EF', '#EFE6D2', '#F1E9D8'],
        weights: { scandinavian: 2, coastal: 2, farmhouse: 1 },
      },
      {
        id: 'dark',
        label: 'Charcoal and black',
        alt: 'Swatches of charcoal, graphite and black',
        colors: ['#3A3D40', '#4B4E52', '#26282A'],
        weights: { industrial: 2, modern: 2 },
      },
      {
        id: 'warm',
        label: 'Wood browns',
        alt: 'Swatches of oak, walnut and brown',
        colors: ['#B98B5A', '#6B4A32', '#7A5A40'],
        weights: { farmhouse: 2, traditional: 2, midcentury: 1 },
      },
      {
        id: 'natural',
        label: 'Sand, sage and blue',
        alt: 'Swatches of sand, sage green and soft blue',
        colors: ['#D6C3A0', '#9CAF92', '#5A7390'],
        weights: { coastal: 2, farmhouse: 1, scandinavian: 1 },
      },
      {
        id: 'cool',
        label: 'Greys and slate',
        alt: 'Swatches of grey, pearl and slate',
        colors: ['#9A9C9E', '#E7E4DE', '#5E6B73'],
        weights: { modern: 2, scandinavian: 1, industrial: 1, transitional: 1 },
      },
    ],
  },
  {
    id: 'material',
    prompt: 'Which floor would you walk on every day?',
    kind: 'single',
    max: 1,
    picture: 'swatch',
    options: [
      {
        id: 'wood',
        label: 'Wood planks',
        alt: 'Oak planks laid in a running bond',
        colors: ['#B98B5A', '#9C7448'],
        weights: { farmhouse: 2, scandinavian: 2, traditional: 1, midcentury: 1 },
      },
      {
        id: 'tile',
        label: 'Large tiles',
        alt: 'Large pale grey tiles with thin joints',
        colors: ['#E7E4DE', '#A7A29A'],
        weights: { modern: 2, coastal: 1, transitional: 1 },
      },
      {
        id: 'stone',
        label: 'Natural stone',
        alt: 'Slate stone strips stacked in rows',
        colors: ['#5E6B73', '#4B4E52'],
        weights: { industrial: 2, traditional: 1 },
      },
      {
        id: 'pattern',
        label: 'Patterned tile',
        alt: 'Small tiles laid in a herringbone pattern',
        colors: ['#F4F3EF', '#5A7390'],
        weights: { traditional: 2, coastal: 1 },
      },
    ],
  },
  {
    id: 'finish',
    prompt: 'Which finish do you prefer?',
    kind: 'single',
    max: 1,
    picture: 'swatch',
    options: [
      {
        id: 'glossy',
        label: 'Glossy',
        alt: 'A surface with a bright reflection',
        colors: ['#3A3D40', '#F4F3EF'],
        weights: { modern: 2, traditional: 1 },
      },
      {
        id: 'matte',
        label: 'Matte',
        alt: 'A flat surface without reflections',
        colors: ['#E7E4DE', '#E7E4DE'],
        weights: { scandinavian: 2, modern: 1, transitional: 1 },
      },
      {
        id: 'textured',
        label: 'Textured',
        alt: 'A rough surface with visible grain',
        colors: ['#D9CBB0', '#7A5A40'],
        weights: { farmhouse: 2, coastal: 1, industrial: 1 },
      },
    ],
  },
  {
    id: 'metal',
    prompt: 'Which metal for faucets and handles?',
    kind: 'single',
    max: 1,
    picture: 'swatch',
    options: [
      {
        id: 'chrome',
        label: 'Chrome',
        alt: 'A polished silver metal sample',
        colors: ['#C8CCD0', '#F4F3EF'],
        weights: { modern: 2, coastal: 1 },
      },
      {
        id: 'black',
        label: 'Matte black',
        alt: 'A dark metal sample',
        colors: ['#26282A', '#4B4E52'],
        weights: { industrial: 2, modern: 1 },
      },
      {
        id: 'brass',
        label: 'Brass and gold',
        alt: 'A warm yellow metal sample',
        colors: ['#B5A05A', '#C2A15A'],
        weights: { traditional: 2, farmhouse: 1, midcentury: 1 },
      },
      {
        id: 'nickel',
        label: 'Brushed nickel',
        alt: 'A soft silver metal sample with fine lines',
        colors: ['#B7B3AA', '#9A9C9E'],
        weights: { scandinavian: 2, farmhouse: 1, transitional: 2 },
      },
    ],
  },
  {
    id: 'mood',
    prompt: 'How should the room feel in the evening?',
    kind: 'single',
    max: 1,
    picture: 'room',
    options: [
      {
        id: 'bright',
        label: 'Bright and airy',
        alt: 'A room lit by a large window',
        colors: ['#F4F3EF', '#9CAF92', '#F1E9D8'],
        weights: { coastal: 2, scandinavian: 1 },
      },
      {
        id: 'cosy',
        label: 'Cosy and warm',
        alt: 'A room with warm lamps and wood',
        colors: ['#7A5A40', '#C2A15A', '#EFE6D2'],
        weights: { farmhouse: 2, traditional: 1, midcentury: 2 },
      },
      {
        id: 'dramatic',
        label: 'Bold and dramatic',
        alt: 'A dark room with a single pendant light',
        colors: ['#26282A', '#C2A15A', '#4B4E52'],
        weights: { industrial: 1, modern: 2 },
      },
    ],
  },
  {
    id: 'budget',
    prompt: 'What is your budget for this room?',
    kind: 'single',
    max: 1,
    picture: 'palette',
    options: [
      {
        id: 'under-5k',
        label: 'Under $5,000',
        alt: 'One small stack of coins',
        colors: ['#C2A15A'],
        weights: {},
      },
      {
        id: '5k-15k',
        label: '$5,000 to $15,000',
        alt: 'Two stacks of coins',
        colors: ['#C2A15A', '#C2A15A'],
        weights: {},
      },
      {
        id: '15k-30k',
        label: '$15,000 to $30,000',
        alt: 'Three stacks of coins',
        colors: ['#C2A15A', '#C2A15A', '#C2A15A'],
        weights: {},
      },
      {
        id: 'over-30k',
        label: 'Over $30,000',
        alt: 'Four tall stacks of coins',
        colors: ['#C2A15A', '#C2A15A', '#C2A15A', '#C2A15A'],
        weights: {},
      },
    ],
  },
];

/** Answers: question id -> the chosen option ids. */
export type StyleAnswers = Readonly<Record<string, readonly string[]>>;

export interface StyleProfileResult {
  /** The named style: the highest score, ties broken by STYLE_IDS order. */
  style: StyleId;
  name: string;
  scores: StyleScores;
  room: StyleRoom | null;
  /** The budget's upper bound in cents, or null without an answer. */
  budgetCents: number | null;
}

export const emptyScores = (): StyleScores => ({
  modern: 0,
  farmhouse: 0,
  coastal: 0,
  industrial: 0,
  traditional: 0,
  scandinavian: 0,
  transitional: 0,
  midcentury: 0,
});

export function addWeights(into: StyleScores, weights: Weights, times = 1): void {
  for (const id of STYLE_IDS) into[id] += (weights[id] ?? 0) * times;
}

/** The style with the highest score; ties go to the earlier style in STYLE_IDS. */
export function topStyle(scores: StyleScores): StyleId {
  let best: StyleId = STYLE_IDS[0];
  for (const id of STYLE_IDS) if (scores[id] > scores[best]) best = id;
  return best;
}

/**
 * The answers' problems, keyed by question id (empty when valid): unknown questions or options,
 * a repeated option, more choices than allowed. An unanswered question is allowed.
 */
export function styleAnswersErrors(answers: StyleAnswers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [questionId, chosen] of Object.entries(answers)) {
    const question = STYLE_QUESTIONS.find((q) => q.id === questionId);
    if (!question) errors[questionId] = 'Unknown question.';
    else if (chosen.length > question.max)
      errors[questionId] =
        question.max === 1 ? 'Choose one answer.' : `Choose at most ${question.max} answers.`;
    else if (new Set(chosen).size !== chosen.length)
      errors[questionId] = 'Choose each answer once.';
    else if (!chosen.every((id) => question.options.some((o) => o.id === id)))
      errors[questionId] = 'Unknown answer.';
  }
  return errors;
}

/** The profile of (valid) answers; unknown ids are ignored. */
export function scoreStyleProfile(answers: StyleAnswers): StyleProfileResult {
  const scores = emptyScores();
  for (const question of STYLE_QUESTIONS) {
    for (const id of answers[question.id] ?? []) {
      const option = question.options.find((o) => o.id === id);
      if (option) addWeights(scores, option.weights);
    }
  }
  const style = topStyle(scores);
  const room = (answers.room ?? []).find((r): r is StyleRoom =>
    (STYLE_ROOMS as readonly string[]).includes(r),
  );
  const budget = (answers.budget ?? []).find((b) => Object.hasOwn(STYLE_BUDGETS, b));
  return {
    style,
    name: STYLE_NAMES[style],
    scores,
    room: room ?? null,
    budgetCents: budget === undefined ? null : (STYLE_BUDGETS[budget] as number),
  };
}

/** True when every question with options that weigh styles has an answer. */
export function isStyleProfileComplete(answers: StyleAnswers): boolean {
  return STYLE_QUESTIONS.every((q) => (answers[q.id]?.length ?? 0) > 0);
}

/** How well an item's scores agree with a profile: the dot product of the two (>= 0). */
export function styleMatch(profile: StyleScores, item: StyleScores): number {
  let sum = 0;
  for (const id of STYLE_IDS) sum += profile[id] * item[id];
  return sum;
}

/** True when the item's own top style is the profile's style (and it scores at all). */
export function matchesStyle(style: StyleId, item: StyleScores): boolean {
  return item[style] > 0 && topStyle(item) === style;
}

/**
 * Items ordered by style match, best first; equal matches keep their order (stable). A new
 * array; the input is not changed.
 */
export function rankByStyle<T>(
  items: readonly T[],
  scoresOf: (item: T) => StyleScores,
  profile: StyleScores,
): T[] {
  return items
    .map((item, index) => ({ item, index, match: styleMatch(profile, scoresOf(item)) }))
    .sort((a, b) => b.match - a.match || a.index - b.index)
    .map((entry) => entry.item);
}
