import { createHmac, timingSafeEqual } from 'node:crypto';

/** The state cookie's name and life (10 minutes: long enough to sign in at the provider). */
export const STATE_COOKIE = 'oidc_state';
export const STATE_TTL_SECONDS = 10 * 60;

/** What the start keeps for the callback: the checks openid-client verifies. */
export interface SignInState {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  /** Where the site goes after signing in (a same-site path), if any. */
  redirect: string | null;
  /** When it stops being accepted, in ms since the epoch. */
  expires: number;
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

/** `<base64url JSON>.<HMAC-SHA256>`: the browser keeps it but cannot change it. */
export function sealState(secret: string, state: SignInState): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The state back, or null when missing, tampered with, expired or for another provider. */
export function openState(
  secret: string,
  cookie: string | undefined,
  provider: string,
  now: Date,
): SignInState | null {
  if (!cookie) return null;
  const [body, signature, extra] = cookie.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const state = JSON.parse(Buffer.from(body, 'base64url').toString()) as SignInState;
    if (state.provider !== provider || !(state.expires > now.getTime())) return null;
    return state;
  } catch {
    return null;
  }
}
