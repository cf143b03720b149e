import * as client from 'openid-client';
import type { Deps } from '../../env.ts';
import { DomainError } from '../../errors.ts';
import { providerById, providerConfiguration, redirectUri } from './providers.ts';
import { STATE_TTL_SECONDS, sealState } from './state-cookie.ts';

/** A same-site path to go to after signing in (as /login's `redirect`), else null. */
const safeRedirect = (value: string | undefined) =>
  value && /^\/(?![/\\])/.test(value) && value.length <= 512 ? value : null;

/**
 * Starts signing in with a provider: a PKCE verifier (S256), state and nonce, sealed in the
 * state cookie; answers the provider's authorization URL and the cookie's value. 404 for an
 * unconfigured provider; 503 when its discovery document cannot be fetched.
 */
export async function startSocialSignIn(deps: Deps, providerId: string, redirect?: string) {
  const provider = providerById(deps, providerId);
  let configuration: client.Configuration;
  try {
    configuration = await providerConfiguration(provider);
  } catch {
    throw new DomainError('unavailable', `${provider.name} sign-in is not reachable right now.`, {
      retryAfterSeconds: 30,
    });
  }
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(deps, provider),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const cookie = sealState(deps.config.oidc.stateSecret, {
    provider: provider.id,
    state,
    nonce,
    verifier,
    redirect: safeRedirect(redirect),
    expires: deps.now().getTime() + STATE_TTL_SECONDS * 1000,
  });
  return { location: url.href, cookie };
}
