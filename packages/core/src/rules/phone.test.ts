import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { CALLING_CODE_TABLE } from './calling-codes';
import {
  callingCodeOf,
  countryCallingCodes,
  formatUsPhone,
  isKnownCallingCode,
  isValidUsPhone,
  usPhoneDigits,
} from './phone';
import { DEFAULT_COUNTRY_CODE } from './policy';

describe('US phone "(###) ###-####" (spec 1 §9)', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['+1 (555) 123 4567', '(555) 123-4567'],
    ['15551234567', '(555) 123-4567'],
    ['555123456789', '(555) 123-4567'],
    ['555', '(555'],
    ['5', '(5'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['', ''],
    ['abc', ''],
    [null, ''],
  ] as Array<[string | null, string]>)('%j -> %j', (input, text) => {
    expect(formatUsPhone(input)).toBe(text);
  });

  it.each([
    ['(555) 123-4567', true],
    ['+1 555 123 4567', true],
    ['555 123 456', false],
    ['25551234567', false],
    [undefined, false],
  ] as Array<[string | undefined, boolean]>)('%j valid: %s', (input, valid) => {
    expect(isValidUsPhone(input)).toBe(valid);
  });

  it('keeps national digits', () => {
    expect(usPhoneDigits('1 (555) 123-4567')).toBe('5551234567');
  });

  // Found by mutation testing: only an 11-digit number loses its leading 1.
  it.each<[string | null | undefined, string]>([
    ['15551234567', '5551234567'],
    ['25551234567', '2555123456'],
    ['1555123', '1555123'],
    ['155512345678', '1555123456'],
    ['(555) 123-45678', '5551234567'],
    [null, ''],
    [undefined, ''],
  ])('%j has national digits %j', (input, digits) => {
    expect(usPhoneDigits(input)).toBe(digits);
  });
});

describe('country calling codes: "about 240 entries", default +1', () => {
  it('is the table of the installed libphonenumber-js metadata', () => {
    const fromMetadata = getCountries()
      .map((country) => `${country}${getCountryCallingCode(country)}`)
      .join(' ');
    // On failure, paste this into calling-codes.ts (CALLING_CODE_TABLE).
    expect(CALLING_CODE_TABLE).toBe(fromMetadata);
  });

  it('has about 240 entries, each a country and its calling code', () => {
    const list = countryCallingCodes();
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(countryCallingCodes()).toBe(list);
    for (const entry of list) expect(entry.callingCode).toMatch(/^\+\d{1,4}$/);
  });

  it.each([
    ['US', '+1', 'United States'],
    ['ca', '+1', 'Canada'],
    ['GB', '+44', 'United Kingdom'],
    ['MX', '+52', 'Mexico'],
    ['IN', '+91', 'India'],
  ])('%s -> %s (%s)', (country, code, name) => {
    expect(callingCodeOf(country)).toEqual({
      country: country.toUpperCase(),
      callingCode: code,
      name,
    });
  });

  it('defaults to +1 and knows codes', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('+1');
    expect(isKnownCallingCode('+1')).toBe(true);
    expect(isKnownCallingCode('44')).toBe(true);
    expect(isKnownCallingCode('+999')).toBe(false);
    expect(isKnownCallingCode('')).toBe(false);
    expect(isKnownCallingCode(null)).toBe(false);
    expect(callingCodeOf('ZZ')).toBeUndefined();
  });
});
