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

  it('answers a nested key by its full name and by its member, or its list for an entry', () => {
    const error = new ValidationError('Invalid.', {
      fieldErrors: {
        'shipping_address.street': ['The street field is required.'],
        'allowed_domains.2': ['Enter a domain such as example.com.'],
      },
    });
    expect(fieldMessages(error)).toEqual({
      'shipping_address.street': 'The street field is required.',
      street: 'The street field is required.',
      'allowed_domains.2': 'Enter a domain such as example.com.',
      allowed_domains: 'Enter a domain such as example.com.',
    });
  });

  it('never replaces an exact key with an alias', () => {
    const error = new ValidationError('Invalid.', {
      fieldErrors: {
        street: ['Exact.'],
        'billing.street': ['Nested.'],
      },
    });
    expect(fieldMessages(error).street).toBe('Exact.');
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
