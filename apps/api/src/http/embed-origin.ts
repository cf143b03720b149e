import { embedHostAllowed } from '@brand/core/rules';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { HttpError } from './errors.ts';

/**
 * Whether a browser page at `Origin` may use a showroom whose Pro listed `allowedDomains`
 * (issue 3 "allowed domains", issue 13): no Origin (not a cross-site browser call), an empty
 * list, the marketplace's own PUBLIC_URL origin, the API's own origin, or a listed domain.
 */
export function originAllowed(c: Context<AppEnv>, allowedDomains: readonly string[]) {
  const origin = c.req.header('origin');
  if (origin === undefined || allowedDomains.length === 0) return true;
  if (origin === new URL(c.get('deps').config.publicUrl).origin) return true;
  if (origin === new URL(c.req.url).origin) return true;
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return false; // `Origin: null` (sandboxed frames, file: pages) and garbage
  }
  return embedHostAllowed(host, allowedDomains);
}

/**
 * The gate every handler that serves a showroom's data calls with the showroom it resolved
 * (the same validated row it serves, so no second parsing can disagree): 403 with a message
 * when a browser page on a domain the Pro did not list asks for it. CORS headers are left off
 * that answer too.
 */
export function assertEmbedOrigin(
  c: Context<AppEnv>,
  showroom: { allowedDomains: readonly string[] } | null | undefined,
) {
  if (!showroom || originAllowed(c, showroom.allowedDomains)) return;
  c.set('embedDenied', true);
  throw new HttpError(
    403,
    `This showroom cannot be shown on ${c.req.header('origin')}. Its Pro can add this site to the showroom's allowed domains.`,
  );
}
