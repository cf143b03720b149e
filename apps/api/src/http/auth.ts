import { ACTIVE_USER_STATUSES } from '@brand/core/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sha256 } from '../auth/crypto.ts';
import { aiUsers, tokens, users } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';

function bearer(value: string | undefined): string | null {
  if (!value) return null;
  const match = /^\s*(?:Bearer\s+)?(\S{11,512})\s*$/i.exec(value);
  return match?.[1] ?? null;
}

export const isActiveStatus = (status: string) =>
  (ACTIVE_USER_STATUSES as readonly string[]).includes(status);

/**
 * Reads `Authorization: Bearer` (marketplace user) and `AuthorizationAI` (AI account). A token
 * of a user whose status does not allow sign-in is only good for logout (`restrictedUser`).
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db } = c.get('deps').database;
  c.set('user', null);
  c.set('token', null);
  c.set('restrictedUser', null);
  c.set('aiUser', null);
  c.set('aiToken', null);
  const token = bearer(c.req.header('authorization'));
  if (token) {
    const [row] = await db
      .select({ token: tokens, user: users })
      .from(tokens)
      .innerJoin(users, eq(users.id, tokens.subjectId))
      .where(
        and(eq(tokens.tokenHash, sha256(token)), eq(tokens.kind, 'api'), isNull(tokens.revokedAt)),
      )
      .limit(1);
    if (row) {
      c.set('token', row.token);
      if (isActiveStatus(row.user.status)) c.set('user', row.user);
      else c.set('restrictedUser', row.user);
    }
  }
  const aiToken = bearer(c.req.header('authorizationai'));
  if (aiToken) {
    const [row] = await db
      .select({ token: tokens, user: aiUsers })
      .from(tokens)
      .innerJoin(aiUsers, eq(aiUsers.id, tokens.subjectId))
      .where(
        and(eq(tokens.tokenHash, sha256(aiToken)), eq(tokens.kind, 'ai'), isNull(tokens.revokedAt)),
      )
      .limit(1);
    if (row) {
      c.set('aiToken', row.token);
      c.set('aiUser', row.user);
    }
  }
  await next();
};
