import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ApproveUserSchema,
  ChangePasswordSchema,
  ContractorRegistrationSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  OtpQuerySchema,
  OtpResponseSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  RegisterResponseSchema,
  RegistrationDetailsSchema,
  SocialLoginParamsSchema,
} from './auth';
import { VALIDATION_MESSAGES as M } from './messages';

/** Field -> messages, as the API's 422 `errors` map would carry them. */
const fieldErrors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return v.flatten(result.issues).nested ?? {};
};

const registration = {
  full_name: 'Dana Whitfield',
  email: 'dana@example.com',
  password: 'kitchen-2026',
  country_code: '+1',
  phone_number: '(415) 555-0132',
  zip_code: '94110',
  agree: true,
  i_accept: true,
  shipping_street: '1200 Valencia St',
  shipping_city: 'San Francisco',
  shipping_state: 'CA',
  shipping_zip_code: '94110',
  shipping_apartment: 'Apt 4',
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
  pay_street: '',
  pay_state: '',
  pay_city: '',
  pay_zip_code: '',
  shop_id: 0,
};

const card = {
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Dana Whitfield',
  exp_date: '12/30',
  cvv: '123',
  pay_street: '1200 Valencia St',
  pay_state: 'CA',
  pay_city: 'San Francisco',
  pay_zip_code: '94110',
};

describe('given a complete registration (spec 1 §3)', () => {
  it('parses it and splits full_name on the first space', () => {
    const out = v.parse(RegistrationDetailsSchema, {
      ...registration,
      full_name: 'Mary Ann van der Berg',
    });
    expect(out.first_name).toBe('Mary');
    expect(out.last_name).toBe('Ann van der Berg');
    expect(out.full_name).toBe('Mary Ann van der Berg');
    expect(out.type).toBe('User');
    expect(out.shop_id).toBe(0);
  });

  it('trims and lower-cases the email, keeps the phone digits', () => {
    const out = v.parse(RegistrationDetailsSchema, {
      ...registration,
      email: ' Dana@Example.COM ',
    });
    expect(out.email).toBe('dana@example.com');
    expect(out.phone_number).toBe('4155550132');
  });

  it('adds the current showroom id (0 if none), from a number or a string', () => {
    expect(v.parse(RegistrationDetailsSchema, { ...registration, shop_id: '7' }).shop_id).toBe(7);
    const { shop_id: _omit, ...withoutShop } = registration;
    expect(v.parse(RegistrationDetailsSchema, withoutShop).shop_id).toBe(0);
  });

  it('accepts a valid card (spec 1 §5: optional, validated when filled)', () => {
    expect(v.safeParse(RegistrationDetailsSchema, { ...registration, ...card }).success).toBe(true);
  });

  it('accepts an American Express card with its 4-digit CVC', () => {
    const amex = { ...registration, ...card, card_number: '3782 822463 10005', cvv: '1234' };
    expect(v.safeParse(RegistrationDetailsSchema, amex).success).toBe(true);
  });

  it('accepts the checkbox values a form may send', () => {
    for (const value of [true, 1, '1', 'on', 'yes', 'true']) {
      expect(
        v.safeParse(RegistrationDetailsSchema, { ...registration, agree: value }).success,
      ).toBe(true);
    }
  });

  it('drops unknown fields such as a type or status the client may not choose', () => {
    const out = v.parse(RegistrationDetailsSchema, {
      ...registration,
      status: 'Active',
      is_admin: true,
    });
    expect(out).not.toHaveProperty('status');
    expect(out).not.toHaveProperty('is_admin');
    expect(fieldErrors(RegistrationDetailsSchema, { ...registration, type: 'Admin' })).toEqual({
      type: [M.choiceInvalid],
    });
  });
});

