import { describe, expect, it } from 'vitest';
import { SHOWROOM_ID_LENGTH } from './policy';
import {
  canRunShowroomSearch,
  isShowroomIdFormat,
  normalizeShowroomId,
  shouldSearchShowroom,
} from './showroom-id';

describe('showroom ID entry (spec 1 §4, §5, §9)', () => {
  it('"The showroom ID length that triggers search is 8"', () => {
    expect(SHOWROOM_ID_LENGTH).toBe(8);
  });

  // "When the text reaches exactly 8 characters a search runs."
  it.each([
    ['AB12CD34', true],
    [' AB12CD34 ', true],
    ['AB12CD3', false],
    ['AB12CD345', false],
    ['', false],
    [null, false],
  ] as Array<[string | null, boolean]>)('%j triggers the search: %s', (text, search) => {
    expect(shouldSearchShowroom(text)).toBe(search);
  });

  // "the search routine also runs for text longer than 2 or empty"
  it.each([
    ['', true],
    ['A', false],
    ['AB', false],
    ['ABC', true],
    ['AB12CD34', true],
    [undefined, true],
  ] as Array<[string | undefined, boolean]>)('the routine runs for %j: %s', (text, runs) => {
    expect(canRunShowroomSearch(text)).toBe(runs);
  });

  it.each([
    ['AB12CD34', true],
    ['zx98yw76', true],
    ['AB12-D34', false],
    ['AB12CD3', false],
    ['', false],
  ])('%j is an 8-character ID: %s', (text, ok) => {
    expect(isShowroomIdFormat(text)).toBe(ok);
  });

  it('trims the entry', () => {
    expect(normalizeShowroomId('  AB12CD34\n')).toBe('AB12CD34');
  });
});
