import { describe, expect, it } from 'vitest';
import { cartQuery, cartScope, cartTarget, productHref, readCartHandOff } from './cart-scope.ts';

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
