import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ColorSchema,
  DateSchema,
  ErrorBodySchema,
  envelope,
  IdSchema,
  MarkupPercentSchema,
  MessageResponseSchema,
  MoneySchema,
  messageEnvelope,
  PageQuerySchema,
  PercentSchema,
  PriceSchema,
  ProductHashSchema,
  paginated,
  TimestampSchema,
  UnauthenticatedBodySchema,
  UrlSchema,
  UsStateSchema,
  ValidationErrorBodySchema,
  VsdIdSchema,
  ZipCodeSchema,
} from './common';
import { VALIDATION_MESSAGES as M } from './messages';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;
const messages = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const laravelPage = {
  data: [{ id: 1, company_name: 'Teal Kitchens', vsd_id: 'AB12CD34' }],
  current_page: 1,
  per_page: 10,
  total: 1,
  last_page: 1,
  path: 'http://localhost:3000/api/visualization/showrooms',
  links: [
    { label: '&laquo; Previous', url: null, active: false },
    { label: '1', url: 'http://localhost:3000/api/visualization/showrooms?page=1', active: true },
    { label: 'Next &raquo;', url: null, active: false },
  ],
  first_page_url: 'http://localhost:3000/api/visualization/showrooms?page=1',
  last_page_url: 'http://localhost:3000/api/visualization/showrooms?page=1',
  next_page_url: null,
  prev_page_url: null,
  from: 1,
  to: 1,
};

describe('given the envelope', () => {
  const schema = envelope(v.object({ valid_otp: v.boolean() }));

  it.each([
    [{ data: { valid_otp: true } }],
    [{ success: true, message: 'Code verified.', data: { valid_otp: true } }],
  ])('parses %j', (body) => {
    expect(v.parse(schema, body).data.valid_otp).toBe(true);
  });

  it.each([
    [{ valid_otp: true }],
    [{ success: 'yes', data: { valid_otp: true } }],
    [{ data: { valid_otp: 'true' } }],
  ])('refuses %j', (body) => {
    expect(ok(schema, body)).toBe(false);
  });

  it('requires the message in a message envelope', () => {
    expect(ok(messageEnvelope(v.null()), { success: true, data: null })).toBe(false);
    expect(ok(MessageResponseSchema, { success: true, message: 'Logged out.', data: null })).toBe(
      true,
    );
  });
});

describe('given the Laravel paginator', () => {
  const schema = envelope(
    paginated(v.object({ id: IdSchema, company_name: v.string(), vsd_id: VsdIdSchema })),
  );

  it('parses a real page: the spec\'s "data.data list"', () => {
    const body = v.parse(schema, { success: true, data: laravelPage });
    expect(body.data.data[0]?.vsd_id).toBe('AB12CD34');
    expect(body.data.links).toHaveLength(3);
  });

  it('parses an empty search (from and to are null)', () => {
    const empty = { ...laravelPage, data: [], total: 0, from: null, to: null };
    expect(ok(schema, { data: empty })).toBe(true);
  });

  it.each([
    ['a missing total', { ...laravelPage, total: undefined }],
    ['a page 0', { ...laravelPage, current_page: 0 }],
    ['a link without active', { ...laravelPage, links: [{ label: '1', url: null }] }],
    ['an item of the wrong shape', { ...laravelPage, data: [{ id: 'x' }] }],
  ])('refuses %s', (_name, page) => {
    expect(ok(schema, { data: page })).toBe(false);
  });

  it('reads page and per_page from query strings', () => {
    expect(v.parse(PageQuerySchema, { page: '2', per_page: '25' })).toEqual({
      page: 2,
      per_page: 25,
    });
    expect(ok(PageQuerySchema, { per_page: '101' })).toBe(false);
    expect(ok(PageQuerySchema, { page: '1.5' })).toBe(false);
  });
});

describe('given error bodies', () => {
  it('parses the 422 body', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['Please enter your email address.'], 'shipping_address.city': ['x'] },
    };
    expect(v.parse(ValidationErrorBodySchema, body).errors.email).toEqual([
      'Please enter your email address.',
    ]);
    expect(ok(ValidationErrorBodySchema, { message: 'x', errors: { email: 'one' } })).toBe(false);
  });

  it('parses the 401 body only with its exact message', () => {
    expect(ok(UnauthenticatedBodySchema, { message: 'Unauthenticated.' })).toBe(true);
    expect(ok(UnauthenticatedBodySchema, { message: 'Unauthorized' })).toBe(false);
  });

  it('parses the other error bodies', () => {
    expect(ok(ErrorBodySchema, { message: 'Too many attempts. Try again in 60 seconds.' })).toBe(
      true,
    );
    expect(ok(ErrorBodySchema, {})).toBe(false);
  });
});

