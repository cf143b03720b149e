import {
  TOKEN_ABSOLUTE_DAYS,
  TOKEN_IDLE_DAYS,
  TOKEN_TOUCH_INTERVAL_MINUTES,
} from '@brand/core/rules';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sha256 } from '../auth/crypto.ts';
import type { Db } from '../db/client.ts';
import { aiUsers, tokens, users } from '../db/schema.ts';
import type { AppEnv, TokenRow } from '../env.ts';
import { isActiveStatus } from '../modules/identity/index.ts';

function bearer(value: string | undefined): string | null {
  if (!value) return null;
  const match = /^\s*(?:Bearer\s+)?(\S{11,512})\s*$/i.exec(value);
  return match?.[1] ?? null;
}

const DAY = 86_400_000;

/**
 * Whether a token still signs its owner in at `now` (DOMAIN.md, issue 13): used within the last
 * TOKEN_IDLE_DAYS, and issued less than TOKEN_ABSOLUTE_DAYS ago.
 */
export function tokenAlive(token: Pick<TokenRow, 'createdAt' | 'lastUsedAt'>, now: Date) {
  const t = now.getTime();
  return (
    t < token.createdAt.getTime() + TOKEN_ABSOLUTE_DAYS * DAY &&
    t < token.lastUsedAt.getTime() + TOKEN_IDLE_DAYS * DAY
  );
}

/**
 * Renews a token's idle expiry, writing at most once per TOKEN_TOUCH_INTERVAL_MINUTES (the
 * condition in the UPDATE keeps concurrent requests from writing twice).
 */
async function touch(db: Db, token: TokenRow, now: Date) {
  const stale = new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MINUTES * 60_000);
  if (token.lastUsedAt.getTime() > stale.getTime()) return;
  await db
    .update(tokens)
    .set({ lastUsedAt: now })
    .where(and(eq(tokens.id, token.id), lt(tokens.lastUsedAt, stale)));
}

/**
 * Reads `Authorization: Bearer` (marketplace user) and `AuthorizationAI` (AI account). A token
 * of a user whose status does not allow sign-in is only good for logout (`restrictedUser`).
 * An expired token (idle or absolute) is as good as none: protected calls answer 401.
 */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get('deps');
  const { db } = deps.database;
  const now = deps.now();
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
    if (row && tokenAlive(row.token, now)) {
      await touch(db, row.token, now);
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
    if (row && tokenAlive(row.token, now)) {
      await touch(db, row.token, now);
      c.set('aiToken', row.token);
      c.set('aiUser', row.user);
    }
  }
  await next();
};
