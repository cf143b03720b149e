import { productLook } from '@brand/core/rules';
import { type MeshStandardMaterial, ShaderChunk, Texture } from 'three';
import { describe, expect, it } from 'vitest';
import {
  FIXED,
  finishMaterial,
  IBL_IRRADIANCE,
  lookMaterial,
  REFLECTIONS,
  REFLECTIONS_ONLY,
  reflectiveMaterials,
  setEnvironment,
} from './materials';

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

describe('the environment map (issue 29 item 2): the metals and glossy surfaces only', () => {
  const faucet = () =>
    lookMaterial(
      productLook({ id: 7, name: 'Brushed Nickel Faucet', category: 'Faucets' }),
    ) as MeshStandardMaterial;
  const matteFloor = () =>
    lookMaterial(
      productLook({ id: 8, name: 'Grey Matte Tile', category: 'Tile Flooring' }),
    ) as MeshStandardMaterial;
  const glossyTile = () =>
    lookMaterial(
      productLook({ id: 9, name: 'White Glossy Tile', category: 'Backsplash Tile' }),
    ) as MeshStandardMaterial;

  it('the metals are less metallic until the map arrives, then take it and their metalness', () => {
    setEnvironment(null);
    const stainless = FIXED.stainless as MeshStandardMaterial;
    expect(stainless.envMap).toBeNull();
    expect(stainless.metalness).toBe(REFLECTIONS.stainless.metalness.bare);
    expect(faucet().metalness).toBe(REFLECTIONS.fixture.metalness.bare);
    const map = new Texture();
    setEnvironment(map);
    expect(stainless.envMap).toBe(map);
    expect(stainless.metalness).toBe(REFLECTIONS.stainless.metalness.lit);
    // A material made after the map arrived takes it too (another product chosen).
    const later = lookMaterial(
      productLook({ id: 11, name: 'Matte Black Cabinet Pull', category: 'Cabinet Hardware' }),
    ) as MeshStandardMaterial;
    expect(later.envMap).toBe(map);
    expect(later.metalness).toBe(REFLECTIONS.fixture.metalness.lit);
    expect(glossyTile().envMap).toBe(map);
    expect(glossyTile().metalness).toBe(0);
    expect((FIXED.mirror as MeshStandardMaterial).envMap).toBe(map);
    // A stainless sink is steel too.
    const sink = lookMaterial(
      productLook({ id: 12, name: 'Dunmore Stainless Steel Sink', category: 'Sinks' }),
    ) as MeshStandardMaterial;
    expect(sink.envMap).toBe(map);
    expect(sink.metalness).toBe(REFLECTIONS.stainless.metalness.lit);
    setEnvironment(null);
    expect(stainless.envMap).toBeNull();
    expect(later.metalness).toBe(REFLECTIONS.fixture.metalness.bare);
  });

  it('the matte surfaces, most of the picture, never take it (its cost per pixel)', () => {
    setEnvironment(new Texture());
    const matte = [
      matteFloor(),
      finishMaterial('#9cac8c') as MeshStandardMaterial,
      FIXED.cabinet as MeshStandardMaterial,
      FIXED.trim as MeshStandardMaterial,
    ];
    for (const m of matte) {
      expect(m.envMap).toBeNull();
      expect(reflectiveMaterials()).not.toContain(m);
    }
    setEnvironment(null);
  });

  it("gives reflections only: the environment's diffuse light is left out of their shader", () => {
    // three's chunk still has the line this removes (an upgrade that renamed it fails here).
    expect(ShaderChunk.lights_fragment_maps).toContain(IBL_IRRADIANCE);
    expect(REFLECTIONS_ONLY).not.toContain(IBL_IRRADIANCE);
    expect(REFLECTIONS_ONLY).toContain('getIBLRadiance');
    const shader = { fragmentShader: 'a\n#include <lights_fragment_maps>\nb' };
    const stainless = FIXED.stainless as MeshStandardMaterial;
    stainless.onBeforeCompile(shader as never, undefined as never);
    expect(shader.fragmentShader).toContain('getIBLRadiance');
    expect(shader.fragmentShader).not.toContain('getIBLIrradiance( geometryNormal )');
    expect(stainless.customProgramCacheKey()).toBe('reflections-only');
  });
});
