/**
 * The showroom's "Your style" badge and sort (issue 15 item 4), fetched after the listing's
 * first render so the style rules stay out of the route's initial JS.
 */
import { matchesStyle, productStyleScores, rankByStyle } from '@brand/core/rules';
import { localStyleResult } from '../../lib/style-profile.ts';

export { localStyleResult, matchesStyle, rankByStyle };

/** A product's style scores (core): its look facts and the style word of its name. */
export const styleScoresOf = (
  p: { id: number; name: string; box_sqft: number | string | null },
  category: string,
) => productStyleScores({ id: p.id, name: p.name, category, boxSqft: p.box_sqft });
