import { ApiError, ValidationError } from '@brand/core/client';
import { LeadFormSchema } from '@brand/core/contract';
import { describe, expect, it } from 'vitest';
import { fieldMessages, parseWith } from './forms';

describe('fieldMessages (the one place a 422 becomes field messages)', () => {
  it('gives the first message per field of a 422', () => {
    const error = new ValidationError('The given data was invalid.', {
      fieldErrors: {
        email: ['The email has already been taken.', 'Second message.'],
        phone_number: ['The phone number field is required.'],
      },
    });
    expect(fieldMessages(error)).toEqual({
      email: 'The email has already been taken.',
      phone_number: 'The phone number field is required.',
    });
  });

  it('keeps the server key of a nested field, and names it without a given prefix', () => {
    const error = new ValidationError('Invalid.', {
      fieldErrors: {
        'payment_details.card_number': ['Invalid Card Number.'],
        'category_markups.3.markup_percent': ['The markup must be at least 10%.'],
      },
    });
    expect(fieldMessages(error)).toEqual({
      'payment_details.card_number': 'Invalid Card Number.',
      'category_markups.3.markup_percent': 'The markup must be at least 10%.',
    });
    expect(fieldMessages(error, { prefix: 'payment_details' })).toEqual({
      card_number: 'Invalid Card Number.',
      'category_markups.3.markup_percent': 'The markup must be at least 10%.',
    });
  });

  it('is empty for an error without field messages, or anything else', () => {
    expect(
      fieldMessages(new ApiError('Server error', { status: 500, code: 'server_error' })),
    ).toEqual({});
    expect(fieldMessages(new Error('boom'))).toEqual({});
    expect(fieldMessages(undefined)).toEqual({});
    // Structural: any error with ApiError's shape works (another copy of core, a test double).
    expect(fieldMessages({ fieldErrors: { code: ['Taken.'] } })).toEqual({ code: 'Taken.' });
  });
});

describe('parseWith', () => {
  it('gives the schema output for valid values', () => {
    const result = parseWith(LeadFormSchema, {
      full_name: ' Jane Homeowner ',
      email: 'JANE@EXAMPLE.COM',
      phone_number: '5551234567',
      shop_profile_id: null,
    });
    expect(result.ok).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.value).toMatchObject({ phone_number: '5551234567' });
  });

  it('gives the first message per field for invalid values', () => {
    const result = parseWith(LeadFormSchema, {
      full_name: '',
      email: 'nope',
      phone_number: '',
      shop_profile_id: null,
    });
    expect(result.ok).toBe(false);
    expect(result.value).toBeUndefined();
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'full_name', 'phone_number']);
  });
});
