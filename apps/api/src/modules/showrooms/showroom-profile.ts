import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { categoryJson } from '../catalog/category-json.ts';
import { addon, latestSubscription, subscriptionJson } from '../identity/user-json.ts';
import { NO_SHOWROOM } from './find-showroom.ts';

/**
 * An approved showroom's public profile (by its ID or numeric id) with the categories, and its
 * allowed domains for the embed's gate; null when there is no such approved showroom.
 */
export async function showroomProfile(db: Db, key: string) {
  const byId = /^\d+$/.test(key);
  const [row] = await db
    .select({ showroom: t.showrooms, status: t.users.status })
    .from(t.showrooms)
    .innerJoin(t.users, eq(t.users.id, t.showrooms.userId))
    .where(byId ? eq(t.showrooms.id, Number(key)) : eq(t.showrooms.vsdId, key.toUpperCase()));
  if (row?.status !== 'Approve') return null;
  const { showroom } = row;
  const [cats, sub] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.id)),
    latestSubscription(db, showroom.userId),
  ]);
  const data = {
    profile: {
      id: showroom.id,
      user_id: showroom.userId,
      company_name: showroom.companyName,
      vsd_id: showroom.vsdId,
      theme_color: showroom.themeColor,
      business_logo: showroom.businessLogo,
      basic_addon: addon(showroom.basicAddonStatus),
      custom_addon: addon(showroom.customAddonStatus),
      latest_subscription: subscriptionJson(sub),
    },
    category: cats.map(categoryJson),
  };
  return { data, domains: showroom.allowedDomains };
}

/** The menu of a Pro's showroom (by the Pro's user id): every category. */
export async function menuCategories(db: Db, proUserId: number) {
  const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.userId, proUserId));
  if (!showroom) throw notFound(NO_SHOWROOM);
  const cats = await db.select().from(t.categories).orderBy(asc(t.categories.id));
  const data = cats.map((cat) => ({ category: categoryJson(cat), category_id: cat.id }));
  return { data, domains: showroom.allowedDomains };
}
