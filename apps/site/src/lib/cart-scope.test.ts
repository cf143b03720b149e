import { describe, expect, it } from 'vitest';
import {
  cartQuery,
  cartScope,
  cartTarget,
  HAND_OFF_FAILED,
  handOffAction,
  productHref,
  readCartHandOff,
} from './cart-scope.ts';

describe('productHref', () => {
  it.each([
    ['abc123', 'AB12CD34', '/product/abc123/AB12CD34'],
    ['abc123', null, '/product/abc123'],
    ['a b', undefined, '/product/a%20b'],
  ])('%s in %s -> %s', (hash, vsd, href) => {
    expect(productHref(hash, vsd)).toBe(href);
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

describe('handOffAction (issue 28 item 2: the embed hands its cart to a signed-in customer)', () => {
  const handOff = { cartId: '0b8f6a52-1c1e-4f57-9f4e-2f1d8f0c2a11', vsdId: 'AB12CD34' };

  it('merges the embed cart into the customer project cart of that showroom, then shows /cart', () => {
    expect(handOffAction('User', handOff)).toEqual({
      type: 'create-project-and-attach-cart',
      item: { showroom: null, vsd_id: 'AB12CD34' },
      cartId: handOff.cartId,
      next: '/cart',
      notifyCartUpdated: true,
      onFailure: { toast: { kind: 'error', message: HAND_OFF_FAILED }, to: '/cart' },
      cookies: [],
      clear: ['cart_id'],
    });
  });

  it('leaves the temporary cart as it is for a visitor, a Pro, a vendor or an admin', () => {
    for (const type of [null, undefined, 'Contractor', 'Vendor', 'Admin']) {
      expect(handOffAction(type, handOff)).toBeNull();
    }
  });

  it('needs both the cart and the showroom', () => {
    expect(handOffAction('User', { cartId: null, vsdId: 'AB12CD34' })).toBeNull();
    expect(handOffAction('User', { cartId: handOff.cartId, vsdId: null })).toBeNull();
  });
});
