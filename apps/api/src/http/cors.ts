import { endpoints } from '@brand/core/contract';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { showrooms } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { isLoopback } from './client-ip.ts';
import { originAllowed } from './embed-origin.ts';

const ALLOW_HEADERS =
  'Authorization, AuthorizationAI, Content-Type, Accept, X-Requested-With, Idempotency-Key';

/** The headers that carry a session: a request with one is credentialed. */
const CREDENTIAL_HEADERS = ['authorization', 'authorizationai'];

/** Every contract endpoint that needs a signed-in user or AI account, by method and path. */
const PRIVATE = Object.values(endpoints)
  .filter((e) => e.auth !== 'public')
  .map((e) => ({
    method: e.method as string,
    pattern: new RegExp(
      `^${e.path
        .replace(/\/$/, '')
        .split('/')
        .map((p) => (p.startsWith(':') ? '[^/]+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
    ),
  }));

const isPrivate = (method: string, path: string) =>
  PRIVATE.some((e) => e.method === method && e.pattern.test(path));

/**
 * The origins a credentialed or private call may come from (issue 23 item 6): the marketplace's
 * PUBLIC_URL, the API's own origin, and outside production a page on this machine (the site's
 * dev server). Never whatever a request says.
 */
function trustedOrigin(c: Context<AppEnv>, origin: string): boolean {
  const { config } = c.get('deps');
  if (origin === new URL(config.publicUrl).origin) return true;
  if (origin === new URL(c.req.url).origin) return true;
  if (config.nodeEnv === 'production') return false;
  try {
    const { protocol, hostname } = new URL(origin);
    const host = hostname.replace(/^\[(.*)\]$/, '$1');
    return (
      (protocol === 'http:' || protocol === 'https:') && (host === 'localhost' || isLoopback(host))
    );
  } catch {
    return false;
  }
}

/**
 * CORS. Public calls without a session (the embed's showroom, catalogue and temporary cart) may
 * come from any site: the gate for a showroom whose Pro set allowed domains is in the handlers
 * (`assertEmbedOrigin`), on the showroom they serve; this only leaves the CORS headers off what
 * they refused, and refuses a preflight that names such a showroom in its query.
 *
 * Credentialed calls (an Authorization or AuthorizationAI header) and private endpoints answer
 * CORS only to a trusted origin (`trustedOrigin`), never to a reflected one (issue 23 item 6):
 * their preflight from another origin is 403, their answer carries no CORS header.
 */
export const cors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (!origin) return next();
  if (c.req.method === 'OPTIONS') {
    const method = (c.req.header('access-control-request-method') ?? 'GET').toUpperCase();
    const requested = (c.req.header('access-control-request-headers') ?? '')
      .toLowerCase()
      .split(',')
      .map((h) => h.trim());
    const credentialed =
      requested.some((h) => CREDENTIAL_HEADERS.includes(h)) || isPrivate(method, c.req.path);
    if (credentialed && !trustedOrigin(c, origin)) return c.body(null, 403);
    const vsd = c.req.query('showroom') ?? c.req.query('vsd_id');
    if (vsd && /^[A-Za-z0-9]{8}$/.test(vsd)) {
      const [row] = await c
        .get('deps')
        .database.db.select({ domains: showrooms.allowedDomains })
        .from(showrooms)
        .where(eq(showrooms.vsdId, vsd.toUpperCase()));
      if (row && !originAllowed(c, row.domains)) return c.body(null, 403);
    }
    return c.body(null, 204, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'Access-Control-Allow-Headers':
        c.req.header('access-control-request-headers') ?? ALLOW_HEADERS,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    });
  }
  await next();
  const credentialed =
    CREDENTIAL_HEADERS.some((h) => c.req.header(h) !== undefined) ||
    isPrivate(c.req.method, c.req.path);
  if (credentialed ? trustedOrigin(c, origin) : !c.get('embedDenied')) {
    c.res.headers.set('Access-Control-Allow-Origin', origin);
  }
  c.res.headers.append('Vary', 'Origin');
};
