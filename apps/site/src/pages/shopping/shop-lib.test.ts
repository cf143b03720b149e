import { PaymentDetailsInputSchema, ShippingAddressSchema } from '@brand/core/contract';
import { describe, expect, it } from 'vitest';
import {
  cartQuery,
  cartScope,
  cartTarget,
  formErrors,
  newIdempotencyKey,
  productCardData,
  productHref,
  RECENTLY_VIEWED_MAX,
  readCartHandOff,
  rememberViewed,
  serverFieldErrors,
  viewedBefore,
} from './shop-lib.ts';

describe('productHref', () => {
  it.each([
    ['abc123', 'AB12CD34', '/product/abc123/AB12CD34'],
    ['abc123', null, '/product/abc123'],
    ['a b', undefined, '/product/a%20b'],
  ])('%s in %s -> %s', (hash, vsd, href) => {
    expect(productHref(hash, vsd)).toBe(href);
  });
});

describe('productCardData', () => {
  it('shows the customer price in cents with the unit, box size and link', () => {
    const card = productCardData(
      {
        id: 7,
        hash: 'h7h7h7',
        name: 'Slate tile',
        brand: 'Cascade',
        category_id: 3,
        price: 40,
        customer_price: 46.1,
        unit: 'Box',
        uom: null,
        box_sqft: 12.5,
        min_unit: 1,
        image: '/demo/products/7.svg',
      },
      'AB12CD34',
    );
    expect(card).toEqual({
      name: 'Slate tile',
      brand: 'Cascade',
      imageUrl: '/demo/products/7.svg',
      href: '/product/h7h7h7/AB12CD34',
      unitPriceCents: 4610,
      categoryUnit: 'Box',
      boxSqft: 12.5,
      uom: null,
    });
  });
});

describe('recently viewed', () => {
  it('puts the product first, once', () => {
    expect(rememberViewed(JSON.stringify([3, 5, 9]), 5)).toEqual([5, 3, 9]);
  });
  it('starts a list from nothing or from garbage', () => {
    expect(rememberViewed(null, 4)).toEqual([4]);
    expect(rememberViewed('{not json', 4)).toEqual([4]);
    expect(rememberViewed(JSON.stringify(['x', -1, 2.5, 8]), 4)).toEqual([4, 8]);
  });
  it(`keeps at most ${RECENTLY_VIEWED_MAX}`, () => {
    const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => i + 1));
    const kept = rememberViewed(many, 100);
    expect(kept).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(kept[0]).toBe(100);
  });
  it('sends the products viewed before this one', () => {
    expect(viewedBefore(JSON.stringify([3, 5]), 5)).toEqual([3]);
  });
});

describe('readCartHandOff (/cart?cart_id=...&showroom=...)', () => {
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it.each([
    [`cart_id=${uuid}&showroom=AB12CD34`, { cartId: uuid, vsdId: 'AB12CD34' }],
    [`cart_id=${uuid}&showroom=ab12cd34`, { cartId: uuid, vsdId: 'AB12CD34' }],
    ['cart_id=short&showroom=AB12', { cartId: null, vsdId: null }],
    ['cart_id=%3Cscript%3E&showroom=AB12CD34', { cartId: null, vsdId: 'AB12CD34' }],
    ['', { cartId: null, vsdId: null }],
  ])('%s', (query, expected) => {
    expect(readCartHandOff(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('cartScope', () => {
  it.each([
    [
      { isLoggedIn: true, projectId: 4, cartId: 'tmp-12345678', vsdId: 'AB12CD34' },
      { kind: 'project', projectId: 4, vsdId: 'AB12CD34' },
      { project: 4 },
      { project_id: 4 },
    ],
    [
      { isLoggedIn: false, projectId: 4, cartId: 'tmp-12345678', vsdId: 'AB12CD34' },
      { kind: 'temporary', cartId: 'tmp-12345678', vsdId: 'AB12CD34' },
      { temp_project_id: 'tmp-12345678', is_cart: 1, showroom: 'AB12CD34' },
      { temp_project_id: 'tmp-12345678' },
    ],
    [
      { isLoggedIn: true, projectId: null, cartId: 'tmp-12345678', vsdId: null },
      { kind: 'temporary', cartId: 'tmp-12345678', vsdId: null },
      { temp_project_id: 'tmp-12345678', is_cart: 1 },
      { temp_project_id: 'tmp-12345678' },
    ],
    [
      { isLoggedIn: false, projectId: null, cartId: null, vsdId: 'AB12CD34' },
      { kind: 'none', vsdId: 'AB12CD34' },
      null,
      {},
    ],
  ])('%o', (input, scope, query, target) => {
    const result = cartScope(input);
    expect(result).toEqual(scope);
    expect(cartQuery(result)).toEqual(query);
    expect(cartTarget(result)).toEqual(target);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh valid key each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9-]{8,100}$/);
  });
});

describe('formErrors with core schemas', () => {
  it('answers nothing for a valid shipping address', () => {
    expect(
      formErrors(ShippingAddressSchema, {
        street: '1 Main St',
        city: 'Fresno',
        state: 'CA',
        zip_code: '93650',
        apartment: '',
      }),
    ).toEqual({});
  });
  it("answers the spec's card messages per field", () => {
    const errors = formErrors(PaymentDetailsInputSchema, {
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
      formErrors(ShippingAddressSchema, {
        street: '',
        city: 'Fresno',
        state: 'CA',
        zip_code: '93650',
      }),
    ).toHaveProperty('street');
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message of each field, by its last path part', () => {
    expect(
      serverFieldErrors({
        fieldErrors: { 'payment_details.card_number': ['Invalid Card Number.', 'x'], zip_code: [] },
      }),
    ).toEqual({ card_number: 'Invalid Card Number.' });
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});
