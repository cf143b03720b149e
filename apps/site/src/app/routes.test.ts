import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES, PUBLIC_ROUTES, routes } from './routes.tsx';

/** The leaf route a path lands on, and whether it sits under the sign-in guard. */
function land(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1)?.route;
  return {
    leaf,
    isProtected: matches.some((m) => m.route.children === PROTECTED_ROUTES),
    params: matches.at(-1)?.params ?? {},
  };
}

// Spec 1 §2 "Public routes" and spec 2 §2, with the spec's spellings.
const PUBLIC_PATHS = [
  '/',
  '/category/Tile%20Flooring',
  '/category/Tile%20Flooring/product',
  '/design-ai',
  '/design-ai/login',
  '/design-ai/singup',
  '/design-ai/welcome',
  '/login',
  '/register',
  '/reset_password',
  '/password_reset',
  '/register/contractor',
  '/pro-account',
  '/our-brands',
  '/about_us',
  '/contact',
  '/faq',
  '/return_policy',
  '/your_orders',
  '/cookies_policy',
  '/terms_of_service',
  '/privacy_policy',
  '/product/abc123',
  '/product/abc123/AB12CD34',
  '/product-details',
  '/cart',
  '/account_verify',
  '/verify/some-hash',
  '/404',
  '/visualize',
  '/style-profile',
  '/visualize/contractor/all',
  '/visualize/checklist',
];

const PROTECTED_PATHS = [
  '/change_password',
  '/checkout',
  '/thankyou',
  '/payout_setup',
  '/checkout-payment',
  '/account',
  '/verifiction',
  '/notification',
  // Ours (issue 15 item 5): a customer's own room.
  '/visualize/rooms/new',
  '/visualize/rooms/12/edit',
];

describe('given the route table', () => {
  it.each(PUBLIC_PATHS)('%s is a public route', (path) => {
    const { leaf, isProtected } = land(path);
    expect(leaf?.path).not.toBe('*');
    expect(isProtected).toBe(false);
  });

  it.each(PROTECTED_PATHS)('%s requires sign-in', (path) => {
    const { leaf, isProtected } = land(path);
    expect(leaf?.path).not.toBe('*');
    expect(isProtected).toBe(true);
  });

  it.each([
    '/signup',
    '/design-ai/signup',
    '/verification',
    '/reset-password',
    '/products',
    '/visualize/contractor',
    '/visualize/rooms',
    '/category',
    '/a/b/c',
  ])('%s is unknown and falls through to the /404 redirect', (path) => {
    expect(land(path).leaf?.path).toBe('*');
  });

  it('reads the product hash and the optional showroom ID', () => {
    expect(land('/product/abc123/AB12CD34').params).toMatchObject({
      hash: 'abc123',
      vsd_id: 'AB12CD34',
    });
    expect(land('/product/abc123').params.vsd_id).toBeUndefined();
  });

  it('declares each route once', () => {
    // A layout route (a role guard) holds its pages as children.
    const flat = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((r) => (r.path === undefined ? flat(r.children ?? []) : [r]));
    const paths = flat([...PUBLIC_ROUTES, ...PROTECTED_ROUTES]).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
