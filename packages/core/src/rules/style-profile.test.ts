import { describe, expect, it } from 'vitest';
import {
  emptyScores,
  isStyleProfileComplete,
  matchesStyle,
  rankByStyle,
  STYLE_BUDGETS,
  STYLE_IDS,
  STYLE_NAMES,
  STYLE_QUESTIONS,
  STYLE_ROOMS,
  type StyleScores,
  scoreStyleProfile,
  styleAnswersErrors,
  styleMatch,
  topStyle,
} from './style-profile';
import {
  COLOR_STYLES,
  FINISH_STYLES,
  KIND_STYLES,
  productStyleScores,
  STYLE_WORDS,
  styleWordScores,
  templateStyleScores,
} from './style-scores';

const scores = (over: Partial<StyleScores>): StyleScores => ({ ...emptyScores(), ...over });
const question = (id: string) => STYLE_QUESTIONS.find((q) => q.id === id);

/** One answer per question that picks the given style where a question can. */
const allFor = (look: string) => ({
  room: ['Kitchen'],
  look: [look],
  colors: ['light'],
  material: ['tile'],
  finish: ['matte'],
  metal: ['chrome'],
  mood: ['bright'],
  budget: ['5k-15k'],
});

describe('style profile: the questions', () => {
  it('has 6 to 8 questions, each with pictures (alt text, colours) and unique ids', () => {
    expect(STYLE_QUESTIONS.length).toBeGreaterThanOrEqual(6);
    expect(STYLE_QUESTIONS.length).toBeLessThanOrEqual(8);
    expect(new Set(STYLE_QUESTIONS.map((q) => q.id)).size).toBe(STYLE_QUESTIONS.length);
    for (const q of STYLE_QUESTIONS) {
      expect(q.prompt).toMatch(/\?|\.$/);
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
      expect(q.max).toBe(q.kind === 'single' ? 1 : 2);
      for (const o of q.options) {
        expect(o.label.length).toBeGreaterThan(0);
        expect(o.alt.length).toBeGreaterThan(10);
        expect(o.colors.length).toBeGreaterThan(0);
        for (const c of o.colors) expect(c).toMatch(/^#[0-9A-F]{6}$/);
      }
    }
  });

  it('asks for the room, the look, colours (checkboxes), materials, finish, metal, mood, budget', () => {
    expect(STYLE_QUESTIONS.map((q) => [q.id, q.kind, q.picture])).toEqual([
      ['room', 'single', 'room'],
      ['look', 'single', 'room'],
      ['colors', 'multi', 'palette'],
      ['material', 'single', 'swatch'],
      ['finish', 'single', 'swatch'],
      ['metal', 'single', 'swatch'],
      ['mood', 'single', 'room'],
      ['budget', 'single', 'palette'],
    ]);
    expect(question('room')?.options.map((o) => o.id)).toEqual([...STYLE_ROOMS]);
    expect(question('budget')?.options.map((o) => o.id)).toEqual(Object.keys(STYLE_BUDGETS));
    expect(question('look')?.options.map((o) => o.id)).toEqual([...STYLE_IDS]);
  });

  it('offers exactly these options', () => {
    expect(
      Object.fromEntries(STYLE_QUESTIONS.map((q) => [q.id, q.options.map((o) => o.id)])),
    ).toEqual({
      room: ['Kitchen', 'Bathroom', 'Living Room', 'Outdoor'],
      look: [
        'modern',
        'farmhouse',
        'coastal',
        'industrial',
        'traditional',
        'scandinavian',
        'transitional',
        'midcentury',
      ],
      colors: ['light', 'dark', 'warm', 'natural', 'cool'],
      material: ['wood', 'tile', 'stone', 'pattern'],
      finish: ['glossy', 'matte', 'textured'],
      metal: ['chrome', 'black', 'brass', 'nickel'],
      mood: ['bright', 'cosy', 'dramatic'],
      budget: ['under-5k', '5k-15k', '15k-30k', 'over-30k'],
    });
  });

  it('every option weighs the styles exactly as documented', () => {
    const weights = (id: string) => question(id)?.options.map((o) => o.weights);
    expect(weights('colors')).toEqual([
      { scandinavian: 2, coastal: 2, farmhouse: 1 },
      { industrial: 2, modern: 2 },
      { farmhouse: 2, traditional: 2, midcentury: 1 },
      { coastal: 2, farmhouse: 1, scandinavian: 1 },
      { modern: 2, scandinavian: 1, industrial: 1, transitional: 1 },
    ]);
    expect(weights('material')).toEqual([
      { farmhouse: 2, scandinavian: 2, traditional: 1, midcentury: 1 },
      { modern: 2, coastal: 1, transitional: 1 },
      { industrial: 2, traditional: 1 },
      { traditional: 2, coastal: 1 },
    ]);
    expect(weights('finish')).toEqual([
      { modern: 2, traditional: 1 },
      { scandinavian: 2, modern: 1, transitional: 1 },
      { farmhouse: 2, coastal: 1, industrial: 1 },
    ]);
    expect(weights('metal')).toEqual([
      { modern: 2, coastal: 1 },
      { industrial: 2, modern: 1 },
      { traditional: 2, farmhouse: 1, midcentury: 1 },
      { scandinavian: 2, farmhouse: 1, transitional: 2 },
    ]);
    expect(weights('mood')).toEqual([
      { coastal: 2, scandinavian: 1 },
      { farmhouse: 2, traditional: 1, midcentury: 2 },
      { industrial: 1, modern: 2 },
    ]);
  });

  it("names DOMAIN.md's eight styles", () => {
    expect(STYLE_IDS.map((id) => STYLE_NAMES[id])).toEqual([
      'Modern',
      'Farmhouse',
      'Coastal',
      'Industrial',
      'Traditional',
      'Scandinavian',
      'Transitional',
      'Mid-century',
    ]);
  });

  it('every style can win: the look question alone names it', () => {
    for (const id of STYLE_IDS) {
      expect(scoreStyleProfile({ look: [id] }).style).toBe(id);
      expect(question('look')?.options.find((o) => o.id === id)?.weights).toEqual({ [id]: 4 });
    }
  });

  it('only room and budget options weigh nothing', () => {
    for (const q of STYLE_QUESTIONS) {
      for (const o of q.options) {
        const total = Object.values(o.weights).reduce((a, b) => a + b, 0);
        expect(total > 0).toBe(q.id !== 'room' && q.id !== 'budget');
      }
    }
  });
});

describe('scoreStyleProfile', () => {
  it('sums the chosen options weights exactly', () => {
    const result = scoreStyleProfile({
      look: ['farmhouse'],
      colors: ['warm', 'natural'],
      material: ['wood'],
      finish: ['textured'],
      metal: ['brass'],
      mood: ['cosy'],
    });
    expect(result.scores).toEqual({
      modern: 0,
      farmhouse: 4 + 2 + 1 + 2 + 2 + 1 + 2,
      coastal: 2 + 1,
      industrial: 1,
      traditional: 2 + 1 + 2 + 1,
      scandinavian: 1 + 2,
      transitional: 0,
      midcentury: 1 + 1 + 1 + 2,
    });
    expect(result.style).toBe('farmhouse');
    expect(result.name).toBe('Farmhouse');
  });

  it('reads the room and budget, null without them', () => {
    const result = scoreStyleProfile(allFor('modern'));
    expect(result.room).toBe('Kitchen');
    expect(result.budgetCents).toBe(1_500_000);
    expect(scoreStyleProfile({ room: ['Outdoor'], budget: ['over-30k'] })).toMatchObject({
      room: 'Outdoor',
      budgetCents: 6_000_000,
    });
    const none = scoreStyleProfile({});
    expect(none.room).toBeNull();
    expect(none.budgetCents).toBeNull();
    expect(none.scores).toEqual(emptyScores());
    expect(none.style).toBe('modern');
  });

  it('ignores unknown options, rooms and budgets (no prototype keys)', () => {
    const result = scoreStyleProfile({
      room: ['Garage'],
      budget: ['toString'],
      look: ['nope', 'coastal'],
      extra: ['modern'],
    });
    expect(result.room).toBeNull();
    expect(result.budgetCents).toBeNull();
    expect(result.scores).toEqual(scores({ coastal: 4 }));
  });

  it.each([
    ['under-5k', 500_000],
    ['5k-15k', 1_500_000],
    ['15k-30k', 3_000_000],
    ['over-30k', 6_000_000],
  ])('budget %s -> %i cents', (id, cents) => {
    expect(scoreStyleProfile({ budget: [id] }).budgetCents).toBe(cents);
  });

  it('a whole questionnaire for each look names that look', () => {
    expect(scoreStyleProfile(allFor('modern')).style).toBe('modern');
    expect(
      scoreStyleProfile({
        look: ['industrial'],
        colors: ['dark'],
        material: ['stone'],
        metal: ['black'],
        mood: ['dramatic'],
      }).style,
    ).toBe('industrial');
  });
});

describe('topStyle', () => {
  it('picks the highest, ties to the earlier style', () => {
    expect(topStyle(scores({ coastal: 3, scandinavian: 5 }))).toBe('scandinavian');
    expect(topStyle(scores({ coastal: 3, scandinavian: 3 }))).toBe('coastal');
    expect(topStyle(scores({ farmhouse: 1, modern: 1 }))).toBe('modern');
    expect(topStyle(scores({ modern: 1, farmhouse: 2, industrial: 2 }))).toBe('farmhouse');
    expect(topStyle(emptyScores())).toBe('modern');
  });
});

describe('styleAnswersErrors', () => {
  it('accepts complete and partial answers', () => {
    expect(styleAnswersErrors(allFor('coastal'))).toEqual({});
    expect(styleAnswersErrors({ colors: ['light', 'dark'] })).toEqual({});
    expect(styleAnswersErrors({ colors: [] })).toEqual({});
    expect(styleAnswersErrors({})).toEqual({});
  });

  it('names each bad question', () => {
    expect(
      styleAnswersErrors({
        nope: ['x'],
        look: ['modern', 'coastal'],
        colors: ['light', 'dark', 'warm'],
        material: ['wood'],
        finish: ['shiny'],
        room: ['toString'],
      }),
    ).toEqual({
      nope: 'Unknown question.',
      look: 'Choose one answer.',
      colors: 'Choose at most 2 answers.',
      finish: 'Unknown answer.',
      room: 'Unknown answer.',
    });
  });

  it('refuses a repeated option', () => {
    expect(styleAnswersErrors({ colors: ['light', 'light'] })).toEqual({
      colors: 'Choose each answer once.',
    });
  });

  it('refuses a prototype key as question', () => {
    expect(styleAnswersErrors({ constructor: ['x'] })).toEqual({
      constructor: 'Unknown question.',
    });
  });
});

describe('isStyleProfileComplete', () => {
  it('needs every question answered', () => {
    expect(isStyleProfileComplete(allFor('modern'))).toBe(true);
    const { budget: _, ...noBudget } = allFor('modern');
    expect(isStyleProfileComplete(noBudget)).toBe(false);
    expect(isStyleProfileComplete({ ...allFor('modern'), colors: [] })).toBe(false);
    expect(isStyleProfileComplete({})).toBe(false);
  });
});

describe('style word, colour, finish and kind tables', () => {
  it('maps every seeded style word to a named style', () => {
    const seeded = [
      'Modern',
      'Classic',
      'Rustic',
      'Coastal',
      'Urban',
      'Heritage',
      'Nordic',
      'Desert',
      'Loft',
      'Garden',
    ];
    expect(seeded.map((w) => topStyle(styleWordScores(w)))).toEqual([
      'modern',
      'traditional',
      'farmhouse',
      'coastal',
      'industrial',
      'traditional',
      'scandinavian',
      'farmhouse',
      'industrial',
      'coastal',
    ]);
    for (const id of STYLE_IDS) expect(topStyle(styleWordScores(STYLE_NAMES[id]))).toBe(id);
  });

  it('reads every style word of a text, case-insensitive, ignoring others', () => {
    expect(styleWordScores('Mid-century Transitional')).toEqual(
      scores({ midcentury: 3, transitional: 3 }),
    );
    expect(styleWordScores('Urban loft')).toEqual(scores({ industrial: 5, modern: 1 }));
    expect(styleWordScores('HERITAGE-desert')).toEqual(
      scores({ traditional: 2, farmhouse: 3, coastal: 1 }),
    );
    expect(styleWordScores('constructor toString plain')).toEqual(emptyScores());
    expect(styleWordScores('Garden')).toEqual(scores({ coastal: 2, scandinavian: 1 }));
  });

  it('tables weigh only known styles with positive weights', () => {
    for (const table of [STYLE_WORDS, COLOR_STYLES, FINISH_STYLES, KIND_STYLES]) {
      for (const weights of Object.values(table)) {
        expect(Object.keys(weights).length).toBeGreaterThan(0);
        for (const [id, w] of Object.entries(weights)) {
          expect(STYLE_IDS).toContain(id);
          expect(w).toBeGreaterThan(0);
        }
      }
    }
  });

  it('every colour word of the looks has a leaning', () => {
    expect(Object.keys(COLOR_STYLES).sort()).toEqual(
      [
        'white',
        'ivory',
        'cream',
        'pearl',
        'charcoal',
        'graphite',
        'black',
        'slate',
        'grey',
        'gray',
        'walnut',
        'oak',
        'brown',
        'sand',
        'beige',
        'sage',
        'green',
        'blue',
        'gold',
        'brass',
        'chrome',
        'nickel',
        'bronze',
      ].sort(),
    );
    expect(Object.keys(FINISH_STYLES).sort()).toEqual(
      ['brushed', 'glossy', 'honed', 'matte', 'natural', 'polished', 'satin', 'textured'].sort(),
    );
  });
});

describe('productStyleScores', () => {
  it('adds the name style word, colour, finish and kind', () => {
    expect(
      productStyleScores({
        id: 1,
        name: 'Rustic Oak Textured Hardwood Flooring',
        category: 'Hardwood Flooring',
      }),
    ).toEqual(scores({ farmhouse: 3 + 1 + 1 + 1, scandinavian: 1 + 1, industrial: 1 }));
  });

  it('a product without colour or style words still gets its finish and kind', () => {
    expect(productStyleScores({ id: 2, name: 'Plain Tile', category: 'Tile Flooring' })).toEqual(
      scores({ modern: 1, scandinavian: 1 }),
    );
    expect(productStyleScores({ id: 2, name: 'Plain Stacked', category: 'Stacked Stone' })).toEqual(
      scores({ farmhouse: 1, coastal: 1, industrial: 1, traditional: 1 }),
    );
    expect(productStyleScores({ id: 2, name: 'Plain Paver', category: 'Hardscaping' })).toEqual(
      scores({ farmhouse: 1, coastal: 1, industrial: 1 }),
    );
    expect(productStyleScores({ id: 2, name: 'Glossy Turf', category: 'Artificial Turf' })).toEqual(
      scores({ modern: 2, coastal: 1 }),
    );
  });

  it('a fixture gets colour and finish only', () => {
    expect(
      productStyleScores({
        id: 5,
        name: 'Modern Chrome Polished Faucet',
        category: 'Kitchen Faucets',
      }),
    ).toEqual(scores({ modern: 3 + 2 + 1, traditional: 1 }));
  });

  it('is deterministic', () => {
    const p = { id: 9, name: 'Nordic White Matte Tile', category: 'Tile Flooring' };
    expect(productStyleScores(p)).toEqual(productStyleScores(p));
    expect(productStyleScores(p)).toEqual(
      scores({ scandinavian: 3 + 2 + 1, coastal: 1, modern: 1 }),
    );
  });
});

describe('templateStyleScores', () => {
  const a = { id: 1, name: 'Loft Charcoal Brushed Tile', category: 'Tile Flooring' };
  const b = { id: 2, name: 'Coastal Blue Honed Tile', category: 'Backsplash Tiles' };

  it('doubles its own style word and adds each product once', () => {
    const result = templateStyleScores({ style: 'Nordic' }, [a, b, a]);
    const expected = emptyScores();
    for (const id of STYLE_IDS) {
      expected[id] =
        2 * styleWordScores('Nordic')[id] + productStyleScores(a)[id] + productStyleScores(b)[id];
    }
    expect(result).toEqual(expected);
    expect(result).toEqual(
      scores({ scandinavian: 6 + 1 + 1, industrial: 3 + 2 + 1, coastal: 3 + 2 + 1 }),
    );
  });

  it('with no products it is its style word twice', () => {
    expect(templateStyleScores({ style: 'Classic' }, [])).toEqual(scores({ traditional: 6 }));
  });
});

describe('styleMatch, matchesStyle, rankByStyle', () => {
  it('styleMatch is the dot product', () => {
    expect(
      styleMatch(
        scores({ modern: 2, coastal: 3, scandinavian: 1 }),
        scores({ modern: 5, coastal: 1, industrial: 7, scandinavian: 4 }),
      ),
    ).toBe(10 + 3 + 4);
    expect(styleMatch(emptyScores(), scores({ modern: 9 }))).toBe(0);
    for (const id of STYLE_IDS)
      expect(styleMatch(scores({ [id]: 2 }), scores({ [id]: 3 }))).toBe(6);
  });

  it('matchesStyle: the item leans the profile style', () => {
    expect(matchesStyle('coastal', scores({ coastal: 3, modern: 1 }))).toBe(true);
    expect(matchesStyle('coastal', scores({ coastal: 3, modern: 4 }))).toBe(false);
    expect(matchesStyle('modern', emptyScores())).toBe(false);
    expect(matchesStyle('modern', scores({ modern: 1 }))).toBe(true);
    expect(matchesStyle('farmhouse', scores({ modern: 2, farmhouse: 2 }))).toBe(false);
  });

  it('ranks best match first, stable on ties, without changing the input', () => {
    const items = [
      { n: 'a', s: scores({ modern: 1 }) },
      { n: 'b', s: scores({ coastal: 2 }) },
      { n: 'c', s: scores({ coastal: 1, modern: 3 }) },
      { n: 'd', s: scores({ coastal: 2 }) },
      { n: 'e', s: scores({}) },
    ];
    const copy = [...items];
    const ranked = rankByStyle(items, (i) => i.s, scores({ coastal: 2, modern: 1 }));
    expect(ranked.map((i) => i.n)).toEqual(['c', 'b', 'd', 'a', 'e']);
    expect(items).toEqual(copy);
    expect(rankByStyle(items, (i) => i.s, emptyScores()).map((i) => i.n)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(rankByStyle([], (i: { s: StyleScores }) => i.s, scores({ modern: 1 }))).toEqual([]);
  });
});
