import { PASSWORD_MIN_LENGTH } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/crypto.ts';
import { StartupError } from '../datadir.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { DEMO_PASSWORD } from './index.ts';

/**
 * The first Admin of a marketplace seeded without the demo (production): no call of the API
 * makes an Admin, so the operator runs `pnpm --filter @brand/api db:create-admin <email>` with
 * the password in ADMIN_PASSWORD. The account is Active and verified; it signs in with the
 * one-time code like any Admin (mail through SMTP_URL).
 */
export async function createAdmin(db: Db, email: string, password: string | undefined) {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new StartupError(`"${email}" is not an email address.`);
  }
  if (!password || password.length < PASSWORD_MIN_LENGTH || password === DEMO_PASSWORD) {
    throw new StartupError(
      `Set ADMIN_PASSWORD to the new Admin's password: at least ${PASSWORD_MIN_LENGTH} characters, not the demo password.`,
    );
  }
  const [taken] = await db.select().from(t.users).where(eq(t.users.email, address));
  if (taken) throw new StartupError(`An account with the email ${address} already exists.`);
  await db.insert(t.users).values({
    type: 'Admin',
    status: 'Active',
    email: address,
    passwordHash: await hashPassword(password),
    firstName: 'Admin',
    lastName: '',
    emailVerifiedAt: new Date(),
  });
  return address;
}
