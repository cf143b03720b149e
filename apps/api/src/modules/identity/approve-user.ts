import { DEACTIVATED_USER_STATUS } from '@brand/core/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { notFound } from '../../errors.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import { ensureShowroom } from '../showrooms/index.ts';

/**
 * An Admin sets a user's status (approve, decline, block). An approved Pro gets a showroom;
 * every instance's catalog cache is told, as the status decides whether a showroom is found.
 * Deactive revokes the user's tokens (issue 12: their sessions stop at once).
 */
export async function setUserStatus(deps: Deps, userId: number, status: string) {
  const { db } = deps.database;
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.users)
      .set({ status })
      .where(and(eq(t.users.id, userId), ne(t.users.type, 'Admin')))
      .returning();
    if (!row) throw notFound();
    if (status === DEACTIVATED_USER_STATUS) {
      await tx
        .update(t.tokens)
        .set({ revokedAt: deps.now() })
        .where(
          and(eq(t.tokens.kind, 'api'), eq(t.tokens.subjectId, userId), isNull(t.tokens.revokedAt)),
        );
    }
    return row;
  });
  if (user.type === 'Contractor' && status === 'Approve') await ensureShowroom(db, user);
  await catalogChanged(deps.database);
  return user;
}
