import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { newToken, sha256 } from '../../auth/crypto.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';

/** A new bearer token; its idle and absolute expiry count from `now` (http/auth.ts). */
export async function issueToken(db: Db, kind: 'api' | 'ai', subjectId: number, now: Date) {
  const token = newToken();
  await db
    .insert(t.tokens)
    .values({ kind, subjectId, tokenHash: sha256(token), createdAt: now, lastUsedAt: now });
  return token;
}

/** A single-use emailed token (verification, reset), stored hashed. */
export async function issueLinkToken(
  deps: Deps,
  purpose: string,
  subjectId: number,
  ttlMs: number,
) {
  const token = randomBytes(24).toString('base64url');
  await deps.database.db.insert(t.oneTimeCodes).values({
    purpose,
    subjectId,
    codeHash: sha256(token),
    expiresAt: new Date(deps.now().getTime() + ttlMs),
  });
  return token;
}

/** Consumes a link token: the subject id, or null when unknown, used or expired. */
export async function useLinkToken(deps: Deps, purpose: string, token: string) {
  const { db } = deps.database;
  const [row] = await db
    .update(t.oneTimeCodes)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(t.oneTimeCodes.codeHash, sha256(token)),
        eq(t.oneTimeCodes.purpose, purpose),
        isNull(t.oneTimeCodes.usedAt),
        gt(t.oneTimeCodes.expiresAt, deps.now()),
      ),
    )
    .returning({ subjectId: t.oneTimeCodes.subjectId });
  return row?.subjectId ?? null;
}
