import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import { VALIDATION_MESSAGES as M } from '../contract/messages';
import {
  CONTROL_CHARACTER_MESSAGE,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  controlCharacterPath,
  MAX_ID,
  MAX_IMAGE_PIXELS,
  MAX_UNIT_PRICE_DOLLARS,
  MULTIPART_LIMITS,
  PASSWORD_HASHING,
  PRODUCT_SIZE_MAX_INCHES,
  PRODUCT_SIZE_MIN_INCHES,
  SIGN_IN_BACKOFF,
  signInDelaySeconds,
  TOKEN_ABSOLUTE_DAYS,
  TOKEN_IDLE_DAYS,
} from './security-policy';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('the session lifetime of DOMAIN.md', () => {
  it('is 7 idle days and 30 days at most', () => {
    expect([TOKEN_IDLE_DAYS, TOKEN_ABSOLUTE_DAYS]).toEqual([7, 30]);
  });
});

describe('the sign-in backoff', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 30],
    [6, 60],
    [7, 120],
    [9, 480],
    [10, 900],
    [50, 900],
  ])('after %i consecutive failures the next attempt waits %i s', (failures, seconds) => {
    expect(signInDelaySeconds(failures)).toBe(seconds);
  });
  it('never waits longer than the cap', () => {
    expect(signInDelaySeconds(10_000)).toBe(SIGN_IN_BACKOFF.maxDelaySeconds);
  });
});

describe('coupon codes (DOMAIN.md: 6 to 32 characters)', () => {
  const body = endpoints.createCoupon.body;
  it.each([
    ['ABCDE', false],
    ['ABCDEF', true],
    ['A'.repeat(COUPON_CODE_MAX_LENGTH), true],
    ['A'.repeat(COUPON_CODE_MAX_LENGTH + 1), false],
  ])('%s is accepted: %s', (code, ok) => {
    expect(COUPON_CODE_MIN_LENGTH).toBe(6);
    const errors = errorsOf(body, { code, percent: 5 });
    expect(errors.code === undefined).toBe(ok);
    if (!ok) expect(errors.code).toEqual([M.couponCodeInvalid]);
  });
  it('takes an optional expiry and maximum uses', () => {
    const out = v.parse(body, {
      code: 'spring-2027',
      percent: 5,
      expires_at: '2027-04-30T23:59:59Z',
      max_uses: 100,
    });
    expect(out).toMatchObject({ code: 'SPRING-2027', max_uses: 100 });
    expect(errorsOf(body, { code: 'SPRING27', percent: 5, max_uses: 0 }).max_uses).toEqual([
      M.couponMaxUsesInvalid,
    ]);
    expect(
      errorsOf(body, { code: 'SPRING27', percent: 5, expires_at: 'next tuesday' }).expires_at,
    ).toEqual([M.couponExpiryInvalid]);
  });
});

describe('money input is capped below what a line can hold', () => {
  const body = endpoints.proposePriceChange.body;
  it('accepts the cap and refuses a vendor price of 100,000,000 with a message', () => {
    expect(errorsOf(body, { final_price: MAX_UNIT_PRICE_DOLLARS })).toEqual({});
    expect(errorsOf(body, { final_price: 100_000_000 }).final_price).toEqual([M.unitPriceMax]);
  });
  it('keeps 100,000 units of the largest price exact in cents', () => {
    expect(Number.isSafeInteger(MAX_UNIT_PRICE_DOLLARS * 100 * 100_000)).toBe(true);
  });
});

describe('issue 23: bounded input', () => {
  it('bounds ids to a PostgreSQL integer in every id field', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    const order = endpoints.order.params;
    expect(v.safeParse(order, { id: '2147483647' }).success).toBe(true);
    expect(errorsOf(order, { id: '2147483648' })).toEqual({ id: [M.invalidId] });
    expect(errorsOf(order, { id: 2 ** 40 })).toEqual({ id: [M.invalidId] });
  });

  it.each([
    ['plain text', { q: 'tile' }, null],
    ['tabs and line breaks', { note: 'a\tb\r\nc' }, null],
    ['a NUL byte', { q: 'a\u0000b' }, 'q'],
    ['a bell', { q: '\u0007' }, 'q'],
    ['DEL', { q: '\u007f' }, 'q'],
    ['unit separator', { q: '\u001f' }, 'q'],
    ['vertical tab', { q: '\u000b' }, 'q'],
    ['form feed', { q: '\u000c' }, 'q'],
    ['backspace', { q: '\u0008' }, 'q'],
    ['shift out', { q: '\u000e' }, 'q'],
    ['a nested item', { items: [{ name: 'ok' }, { name: 'x\u0000' }] }, 'items.1.name'],
    ['a key', { 'a\u0000': 'x' }, 'a\u0000'],
    ['numbers and null', { n: 1, m: null, b: true }, null],
  ])('%s', (_, value, path) => {
    expect(controlCharacterPath(value)).toBe(path);
  });

  it('looks at strings, arrays and 10 levels of objects', () => {
    expect(controlCharacterPath('\u0000')).toBe('');
    expect(controlCharacterPath(['ok', '\u0000'])).toBe('1');
    expect(controlCharacterPath(null)).toBeNull();
    expect(controlCharacterPath(42)).toBeNull();
    let deep: unknown = '\u0000';
    for (let i = 0; i < 12; i++) deep = { d: deep };
    expect(controlCharacterPath(deep)).toBeNull();
    let shallow: unknown = '\u0000';
    for (let i = 0; i < 11; i++) shallow = { d: shallow };
    expect(controlCharacterPath(shallow)).toBe(Array(11).fill('d').join('.'));
  });

  it('names the limits', () => {
    expect([PRODUCT_SIZE_MIN_INCHES, PRODUCT_SIZE_MAX_INCHES]).toEqual([0.25, 240]);
    expect(MAX_IMAGE_PIXELS).toBe(25_000_000);
    expect(PASSWORD_HASHING).toEqual({ concurrent: 2, queued: 16, retryAfterSeconds: 2 });
    expect(MULTIPART_LIMITS).toMatchObject({ fields: 50, parts: 60, files: 10 });
    expect(CONTROL_CHARACTER_MESSAGE).toBe(
      'Please remove the control character (such as a NUL byte) from this field.',
    );
  });
});
