import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  concretePath,
  protectedPatterns,
  routePatterns,
  shotList,
  shotName,
} from '../../../../scripts/screenshot-routes.mjs';
import { PROTECTED_ROUTES, routes } from './routes.tsx';

/** `pnpm screenshots` (scripts/screenshots.mjs) reads its route list from this file's source. */
const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');

function paths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.index ? [''] : []),
    ...(route.path && route.path !== '/' && route.path !== '*' ? [route.path] : []),
    ...paths(route.children ?? []),
  ]);
}

const params = { category: 'Tile Flooring', hash: 'abc123', vsd_id: 'AB12CD34', id: '7' };

describe('the screenshot route list', () => {
  it('is every route the router has, none more (a new route is photographed)', () => {
    expect([...routePatterns(source)].sort()).toEqual([...new Set(paths(routes))].sort());
  });

  it('signs in for exactly the protected routes', () => {
    // A role guard is a layout route: its pages are its children.
    const protectedPaths = paths(PROTECTED_ROUTES);
    expect(protectedPatterns(source)).toEqual(protectedPaths);
    const shots = shotList(source, params);
    for (const shot of shots) {
      const isProtected = protectedPaths.some((path) => concretePath(path, params) === shot.path);
      expect(Boolean(shot.email), shot.name).toBe(isProtected);
    }
  });

  it('takes a page of some roles only as one of them (/payout_setup as the Pro)', () => {
    const payout = shotList(source, params).find((shot) => shot.path === '/payout_setup');
    expect(payout?.email).toBe('pro@demo.test');
  });

  it('takes the account page as the customer, the Pro, the vendor and the admin', () => {
    const account = shotList(source, params).filter((shot) => shot.path === '/account');
    expect(account.map((shot) => [shot.name, shot.email])).toEqual([
      ['account', 'customer@demo.test'],
      ['account-pro', 'pro@demo.test'],
      ['account-vendor', 'vendor@demo.test'],
      ['account-admin', 'admin@demo.test'],
    ]);
  });

  it('gives every shot a distinct file name', () => {
    const names = shotList(source, params).map((shot) => shot.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('home');
  });

  it('names and fills patterns', () => {
    expect(shotName('')).toBe('home');
    expect(shotName('category/:category/product')).toBe('category-product');
    expect(shotName('reset_password')).toBe('reset-password');
    expect(concretePath('category/:category/product', params)).toBe(
      '/category/Tile%20Flooring/product',
    );
    expect(concretePath('product/:hash/:vsd_id?', params)).toBe('/product/abc123/AB12CD34');
    expect(concretePath('product/:hash/:vsd_id?', { hash: 'h' })).toBe('/product/h');
    expect(() => concretePath('verify/:hash', {})).toThrow(/:hash/);
  });
});
