import { canUseCustomTheme } from '@brand/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden, notFound } from '../../errors.ts';
import { couponJson } from '../checkout/index.ts';
import { addon, latestSubscription, subscriptionJson } from '../identity/index.ts';
import { NO_SHOWROOM } from '../showrooms/index.ts';

export type Showroom = typeof t.showrooms.$inferSelect;

/** The signed-in Pro's showroom (403 for anyone else). */
export async function myShowroom(db: Db, user: UserRow) {
  if (user.type !== 'Contractor') throw forbidden('Only Pros have a showroom.');
  const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.userId, user.id));
  if (!showroom) throw notFound(NO_SHOWROOM);
  return showroom;
}

/** May this showroom use its own theme colour and logo (core `canUseCustomTheme`)? */
export async function entitled(db: Db, showroom: typeof t.showrooms.$inferSelect) {
  const sub = await latestSubscription(db, showroom.userId);
  return canUseCustomTheme({
    type: 'Contractor',
    custom_addon: addon(showroom.customAddonStatus),
    latest_subscription: subscriptionJson(sub),
  });
}

/** A Pro's showroom settings: markups, coupons, theme, logo, allowed domains. */
export async function settingsJson(db: Db, showroom: typeof t.showrooms.$inferSelect) {
  const [markups, coupons] = await Promise.all([
    db.select().from(t.categoryMarkups).where(eq(t.categoryMarkups.showroomId, showroom.id)),
    db
      .select()
      .from(t.coupons)
      .where(eq(t.coupons.showroomId, showroom.id))
      .orderBy(asc(t.coupons.id)),
  ]);
  return {
    vsd_id: showroom.vsdId,
    company_name: showroom.companyName,
    markup_percent: showroom.markupBp / 100,
    category_markups: markups.map((m) => ({
      category_id: m.categoryId,
      markup_percent: m.markupBp / 100,
    })),
    coupons: coupons.map(couponJson),
    theme_color: showroom.themeColor,
    business_logo: showroom.businessLogo,
    theming_entitled: await entitled(db, showroom),
    allowed_domains: showroom.allowedDomains,
  };
}