describe('given a registration with a bad field (spec 1 §5), the field error says what to do', () => {
  it.each([
    ['full_name', undefined, 'Please enter your first and last name.'],
    ['full_name', '   ', 'Please enter your first and last name.'],
    ['full_name', 'Dana', 'Please enter your first and last name, separated by a space.'],
    ['email', undefined, 'Please enter your email address.'],
    ['email', '', 'Please enter your email address.'],
    ['email', 'dana@', 'Please enter a valid email address, like name@example.com.'],
    ['email', 'dana example.com', 'Please enter a valid email address, like name@example.com.'],
    ['password', undefined, 'Please enter your password.'],
    ['password', 'short7!', 'Please choose a password of at least 8 characters.'],
    ['country_code', undefined, 'Please choose your country code.'],
    ['country_code', '1', 'Please choose a country calling code such as +1.'],
    ['phone_number', undefined, 'Please enter your phone number.'],
    ['phone_number', '555-01', 'Please enter a phone number of 7 to 15 digits.'],
    ['phone_number', 'call me', 'Please enter a phone number of 7 to 15 digits.'],
    ['zip_code', undefined, 'Please enter your zip code.'],
    ['zip_code', '941', 'Please enter a 5-digit U.S. zip code, like 90210 or 90210-1234.'],
    ['agree', undefined, 'Please accept the terms of service and privacy policy to continue.'],
    ['agree', false, 'Please accept the terms of service and privacy policy to continue.'],
    ['i_accept', undefined, 'Please read and accept the agreement to continue.'],
    ['i_accept', '0', 'Please read and accept the agreement to continue.'],
    ['shipping_street', undefined, 'Please enter the street address.'],
    ['shipping_street', '  ', 'Please enter the street address.'],
    ['shipping_city', undefined, 'Please enter the city.'],
    ['shipping_state', undefined, 'Please choose the state.'],
    ['shipping_state', 'ZZ', 'Please choose a U.S. state, like CA.'],
    ['shipping_zip_code', undefined, 'Please enter your zip code.'],
  ])('%s = %j -> %j', (field, value, message) => {
    const input = { ...registration, [field]: value };
    if (value === undefined) delete (input as Record<string, unknown>)[field];
    expect(fieldErrors(RegistrationDetailsSchema, input)[field]).toEqual([message]);
  });

  it('lets the apartment be left out (spec 1 §5: optional)', () => {
    const { shipping_apartment: _omit, ...input } = registration;
    expect(v.safeParse(RegistrationDetailsSchema, input).success).toBe(true);
  });

  it('reports every missing required field at once, each with its own message', () => {
    expect(fieldErrors(RegistrationDetailsSchema, {})).toEqual({
      full_name: ['Please enter your first and last name.'],
      email: ['Please enter your email address.'],
      password: ['Please enter your password.'],
      country_code: ['Please choose your country code.'],
      phone_number: ['Please enter your phone number.'],
      zip_code: ['Please enter your zip code.'],
      agree: ['Please accept the terms of service and privacy policy to continue.'],
      i_accept: ['Please read and accept the agreement to continue.'],
      shipping_street: ['Please enter the street address.'],
      shipping_city: ['Please enter the city.'],
      shipping_state: ['Please choose the state.'],
      shipping_zip_code: ['Please enter your zip code.'],
    });
  });
});

