import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { showrooms } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { originAllowed } from './embed-origin.ts';

const ALLOW_HEADERS =
  'Authorization, AuthorizationAI, Content-Type, Accept, X-Requested-With, Idempotency-Key';

/**
 * CORS for the embed: any origin may call the API (bearer tokens, no cookies). The gate for a
 * showroom whose Pro set allowed domains is in the handlers (`assertEmbedOrigin`), on the
 * showroom they serve; this only leaves the CORS headers off what they refused, and refuses a
 * preflight that names such a showroom in its query.
 */
export const cors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (!origin) return next();
  if (c.req.method === 'OPTIONS') {
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
  if (!c.get('embedDenied')) {
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.append('Vary', 'Origin');
  }
};
