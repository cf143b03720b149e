import { ACTIVE_USER_STATUSES, DEACTIVATED_USER_STATUS } from '@brand/core/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { invalid, notFound } from '../../errors.ts';
import { setUserStatus } from '../identity/index.ts';
import { iso } from '../shared/index.ts';
import { fullName } from './admin-user-json.ts';

/** spec 2 §9: "contractor approval takes up to 24 hours". */
export const APPROVAL_PROMISE_HOURS = 24;
const HOUR = 3_600_000;

/** Who applies and is approved by an Admin: Pros, and vendors (spec 1 §1, issue 30 item 3). */
const APPLICANT_TYPES = ['Contractor', 'Vendor'] as const;

/** Applications waiting for a decision (any status but Active, Approve, Deactive). */
const waiting = and(
  inArray(t.users.type, [...APPLICANT_TYPES]),
  notInArray(t.users.status, [...ACTIVE_USER_STATUSES, DEACTIVATED_USER_STATUS]),
);

/** The applications, oldest first (the longest wait on top), with their wait in hours. */
export async function listApplications(deps: Deps) {
  const now = deps.now().getTime();
  const rows = await deps.database.db
    .select()
    .from(t.users)
    .where(waiting)
    .orderBy(asc(t.users.createdAt), asc(t.users.id))
    .limit(500);
  return rows.map((u) => {
    const waitedMs = Math.max(0, now - u.createdAt.getTime());
    return {
      id: u.id,
      type: u.type as (typeof APPLICANT_TYPES)[number],
      name: fullName(u),
      email: u.email,
      company_name: u.companyName,
      applied_at: iso(u.createdAt),
      waiting_hours: Math.floor(waitedMs / HOUR),
      overdue: waitedMs > APPROVAL_PROMISE_HOURS * HOUR,
    };
  });
}

/**
 * An admin approves a Pro (status Approve, a showroom made) or declines them with a reason
 * (status Deactive, the reason kept). Only a waiting application may be decided (422 else).
 * The applicant is mailed either way, after the change.
 */
export async function decideApplication(
  deps: Deps,
  userId: number,
  decision: { decision: 'approve' | 'decline'; reason?: string | undefined },
): Promise<UserRow> {
  const { db } = deps.database;
  const [applicant] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, userId), inArray(t.users.type, [...APPLICANT_TYPES])));
  if (!applicant) throw notFound();
  const statuses: readonly string[] = [...ACTIVE_USER_STATUSES, DEACTIVATED_USER_STATUS];
  if (statuses.includes(applicant.status)) {
    throw invalid('decision', 'This application has already been decided.');
  }
  const now = deps.now();
  let user: UserRow;
  if (decision.decision === 'approve') {
    user = await setUserStatus(deps, userId, 'Approve');
    await db
      .update(t.users)
      .set({ reviewedAt: now, declineReason: null })
      .where(eq(t.users.id, userId));
  } else {
    const [row] = await db
      .update(t.users)
      .set({
        status: DEACTIVATED_USER_STATUS,
        declineReason: decision.reason ?? '',
        reviewedAt: now,
      })
      .where(eq(t.users.id, userId))
      .returning();
    if (!row) throw notFound();
    user = row;
  }
  const [fresh] = await db.select().from(t.users).where(eq(t.users.id, userId));
  const origin = deps.config.publicUrl;
  // A vendor's account opens their catalogue; a Pro's their showroom.
  const [who, next] =
    applicant.type === 'Vendor'
      ? ['vendor', 'list your products']
      : ['Pro', 'set up your showroom'];
  await deps.mailer.send(
    decision.decision === 'approve'
      ? {
          to: applicant.email,
          subject: `Your ${who} account is approved`,
          text: `Hello ${applicant.firstName},\n\nYour ${who} account has been approved. You can sign in now at ${origin}/login and ${next}.\n`,
        }
      : {
          to: applicant.email,
          subject: `Your ${who} application was declined`,
          text: `Hello ${applicant.firstName},\n\nWe are sorry: your ${who} application was declined.\n\nReason: ${decision.reason}\n\nPlease contact our support if you have questions.\n`,
        },
  );
  return fresh ?? user;
}