describe('given money', () => {
  it.each([0, 1, 19.99, 0.1 + 0.2, 1234567.5, -25.5, 199])('accepts %d dollars', (value) => {
    expect(ok(MoneySchema, value)).toBe(true);
  });

  it.each([1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY, '19.99', null, 1e12])(
    'refuses %s with the money message',
    (value) => {
      expect(messages(MoneySchema, value)).toContain(M.money);
    },
  );

  it('refuses a negative price', () => {
    expect(messages(PriceSchema, -1)).toContain(M.notNegative);
    expect(ok(PriceSchema, 0)).toBe(true);
  });

  it.each([
    [PercentSchema, 7.25, true],
    [PercentSchema, 100, true],
    [PercentSchema, 100.01, false],
    [PercentSchema, -1, false],
    [PercentSchema, 7.255, false],
    [MarkupPercentSchema, 300, true],
    [MarkupPercentSchema, 300.5, false],
  ] as const)('percent schema accepts %d: %s', (schema, value, expected) => {
    expect(ok(schema, value)).toBe(expected);
  });
});

describe('given identifiers', () => {
  it.each([
    ['AB12CD34', true],
    ['zx98yw76', true],
    [' AB12CD34 ', true],
    ['AB12CD3', false],
    ['AB12CD345', false],
    ['AB12-D34', false],
    ['ÀB12CD34', false],
    [12345678, false],
  ] as const)('vsd_id %j valid: %s', (value, expected) => {
    expect(ok(VsdIdSchema, value)).toBe(expected);
  });

  it('says what a showroom ID looks like', () => {
    expect(messages(VsdIdSchema, 'nope')).toEqual([M.showroomIdInvalid]);
  });

  it.each([
    [1, true],
    [0, false],
    [-3, false],
    [1.5, false],
    ['1', false],
    [2 ** 60, false],
  ] as const)('integer id %j valid: %s', (value, expected) => {
    expect(ok(IdSchema, value)).toBe(expected);
  });

  it.each([
    ['p-7f3a9c21', true],
    ['abc', false],
    ['<b>x</b>xx', false],
    ['a'.repeat(65), false],
  ] as const)('product hash %j valid: %s', (value, expected) => {
    expect(ok(ProductHashSchema, value)).toBe(expected);
  });
});

describe('given scalar formats', () => {
  it.each([
    ['#0F766E', true],
    ['#fff', true],
    ['#0F766E80', true],
    ['rgba(15, 118, 110, 1)', true],
    ['rgba(15,118,110,0.5)', true],
    ['rgb(15, 118, 110)', true],
    ['teal', false],
    ['#0F766', false],
    ['url(javascript:alert(1))', false],
    ['rgba(15, 118, 110, 2)', false],
  ] as const)('colour %j valid: %s (spec 1 §5: hex or rgba)', (value, expected) => {
    expect(ok(ColorSchema, value)).toBe(expected);
  });

  it.each([
    ['2026-11-22T02:07:10.000Z', true],
    ['2026-11-22T02:07:10Z', true],
    ['2026-11-22', false],
    ['yesterday', false],
  ] as const)('timestamp %j valid: %s', (value, expected) => {
    expect(ok(TimestampSchema, value)).toBe(expected);
  });

  it('accepts calendar dates', () => {
    expect(ok(DateSchema, '2026-12-02')).toBe(true);
    expect(ok(DateSchema, '12.02.2026')).toBe(false);
  });

  it.each([
    ['https://cdn.example.com/logo.png', true],
    ['/storage/logos/7.png', true],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['https://x.example/"onerror="', false],
  ] as const)('url %j valid: %s', (value, expected) => {
    expect(ok(UrlSchema, value)).toBe(expected);
  });

  it.each([
    ['ca', 'CA'],
    [' ny ', 'NY'],
    ['DC', 'DC'],
  ])('upper-cases the state %j', (value, expected) => {
    expect(v.parse(UsStateSchema, value)).toBe(expected);
  });

  it.each([
    ['', M.stateRequired],
    ['PR', M.stateInvalid],
    ['California', M.stateInvalid],
  ])('refuses the state %j with %j', (value, message) => {
    expect(messages(UsStateSchema, value)).toContain(message);
  });

  it.each([
    ['90210', true],
    ['90210-1234', true],
    ['9021', false],
    ['ABCDE', false],
  ] as const)('zip %j valid: %s', (value, expected) => {
    expect(ok(ZipCodeSchema, value)).toBe(expected);
  });
});
