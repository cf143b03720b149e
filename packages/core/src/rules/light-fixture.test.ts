import { describe, expect, it } from 'vitest';
import { applianceWidths } from './appliance-width';
import { CATALOGUE } from './catalogue';
import { LIGHT_SHADE_INCHES, lightFixture } from './light-fixture';

const light = (name: string, size?: { width_size: string }) =>
  lightFixture({ category: 'Lights', name, ...(size ? { size } : {}) });

describe('lightFixture: a light product as the fixture the 3-D room draws', () => {
  it('reads a recessed can and a flush mount at the size their names say', () => {
    expect(light('Astoria 4 in. LED Recessed Light, White Trim')).toEqual({
      mount: 'recessed',
      shade: 'can',
      width: 4,
      sized: true,
    });
    expect(light('Soho 6 in. LED Recessed Light, 6-Pack')).toMatchObject({
      shade: 'can',
      width: 6,
    });
    expect(light('Everly 20 in. LED Flush Mount Light in Matte Black')).toEqual({
      mount: 'ceiling',
      shade: 'drum',
      width: 20,
      sized: true,
    });
  });
  it("draws a pendant by its configuration, at the shade's standard size when unnamed", () => {
    expect(light('Chelsea Globe Pendant Light in Aged Brass')).toEqual({
      mount: 'hanging',
      shade: 'globe',
      width: LIGHT_SHADE_INCHES.globe.standard,
      sized: false,
    });
    expect(light('Chelsea Dome Pendant Light in Matte Black')?.shade).toBe('dome');
    expect(light('Chelsea Glass Pendant Light in Chrome')?.shade).toBe('cylinder');
    expect(light('Chelsea 3-Light Linear Pendant Light in Chrome')).toMatchObject({
      shade: 'linear',
      width: 36,
    });
    // A mini pendant is a small cone; a plain one a cone of the standard size.
    expect(light('Chelsea Mini Pendant Light in Chrome')).toMatchObject({
      shade: 'cone',
      width: 6,
    });
    expect(light('Chelsea 1-Light Pendant Light in Chrome')).toMatchObject({
      shade: 'cone',
      width: 10,
    });
    expect(light('Marlowe Sputnik Chandelier in Aged Brass')).toMatchObject({
      mount: 'hanging',
      shade: 'chandelier',
    });
    expect(light('Marlowe Vanity Wall Sconce in Chrome')).toMatchObject({
      mount: 'wall',
      shade: 'bar',
    });
    expect(light('Marlowe Swing Arm Wall Sconce in Chrome')?.shade).toBe('sconce');
  });
  it("prefers the size's width and holds any width to its shade's band", () => {
    expect(light('Astoria 6 in. LED Recessed Light', { width_size: '4' })?.width).toBe(4);
    expect(light('Astoria 14 in. Globe Pendant Light')).toMatchObject({ width: 14, sized: true });
    expect(light('Astoria 60 in. Globe Pendant Light')?.width).toBe(LIGHT_SHADE_INCHES.globe.max);
    expect(light('Astoria 1 in. LED Recessed Light')?.width).toBe(LIGHT_SHADE_INCHES.can.min);
  });
  it('is none for a product that names no light type', () => {
    expect(light('Smart Dimmer Switch in White')).toBeNull();
    expect(
      lightFixture({ category: 'Appliances', name: 'Chef 36 in. Dual Fuel Range' }),
    ).toBeNull();
  });
  it('knows every light type of the catalogue', () => {
    for (const type of CATALOGUE.find((c) => c.category === 'Lights')?.types ?? []) {
      const name = type.template.replace(/\{size\}/g, '12').replace(/\{\w+\}/g, 'X');
      expect(light(name), name).not.toBeNull();
    }
  });
});

describe('applianceWidths reads the chosen light', () => {
  it('as a fixture, beside the appliances', () => {
    expect(
      applianceWidths({
        lights: { name: 'Everly 16 in. LED Flush Mount Light in Chrome', category: 'Lights' },
        refrigerator: { name: 'Classic 36 in. French Door Refrigerator in White' },
      }),
    ).toEqual({
      fridge: 3,
      light: { mount: 'ceiling', shade: 'drum', width: 16, sized: true },
    });
    // Without a category the lights surface's own (Lights) is read.
    expect(
      applianceWidths({ lights: { name: 'Soho 4 in. LED Recessed Light' } }).light?.width,
    ).toBe(4);
    expect(applianceWidths({ lights: null })).toEqual({});
  });
});
