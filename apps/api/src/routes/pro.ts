import { randomUUID } from 'node:crypto';
import { endpoints } from '@brand/core/contract';
import {
  canUseCustomTheme,
  fileExtension,
  validateCoupon,
  validateImageUpload,
} from '@brand/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/crypto.ts';
import type { Db } from '../db/client.ts';
import { one } from '../db/one.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { forbidden, invalid, notFound, unauthenticated } from '../http/errors.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import { couponJson } from '../modules/checkout/coupon-json.ts';
import { addon, latestSubscription, subscriptionJson } from '../modules/identity/user-json.ts';
import { iso } from '../modules/shared/format.ts';
import { imageSize, sanitizeSvg } from '../services/images.ts';
import { checkLimit, countFailure, hit } from '../services/rate-limit.ts';
import { catalogChanged } from '../services/read-cache.ts';
import { issueLinkToken, issueToken, useLinkToken } from './auth.ts';

async function myShowroom(c: Context<AppEnv>) {
  const user = currentUser(c);
  if (user.type !== 'Contractor') throw forbidden('Only Pros have a showroom.');
  const { db } = c.get('deps').database;
  const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.userId, user.id));
  if (!showroom) throw notFound('No Showroom Found, Please Enter Correct Showroom Id.');
  return { user, showroom, db };
}

async function entitled(db: Db, showroom: typeof t.showrooms.$inferSelect) {
  const sub = await latestSubscription(db, showroom.userId);
  return canUseCustomTheme({
    type: 'Contractor',
    custom_addon: addon(showroom.customAddonStatus),
    latest_subscription: subscriptionJson(sub),
  });
}

async function settingsJson(db: Db, showroom: typeof t.showrooms.$inferSelect) {
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

function aiUserJson(u: typeof t.aiUsers.$inferSelect) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    email_verified_at: u.emailVerifiedAt ? iso(u.emailVerifiedAt) : null,
    credits: u.credits,
  };
}

/** Ours: a new AI account starts with this many credits. */
export const AI_SIGNUP_CREDITS = 10;

