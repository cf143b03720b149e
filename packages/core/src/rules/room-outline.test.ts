import { describe, expect, it } from 'vitest';
import type { PlanPoint } from './room-measure';
import {
  isSimpleOutline,
  MAX_CORNERS,
  MAX_ROOM_SQFT,
  MAX_SIDE_FT,
  MIN_ROOM_SQFT,
  MIN_SIDE_FT,
  normaliseOutline,
  OUTLINE_MESSAGES,
  outlineProblems,
  SNAP_FT,
  scaleFromPoints,
  scaleProblem,
  segmentsTouch,
  snapFeet,
} from './room-outline';

const P = (x: number, y: number): PlanPoint => ({ x, y });
/** A 12 x 10 rectangle, clockwise on screen from the north-west corner. */
const RECT = [P(0, 0), P(12, 0), P(12, 10), P(0, 10)];
/** An L: 20 x 15 with a 8 x 6 south-east corner cut away (area 300 - 48 = 252). */
const L = [P(0, 0), P(20, 0), P(20, 9), P(12, 9), P(12, 15), P(0, 15)];

describe('limits', () => {
  it('are the documented numbers', () => {
    expect([MIN_SIDE_FT, MAX_SIDE_FT, MIN_ROOM_SQFT, MAX_ROOM_SQFT, MAX_CORNERS, SNAP_FT]).toEqual([
      3, 200, 20, 5000, 64, 0.5,
    ]);
  });
  it('messages name the numbers', () => {
    expect(OUTLINE_MESSAGES.tooFewCorners).toBe('A room needs at least 3 corners.');
    expect(OUTLINE_MESSAGES.tooManyCorners).toBe('A room has at most 64 corners.');
    expect(OUTLINE_MESSAGES.sideTooShort(2)).toBe('Wall 2 is shorter than 3 ft.');
    expect(OUTLINE_MESSAGES.sideTooLong(4)).toBe('Wall 4 is longer than 200 ft.');
    expect(OUTLINE_MESSAGES.crossing).toBe(
      'Walls cross each other: the outline must not cross itself.',
    );
    expect(OUTLINE_MESSAGES.areaTooSmall).toBe('The room is smaller than 20 sq ft.');
    expect(OUTLINE_MESSAGES.areaTooLarge).toBe('The room is larger than 5,000 sq ft.');
    expect(OUTLINE_MESSAGES.openingWall(1)).toBe('Opening 1 is on a wall the room does not have.');
    expect(OUTLINE_MESSAGES.openingFit(3)).toBe('Opening 3 does not fit on its wall.');
    expect(OUTLINE_MESSAGES.samePoints).toBe('The two measured points must be apart.');
    expect(OUTLINE_MESSAGES.distance).toBe(
      'Type the real distance between the two points, in feet (more than 0).',
    );
  });
});

describe('snapFeet', () => {
  it.each([
    [0, 0],
    [0.24, 0],
    [0.25, 0.5],
    [0.74, 0.5],
    [0.76, 1],
    [12.3, 12.5],
    [7, 7],
    [-0.6, -0.5],
  ])('%d -> %d', (n, snapped) => {
    expect(snapFeet(n)).toBe(snapped);
  });
});

