import { describe, expect, it } from 'vitest';
import { waitedText } from './admin-wait.ts';

describe('waitedText: an application waited, against the 24-hour promise', () => {
  it.each([
    [0, '0 h'],
    [23, '23 h'],
    [24, '1 d 0 h'],
    [25, '1 d 1 h'],
    [49, '2 d 1 h'],
  ])('%i hours -> %s', (hours, text) => {
    expect(waitedText(hours)).toBe(text);
  });
});
