import { eq, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { hit } from '../../services/rate-limit.ts';
import { isActiveStatus, issueLinkToken } from '../identity/index.ts';
import { providerById, providerConfiguration, redirectUri } from './providers.ts';
import { openState } from './state-cookie.ts';

/** Why a social sign-in did not sign anyone in: the site's /login?error=<code> explains each. */
export type SocialSignInFailure =
  | 'state'
  | 'denied'
  | 'provider'
  | 'unavailable'
  | 'unverified'
  | 'deactivated'
  | 'pending'
  | 'admin';

export type SocialSignInResult =
  | { ok: true; code: string; redirect: string | null }
  | { ok: false; error: SocialSignInFailure };

/** The purpose of the one-time codes in one_time_codes that hand a session to the site. */
export const EXCHANGE_PURPOSE = 'oidc_exchange';
/** How long the site has to exchange the code (it does so at once). */
export const EXCHANGE_TTL_MS = 60_000;

/** The first name, last name of a new account: the ID token's, else the email's local part. */
function namesOf(claims: client.IDToken, email: string) {
  const given = typeof claims.given_name === 'string' ? claims.given_name.trim() : '';
  const family = typeof claims.family_name === 'string' ? claims.family_name.trim() : '';
  if (given) return { firstName: given.slice(0, 100), lastName: family.slice(0, 100) };
  const full = typeof claims.name === 'string' ? claims.name.trim() : '';
  const [first, ...rest] = full.split(/\s+/);
  if (first) return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
  return { firstName: (email.split('@')[0] ?? 'Customer').slice(0, 100), lastName: '' };
}

const usersByEmail = (db: Db, email: string) =>
  db.select().from(t.users).where(sql`lower(${t.users.email}) = lower(${email})`);

/**
 * A new Customer for a verified email nobody has: active, the email verified (the provider
 * checked it), no password that works (a reset sets one), and none of the registration form's
 * phone, zip, address or card: the profile and checkout ask for those when they are needed.
 */
async function createCustomer(deps: Deps, ip: string, email: string, claims: client.IDToken) {
  const { db } = deps.database;
  await hit(db, 'registerIp', ip, deps.now());
  const [created] = await db
    .insert(t.users)
    .values({
      type: 'User',
      status: 'Active',
      email: email.toLowerCase(),
      // Not a scrypt hash, so no password matches it (auth/crypto.ts verifyPassword).
      passwordHash: 'none$social-sign-in',
      ...namesOf(claims, email),
      emailVerifiedAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  // Two callbacks at once for one email: the other made the account; sign in to it.
  return created ?? one(await usersByEmail(db, email), 'social user');
}

/**
 * The provider sent the browser back (docs/decisions/social-sign-in.md, flow step 3): the state
 * cookie is checked, the code exchanged with the PKCE verifier, the ID token checked (iss, aud,
 * exp, nonce) by openid-client; only a verified email signs in, to its account or to a new
 * Customer. Answers a one-time code for the site (60 s, single use), or why not. Failures count
 * against the address (RATE_LIMITS.socialSignInIp); a success gives its count back.
 */
export async function finishSocialSignIn(
  deps: Deps,
  ip: string,
  providerId: string,
  query: URLSearchParams,
  stateCookie: string | undefined,
): Promise<SocialSignInResult> {
  const { db } = deps.database;
  const provider = providerById(deps, providerId);
  const counted = await hit(db, 'socialSignInIp', ip, deps.now());
  const fail = (error: SocialSignInFailure): SocialSignInResult => ({ ok: false, error });
  const saved = openState(deps.config.oidc.stateSecret, stateCookie, provider.id, deps.now());
  if (!saved || query.get('state') !== saved.state) return fail('state');
  if (query.get('error'))
    return fail(query.get('error') === 'access_denied' ? 'denied' : 'provider');
  let configuration: client.Configuration;
  try {
    configuration = await providerConfiguration(provider);
  } catch {
    return fail('unavailable');
  }
  const callback = redirectUri(deps, provider);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(
      configuration,
      new URL(`${callback}?${query}`),
      {
        pkceCodeVerifier: saved.verifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: callback },
    );
    claims = tokens.claims();
  } catch {
    return fail('provider');
  }
  if (!claims) return fail('provider');
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  // Apple sends email_verified as the string "true".
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!email || !verified) return fail('unverified');
  let [user] = await usersByEmail(db, email);
  if (user) {
    if (user.type === 'Admin') return fail('admin');
    if (user.status === 'Deactive') return fail('deactivated');
    if (!isActiveStatus(user.status)) return fail('pending');
    if (!user.emailVerifiedAt) {
      await db.update(t.users).set({ emailVerifiedAt: deps.now() }).where(eq(t.users.id, user.id));
    }
  } else {
    user = await createCustomer(deps, ip, email, claims);
  }
  const code = await issueLinkToken(deps, EXCHANGE_PURPOSE, user.id, EXCHANGE_TTL_MS);
  await counted.giveBack();
  return { ok: true, code, redirect: saved.redirect };
}
