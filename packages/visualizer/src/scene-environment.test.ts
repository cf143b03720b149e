import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_MIN_FACE, ENVIRONMENT_SIZE, environmentLevels } from './scene-environment';

describe('environmentLevels: the mip levels the shaders read by roughness', () => {
  it('halves the face from the map size down to the roughest level', () => {
    expect(environmentLevels(32, 4).map((l) => l.width)).toEqual([32, 16, 8, 4]);
    expect(environmentLevels(ENVIRONMENT_SIZE).at(-1)?.width).toBe(ENVIRONMENT_MIN_FACE);
    expect(environmentLevels(ENVIRONMENT_SIZE).every((l) => l.width === l.height)).toBe(true);
  });
});
