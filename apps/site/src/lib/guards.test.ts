import { describe, expect, it } from 'vitest';
import {
  CART_LOGIN_PATH,
  loginPageRedirect,
  loginPathFor,
  protectedRouteRedirect,
  registrationPageRedirect,
  roleRouteRedirect,
  safeRedirect,
  signInScreen,
} from './guards.ts';

// Spec 1 §2 "Routes that require sign-in" and spec 2 §2.
const PROTECTED = [
  '/change_password',
  '/checkout',
  '/thankyou',
  '/payout_setup',
  '/checkout-payment',
  '/account',
  '/verifiction',
  '/notification',
];

describe('given a visitor (no valid token) on a protected route', () => {
  it.each(PROTECTED)('%s goes to Login with a redirect query holding the path', (pathname) => {
    expect(protectedRouteRedirect(false, { pathname })).toBe(`/login?redirect=${pathname}`);
  });

  it('keeps the query of the current path inside the redirect, escaped', () => {
    expect(protectedRouteRedirect(false, { pathname: '/account', search: '?tab=orders&p=2' })).toBe(
      '/login?redirect=/account%3Ftab%3Dorders%26p%3D2',
    );
    const back = new URL(
      `http://x${protectedRouteRedirect(false, { pathname: '/account', search: '?tab=orders&p=2' })}`,
    );
    expect(back.searchParams.get('redirect')).toBe('/account?tab=orders&p=2');
  });
});

describe('given a signed-in user', () => {
  it.each(PROTECTED)('%s is allowed', (pathname) => {
    expect(protectedRouteRedirect(true, { pathname })).toBeNull();
  });

  it('visiting /login goes to /account (spec 1 §4 item 7)', () => {
    expect(loginPageRedirect(true)).toBe('/account');
  });

  it('is sent away from registration, to the home page', () => {
    expect(registrationPageRedirect(true)).toBe('/');
  });
});

describe('given a visitor on /login or registration', () => {
  it('stays', () => {
    expect(loginPageRedirect(false)).toBeNull();
    expect(registrationPageRedirect(false)).toBeNull();
  });
});

describe('given the Cart', () => {
  it('"Going from Cart to Login sets the redirect to /checkout."', () => {
    expect(CART_LOGIN_PATH).toBe('/login?redirect=/checkout');
    expect(loginPathFor('/checkout')).toBe(CART_LOGIN_PATH);
  });
});

describe('given a redirect query', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/visualize/checklist', '/visualize/checklist'],
    ['/account?tab=orders', '/account?tab=orders'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['https://evil.example/phish', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['checkout', '/'],
  ])('%s is honoured as %s (same-site paths only)', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe('given a page for some roles only (/payout_setup: Pros and vendors)', () => {
  const PAID = ['Contractor', 'Vendor'] as const;
  it.each([
    ['Contractor', null],
    ['Vendor', null],
    ['User', '/account'],
    ['Admin', '/account'],
  ] as const)('a %s goes to %s', (type, expected) => {
    expect(roleRouteRedirect(type, PAID)).toBe(expected);
  });
  it('waits (no redirect) while the user is not known yet', () => {
    expect(roleRouteRedirect(null, PAID)).toBeNull();
    expect(roleRouteRedirect(undefined, PAID)).toBeNull();
  });
});

describe('signInScreen (spec 1 §4 "Sign-in outcome" 2)', () => {
  it('is the shopper sign-in on the way to checkout, the main sign-in otherwise', () => {
    expect(signInScreen('/checkout')).toBe('shop');
    expect(signInScreen(null)).toBe('login');
    expect(signInScreen('/account')).toBe('login');
    expect(signInScreen('/checkout?x=1')).toBe('login');
  });
});
