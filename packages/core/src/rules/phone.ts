/**
 * spec 1 §9: "US phone numbers are formatted as (###) ###-####"; "Default country code is +1.
 * A calling-code list of about 240 entries is included." The list is libphonenumber-js's
 * (copied into calling-codes.ts and kept equal by a test), names from `Intl.DisplayNames`.
 */
import { CALLING_CODE_TABLE } from './calling-codes';

/** The national digits of a US number: non-digits dropped, a leading country 1 removed. */
export function usPhoneDigits(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits.slice(0, 10);
}

/**
 * spec 1 §9 "(###) ###-####". Formats as the user types: '555' -> '(555', '5551234' ->
 * '(555) 123-4', a full number -> '(555) 123-4567'. Extra digits are dropped.
 */
export function formatUsPhone(input: string | null | undefined): string {
  const digits = usPhoneDigits(input);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6, 10);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}

/** A complete 10-digit US number (an optional leading +1 / 1 allowed). */
export function isValidUsPhone(input: string | null | undefined): boolean {
  const raw = (input ?? '').replace(/\D/g, '');
  return raw.length === 10 || (raw.length === 11 && raw.startsWith('1'));
}

export interface CountryCallingCode {
  /** ISO 3166-1 alpha-2 code, e.g. 'US'. */
  country: string;
  /** English name, when the runtime's Intl knows it. */
  name?: string;
  /** '+1' */
  callingCode: string;
}

function buildCallingCodes(): CountryCallingCode[] {
  const names =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
      : undefined;
  const list = CALLING_CODE_TABLE.split(' ').map((pair) => {
    const country = pair.slice(0, 2);
    const name = names?.of(country);
    const entry: CountryCallingCode = { country, callingCode: `+${pair.slice(2)}` };
    if (name) entry.name = name;
    return entry;
  });
  return list.sort((a, b) => (a.name ?? a.country).localeCompare(b.name ?? b.country, 'en'));
}

let callingCodes: CountryCallingCode[] | undefined;

/**
 * Every country with its calling code (about 245), sorted by English name. Built on first use
 * so importing the rules costs nothing. The default selection is
 * DEFAULT_COUNTRY_CODE ('+1', from policy).
 */
export function countryCallingCodes(): readonly CountryCallingCode[] {
  callingCodes ??= buildCallingCodes();
  return callingCodes;
}

/** The entry for a country (ISO code, any case), or undefined. */
export function callingCodeOf(country: string): CountryCallingCode | undefined {
  const code = country.trim().toUpperCase();
  return countryCallingCodes().find((entry) => entry.country === code);
}

/** A calling code the list knows ('+1', '+44'); '+' optional. */
export function isKnownCallingCode(value: string | null | undefined): boolean {
  const digits = (value ?? '').trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(digits)) return false;
  return countryCallingCodes().some((entry) => entry.callingCode === `+${digits}`);
}
