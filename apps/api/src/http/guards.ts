import type { Context } from 'hono';
import type { AppEnv, UserRow } from '../env.ts';
import { forbidden, HttpError, unauthenticated } from './errors.ts';

export function currentUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

/** An Admin whose token passed the one-time code (spec 1 §6). */
export function requireAdmin(c: Context<AppEnv>): UserRow {
  const user = currentUser(c);
  if (user.type !== 'Admin') throw forbidden('Only an Admin may do this.');
  if (!c.get('token')?.otpVerifiedAt) {
    throw new HttpError(403, 'Please verify your one-time code first.');
  }
  return user;
}

export function requireType(c: Context<AppEnv>, ...types: string[]): UserRow {
  const user = currentUser(c);
  if (!types.includes(user.type)) throw forbidden('You are not authorized to access this page.');
  return user;
}

/** The request's token passed the one-time code (spec 1 §6: Admins need it). */
export function otpVerified(c: Context<AppEnv>): boolean {
  return Boolean(c.get('token')?.otpVerifiedAt);
}

/** Pros and vendors get paid out; anyone else gets a 403. */
export function requirePayee(c: Context<AppEnv>): UserRow {
  const user = currentUser(c);
  if (user.type !== 'Contractor' && user.type !== 'Vendor')
    throw forbidden('Payouts are for Pros and vendors.');
  return user;
}
