import { endpoints } from '@brand/core/contract';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@brand/core/rules';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  hashPassword,
  needsRehash,
  newOtp,
  sha256,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth/crypto.ts';
import type { Db } from '../db/client.ts';
import { one } from '../db/one.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { forbidden, HttpError, invalid, notFound } from '../http/errors.ts';
import { currentUser, requireAdmin } from '../http/guards.ts';
import { route } from '../http/route.ts';
import { sendVerification } from '../modules/identity/send-verification.ts';
import { issueLinkToken, issueToken, useLinkToken } from '../modules/identity/tokens.ts';
import { userJson } from '../modules/identity/user-json.ts';
import { ensureShowroom } from '../modules/showrooms/ensure-showroom.ts';
import { CardError } from '../services/payments.ts';
import { checkLimit, countFailure, hit } from '../services/rate-limit.ts';
import { catalogChanged } from '../services/read-cache.ts';
import {
  checkSignInBackoff,
  clearSignInFailures,
  recordSignInFailure,
} from '../services/sign-in-backoff.ts';

const RESET_TTL_MINUTES = 60;

async function emailTaken(db: Db, email: string) {
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return Boolean(row);
}

export function registerAuthRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.login, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const now = deps.now();
    const ip = clientIp(c);
    // Both limits are checked before any password is verified (issue 13): a blocked address or
    // a backing-off account gets 429 even with the right password.
    await checkLimit(db, 'signInIp', ip, now);
    await checkSignInBackoff(db, body.email, now);
    const [user] = await db.select().from(t.users).where(eq(t.users.email, body.email));
    // An unknown email costs the same scrypt as a known one: the timing tells nothing.
    const ok = user
      ? await verifyPassword(body.password, user.passwordHash)
      : await verifyAgainstDummy(body.password, deps.config.scryptN);
    if (!user || !ok) {
      await countFailure(db, 'signInIp', ip, now);
      await recordSignInFailure(db, body.email, now);
      throw invalid('email', 'These credentials do not match our records.');
    }
    await clearSignInFailures(db, body.email);
    // A hash of a lower cost than today's policy is replaced now that we know the password.
    if (needsRehash(user.passwordHash, deps.config.scryptN)) {
      await db
        .update(t.users)
        .set({ passwordHash: await hashPassword(body.password, deps.config.scryptN) })
        .where(and(eq(t.users.id, user.id), eq(t.users.passwordHash, user.passwordHash)));
    }
    // Every status gets the user (the client decides what to show); a token of a user whose
    // status does not allow sign-in only works for logout (see http/auth.ts).
    const token = await issueToken(db, 'api', user.id, now);
    return { body: { success: true, data: { user: await userJson(db, user), token } } };
  });

  route(
    app,
    endpoints.authUser,
    async (c) => {
      const user = currentUser(c);
      return { body: { data: await userJson(c.get('deps').database.db, user) } };
    },
    { beforeOtp: true },
  );

  route(
    app,
    endpoints.logout,
    async (c) => {
      const token = c.get('token');
      const deps = c.get('deps');
      if (token) {
        await deps.database.db
          .update(t.tokens)
          .set({ revokedAt: deps.now() })
          .where(eq(t.tokens.id, token.id));
      }
      return { body: { success: true, message: 'Logged Out Successfully', data: null } };
    },
    { allowRestricted: true, beforeOtp: true },
  );

  route(app, endpoints.register, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    await hit(db, 'registerIp', clientIp(c), deps.now());
    if (await emailTaken(db, body.email))
      throw invalid('email', 'The email has already been taken.');
    let card: Awaited<ReturnType<typeof deps.payments.tokenize>> | null = null;
    if (body.card_number) {
      try {
        card = await deps.payments.tokenize({
          number: body.card_number,
          expiry: body.exp_date,
          cvc: body.cvv,
          name: body.name_on_Card,
        });
      } catch (err) {
        if (err instanceof CardError) throw invalid(err.field, err.message);
        throw err;
      }
    }
    let shopId: number | null = null;
    if (body.shop_id > 0) {
      const [showroom] = await db
        .select()
        .from(t.showrooms)
        .where(eq(t.showrooms.id, body.shop_id));
      shopId = showroom?.id ?? null;
    }
    const passwordHash = await hashPassword(body.password, deps.config.scryptN);
    const user = await db
      .transaction(async (tx) => {
        const created = one(
          await tx
            .insert(t.users)
            .values({
              type: 'User',
              status: 'Active',
              email: body.email,
              passwordHash,
              firstName: body.first_name,
              lastName: body.last_name,
              countryCode: body.country_code,
              phoneNumber: body.phone_number,
              zipCode: body.zip_code,
              shopId,
            })
            .onConflictDoNothing()
            .returning(),
          'new user',
        );
        await tx.insert(t.addresses).values({
          userId: created.id,
          street: body.shipping_street,
          city: body.shipping_city,
          state: body.shipping_state,
          zipCode: body.shipping_zip_code,
          apartment: body.shipping_apartment || null,
        });
        if (card) {
          await tx.insert(t.paymentMethods).values({
            userId: created.id,
            processorToken: card.token,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            nameOnCard: body.name_on_Card,
            payStreet: body.pay_street,
            payCity: body.pay_city,
            payState: body.pay_state,
            payZipCode: body.pay_zip_code,
          });
        }
        return created;
      })
      .catch((err) => {
        if (String(err?.message).includes('new user')) {
          throw invalid('email', 'The email has already been taken.');
        }
        throw err;
      });
    await sendVerification(deps, user);
    const token = await issueToken(db, 'api', user.id, deps.now());
    return {
      status: 201,
      body: {
        success: true,
        message: 'Registered successfully.',
        data: { user: await userJson(db, user), token },
      },
    };
  });

  route(app, endpoints.registerContractor, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    await hit(db, 'registerIp', clientIp(c), deps.now());
    if (await emailTaken(db, body.email))
      throw invalid('email', 'The email has already been taken.');
    const user = one(
      await db
        .insert(t.users)
        .values({
          type: body.type,
          status: 'pending',
          email: body.email,
          passwordHash: await hashPassword(body.password, deps.config.scryptN),
          firstName: body.first_name,
          lastName: body.last_name,
          countryCode: body.country_code,
          phoneNumber: body.phone_number,
          zipCode: body.zip_code,
          companyName: body.company_name,
        })
        .returning(),
    );
    if (user.type === 'Contractor') {
      await ensureShowroom(db, user);
      await catalogChanged(deps.database);
    }
    await sendVerification(deps, user);
    const admins = await db.select().from(t.users).where(eq(t.users.type, 'Admin'));
    for (const admin of admins) {
      await db.insert(t.notifications).values({
        userId: admin.id,
        kind: 'general',
        title: 'New Pro application',
        body: `${body.company_name} (${body.email}) applied as a ${user.type}.`,
        link: '/account',
      });
    }
    return {
      status: 201,
      body: {
        success: true,
        message: 'Thank you for applying. Your account is pending approval (up to 24 hours).',
        data: { user: await userJson(db, user) },
      },
    };
  });

  route(app, endpoints.approveUser, async (c, { params, body }) => {
    requireAdmin(c);
    const { db } = c.get('deps').database;
    const [user] = await db
      .update(t.users)
      .set({ status: body.status })
      .where(and(eq(t.users.id, params.id), ne(t.users.type, 'Admin')))
      .returning();
    if (!user) throw notFound();
    if (user.type === 'Contractor' && body.status === 'Approve') await ensureShowroom(db, user);
    // The user's status decides whether their showroom is found.
    await catalogChanged(c.get('deps').database);
    return { body: { success: true, message: 'Account updated.', data: await userJson(db, user) } };
  });

  route(app, endpoints.socialLogin, async () => {
    throw forbidden('Social sign-in is not available on this server.');
  });

  route(
    app,
    endpoints.emailResend,
    async (c) => {
      const deps = c.get('deps');
      const user = currentUser(c);
      if (user.emailVerifiedAt) {
        return { body: { success: true, message: 'Your email is already verified.', data: null } };
      }
      await hit(deps.database.db, 'verificationResendUser', user.id, deps.now());
      await sendVerification(deps, user);
      return {
        body: {
          success: true,
          message: 'A new verification link has been sent to your email.',
          data: null,
        },
      };
    },
    { beforeOtp: true },
  );

  route(app, endpoints.emailVerify, async (c, { params }) => {
    const deps = c.get('deps');
    const userId = await useLinkToken(deps, 'email_verify', params.token);
    if (!userId) throw invalid('token', 'This verification link is invalid or has expired.');
    await deps.database.db
      .update(t.users)
      .set({ emailVerifiedAt: deps.now() })
      .where(and(eq(t.users.id, userId), isNull(t.users.emailVerifiedAt)));
    return { body: { success: true, message: 'Your email has been verified.', data: null } };
  });

  route(
    app,
    endpoints.verifyOtp,
    async (c, { query }) => {
      const deps = c.get('deps');
      const { db } = deps.database;
      const user = currentUser(c);
      if (user.type !== 'Admin') throw forbidden('Only an Admin needs a one-time code.');
      const now = deps.now();
      if (!query.otp) {
        await hit(db, 'otpSendUser', user.id, now);
        const code = newOtp();
        await db
          .update(t.oneTimeCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(t.oneTimeCodes.purpose, 'admin_otp'),
              eq(t.oneTimeCodes.subjectId, user.id),
              isNull(t.oneTimeCodes.usedAt),
            ),
          );
        await db.insert(t.oneTimeCodes).values({
          purpose: 'admin_otp',
          subjectId: user.id,
          codeHash: sha256(`${user.id}:${code}`),
          expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
        });
        await deps.mailer.send({
          to: user.email,
          subject: 'Your one-time code',
          text: `Your one-time code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes.`,
        });
        return {
          body: {
            success: true,
            message: 'A one-time code has been sent to your email.',
            data: {},
          },
        };
      }
      await hit(db, 'otpVerifyUser', user.id, now);
      const [code] = await db
        .select()
        .from(t.oneTimeCodes)
        .where(
          and(
            eq(t.oneTimeCodes.purpose, 'admin_otp'),
            eq(t.oneTimeCodes.subjectId, user.id),
            isNull(t.oneTimeCodes.usedAt),
          ),
        )
        .orderBy(desc(t.oneTimeCodes.id))
        .limit(1);
      if (!code || code.expiresAt.getTime() <= now.getTime()) {
        return {
          body: {
            success: false,
            message: 'The code has expired. Please request a new one.',
            data: { valid_otp: false },
          },
        };
      }
      if (code.attempts >= OTP_MAX_ATTEMPTS) {
        throw new HttpError(429, 'Too many wrong codes. Please request a new one.');
      }
      if (code.codeHash !== sha256(`${user.id}:${query.otp}`)) {
        await db
          .update(t.oneTimeCodes)
          .set({ attempts: code.attempts + 1 })
          .where(eq(t.oneTimeCodes.id, code.id));
        return {
          body: { success: false, message: 'The code is not correct.', data: { valid_otp: false } },
        };
      }
      await db.update(t.oneTimeCodes).set({ usedAt: now }).where(eq(t.oneTimeCodes.id, code.id));
      const token = c.get('token');
      if (token)
        await db.update(t.tokens).set({ otpVerifiedAt: now }).where(eq(t.tokens.id, token.id));
      return { body: { success: true, message: 'Code verified.', data: { valid_otp: true } } };
    },
    { beforeOtp: true },
  );

  route(app, endpoints.passwordResetRequest, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    await hit(db, 'passwordResetIp', clientIp(c), deps.now());
    await hit(db, 'passwordResetEmail', body.email, deps.now());
    const [user] = await db.select().from(t.users).where(eq(t.users.email, body.email));
    if (user) {
      const token = await issueLinkToken(
        deps,
        'password_reset',
        user.id,
        RESET_TTL_MINUTES * 60_000,
      );
      await deps.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Open this link to choose a new password:\n${deps.config.publicUrl}/password_reset?token=${token}&email=${encodeURIComponent(user.email)}\n\nThe link is valid for ${RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.`,
      });
    }
    return {
      body: {
        success: true,
        message: 'If an account exists for this email, a reset link has been sent.',
        data: null,
      },
    };
  });

  route(app, endpoints.passwordReset, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    await hit(db, 'passwordResetUseIp', clientIp(c), deps.now());
    const [user] = await db.select().from(t.users).where(eq(t.users.email, body.email));
    const [code] = user
      ? await db
          .select()
          .from(t.oneTimeCodes)
          .where(
            and(
              eq(t.oneTimeCodes.codeHash, sha256(body.token)),
              eq(t.oneTimeCodes.subjectId, user.id),
              eq(t.oneTimeCodes.purpose, 'password_reset'),
            ),
          )
      : [];
    if (!user || !code || !(await useLinkToken(deps, 'password_reset', body.token))) {
      throw invalid('token', 'This password reset link is invalid or has expired.');
    }
    await db
      .update(t.users)
      .set({ passwordHash: await hashPassword(body.password, deps.config.scryptN) })
      .where(eq(t.users.id, user.id));
    await db
      .update(t.tokens)
      .set({ revokedAt: deps.now() })
      .where(and(eq(t.tokens.kind, 'api'), eq(t.tokens.subjectId, user.id)));
    await clearSignInFailures(db, user.email);
    return {
      body: { success: true, message: 'Your password has been reset. Please sign in.', data: null },
    };
  });

  route(app, endpoints.changePassword, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = currentUser(c);
    if (!(await verifyPassword(body.current_password, user.passwordHash))) {
      throw invalid('current_password', 'The current password is incorrect.');
    }
    await db
      .update(t.users)
      .set({ passwordHash: await hashPassword(body.password, deps.config.scryptN) })
      .where(eq(t.users.id, user.id));
    const token = c.get('token');
    await db
      .update(t.tokens)
      .set({ revokedAt: deps.now() })
      .where(
        and(
          eq(t.tokens.kind, 'api'),
          eq(t.tokens.subjectId, user.id),
          ne(t.tokens.id, token?.id ?? 0),
        ),
      );
    return { body: { success: true, message: 'Your password has been changed.', data: null } };
  });
}
