/** Ours (issue 15 item 4): the style profile calls' schemas (GET/PUT /api/style-profile). */
import * as v from 'valibot';
import { envelope } from './common';

/**
 * Ours (issue 15 item 4): the style profile's answers, question id -> chosen option ids (core
 * `STYLE_QUESTIONS`; the API checks the ids with `styleAnswersErrors`).
 */
export const StyleAnswersSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.maxLength(40)),
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(8)),
  ),
  v.check((answers) => Object.keys(answers).length <= 16, 'Too many answers.'),
);

/** PUT /api/style-profile. */
export const StyleProfileBodySchema = v.object({ answers: StyleAnswersSchema });

/** A saved style profile: the answers and the style they name (core `scoreStyleProfile`). */
export const StyleProfileSchema = v.object({
  answers: StyleAnswersSchema,
  style: v.pipe(v.string(), v.maxLength(40)),
  updated_at: v.string(),
});
export type StyleProfile = v.InferOutput<typeof StyleProfileSchema>;

/** GET/PUT /api/style-profile: null before the first save. */
export const StyleProfileResponseSchema = envelope(v.nullable(StyleProfileSchema));

const score = v.pipe(v.number(), v.minValue(0));
/**
 * Ours (issue 26): an item's score for each named style (core `STYLE_IDS`): what
 * `templateStyleScores` gives a template, so a screen ranks by them without the catalogue.
 */
export const StyleScoresSchema = v.object({
  modern: score,
  farmhouse: score,
  coastal: score,
  industrial: score,
  traditional: score,
  scandinavian: score,
  transitional: score,
  midcentury: score,
});
