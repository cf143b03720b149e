import type { CustomRoom } from '@brand/core/contract';
import { OUTLINE_MESSAGES } from '@brand/core/rules';
import { describe, expect, it } from 'vitest';
import { editorRoom, newTrace, scaleText, traceBody, traceScale } from './trace.ts';

const upload = { image: '/storage/rooms/3/a.png', width: 400, height: 300 };

describe('tracing a floor-plan image (issue 15 item 5)', () => {
  it('starts with the points on the top corners and no distance', () => {
    const trace = newTrace(upload);
    expect(trace).toEqual({ ...upload, a: { x: '0', y: '0' }, b: { x: '400', y: '0' }, feet: '' });
    expect(traceScale(trace)).toEqual({ scale: null, problem: OUTLINE_MESSAGES.distance });
  });

  it('sets the scale from two measured points and their real distance', () => {
    const trace = { ...newTrace(upload), feet: '20' };
    expect(traceScale(trace)).toEqual({ scale: 0.05, problem: null });
    // A 3-4-5 triangle: 500 px apart, 25 ft.
    const diagonal = { ...trace, a: { x: '100', y: '50' }, b: { x: '400', y: '450' }, feet: '25' };
    expect(traceScale(diagonal).scale).toBe(0.05);
  });

  it('says what is wrong: a point not typed, the same point twice, no distance', () => {
    const trace = { ...newTrace(upload), feet: '20' };
    expect(traceScale({ ...trace, a: { x: '', y: '0' } })).toEqual({
      scale: null,
      problem: 'Type both points in pixels.',
    });
    expect(traceScale({ ...trace, b: { x: '0', y: 'x' } }).problem).toBe(
      'Type both points in pixels.',
    );
    expect(traceScale({ ...trace, b: { x: '0', y: '0' } })).toEqual({
      scale: null,
      problem: OUTLINE_MESSAGES.samePoints,
    });
    expect(traceScale({ ...trace, feet: '0' }).problem).toBe(OUTLINE_MESSAGES.distance);
    expect(traceScale({ ...trace, feet: '-3' }).problem).toBe(OUTLINE_MESSAGES.distance);
  });

  it('shows the scale and the image size in feet, three significant digits', () => {
    expect(scaleText(upload, 0.05)).toBe('1 px = 0.05 ft; the image is 20 x 15 ft');
    expect(scaleText(upload, 1 / 30)).toBe('1 px = 0.0333 ft; the image is 13.3 x 10 ft');
  });

  it('keeps the image at the editor origin with its scale', () => {
    expect(traceBody({ ...newTrace(upload), feet: '20' }, 0.05)).toEqual({
      ...upload,
      scale: 0.05,
      x: 0,
      y: 0,
    });
  });

  const saved: CustomRoom = {
    id: 9,
    name: 'Den',
    room_type: 'Kitchen',
    sqft: 168,
    image: '/demo/templates/9.svg',
    thumbnail: null,
    has_3d: true,
    geometry: {
      walls: [
        { x: 0, y: 0 },
        { x: 14, y: 0 },
        { x: 14, y: 12 },
        { x: 0, y: 12 },
      ],
      height: 8.5,
      openings: [{ kind: 'window', wall: 1, offset: 2, width: 4, height: 4, sill: 3 }],
      run: null,
      rooms: [],
    },
    template: {
      id: 4,
      floor_plan_id: 9,
      name: 'Den (my room)',
      style: 'My room',
      image: '/demo/templates/4.svg',
      thumbnail: null,
      product_ids: [],
      surfaces: [],
    },
    trace: { ...upload, scale: 0.05, x: -5, y: -2 },
  };

  it('turns a saved room back into the editor: corners where they lie on the image', () => {
    expect(editorRoom(saved)).toEqual({
      name: 'Den',
      roomType: 'Kitchen',
      height: '8.5',
      corners: [
        { x: 5, y: 2 },
        { x: 19, y: 2 },
        { x: 19, y: 14 },
        { x: 5, y: 14 },
      ],
      openings: [{ kind: 'window', wall: '1', offset: '2', width: '4' }],
      trace: { ...newTrace(upload), feet: '20' },
    });
    const plain = editorRoom({ ...saved, trace: null });
    expect(plain.corners[1]).toEqual({ x: 14, y: 0 });
    expect(plain.trace).toBeNull();
  });
});
