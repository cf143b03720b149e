import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TempProjectIdSchema } from '../contract/cart';
import { tempProjectIdOf } from './cart-id';

describe('tempProjectIdOf', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['  tmp-12345678 ', 'tmp-12345678'],
    ['12345678', '12345678'],
    ['1234567', null],
    ['a'.repeat(64), 'a'.repeat(64)],
    ['a'.repeat(65), null],
    ['<script>', null],
    ['tmp_12345678', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (text, id) => {
    expect(tempProjectIdOf(text)).toBe(id);
  });
  it('accepts what the contract schema accepts, and nothing else', () => {
    for (const text of ['tmp-12345678', ' abcdefgh ', 'short', 'x'.repeat(80), 'ab cd efgh', '']) {
      const parsed = v.safeParse(TempProjectIdSchema, text);
      expect(tempProjectIdOf(text)).toBe(parsed.success ? parsed.output : null);
    }
  });
});
