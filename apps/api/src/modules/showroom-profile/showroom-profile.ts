import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { addon, latestSubscription, subscriptionJson } from '../identity/index.ts';
import { categoryJson } from '../product-rows/index.ts';
import { loadCuration, NO_SHOWROOM, scopeOf } from '../showrooms/index.ts';

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

/**
 * The menu of a Pro's showroom (by the Pro's user id): every category its curation lets
 * through (issue 12 item 2), and any category of a product it adds back by hand.
 */
export async function menuCategories(db: Db, proUserId: number) {
  const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.userId, proUserId));
  if (!showroom) throw notFound(NO_SHOWROOM);
  const [cats, curation] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.id)),
    loadCuration(db, showroom.id),
  ]);
  const scope = scopeOf(curation);
  const addedIn = new Set(
    curation.addedProductIds.length === 0
      ? []
      : (
          await db
            .selectDistinct({ id: t.products.categoryId })
            .from(t.products)
            .where(inArray(t.products.id, curation.addedProductIds))
        ).map((r) => r.id),
  );
  const data = cats
    .filter((cat) => scope.sellsCategory(cat.id) || addedIn.has(cat.id))
    .map((cat) => ({ category: categoryJson(cat), category_id: cat.id }));
  return { data, domains: showroom.allowedDomains };
}
