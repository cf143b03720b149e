import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, cardBrand, isValidCardNumber, isValidCvc, isValidExpiry } from './card';

describe('card messages', () => {
  it('quotes the spec', () => {
    expect(CARD_MESSAGES).toEqual({
      number: 'Invalid Card Number.',
      expiry: 'Invalid Expiration Date.',
      cvc: 'Invalid CVC.',
    });
  });
});

describe('isValidCardNumber', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4000-0000-0000-0002', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234', false],
    ['', false],
    ['abcd', false],
  ])('%s -> %s', (value, valid) => {
    expect(isValidCardNumber(value)).toBe(valid);
  });

  it('names the brand', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('0000')).toBeNull();
  });
});

describe('given today is 2026-11-22', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['11/26', true],
    ['12/26', true],
    ['01/30', true],
    ['10/26', false],
    ['13/27', false],
    ['1/27', false],
    ['12/2027', false],
    ['', false],
    // Found by mutation testing: spaces around the slash are allowed, junk is not.
    [' 12 / 27 ', true],
    ['12/27x', false],
    ['x12/27', false],
    ['12x/27', false],
  ])('expiry %s -> %s', (value, valid) => {
    expect(isValidExpiry(value)).toBe(valid);
  });
});

describe('isValidCvc', () => {
  it.each([
    ['123', undefined, true],
    ['1234', undefined, true],
    ['12', undefined, false],
    ['12a', undefined, false],
    ['123', '4242424242424242', true],
    ['1234', '4242424242424242', false],
    ['1234', '378282246310005', true],
    ['123', '378282246310005', false],
    ['a123', undefined, false],
    ['123 ', undefined, false],
    ['1234', '0000 0000 0000 0000', true],
  ])('%s with card %s -> %s', (value, card, valid) => {
    expect(isValidCvc(value, card)).toBe(valid);
  });
});
