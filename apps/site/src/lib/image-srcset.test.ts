import { describe, expect, it } from 'vitest';
import { generatedSrcSet } from './image-srcset.ts';

describe('generatedSrcSet', () => {
  it('lists the drawn widths of a generated product, template or category image', () => {
    expect(generatedSrcSet('/demo/products/7.svg')).toBe(
      '/demo/products/7.svg?w=320 320w, /demo/products/7.svg?w=640 640w, /demo/products/7.svg?w=960 960w',
    );
    expect(generatedSrcSet('https://api.example/demo/templates/3.svg', [640, 1280])).toBe(
      'https://api.example/demo/templates/3.svg?w=640 640w, https://api.example/demo/templates/3.svg?w=1280 1280w',
    );
    expect(generatedSrcSet('/demo/categories/tile-flooring.svg', [320])).toBe(
      '/demo/categories/tile-flooring.svg?w=320 320w',
    );
  });

  it('gives uploads, logos and missing images none', () => {
    expect(generatedSrcSet('/storage/products/a.png')).toBeUndefined();
    expect(generatedSrcSet('/demo/logo/AB12CD34.svg')).toBeUndefined();
    expect(generatedSrcSet('/demo/products/7.svg?w=320')).toBeUndefined();
    expect(generatedSrcSet(null)).toBeUndefined();
    expect(generatedSrcSet('')).toBeUndefined();
  });
});
