import { endpoints } from '@brand/core/contract';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { unauthenticated } from '../http/errors.ts';
import { route } from '../http/route.ts';
import {
  aiSignIn,
  aiSignUp,
  aiUserJson,
  proposeDesign,
  resendAiVerification,
  verifyAiEmail,
} from '../modules/ai/index.ts';

function currentAiUser(c: Context<AppEnv>) {
  const user = c.get('aiUser');
  if (!user) throw unauthenticated();
  return user;
}

export function registerAiRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.aiDesign, async (c, { body }) => {
    const deps = c.get('deps');
    if (body.action === 'login') {
      const { user, token } = await aiSignIn(deps, clientIp(c), body);
      return { body: { success: true, data: { user: aiUserJson(user), token } } };
    }
    const { user, token } = await aiSignUp(deps, clientIp(c), body);
    return { status: 201, body: { success: true, data: { user: aiUserJson(user), token } } };
  });

  route(app, endpoints.aiUser, async (c) => {
    return { body: { success: true, data: aiUserJson(currentAiUser(c)) } };
  });

  route(app, endpoints.aiCredits, async (c) => {
    return { body: { success: true, data: { credits: currentAiUser(c).credits } } };
  });

  route(app, endpoints.aiProposeDesign, async (c, { body }) => {
    const data = await proposeDesign(c.get('deps').database.db, currentAiUser(c), body);
    return { body: { success: true, message: 'Your design is ready.', data } };
  });

  route(app, endpoints.aiEmailResend, async (c) => {
    await resendAiVerification(c.get('deps'), currentAiUser(c));
    const message = 'A new verification link has been sent to your email.';
    return { body: { success: true, message, data: null } };
  });

  route(app, endpoints.aiEmailVerify, async (c, { params }) => {
    await verifyAiEmail(c.get('deps'), params.token);
    return { body: { success: true, message: 'Your email has been verified.', data: null } };
  });
}
