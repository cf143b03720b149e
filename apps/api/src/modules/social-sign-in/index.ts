/**
 * Social sign-in with OpenID Connect (docs/decisions/social-sign-in.md): the configured
 * providers, the start (PKCE, state, nonce in a signed cookie), the callback and the one-time
 * code exchange.
 */
export { finishSocialSignIn, type SocialSignInFailure } from './callback.ts';
export { exchangeSignInCode } from './exchange.ts';
export { listProviders, startPath } from './providers.ts';
export { startSocialSignIn } from './start.ts';
export { STATE_COOKIE, STATE_TTL_SECONDS } from './state-cookie.ts';