describe('segmentsTouch', () => {
  it('crossing segments touch', () => {
    expect(segmentsTouch(P(0, 0), P(4, 4), P(0, 4), P(4, 0))).toBe(true);
  });
  it('parallel apart segments do not', () => {
    expect(segmentsTouch(P(0, 0), P(4, 0), P(0, 1), P(4, 1))).toBe(false);
  });
  it('a segment ending on another touches (each end, each side)', () => {
    expect(segmentsTouch(P(0, 0), P(4, 0), P(2, 0), P(2, 3))).toBe(true);
    expect(segmentsTouch(P(0, 0), P(4, 0), P(2, 3), P(2, 0))).toBe(true);
    expect(segmentsTouch(P(2, 0), P(2, 3), P(0, 0), P(4, 0))).toBe(true);
    expect(segmentsTouch(P(2, 3), P(2, 0), P(0, 0), P(4, 0))).toBe(true);
  });
  it('collinear overlapping segments touch; collinear apart ones do not', () => {
    expect(segmentsTouch(P(0, 0), P(4, 0), P(3, 0), P(6, 0))).toBe(true);
    expect(segmentsTouch(P(0, 0), P(4, 0), P(5, 0), P(6, 0))).toBe(false);
    expect(segmentsTouch(P(0, 0), P(0, 4), P(0, 5), P(0, 6))).toBe(false);
    expect(segmentsTouch(P(5, 0), P(6, 0), P(0, 0), P(4, 0))).toBe(false);
  });
  it('a segment whose line crosses the other but stops short does not touch', () => {
    expect(segmentsTouch(P(0, 0), P(4, 0), P(2, 1), P(2, 3))).toBe(false);
    expect(segmentsTouch(P(2, 1), P(2, 3), P(0, 0), P(4, 0))).toBe(false);
    expect(segmentsTouch(P(0, 0), P(4, 4), P(5, 0), P(5, 10))).toBe(false);
  });
  it('a collinear point beyond the segment in y only does not touch', () => {
    expect(segmentsTouch(P(0, 0), P(0, 4), P(1, 6), P(0, 6))).toBe(false);
    expect(segmentsTouch(P(0, 0), P(0, 4), P(0, -2), P(1, -2))).toBe(false);
  });
});

describe('isSimpleOutline', () => {
  it('a rectangle and an L are simple', () => {
    expect(isSimpleOutline(RECT)).toBe(true);
    expect(isSimpleOutline(L)).toBe(true);
  });
  it('fewer than 3 corners is not', () => {
    expect(isSimpleOutline([P(0, 0), P(5, 0)])).toBe(false);
  });
  it('a bow tie is not', () => {
    expect(isSimpleOutline([P(0, 0), P(10, 10), P(10, 0), P(0, 10)])).toBe(false);
  });
  it('a wall touching a far corner is not', () => {
    // corner (5,0) sits on wall (0,0)-(10,0)'s line only through a later wall
    expect(isSimpleOutline([P(0, 0), P(10, 0), P(10, 10), P(5, 0), P(0, 10)])).toBe(false);
  });
  it('a wall folding back over its neighbour is not (either end of the list)', () => {
    expect(isSimpleOutline([P(0, 0), P(10, 0), P(4, 0)])).toBe(false);
    expect(isSimpleOutline([P(0, 0), P(5, 0), P(10, 0)])).toBe(false);
    expect(isSimpleOutline([P(4, 0), P(0, 0), P(10, 0)])).toBe(false);
    // a right angle and an acute one are no fold
    expect(isSimpleOutline([P(0, 0), P(10, 0), P(0, 3)])).toBe(true);
  });
  it('three corners on one line going on straight is allowed (a straight wall split)', () => {
    expect(isSimpleOutline([P(0, 0), P(5, 0), P(10, 0), P(10, 10), P(0, 10)])).toBe(true);
    expect(isSimpleOutline([P(0, 0), P(10, 0), P(10, 10), P(0, 10), P(0, 5)])).toBe(true);
  });
  it('the closing wall crossing the first but not neighbouring it is caught', () => {
    expect(isSimpleOutline([P(0, 0), P(10, 0), P(10, 10), P(5, -5)])).toBe(false);
  });
});

