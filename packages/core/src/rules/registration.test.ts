import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_FIELDS,
  REGISTRATION_STEP_FIELDS,
  splitFullName,
  stepForErrors,
  stepOfField,
} from './registration';

describe('registration fields (spec 1 §3), by step (spec 1 §2)', () => {
  it('names every field exactly as the spec', () => {
    expect(REGISTRATION_FIELDS).toEqual([
      'full_name',
      'email',
      'password',
      'country_code',
      'phone_number',
      'zip_code',
      'agree',
      'i_accept',
      'shipping_street',
      'shipping_city',
      'shipping_state',
      'shipping_zip_code',
      'shipping_apartment',
      'card_number',
      'name_on_Card',
      'exp_date',
      'cvv',
      'pay_street',
      'pay_state',
      'pay_city',
      'pay_zip_code',
    ]);
    expect(REGISTRATION_STEP_FIELDS[2]).toContain('shipping_apartment');
  });
});

// spec 1 §4: "Server errors jump to the step that owns the failing field: card, name, expiry,
// cvv and billing street to step 3; shipping fields to step 2; name, email, password, country
// and phone to step 1. An invalid card also sends the user to step 3."
describe('server error -> step', () => {
  it.each([
    [{ card_number: ['Invalid Card Number.'] }, 3],
    [{ name_on_Card: ['required'] }, 3],
    [{ exp_date: ['Invalid Expiration Date.'] }, 3],
    [{ cvv: ['Invalid CVC.'] }, 3],
    [{ pay_street: ['required'] }, 3],
    [{ card: ['Your card was declined.'] }, 3],
    [{ shipping_street: ['required'] }, 2],
    [{ shipping_city: ['required'] }, 2],
    [{ shipping_state: ['required'] }, 2],
    [{ shipping_zip_code: ['required'] }, 2],
    [{ full_name: ['required'] }, 1],
    [{ email: ['The email has already been taken.'] }, 1],
    [{ password: ['too short'] }, 1],
    [{ country_code: ['required'] }, 1],
    [{ phone_number: ['required'] }, 1],
    [{ cvv: ['Invalid CVC.'], shipping_city: ['required'] }, 2],
    [{ cvv: ['Invalid CVC.'], email: ['taken'], shipping_city: ['required'] }, 1],
    [{ email: [], cvv: ['Invalid CVC.'] }, 3],
    [{ 'card_number.0': ['Invalid'] }, 3],
    [{ name_on_card: ['required'] }, 3],
    [{ shipping_country: 'not shipped there' }, 2],
    [{ unrelated: ['x'] }, null],
    [{}, null],
    [['shipping_zip_code', 'cvv'], 2],
  ] as Array<[Parameters<typeof stepForErrors>[0], number | null]>)(
    '%j -> step %j',
    (errors, step) => {
      expect(stepForErrors(errors)).toBe(step);
    },
  );

  it('knows the step of each field', () => {
    for (const step of [1, 2, 3] as const) {
      for (const field of REGISTRATION_STEP_FIELDS[step]) expect(stepOfField(field)).toBe(step);
    }
    expect(stepOfField('payment_intent')).toBe(3);
    expect(stepOfField('first_name')).toBeNull();
  });
});

describe('helpers', () => {
  it('splits full_name "on the first space into first_name and last_name"', () => {
    expect(splitFullName('Ana Maria Lopez')).toEqual({
      first_name: 'Ana',
      last_name: 'Maria Lopez',
    });
    expect(splitFullName('  Ana   Lopez ')).toEqual({ first_name: 'Ana', last_name: 'Lopez' });
    expect(splitFullName('Ana')).toEqual({ first_name: 'Ana', last_name: '' });
  });
});
