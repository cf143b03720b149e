/** Users, their subscription and shop summary -> the contract's JSON shapes. */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { dollars, iso } from '../shared/index.ts';

type Showroom = typeof t.showrooms.$inferSelect;
type Subscription = typeof t.subscriptions.$inferSelect;

export function addon(status: string | null) {
  return status === null ? null : { subscription_status: status };
}

export function subscriptionJson(sub: Subscription | undefined) {
  if (!sub) return null;
  return {
    subscription_status: sub.subscriptionStatus,
    plan: sub.plan,
    paid_amount: dollars(sub.paidAmountCents),
  };
}

export async function latestSubscription(db: Db, userId: number) {
  const [sub] = await db
    .select()
    .from(t.subscriptions)
    // The Premium plan's (issue 27): the custom add-on is `custom_addon` on the showroom.
    .where(and(eq(t.subscriptions.userId, userId), eq(t.subscriptions.planCode, 'premium')))
    .orderBy(desc(t.subscriptions.id))
    .limit(1);
  return sub;
}

export function shopSummary(showroom: Showroom | undefined) {
  if (!showroom) return null;
  return {
    id: showroom.id,
    user_id: showroom.userId,
    vsd_id: showroom.vsdId,
    company_name: showroom.companyName,
    theme_color: showroom.themeColor,
    business_logo: showroom.businessLogo,
    basic_addon: addon(showroom.basicAddonStatus),
  };
}

/** The signed-in user (never the password hash). */
export async function userJson(db: Db, user: UserRow) {
  const [[projects], [showroom], sub] = await Promise.all([
    db
      .select({ n: count() })
      .from(t.projects)
      .where(and(eq(t.projects.userId, user.id), isNotNull(t.projects.userId))),
    db.select().from(t.showrooms).where(eq(t.showrooms.userId, user.id)).limit(1),
    latestSubscription(db, user.id),
  ]);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    type: user.type as 'User' | 'Vendor' | 'Contractor' | 'Admin',
    status: user.status,
    email_verified_at: user.emailVerifiedAt ? iso(user.emailVerifiedAt) : null,
    country_code: user.countryCode,
    phone_number: user.phoneNumber,
    zip_code: user.zipCode,
    total_projects: projects?.n ?? 0,
    custom_addon: addon(showroom?.customAddonStatus ?? null),
    latest_subscription: subscriptionJson(sub),
    shop_profile: shopSummary(showroom),
    created_at: iso(user.createdAt),
  };
}

export function publicUser(user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'type'>) {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    type: user.type as 'User' | 'Vendor' | 'Contractor' | 'Admin',
  };
}
