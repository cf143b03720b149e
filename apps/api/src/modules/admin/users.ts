import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid, notFound } from '../../errors.ts';
import { setUserStatus } from '../identity/index.ts';
import { escapeLike } from '../shared/index.ts';

/** Users whose email or name contains `q` (any case), newest first, one page. */
export async function searchUsers(
  deps: Deps,
  { q, offset, perPage }: { q?: string | undefined; offset: number; perPage: number },
) {
  const { db } = deps.database;
  const text = q?.trim();
  const like = text ? `%${escapeLike(text)}%` : undefined;
  const where = like
    ? or(
        ilike(t.users.email, like),
        ilike(sql`${t.users.firstName} || ' ' || ${t.users.lastName}`, like),
        ilike(t.users.companyName, like),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.users)
      .where(where)
      .orderBy(desc(t.users.createdAt), desc(t.users.id))
      .limit(perPage)
      .offset(offset),
    db.select({ n: count() }).from(t.users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUser(deps: Deps, id: number): Promise<UserRow> {
  const [user] = await deps.database.db.select().from(t.users).where(eq(t.users.id, id));
  if (!user) throw notFound();
  return user;
}

/**
 * An admin activates or deactivates an account (never an Admin's: 422). Deactivating revokes
 * every token of the user in the same transaction, so their sessions stop at once; signing in
 * again gives a token good only for logout (the site shows spec 1 §8's "deactivated" message).
 * Activating a Pro sets Approve (their showroom is made if missing), anyone else Active.
 */
export async function setUserActive(deps: Deps, id: number, active: boolean): Promise<UserRow> {
  const user = await findUser(deps, id);
  if (user.type === 'Admin') {
    throw invalid('active', 'An Admin account cannot be changed here.');
  }
  const next = active ? (user.type === 'Contractor' ? 'Approve' : 'Active') : 'Deactive';
  return setUserStatus(deps, id, next);
}
