import { expect } from 'vitest';
import { login, loginAdmin } from './helpers.ts';

/** Who calls: the 9 callers of issue 3's role x action matrix, shared by every matrix file. */
export const ROLES = [
  'customer',
  'anotherCustomer',
  'pro',
  'anotherPro',
  'vendor',
  'anotherVendor',
  'admin',
  'adminWithoutCode',
  'anonymous',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * A token for every role but `anonymous`: the demo accounts of shared/DOMAIN.md (the Admin
 * once with its one-time code verified, once without).
 */
export async function signInRoles(url: string): Promise<Partial<Record<Role, string>>> {
  return {
    customer: await login(url, 'customer@demo.test'),
    anotherCustomer: await login(url, 'newcustomer@demo.test'),
    pro: await login(url, 'pro@demo.test'),
    anotherPro: await login(url, 'basicpro@demo.test'),
    vendor: await login(url, 'vendor@demo.test'),
    anotherVendor: await login(url, 'othervendor@demo.test'),
    admin: await loginAdmin(url),
    adminWithoutCode: await login(url, 'admin@demo.test'),
  };
}

/**
 * The matrix's answer for a role: `anonymous` 401, an allowed role `ok` (200 unless said),
 * everyone else 403; an Admin before its one-time code gets the spec's message.
 */
export function expectMatrixAnswer(
  res: { status: number; body: unknown },
  role: Role,
  allow: readonly Role[],
  ok = 200,
) {
  const expected = role === 'anonymous' ? 401 : allow.includes(role) ? ok : 403;
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  if (role === 'adminWithoutCode') {
    expect(res.body).toEqual({ message: 'Please verify your one-time code first.' });
  }
}
