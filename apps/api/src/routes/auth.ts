import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { forbidden } from '../http/errors.ts';
import { currentUser, requireAdmin } from '../http/guards.ts';
import { route } from '../http/route.ts';
import {
  applyAsPro,
  changePassword,
  checkAdminOtp,
  registerCustomer,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  sendAdminOtp,
  setUserStatus,
  signIn,
  signOut,
  userJson,
  verifyEmail,
} from '../modules/identity/index.ts';

const done = (message: string) => ({ body: { success: true, message, data: null } });

const OTP_ANSWERS = {
  expired: { success: false, message: 'The code has expired. Please request a new one.' },
  wrong: { success: false, message: 'The code is not correct.' },
  verified: { success: true, message: 'Code verified.' },
} as const;

export function registerAuthRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.login, async (c, { body }) => {
    const { user, token } = await signIn(c.get('deps'), clientIp(c), body);
    const data = { user: await userJson(c.get('deps').database.db, user), token };
    return { body: { success: true, data } };
  });

  route(
    app,
    endpoints.authUser,
    async (c) => ({ body: { data: await userJson(c.get('deps').database.db, currentUser(c)) } }),
    { beforeOtp: true },
  );

  route(
    app,
    endpoints.logout,
    async (c) => {
      await signOut(c.get('deps'), c.get('token')?.id);
      return done('Logged Out Successfully');
    },
    { allowRestricted: true, beforeOtp: true },
  );

  route(app, endpoints.register, async (c, { body }) => {
    const { user, token } = await registerCustomer(c.get('deps'), clientIp(c), body);
    const data = { user: await userJson(c.get('deps').database.db, user), token };
    return { status: 201, body: { success: true, message: 'Registered successfully.', data } };
  });

  route(app, endpoints.registerContractor, async (c, { body }) => {
    const user = await applyAsPro(c.get('deps'), clientIp(c), body);
    const message = 'Thank you for applying. Your account is pending approval (up to 24 hours).';
    const data = { user: await userJson(c.get('deps').database.db, user) };
    return { status: 201, body: { success: true, message, data } };
  });

  route(app, endpoints.approveUser, async (c, { params, body }) => {
    requireAdmin(c);
    const user = await setUserStatus(c.get('deps'), params.id, body.status);
    const data = await userJson(c.get('deps').database.db, user);
    return { body: { success: true, message: 'Account updated.', data } };
  });

  route(
    app,
    endpoints.emailResend,
    async (c) => {
      const sent = await resendVerification(c.get('deps'), currentUser(c));
      return done(
        sent
          ? 'A new verification link has been sent to your email.'
          : 'Your email is already verified.',
      );
    },
    { beforeOtp: true },
  );

  route(app, endpoints.emailVerify, async (c, { params }) => {
    await verifyEmail(c.get('deps'), params.token);
    return done('Your email has been verified.');
  });

  route(
    app,
    endpoints.verifyOtp,
    async (c, { query }) => {
      const user = currentUser(c);
      if (user.type !== 'Admin') throw forbidden('Only an Admin needs a one-time code.');
      if (!query.otp) {
        await sendAdminOtp(c.get('deps'), user);
        const message = 'A one-time code has been sent to your email.';
        return { body: { success: true, message, data: {} } };
      }
      const outcome = await checkAdminOtp(c.get('deps'), user, query.otp, c.get('token')?.id);
      const data = { valid_otp: outcome === 'verified' };
      return { body: { ...OTP_ANSWERS[outcome], data } };
    },
    { beforeOtp: true },
  );

  route(app, endpoints.passwordResetRequest, async (c, { body }) => {
    await requestPasswordReset(c.get('deps'), clientIp(c), body.email);
    return done('If an account exists for this email, a reset link has been sent.');
  });

  route(app, endpoints.passwordReset, async (c, { body }) => {
    await resetPassword(c.get('deps'), clientIp(c), body);
    return done('Your password has been reset. Please sign in.');
  });

  route(app, endpoints.changePassword, async (c, { body }) => {
    await changePassword(c.get('deps'), currentUser(c), c.get('token')?.id, body);
    return done('Your password has been changed.');
  });
}