export function registerProRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.showroomSettings, async (c) => {
    const { showroom, db } = await myShowroom(c);
    return { body: { success: true, data: await settingsJson(db, showroom) } };
  });

  route(app, endpoints.updateShowroomSettings, async (c, { body }) => {
    const { showroom, db } = await myShowroom(c);
    if (
      body.theme_color !== undefined &&
      body.theme_color !== null &&
      !(await entitled(db, showroom))
    ) {
      throw forbidden('A custom theme needs the custom add-on or the Premium plan.');
    }
    if (body.category_markups) {
      const cats = new Set(
        (await db.select({ id: t.categories.id }).from(t.categories)).map((r) => r.id),
      );
      body.category_markups.forEach((m, i) => {
        if (!cats.has(m.category_id))
          throw invalid(`category_markups.${i}.category_id`, 'This category does not exist.');
      });
    }
    const changes = {
      ...(body.markup_percent !== undefined
        ? { markupBp: Math.round(body.markup_percent * 100) }
        : {}),
      ...(body.theme_color !== undefined ? { themeColor: body.theme_color } : {}),
      ...(body.allowed_domains !== undefined ? { allowedDomains: body.allowed_domains } : {}),
    };
    await db.transaction(async (tx) => {
      // Only the category markups may be sent: then the showroom row itself is unchanged.
      if (Object.keys(changes).length > 0) {
        await tx.update(t.showrooms).set(changes).where(eq(t.showrooms.id, showroom.id));
      }
      if (body.category_markups) {
        await tx.delete(t.categoryMarkups).where(eq(t.categoryMarkups.showroomId, showroom.id));
        if (body.category_markups.length) {
          await tx.insert(t.categoryMarkups).values(
            body.category_markups.map((m) => ({
              showroomId: showroom.id,
              categoryId: m.category_id,
              markupBp: Math.round(m.markup_percent * 100),
            })),
          );
        }
      }
    });
    await catalogChanged(c.get('deps').database);
    const [fresh] = await db.select().from(t.showrooms).where(eq(t.showrooms.id, showroom.id));
    return {
      body: {
        success: true,
        message: 'Showroom settings saved.',
        data: await settingsJson(db, fresh ?? showroom),
      },
    };
  });

  route(app, endpoints.uploadShowroomLogo, async (c, { files }) => {
    const deps = c.get('deps');
    const { showroom, db } = await myShowroom(c);
    if (!(await entitled(db, showroom)))
      throw forbidden('A custom logo needs the custom add-on or the Premium plan.');
    const file = files.logo?.[0];
    if (!file) throw invalid('logo', 'Please choose a file.');
    let data: Uint8Array = new Uint8Array(await file.arrayBuffer());
    const ext = fileExtension(file.name);
    const size = ext === 'svg' ? null : imageSize(data);
    const problem = validateImageUpload({
      name: file.name,
      type: file.type,
      size: file.size,
      width: size?.width,
      height: size?.height,
    });
    if (problem) throw invalid('logo', problem);
    if (ext === 'svg') {
      const clean = await sanitizeSvg(data);
      if (!clean) throw invalid('logo', 'This file is not a readable SVG image.');
      data = clean;
    }
    const key = `logos/${showroom.id}/${randomUUID()}.${ext}`;
    await deps.storage.put(key, data, file.type);
    await db
      .update(t.showrooms)
      .set({ businessLogo: `/storage/${key}` })
      .where(eq(t.showrooms.id, showroom.id));
    await catalogChanged(deps.database);
    const [fresh] = await db.select().from(t.showrooms).where(eq(t.showrooms.id, showroom.id));
    return {
      body: {
        success: true,
        message: 'Logo uploaded.',
        data: await settingsJson(db, fresh ?? showroom),
      },
    };
  });

  route(app, endpoints.coupons, async (c) => {
    const { showroom, db } = await myShowroom(c);
    const rows = await db
      .select()
      .from(t.coupons)
      .where(eq(t.coupons.showroomId, showroom.id))
      .orderBy(asc(t.coupons.id));
    return { body: { success: true, data: rows.map(couponJson) } };
  });

  route(app, endpoints.createCoupon, async (c, { body }) => {
    const { showroom, db } = await myShowroom(c);
    const problem = validateCoupon(body.percent, showroom.markupBp / 100);
    if (problem) throw invalid('percent', problem);
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= c.get('deps').now().getTime()) {
      throw invalid('expires_at', 'Please choose an expiry date and time in the future, or none.');
    }
    const rows = await db
      .insert(t.coupons)
      .values({
        showroomId: showroom.id,
        code: body.code,
        percentBp: Math.round(body.percent * 100),
        expiresAt,
        maxUses: body.max_uses ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!rows[0]) throw invalid('code', 'This coupon code already exists.');
    return {
      status: 201,
      body: { success: true, message: 'Coupon created.', data: couponJson(rows[0]) },
    };
  });

  route(app, endpoints.deleteCoupon, async (c, { params }) => {
    const { showroom, db } = await myShowroom(c);
    const rows = await db
      .delete(t.coupons)
      .where(and(eq(t.coupons.id, params.id), eq(t.coupons.showroomId, showroom.id)))
      .returning();
    if (!rows[0]) throw notFound();
    return { body: { success: true, message: 'Coupon withdrawn.', data: null } };
  });

  route(app, endpoints.aiDesign, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const now = deps.now();
    const ip = clientIp(c);
    if (body.action === 'login') {
      await checkLimit(db, 'aiSignInIp', ip, now);
      await hit(db, 'aiSignInEmail', body.email, now);
      const [user] = await db.select().from(t.aiUsers).where(eq(t.aiUsers.email, body.email));
      const ok = user
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyAgainstDummy(body.password, deps.config.scryptN);
      if (!user || !ok) {
        await countFailure(db, 'aiSignInIp', ip, now);
        throw invalid('email', 'These credentials do not match our records.');
      }
      return {
        body: {
          success: true,
          data: { user: aiUserJson(user), token: await issueToken(db, 'ai', user.id, now) },
        },
      };
    }
    await hit(db, 'aiSignUpIp', ip, now);
    const [taken] = await db.select().from(t.aiUsers).where(eq(t.aiUsers.email, body.email));
    if (taken) throw invalid('email', 'The email has already been taken.');
    const user = one(
      await db
        .insert(t.aiUsers)
        .values({
          name: body.name,
          email: body.email,
          passwordHash: await hashPassword(body.password, deps.config.scryptN),
          credits: AI_SIGNUP_CREDITS,
        })
        .returning(),
    );
    await sendAiVerification(c, user);
    return {
      status: 201,
      body: {
        success: true,
        data: { user: aiUserJson(user), token: await issueToken(db, 'ai', user.id, now) },
      },
    };
  });

  route(app, endpoints.aiUser, async (c) => {
    const user = c.get('aiUser');
    if (!user) throw unauthenticated();
    return { body: { success: true, data: aiUserJson(user) } };
  });

  route(app, endpoints.aiCredits, async (c) => {
    const user = c.get('aiUser');
    if (!user) throw unauthenticated();
    return { body: { success: true, data: { credits: user.credits } } };
  });

  route(app, endpoints.aiEmailResend, async (c) => {
    const user = c.get('aiUser');
    if (!user) throw unauthenticated();
    const deps = c.get('deps');
    await hit(deps.database.db, 'verificationResendUser', `ai:${user.id}`, deps.now());
    await sendAiVerification(c, user);
    return {
      body: {
        success: true,
        message: 'A new verification link has been sent to your email.',
        data: null,
      },
    };
  });

  route(app, endpoints.aiEmailVerify, async (c, { params }) => {
    const deps = c.get('deps');
    const id = await useLinkToken(deps, 'ai_email_verify', params.token);
    if (!id) throw invalid('token', 'This verification link is invalid or has expired.');
    await deps.database.db
      .update(t.aiUsers)
      .set({ emailVerifiedAt: deps.now() })
      .where(eq(t.aiUsers.id, id));
    return { body: { success: true, message: 'Your email has been verified.', data: null } };
  });
}

async function sendAiVerification(c: Context<AppEnv>, user: typeof t.aiUsers.$inferSelect) {
  const deps = c.get('deps');
  const token = await issueLinkToken(deps, 'ai_email_verify', user.id, 48 * 3600_000);
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your AI design account',
    text: `Hello ${user.name},\n\nVerify your AI design account:\n${deps.config.publicUrl}/design-ai/welcome?verify=${token}\n`,
  });
}
