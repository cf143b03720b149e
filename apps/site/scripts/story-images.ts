// Draws the page stories' product images (apps/site/src/stories/fixture-images/products/<id>.svg)
// with the API's own drawing code, from the fixture products (fixture-catalog.ts): the stories
// show what the real catalogue shows, without an API. Storybook serves the folder at /demo/.
// Run again after a change to the fixture products or the drawings:
//   cd apps/site && npx tsx scripts/story-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { productLook } from '@brand/core/rules';
import { lookImage } from '../../api/src/modules/imagery/look-image.ts';
import { PRODUCT_SPECS } from '../src/stories/fixture-catalog.ts';

const out = new URL('../src/stories/fixture-images/products/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const spec of PRODUCT_SPECS) {
  const look = productLook({
    id: spec.id,
    name: spec.name,
    category: spec.category.name,
    size: { width_size: spec.width, length_size: spec.length, pattern: spec.pattern },
    boxSqft: spec.boxSqft,
  });
  // 640 px: the product page's and the cards' detail (the site asks ?w= sizes; one file here).
  writeFileSync(new URL(`${spec.id}.svg`, out), lookImage(look, spec.id, 640));
}
console.log(`${PRODUCT_SPECS.length} images in ${out.pathname}`);
