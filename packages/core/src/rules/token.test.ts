import { describe, expect, it } from 'vitest';
import { isTokenValid } from './token';

describe('"A token is valid when longer than 10 characters" (spec 1 §9)', () => {
  it.each([
    ['12345678901', true],
    ['1234567890', false],
    ['abc', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['a'.repeat(64), true],
  ] as Array<[string | null | undefined, boolean]>)('%j -> %s', (token, valid) => {
    expect(isTokenValid(token)).toBe(valid);
  });
});
