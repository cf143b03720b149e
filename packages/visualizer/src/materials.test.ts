import { productLook } from '@brand/core/rules';
import type { MeshStandardMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { lookMaterial } from './materials';

describe('lookMaterial', () => {
  it('a selected surface glows in its own colour, never a foreign one (issue 29 item 2)', () => {
    const look = productLook({
      id: 3,
      name: 'Nordic Graphite Satin Hardwood Flooring',
      category: 'Hardwood Flooring',
    });
    const plain = lookMaterial(look) as MeshStandardMaterial;
    const selected = lookMaterial(look, true) as MeshStandardMaterial;
    expect(plain.emissiveIntensity).toBe(0);
    expect(selected.emissive.getHexString()).toBe(plain.color.getHexString());
    expect(`#${selected.emissive.getHexString()}`).toBe(look.color.toLowerCase());
  });

  it('roughness follows the finish: glossy is smoother than matte', () => {
    const glossy = lookMaterial(
      productLook({ id: 1, name: 'White Glossy Tile', category: 'Tile Flooring' }),
    ) as MeshStandardMaterial;
    const matte = lookMaterial(
      productLook({ id: 1, name: 'White Matte Tile', category: 'Tile Flooring' }),
    ) as MeshStandardMaterial;
    expect(glossy.roughness).toBeLessThan(matte.roughness);
  });
});
