import { describe, expect, it } from 'vitest';
import { sizeLabel } from './size';

// spec 2 §3: "The size is shown as pattern if present, else width X height, else width X length."
describe('size display', () => {
  it.each([
    [{ pattern: 'Herringbone', width_size: 12, height_size: 24 }, 'Herringbone'],
    [{ pattern: '', width_size: 12, height_size: 24, length_size: 48 }, '12 X 24'],
    [{ pattern: null, width_size: '12', height_size: null, length_size: '48' }, '12 X 48'],
    [{ width_size: 6.5, height_size: 0, length_size: 36 }, '6.5 X 36'],
    [{ width_size: 12 }, ''],
    [{ height_size: 12, length_size: 24 }, ''],
    [{ pattern: '  ', width_size: ' ' }, ''],
    [{}, ''],
    [null, ''],
  ])('%j -> %j', (size, label) => {
    expect(sizeLabel(size)).toBe(label);
  });
});
