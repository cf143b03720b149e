/** An AI design account (spec 1 §7) as the API answers it. */
import type * as t from '../../db/schema.ts';
import { iso } from '../shared/index.ts';

export type AiUser = typeof t.aiUsers.$inferSelect;

export function aiUserJson(u: AiUser) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    email_verified_at: u.emailVerifiedAt ? iso(u.emailVerifiedAt) : null,
    credits: u.credits,
  };
}
