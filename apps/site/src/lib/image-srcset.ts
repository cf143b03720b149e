/**
 * `srcset` for the catalogue drawings the API generates (docs/design.md): a product, template
 * or category image under /demo/ is drawn at `?w=` 320, 640, 960 or 1280 px wide; any other
 * image (a vendor's upload) has one size and no srcset.
 */
const GENERATED = /\/demo\/(?:products|templates|categories)\/[A-Za-z0-9-]+\.svg$/;

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
export const PRODUCT_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

export function generatedSrcSet(
  url: string | null | undefined,
  widths: readonly number[] = [320, 640, 960],
): string | undefined {
  if (!url || !GENERATED.test(url)) return undefined;
  return widths.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}
