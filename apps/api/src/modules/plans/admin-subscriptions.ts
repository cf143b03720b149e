/**
 * The Admin's subscriptions (one use case): every Pro's plan subscriptions, newest first, paged.
 */
import { isSubscriptionActive, type PlanCode, planByCode } from '@brand/core/rules';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { dollars, iso } from '../shared/index.ts';

/** Every subscription as admins see it (newest first), with its payments. */
export async function adminSubscriptions(
  db: Db,
  query: { active?: '0' | '1' },
  page: { perPage: number; offset: number },
) {
  const rows = await db
    .select({ sub: t.subscriptions, user: t.users })
    .from(t.subscriptions)
    .innerJoin(t.users, eq(t.users.id, t.subscriptions.userId))
    .orderBy(desc(t.subscriptions.updatedAt), desc(t.subscriptions.id));
  const wanted = rows.filter(
    (r) =>
      query.active === undefined ||
      isSubscriptionActive(r.sub.subscriptionStatus) === (query.active === '1'),
  );
  const slice = wanted.slice(page.offset, page.offset + page.perPage);
  const payments = await db.select().from(t.subscriptionPayments);
  return {
    total: wanted.length,
    data: slice.map(({ sub, user }) => {
      const mine = payments.filter((p) => p.subscriptionId === sub.id);
      const last = mine.reduce<Date | null>(
        (latest, p) => (!latest || p.paidAt > latest ? p.paidAt : latest),
        null,
      );
      return {
        id: sub.id,
        user_id: user.id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        plan_code: (planByCode(sub.planCode)?.code ?? 'premium') as PlanCode,
        plan: sub.plan,
        provider: (sub.provider === 'stripe' ? 'stripe' : 'sandbox') as 'stripe' | 'sandbox',
        provider_ref: sub.providerRef,
        status: sub.subscriptionStatus,
        active: isSubscriptionActive(sub.subscriptionStatus),
        paid_amount: dollars(sub.paidAmountCents),
        current_period_end: sub.currentPeriodEnd ? iso(sub.currentPeriodEnd) : null,
        cancel_at_period_end: sub.cancelAtPeriodEnd,
        payments: mine.length,
        last_paid_at: last ? iso(last) : null,
        created_at: iso(sub.createdAt),
        updated_at: iso(sub.updatedAt),
      };
    }),
  };
}
