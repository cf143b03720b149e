import { planGeometry } from '@brand/core/drawing';
import { lightFixture, roomMeasures } from '@brand/core/rules';
import { describe, expect, it } from 'vitest';
import { fixtureDrawn, sceneLights } from './scene-lights';

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

describe('fixtureDrawn: the chosen light at every position the estimate bills it for', () => {
  const fixture = (name: string) => lightFixture({ category: 'Lights', name });
  it("draws the room's standard lights when none is chosen", () => {
    expect(fixtureDrawn('recessed', null)).toEqual({
      shade: 'can',
      place: 'flush',
      width: 0.5,
      chosen: false,
    });
    expect(fixtureDrawn('pendant', undefined)).toMatchObject({ shade: 'cone', place: 'hung' });
    expect(fixtureDrawn('vanity', null)).toMatchObject({ shade: 'bar', place: 'wall', width: 2 });
  });
  it('draws a chosen can or flush mount in the ceiling at its width, over the counter too', () => {
    const can = fixture('Soho 4 in. LED Recessed Light, Black Trim');
    for (const kind of ['recessed', 'pendant', 'vanity'] as const) {
      expect(fixtureDrawn(kind, can)).toEqual({
        shade: 'can',
        place: 'flush',
        width: 4 / 12,
        chosen: true,
      });
    }
    expect(
      fixtureDrawn('recessed', fixture('Everly 20 in. LED Flush Mount Light in Chrome')),
    ).toEqual({ shade: 'drum', place: 'flush', width: 20 / 12, chosen: true });
  });
  it("hangs a pendant at the counter's drop over the counter, and closer to the ceiling elsewhere", () => {
    const globe = fixture('Chelsea Globe Pendant Light in Aged Brass');
    expect(fixtureDrawn('pendant', globe)).toMatchObject({ shade: 'globe', place: 'hung' });
    expect(fixtureDrawn('recessed', globe)).toMatchObject({ shade: 'globe', place: 'semi' });
    expect(fixtureDrawn('vanity', globe)).toMatchObject({ place: 'semi' });
  });
  it("puts a wall light on the vanity's wall, and a small surface mount at a ceiling position", () => {
    const bar = fixture('Marlowe Vanity Wall Sconce in Chrome');
    expect(fixtureDrawn('vanity', bar)).toMatchObject({ shade: 'bar', place: 'wall', width: 2 });
    expect(fixtureDrawn('recessed', bar)).toMatchObject({ shade: 'drum', place: 'flush' });
  });
});