describe('given card fields at registration (spec 1 §5 messages)', () => {
  it.each([
    [{ card_number: '4242 4242 4242 4241' }, 'card_number', 'Invalid Card Number.'],
    [{ card_number: 'abcd' }, 'card_number', 'Invalid Card Number.'],
    [{ card_number: '4'.repeat(40) }, 'card_number', 'Invalid Card Number.'],
    [{ exp_date: '13/30' }, 'exp_date', 'Invalid Expiration Date.'],
    [{ exp_date: '01/20' }, 'exp_date', 'Invalid Expiration Date.'],
    [{ exp_date: '' }, 'exp_date', 'Invalid Expiration Date.'],
    [{ cvv: '12' }, 'cvv', 'Invalid CVC.'],
    [{ cvv: '12a' }, 'cvv', 'Invalid CVC.'],
    [{ cvv: '' }, 'cvv', 'Invalid CVC.'],
    [{ cvv: '1234' }, 'cvv', 'Invalid CVC.'],
  ])('%j -> %s: %j', (override, field, message) => {
    const errors = fieldErrors(RegistrationDetailsSchema, {
      ...registration,
      ...card,
      ...override,
    });
    expect(errors[field]).toEqual([message]);
  });

  it('requires the name on the card and the billing address once a card number is typed', () => {
    const errors = fieldErrors(RegistrationDetailsSchema, {
      ...registration,
      card_number: card.card_number,
      exp_date: card.exp_date,
      cvv: card.cvv,
    });
    expect(errors).toEqual({
      name_on_Card: ['Please enter the name shown on the card.'],
      pay_street: ['Please enter the billing address of the card.'],
      pay_city: ['Please enter the city.'],
      pay_state: ['Please choose the state.'],
      pay_zip_code: ['Please enter your zip code.'],
    });
  });

  it.each([
    [{ pay_state: 'Cali' }, 'pay_state', 'Please choose a U.S. state, like CA.'],
    [
      { pay_zip_code: '9411' },
      'pay_zip_code',
      'Please enter a 5-digit U.S. zip code, like 90210 or 90210-1234.',
    ],
  ])('checks a filled billing field %j even without a card', (override, field, message) => {
    expect(fieldErrors(RegistrationDetailsSchema, { ...registration, ...override })[field]).toEqual(
      [message],
    );
  });

  it('upper-cases the billing state', () => {
    expect(
      v.parse(RegistrationDetailsSchema, { ...registration, ...card, pay_state: 'ca' }).pay_state,
    ).toBe('CA');
  });

  it('checks an expiry or CVC typed without a number on their own', () => {
    const errors = fieldErrors(RegistrationDetailsSchema, {
      ...registration,
      exp_date: '99/99',
      cvv: '1',
    });
    expect(errors).toEqual({ exp_date: ['Invalid Expiration Date.'], cvv: ['Invalid CVC.'] });
  });
});

describe('given the login payload (spec 1 §3: email, password)', () => {
  it('parses credentials', () => {
    expect(v.parse(LoginPayloadSchema, { email: 'Customer@Demo.test', password: 'x' })).toEqual({
      email: 'customer@demo.test',
      password: 'x',
    });
  });

  it.each([
    [
      {},
      { email: ['Please enter your email address.'], password: ['Please enter your password.'] },
    ],
    [{ email: 'a@b.co', password: '' }, { password: ['Please enter your password.'] }],
    [
      { email: 'not-an-email', password: 'x' },
      { email: ['Please enter a valid email address, like name@example.com.'] },
    ],
    [{ email: 'a@b.co', password: 42 }, { password: ['Please enter your password.'] }],
    [
      { email: 'a@b.co', password: 'p'.repeat(129) },
      { password: ['Please keep this under 129 characters.'] },
    ],
  ])('%j -> %j', (input, errors) => {
    expect(fieldErrors(LoginPayloadSchema, input)).toEqual(errors);
  });

  it('refuses a body that is not an object with a sentence', () => {
    const result = v.safeParse(LoginPayloadSchema, 'email=a@b.co');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Please send the fields as a JSON object.');
  });
});

describe('given the Pro registration (ours)', () => {
  const pro = {
    full_name: 'Lee Park',
    company_name: 'Park & Sons Remodeling',
    email: 'lee@parkremodel.test',
    password: 'showroom-99',
    country_code: '+1',
    phone_number: '3105550199',
    zip_code: '90401',
    agree: '1',
  };

  it('parses and splits the name', () => {
    const out = v.parse(ContractorRegistrationSchema, pro);
    expect(out).toMatchObject({ first_name: 'Lee', last_name: 'Park', type: 'Contractor' });
  });

  it('needs a company name and never registers an Admin', () => {
    const { company_name: _omit, ...rest } = pro;
    expect(fieldErrors(ContractorRegistrationSchema, rest).company_name).toEqual([
      'Please enter your company name.',
    ]);
    expect(v.safeParse(ContractorRegistrationSchema, { ...pro, type: 'Admin' }).success).toBe(
      false,
    );
  });
});

