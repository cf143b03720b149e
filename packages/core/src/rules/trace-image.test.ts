import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TraceImageSchema } from '../contract/visualizer';
import {
  TRACE_IMAGE_MAX_BYTES,
  TRACE_IMAGE_MAX_PX,
  TRACE_IMAGE_MESSAGES,
  TRACE_IMAGE_MIN_PX,
  TRACE_IMAGE_TYPES,
  TRACE_SCALE_MAX,
  TRACE_SCALE_MIN,
  traceImageProblem,
} from './trace-image';

const M = TRACE_IMAGE_MESSAGES;
const ok = { width: 1200, height: 900, size: 300_000 };

describe('a floor-plan image to trace (issue 15 item 5)', () => {
  it('is a PNG, JPEG or WebP of at most 4 MB and 200 to 8,000 px a side (ours)', () => {
    expect(TRACE_IMAGE_TYPES).toEqual(['png', 'jpg', 'jpeg', 'webp']);
    expect(TRACE_IMAGE_MAX_BYTES).toBe(4_194_304);
    expect([TRACE_IMAGE_MIN_PX, TRACE_IMAGE_MAX_PX]).toEqual([200, 8000]);
    expect([TRACE_SCALE_MIN, TRACE_SCALE_MAX]).toEqual([0.001, 5]);
  });

  it('says what is wrong in words (the spec texts where it has them)', () => {
    expect(M).toEqual({
      type: 'Please upload an image of type png, jpg, jpeg, webp.',
      tooLarge: 'Each file must be at most 4 MB.',
      unreadable: 'This file is not a readable image.',
      tooSmall: 'The image must be at least 200 x 200 pixels.',
      pixels: 'The image must have at most 25,000,000 pixels (25 megapixels, e.g. 6,000 x 4,000).',
      tooBig: 'The image must be at most 8,000 x 8,000 pixels.',
      scale: 'The scale must be between 0.001 and 5 ft a pixel.',
    });
  });

  it.each([
    // Issue 23 item 3: within 8,000 px a side but over 25 megapixels.
    [{ name: 'plan.png', type: 'image/png', ...ok, width: 8000, height: 3126 }, M.pixels],
    [{ name: 'plan.png', type: 'image/png', ...ok, width: 8000, height: 3125 }, null],
    [{ name: 'plan.png', type: 'image/png', ...ok }, null],
    [{ name: 'plan.PNG', ...ok }, null],
    [{ name: 'plan.jpg', type: 'image/jpeg', ...ok }, null],
    [{ name: 'plan.jpeg', type: 'image/jpeg', ...ok }, null],
    [{ name: 'plan.jpg', type: 'image/jpg', ...ok }, null],
    [{ name: 'plan.jpeg', type: 'image/jpg', ...ok }, null],
    [{ name: 'plan.jpeg', type: 'image/pjpeg', ...ok }, null],
    [{ name: 'plan.jpg', type: 'image/pjpeg', ...ok }, null],
    [{ name: 'plan.webp', type: 'image/jpeg', ...ok }, M.type],
    [{ name: 'plan.png', type: 'image/webp', ...ok }, M.type],
    [{ name: 'plan.webp', type: 'image/webp', ...ok }, null],
    [{ name: 'plan.png', type: 'IMAGE/PNG', ...ok }, null],
    [{ name: 'plan.png', type: '', ...ok }, null],
    [{ name: 'plan.png', type: null, ...ok }, null],
    [{ name: 'plan.svg', type: 'image/svg+xml', ...ok }, M.type],
    [{ name: 'plan.gif', type: 'image/gif', ...ok }, M.type],
    [{ name: 'plan.pdf', type: 'application/pdf', ...ok }, M.type],
    [{ name: 'plan', ...ok }, M.type],
    [{ name: 'plan.png', type: 'image/jpeg', ...ok }, M.type],
    [{ name: 'plan.webp', type: 'image/png', ...ok }, M.type],
    [{ name: 'plan.png', type: 'text/html', ...ok }, M.type],
    [{ name: 'plan.png', type: 'image/png', ...ok, size: TRACE_IMAGE_MAX_BYTES }, null],
    [{ name: 'plan.png', type: 'image/png', ...ok, size: TRACE_IMAGE_MAX_BYTES + 1 }, M.tooLarge],
    [{ name: 'plan.png', type: 'image/png', width: 100, height: 100, size: 9e6 }, M.tooLarge],
    [{ name: 'plan.png', width: 800 }, M.unreadable],
    [{ name: 'plan.png', height: 800 }, M.unreadable],
    [{ name: 'plan.png', width: null, height: null }, M.unreadable],
    [{ name: 'plan.png', width: 200, height: 200 }, null],
    [{ name: 'plan.png', width: 199, height: 800 }, M.tooSmall],
    [{ name: 'plan.png', width: 800, height: 199 }, M.tooSmall],
    [{ name: 'plan.png', width: 8000, height: 3125 }, null],
    [{ name: 'plan.png', width: 8000, height: 8000 }, M.pixels],
    [{ name: 'plan.png', width: 8001, height: 800 }, M.tooBig],
    [{ name: 'plan.png', width: 800, height: 8001 }, M.tooBig],
    [{ name: 'plan.png', width: 100, height: 9000 }, M.tooSmall],
  ])('%o -> %s', (file, expected) => {
    expect(traceImageProblem(file)).toBe(expected);
  });

  it('agrees with the contract: the scale and pixel bounds a saved room may keep', () => {
    const trace = {
      image: '/storage/rooms/1/3f0c2a4e-9b1d-4c5e-8f7a-1b2c3d4e5f60.png',
      width: TRACE_IMAGE_MIN_PX,
      height: TRACE_IMAGE_MAX_PX,
      scale: TRACE_SCALE_MIN,
      x: 0,
      y: 0,
    };
    const issues = (over: Record<string, number>) =>
      v.safeParse(TraceImageSchema, { ...trace, ...over }).issues?.map((i) => i.message) ?? [];
    expect(issues({})).toEqual([]);
    expect(issues({ scale: TRACE_SCALE_MAX })).toEqual([]);
    expect(issues({ scale: TRACE_SCALE_MIN * 0.99 })).toEqual([M.scale]);
    expect(issues({ scale: TRACE_SCALE_MAX * 1.01 })).toEqual([M.scale]);
    expect(issues({ width: TRACE_IMAGE_MIN_PX - 1 })).toEqual(['At least 200 pixels.']);
    expect(issues({ height: TRACE_IMAGE_MAX_PX + 1 })).toEqual(['At most 8,000 pixels.']);
  });
});
