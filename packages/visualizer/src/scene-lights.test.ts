import { planGeometry } from '@brand/core/drawing';
import { roomMeasures } from '@brand/core/rules';
import { describe, expect, it } from 'vitest';
import { sceneLights } from './scene-lights';

const billed = (plan: ReturnType<typeof planGeometry>, roomType: string) => {
  const m = roomMeasures(plan, roomType);
  return m.recessedLights + m.pendantLights + m.vanityLights;
};

describe('sceneLights: the fixtures drawn are the lights billed', () => {
  for (const [id, roomType] of [
    [1, 'Kitchen'],
    [9, 'Kitchen'],
    [4, 'Bathroom'],
    [12, 'Bathroom'],
    [6, 'Living Room'],
    [2, 'Outdoor'],
  ] as const) {
    it(`plan ${id} as a ${roomType}`, () => {
      const plan = planGeometry(id, roomType, 400);
      const drawn = sceneLights(plan, roomType);
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.length).toBe(billed(plan, roomType));
      for (const kind of ['recessed', 'pendant', 'vanity'] as const) {
        expect(drawn.filter((l) => l.kind === kind).length).toBe(
          roomMeasures(plan, roomType)[`${kind}Lights`],
        );
      }
    });
  }
});