describe('outlineProblems', () => {
  it('none for a good room', () => {
    expect(outlineProblems(RECT)).toEqual([]);
    expect(outlineProblems(L, [{ wall: 4, offset: 1, width: 3 }])).toEqual([]);
  });
  it('too few corners', () => {
    expect(outlineProblems([P(0, 0), P(5, 0)])).toEqual([
      { field: 'walls', message: OUTLINE_MESSAGES.tooFewCorners },
    ]);
  });
  it('too many corners (65), 64 is fine as to the count', () => {
    const ring = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        P(40 + 35 * Math.cos((2 * Math.PI * i) / n), 40 + 35 * Math.sin((2 * Math.PI * i) / n)),
      );
    expect(outlineProblems(ring(65))).toEqual([
      { field: 'walls', message: OUTLINE_MESSAGES.tooManyCorners },
    ]);
    expect(outlineProblems(ring(64))).toEqual([]);
  });
  it('sides: 3 and 200 ft are fine, 2.5 and 200.5 are not', () => {
    expect(outlineProblems([P(0, 0), P(3, 0), P(3, 10), P(0, 10)])).toEqual([]);
    expect(outlineProblems([P(0, 0), P(200, 0), P(200, 10), P(0, 10)])).toEqual([]);
    expect(outlineProblems([P(0, 0), P(2.5, 0), P(2.5, 10), P(0, 10)])).toEqual([
      { field: 'walls.0', message: 'Wall 1 is shorter than 3 ft.' },
      { field: 'walls.2', message: 'Wall 3 is shorter than 3 ft.' },
    ]);
    expect(outlineProblems([P(0, 0), P(200.5, 0), P(200.5, 10), P(0, 10)])).toEqual([
      { field: 'walls.0', message: 'Wall 1 is longer than 200 ft.' },
      { field: 'walls.2', message: 'Wall 3 is longer than 200 ft.' },
    ]);
  });
  it('a crossing outline says so and stops there', () => {
    expect(outlineProblems([P(0, 0), P(10, 10), P(10, 0), P(0, 10)])).toEqual([
      { field: 'walls', message: OUTLINE_MESSAGES.crossing },
    ]);
  });
  it('area: 20 and 5000 are fine, under or over is not', () => {
    expect(outlineProblems([P(0, 0), P(5, 0), P(5, 4), P(0, 4)])).toEqual([]);
    expect(outlineProblems([P(0, 0), P(4, 0), P(4, 4.5), P(0, 4.5)])).toEqual([
      { field: 'walls', message: OUTLINE_MESSAGES.areaTooSmall },
    ]);
    expect(outlineProblems([P(0, 0), P(100, 0), P(100, 50), P(0, 50)])).toEqual([]);
    expect(outlineProblems([P(0, 0), P(100, 0), P(100, 50.5), P(0, 50.5)])).toEqual([
      { field: 'walls', message: OUTLINE_MESSAGES.areaTooLarge },
    ]);
  });
  it('openings: on a wall the room has, within it', () => {
    const ok = { wall: 0, offset: 0, width: 12 };
    expect(outlineProblems(RECT, [ok, { wall: 3, offset: 7, width: 3 }])).toEqual([]);
    expect(
      outlineProblems(RECT, [
        ok,
        { wall: 4, offset: 0, width: 3 },
        { wall: -1, offset: 0, width: 3 },
        { wall: 1.5, offset: 0, width: 3 },
        { wall: 0, offset: 9.5, width: 3 },
        { wall: 0, offset: -0.5, width: 3 },
        { wall: 0, offset: 1, width: 0 },
        { wall: 3, offset: 7.5, width: 3 },
      ]),
    ).toEqual([
      { field: 'openings.1', message: 'Opening 2 is on a wall the room does not have.' },
      { field: 'openings.2', message: 'Opening 3 is on a wall the room does not have.' },
      { field: 'openings.3', message: 'Opening 4 is on a wall the room does not have.' },
      { field: 'openings.4', message: 'Opening 5 does not fit on its wall.' },
      { field: 'openings.5', message: 'Opening 6 does not fit on its wall.' },
      { field: 'openings.6', message: 'Opening 7 does not fit on its wall.' },
      { field: 'openings.7', message: 'Opening 8 does not fit on its wall.' },
    ]);
  });
});

