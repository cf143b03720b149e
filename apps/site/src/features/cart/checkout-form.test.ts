import { PaymentDetailsInputSchema, ShippingAddressSchema } from '@brand/core/contract';
import { fieldMessages, validateWith } from '@brand/ui';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './checkout-form.ts';

describe('newIdempotencyKey', () => {
  it('is a fresh valid key each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9-]{8,100}$/);
  });
});

// The checkout's forms check with ui's validateWith (useSchemaForm) and read a refusal with ui's
// fieldMessages, the one 422 mapping: what the checkout relies on, with its schemas.
describe('the checkout check with core schemas', () => {
  it('answers nothing for a valid shipping address', () => {
    expect(
      validateWith(ShippingAddressSchema, {
        street: '1 Main St',
        city: 'Fresno',
        state: 'CA',
        zip_code: '93650',
        apartment: '',
      }),
    ).toEqual({});
  });
  it("answers the spec's card messages per field", () => {
    const errors = validateWith(PaymentDetailsInputSchema, {
      card_number: '4242 4242 4242 4241',
      name_on_Card: 'Dana Demo',
      exp_date: '13/99',
      cvv: '1',
      pay_street: '1 Main St',
      pay_state: 'CA',
      pay_city: 'Fresno',
      pay_zip_code: '93650',
    });
    expect(errors.card_number).toBe('Invalid Card Number.');
    expect(errors.exp_date).toBe('Invalid Expiration Date.');
    expect(errors.cvv).toBe('Invalid CVC.');
    expect(errors.name_on_Card).toBeUndefined();
  });
  it('flags a missing street', () => {
    expect(
      validateWith(ShippingAddressSchema, {
        street: '',
        city: 'Fresno',
        state: 'CA',
        zip_code: '93650',
      }),
    ).toHaveProperty('street');
  });
});

describe("a refused order's field messages", () => {
  it('answer a payment field by its own name (the checkout names its inputs so)', () => {
    const found = fieldMessages(
      {
        fieldErrors: { 'payment_details.card_number': ['Invalid Card Number.', 'x'], zip_code: [] },
      },
      { prefix: 'payment_details' },
    );
    expect(found.card_number).toBe('Invalid Card Number.');
    expect(found.zip_code).toBeUndefined();
    expect(fieldMessages(new Error('boom'))).toEqual({});
  });
});
