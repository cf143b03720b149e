/** Opening an AI design account (one use case). */
import { AI_SIGNUP_CREDITS } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { hashingLimiter, hashPassword } from '../../auth/crypto.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { hit } from '../../services/rate-limit.ts';
import { issueToken } from '../identity/index.ts';
import { sendAiVerification } from './verify-ai-email.ts';

/** Opens an AI design account with the sign-up credits (core `AI_SIGNUP_CREDITS`), emailing a verification link. */
export async function aiSignUp(
  deps: Deps,
  ip: string,
  input: { name: string; email: string; password: string },
) {
  const { db } = deps.database;
  const now = deps.now();
  await hit(db, 'aiSignUpIp', ip, now);
  const [taken] = await db.select().from(t.aiUsers).where(eq(t.aiUsers.email, input.email));
  if (taken) throw invalid('email', 'The email has already been taken.');
  const user = one(
    await db
      .insert(t.aiUsers)
      .values({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(
          input.password,
          deps.config.scryptN,
          hashingLimiter(deps.config),
        ),
        credits: AI_SIGNUP_CREDITS,
      })
      .returning(),
  );
  await sendAiVerification(deps, user);
  return { user, token: await issueToken(db, 'ai', user.id, now) };
}
