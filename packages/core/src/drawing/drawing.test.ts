import { describe, expect, it } from 'vitest';
import { polygonArea, roomMeasures, wallLength } from '../rules/room-measure';
import { planGeometry } from './plan-geometry';
import { formatFeet, planSvg } from './plan-svg';

const ROOMS = ['Kitchen', 'Bathroom', 'Living Room', 'Outdoor'];

describe('planGeometry', () => {
  it('is the same for the same seed, room and size', () => {
    expect(planGeometry(3, 'Kitchen', 300)).toEqual(planGeometry(3, 'Kitchen', 300));
    expect(planGeometry(3, 'Kitchen', 300)).not.toEqual(planGeometry(4, 'Kitchen', 300));
  });
  it('gives every seeded plan a floor within 10% of its square footage, doors and windows on walls', () => {
    let ells = 0;
    for (let id = 1; id <= 60; id++) {
      const room = ROOMS[id % 4] as string;
      const sqft = 60 + ((id * 97) % 840);
      const plan = planGeometry(id, room, sqft);
      const area = polygonArea(plan.walls);
      expect(Math.abs(area - sqft) / sqft).toBeLessThan(0.1);
      if (plan.walls.length === 6) ells++;
      else expect(plan.walls).toHaveLength(4);
      const doors = plan.openings.filter((o) => o.kind === 'door');
      expect(doors).toHaveLength(1);
      for (const o of plan.openings) {
        expect(o.offset).toBeGreaterThanOrEqual(0);
        expect(o.offset + o.width).toBeLessThanOrEqual(wallLength(plan.walls, o.wall));
        expect(o.sill + o.height).toBeLessThanOrEqual(plan.height);
      }
      if (plan.run) {
        expect(plan.run.offset + plan.run.length).toBeLessThanOrEqual(
          wallLength(plan.walls, plan.run.wall),
        );
      }
      expect(plan.rooms[0]?.name).toBe(room);
    }
    expect(ells).toBeGreaterThan(5);
    expect(ells).toBeLessThan(40);
  });
  it('places the kitchen run on the north wall, the vanity on the west, windows but none outdoors', () => {
    const kitchen = planGeometry(1, 'Kitchen', 300);
    expect(kitchen.run?.wall).toBe(0);
    expect(kitchen.height).toBe(9);
    const bath = planGeometry(2, 'Bathroom', 60);
    expect(bath.run?.wall).toBe(bath.walls.length - 1);
    expect(bath.height).toBe(8);
    expect(planGeometry(3, 'Living Room', 500).run).toBeNull();
    expect(
      planGeometry(3, 'Living Room', 500).openings.filter((o) => o.kind === 'window'),
    ).toHaveLength(2);
    const outdoor = planGeometry(4, 'Outdoor', 400);
    expect(outdoor.openings.map((o) => o.kind)).toEqual(['door']);
    expect(outdoor.height).toBe(3);
    expect(roomMeasures(outdoor).wallSqft).toBeGreaterThan(0);
  });
});

describe('planSvg', () => {
  it('draws walls, a door swing, windows, room names and dimensions', () => {
    const plan = planGeometry(1, 'Kitchen', 300);
    const svg = planSvg(plan, { title: 'Plan <1>', floorColor: '#aabbcc' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Plan &#60;1&#62;</title>');
    expect(svg).toContain('fill="#aabbcc"');
    expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+ A/);
    expect(svg).toContain('stroke="#3b6e8f"');
    expect(svg).toContain('>Kitchen</text>');
    for (let i = 0; i < plan.walls.length; i++) {
      expect(svg).toContain(
        `>${formatFeet(wallLength(plan.walls, i)).replace(/'/g, '&#39;').replace(/"/g, '&#34;')}</text>`,
      );
    }
  });
  it("draws a kitchen's island where it has one, in front of the run", () => {
    const counters = (svg: string) => svg.match(/fill="#d8cfbf"/g)?.length ?? 0;
    // Plan 01's open kitchen: the run and its island; Plan 05's L: the run only.
    expect(counters(planSvg(planGeometry(1, 'Kitchen', 633)))).toBe(2);
    expect(counters(planSvg(planGeometry(5, 'Kitchen', 308)))).toBe(1);
  });
  it('refuses a floor colour that is not a colour', () => {
    const svg = planSvg(planGeometry(1, 'Kitchen', 300), { floorColor: '"/><script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('fill="#efe8da"');
  });
});

describe('formatFeet', () => {
  it('writes feet and inches', () => {
    expect(formatFeet(12)).toBe("12'");
    expect(formatFeet(12.5)).toBe('12\' 6"');
    expect(formatFeet(8.25)).toBe('8\' 3"');
    expect(formatFeet(0.99)).toBe("1'");
  });
});
