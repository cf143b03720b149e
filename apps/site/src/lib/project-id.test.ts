import { describe, expect, it } from 'vitest';
import { projectIdFrom } from './project-id.ts';

describe('given ?project= from the address', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['12345678901', null],
  ] as const)('%j -> %j', (value, id) => {
    expect(projectIdFrom(value)).toBe(id);
  });
});
