import { randomBytes } from 'node:crypto';
import { eq, inArray, like, or } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/crypto.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './index.ts';

/**
 * The accounts that still sign in with the public demo password: every seeded demo account
 * (`@demo.test`) and every Admin are checked (each distinct hash once). A production start
 * refuses to run while this is not empty (issue 13).
 */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: t.users.email, hash: t.users.passwordHash })
    .from(t.users)
    .where(
      or(
        like(t.users.email, '%@demo.test'),
        inArray(
          t.users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
        eq(t.users.type, 'Admin'),
      ),
    );
  const byHash = new Map<string, string[]>();
  for (const row of rows) byHash.set(row.hash, [...(byHash.get(row.hash) ?? []), row.email]);
  const found: string[] = [];
  for (const [hash, emails] of byHash) {
    if (await verifyPassword(DEMO_PASSWORD, hash)) found.push(...emails);
  }
  return found.sort();
}

/** The message a production start refuses with, naming the accounts and the fix. */
export function demoPasswordRefusal(emails: string[]) {
  const list =
    emails.length > 3
      ? `${emails.slice(0, 3).join(', ')} and ${emails.length - 3} more`
      : emails.join(', ');
  return (
    `Refusing to start with NODE_ENV=production: ${emails.length} account${emails.length === 1 ? '' : 's'} (${list}) still ` +
    `sign${emails.length === 1 ? 's' : ''} in with the public demo password "${DEMO_PASSWORD}". ` +
    'Lock them with `pnpm --filter @brand/api db:lock-demo-accounts` (same DATA_DIR or DATABASE_URL; the API stopped for PGlite): ' +
    'it deactivates them and replaces their passwords with random ones. ' +
    'Or change their passwords in a non-production start (sign in, /change_password).'
  );
}

/**
 * Locks the accounts that still hold the demo password: status Deactive and an unusable random
 * password. Answers their emails.
 */
export async function lockDemoAccounts(db: Db): Promise<string[]> {
  const emails = await accountsWithDemoPassword(db);
  for (const email of emails) {
    await db
      .update(t.users)
      .set({
        status: 'Deactive',
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      })
      .where(eq(t.users.email, email));
  }
  return emails;
}