describe('normaliseOutline', () => {
  it('keeps a clockwise outline from its north-west corner as it is', () => {
    expect(normaliseOutline(RECT, [{ wall: 2, offset: 1, width: 3 }])).toEqual({
      walls: RECT,
      openings: [{ wall: 2, offset: 1, width: 3 }],
    });
  });
  it('moves the outline to 0, 0', () => {
    expect(normaliseOutline(RECT.map((p) => P(p.x + 5, p.y - 2))).walls).toEqual(RECT);
    expect(normaliseOutline(RECT.map((p) => P(p.x - 3, p.y + 7))).walls).toEqual(RECT);
  });
  it('starts from the north-west corner (least y, then least x)', () => {
    const turned = [P(12, 10), P(0, 10), P(0, 0), P(12, 0)];
    const { walls, openings } = normaliseOutline(turned, [
      { wall: 0, offset: 2, width: 3 },
      { wall: 3, offset: 1, width: 1 },
    ]);
    expect(walls).toEqual(RECT);
    // old wall 0 (12,10)->(0,10) is the south wall, now wall 2; old wall 3 (12,0)->(12,10) is 1
    expect(openings).toEqual([
      { wall: 2, offset: 2, width: 3 },
      { wall: 1, offset: 1, width: 1 },
    ]);
  });
  it('prefers the least x among corners of the least y', () => {
    const { walls } = normaliseOutline([P(12, 0), P(12, 10), P(0, 10), P(0, 0)]);
    expect(walls).toEqual(RECT);
  });
  it('turns a counter-clockwise outline clockwise; openings measure from the other end', () => {
    const ccw = [P(0, 0), P(0, 10), P(12, 10), P(12, 0)];
    const { walls, openings } = normaliseOutline(ccw, [
      // old wall 1: (0,10)->(12,10), the south wall, 1 ft from its west end, 3 wide
      { wall: 1, offset: 1, width: 3 },
      // old wall 3: (12,0)->(0,0), the north wall, closing the list
      { wall: 3, offset: 2, width: 4 },
      // old wall 0: (0,0)->(0,10), the west wall
      { wall: 0, offset: 0, width: 2 },
    ]);
    expect(walls).toEqual(RECT);
    expect(openings).toEqual([
      { wall: 2, offset: 8, width: 3 },
      { wall: 0, offset: 6, width: 4 },
      { wall: 3, offset: 8, width: 2 },
    ]);
  });
  it('keeps other opening fields', () => {
    const { openings } = normaliseOutline(RECT, [
      { wall: 0, offset: 1, width: 3, kind: 'door' as const },
    ]);
    expect(openings).toEqual([{ wall: 0, offset: 1, width: 3, kind: 'door' }]);
  });
  it('does not change its input', () => {
    const ccw = [P(0, 0), P(0, 10), P(12, 10), P(12, 0)];
    const open = [{ wall: 1, offset: 1, width: 3 }];
    normaliseOutline(ccw, open);
    expect(ccw).toEqual([P(0, 0), P(0, 10), P(12, 10), P(12, 0)]);
    expect(open).toEqual([{ wall: 1, offset: 1, width: 3 }]);
  });
});

describe('scale from two measured points', () => {
  it('feet per pixel', () => {
    expect(scaleFromPoints(P(0, 0), P(300, 400), 25)).toBe(0.05);
    expect(scaleFromPoints(P(10, 10), P(10, 110), 10)).toBe(0.1);
    expect(scaleFromPoints(P(110, 10), P(10, 10), 10)).toBe(0.1);
  });
  it('none for the same point or a distance not above 0', () => {
    expect(scaleFromPoints(P(5, 5), P(5, 5), 10)).toBeNull();
    expect(scaleFromPoints(P(0, 0), P(0, 10), 0)).toBeNull();
    expect(scaleFromPoints(P(0, 0), P(0, 10), -3)).toBeNull();
    expect(scaleFromPoints(P(0, 0), P(0, 10), Number.NaN)).toBeNull();
    expect(scaleFromPoints(P(0, 0), P(0, 10), Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('problems say which', () => {
    expect(scaleProblem(P(5, 5), P(5, 5), 10)).toBe(OUTLINE_MESSAGES.samePoints);
    expect(scaleProblem(P(5, 5), P(5, 6), 10)).toBeNull();
    expect(scaleProblem(P(5, 5), P(6, 5), 10)).toBeNull();
    expect(scaleProblem(P(5, 5), P(5, 6), 0)).toBe(OUTLINE_MESSAGES.distance);
  });
});