describe('given password reset and change (ours)', () => {
  const token = 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6';

  it('requests a link by email', () => {
    expect(v.parse(PasswordResetRequestSchema, { email: 'dana@example.com' }).email).toBe(
      'dana@example.com',
    );
  });

  it.each([
    [
      { token, email: 'dana@example.com', password: 'new-pass-1', password_confirmation: 'x' },
      { password_confirmation: [M.passwordConfirmation] },
    ],
    [
      {
        token: 'short',
        email: 'dana@example.com',
        password: 'new-pass-1',
        password_confirmation: 'new-pass-1',
      },
      { token: ['This link is not valid. Please request a new one.'] },
    ],
    [
      { token, email: 'dana@example.com', password: 'short', password_confirmation: 'short' },
      { password: ['Please choose a password of at least 8 characters.'] },
    ],
  ])('refuses %j', (input, errors) => {
    expect(fieldErrors(PasswordResetSchema, input)).toEqual(errors);
  });

  it('sets a new password when both match', () => {
    const input = {
      token,
      email: 'dana@example.com',
      password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    };
    expect(v.safeParse(PasswordResetSchema, input).success).toBe(true);
  });

  it('changes the password only when the confirmation matches', () => {
    const base = { current_password: 'old-pass-1', password: 'new-pass-1' };
    expect(
      v.safeParse(ChangePasswordSchema, { ...base, password_confirmation: 'new-pass-1' }).success,
    ).toBe(true);
    expect(
      fieldErrors(ChangePasswordSchema, { ...base, password_confirmation: 'new-pass-2' }),
    ).toEqual({ password_confirmation: [M.passwordConfirmation] });
  });
});

describe('given the one-time code and sessions', () => {
  it.each([
    [{}, true],
    [{ otp: '042917' }, true],
    [{ otp: '42917' }, false],
    [{ otp: '0429170' }, false],
    [{ otp: 'abcdef' }, false],
  ])('otp query %j valid: %s', (query, expected) => {
    expect(v.safeParse(OtpQuerySchema, query).success).toBe(expected);
  });

  it('answers a sent code with a message and a verified one with valid_otp', () => {
    expect(v.safeParse(OtpResponseSchema, { message: 'Code sent.', data: {} }).success).toBe(true);
    const verified = v.parse(OtpResponseSchema, {
      message: 'Verified.',
      data: { valid_otp: true },
    });
    expect(verified.data.valid_otp).toBe(true);
  });

  it('takes a provider id of the server, and refuses a malformed one', () => {
    expect(v.safeParse(SocialLoginParamsSchema, { provider: 'google' }).success).toBe(true);
    expect(v.safeParse(SocialLoginParamsSchema, { provider: 'my-issuer2' }).success).toBe(true);
    for (const provider of ['', 'Google', '../x', 'a'.repeat(33)]) {
      expect(v.safeParse(SocialLoginParamsSchema, { provider }).success).toBe(false);
    }
  });

  it('lets an admin approve or deactivate only', () => {
    expect(v.safeParse(ApproveUserSchema, { status: 'Approve' }).success).toBe(true);
    expect(fieldErrors(ApproveUserSchema, { status: 'Active' })).toEqual({
      status: [M.statusInvalid],
    });
  });

  it('refuses a login answer whose token is too short to be valid (spec 1 §9: > 10)', () => {
    const user = {
      id: 1,
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana@example.com',
      type: 'User',
      status: 'Active',
      email_verified_at: '2026-11-01T10:00:00.000Z',
      country_code: '+1',
      phone_number: '4155550132',
      zip_code: '94110',
      total_projects: 0,
      custom_addon: null,
      latest_subscription: null,
      shop_profile: null,
      created_at: '2026-11-01T10:00:00.000Z',
    };
    expect(
      v.safeParse(LoginResponseSchema, { data: { user, token: 'x'.repeat(40) } }).success,
    ).toBe(true);
    expect(v.safeParse(LoginResponseSchema, { data: { user, token: '0123456789' } }).success).toBe(
      false,
    );
    expect(v.safeParse(RegisterResponseSchema, { data: { user, token: null } }).success).toBe(true);
  });
});
