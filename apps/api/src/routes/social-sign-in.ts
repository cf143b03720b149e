import { endpoints, SocialLoginParamsSchema } from '@brand/core/contract';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { userJson } from '../modules/identity/index.ts';
import {
  exchangeSignInCode,
  finishSocialSignIn,
  listProviders,
  STATE_COOKIE,
  STATE_TTL_SECONDS,
  startPath,
  startSocialSignIn,
} from '../modules/social-sign-in/index.ts';

const COOKIE_PATH = '/api/auth/oidc';

/** The `:provider` of a start or callback URL, or a 422 as the contract's routes answer. */
function providerOf(c: Context<AppEnv>) {
  const parsed = v.safeParse(SocialLoginParamsSchema, { provider: c.req.param('provider') });
  if (!parsed.success) {
    throw new HttpError(422, 'The given data was invalid.', {
      provider: ['The provider is not valid.'],
    });
  }
  return parsed.output.provider;
}

/**
 * Social sign-in with OpenID Connect (docs/decisions/social-sign-in.md). The start and the
 * callback are browser navigations, not contract calls: they answer redirects. The state cookie
 * is httpOnly, SameSite=Lax, signed, 10 minutes, and only sent to /api/auth/oidc.
 */
export function registerSocialSignInRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.socialProviders, (c) => ({ body: { data: listProviders(c.get('deps')) } }));

  route(app, endpoints.socialLogin, (c, { params }) => ({
    body: { data: { url: startPath(c.get('deps'), params.provider) } },
  }));

  route(app, endpoints.socialExchange, async (c, { body }) => {
    const { user, token } = await exchangeSignInCode(c.get('deps'), clientIp(c), body.code);
    const data = { user: await userJson(c.get('deps').database.db, user), token };
    return { body: { success: true, data } };
  });

  app.get('/api/auth/oidc/:provider/start', async (c) => {
    const deps = c.get('deps');
    const { location, cookie } = await startSocialSignIn(
      deps,
      providerOf(c),
      c.req.query('redirect'),
    );
    setCookie(c, STATE_COOKIE, cookie, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.config.publicUrl.startsWith('https:'),
      maxAge: STATE_TTL_SECONDS,
    });
    return c.redirect(location, 302);
  });

  app.get('/api/auth/oidc/:provider/callback', async (c) => {
    const provider = providerOf(c);
    const query = new URL(c.req.url).searchParams;
    const result = await finishSocialSignIn(
      c.get('deps'),
      clientIp(c),
      provider,
      query,
      getCookie(c, STATE_COOKIE),
    );
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH });
    if (!result.ok) return c.redirect(`/login?error=${result.error}`, 302);
    const fragment = new URLSearchParams({ code: result.code });
    if (result.redirect) fragment.set('redirect', result.redirect);
    // A fragment never reaches a server log or a Referer.
    return c.redirect(`/auth/callback#${fragment}`, 302);
  });

  // A provider that answers with response_mode=form_post (Apple, when it is asked for the email)
  // posts cross-site, so the SameSite=Lax cookie is not sent: go round once as a GET navigation,
  // which carries it.
  app.post('/api/auth/oidc/:provider/callback', async (c) => {
    const provider = providerOf(c);
    const form = await c.req.parseBody();
    const query = new URLSearchParams();
    for (const key of ['code', 'state', 'error', 'error_description', 'iss']) {
      const value = form[key];
      if (typeof value === 'string') query.set(key, value);
    }
    return c.redirect(`/api/auth/oidc/${provider}/callback?${query}`, 303);
  });
}
