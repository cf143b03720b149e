import { LOOK_COLORS, productLook } from '@brand/core/rules';
import { cachedDrawing, type Drawing } from './drawing-cache.ts';
import { lookImage } from './look-image.ts';

const COLOR_WORDS = ['white', 'oak', 'slate', 'sand', 'charcoal', 'sage', 'walnut', 'pearl'];

/** A category's representative size (ours): subway backsplash, 12 x 24 floor tile. */
const CATEGORY_SIZES: Record<
  string,
  { width_size?: number; length_size?: number; pattern?: string }
> = {
  'backsplash tiles': { pattern: 'Subway' },
  'tile flooring': { width_size: 12, length_size: 24 },
  'hardwood flooring': { width_size: 5, length_size: 48 },
};

/**
 * GET /demo/categories/:slug.svg: the category drawn as one of its products would be, in a
 * colour chosen by the slug (the seed's category photo paths, e.g. `tile-flooring.svg`).
 */
export function drawCategoryImage(slug: string, width: number): Drawing {
  const category = slug.replace(/-/g, ' ');
  let hash = 7;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) % 100_003;
  const colour = COLOR_WORDS[hash % COLOR_WORDS.length] ?? 'white';
  const look = productLook({
    id: hash,
    name: `${colour} ${LOOK_COLORS[colour] ? 'satin' : 'matte'}`,
    category,
    size: CATEGORY_SIZES[category] ?? null,
  });
  return cachedDrawing(['category', look, hash, width], () => lookImage(look, hash, width));
}
