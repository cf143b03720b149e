import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { showrooms } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';

const ALLOW_HEADERS =
  'Authorization, AuthorizationAI, Content-Type, Accept, X-Requested-With, Idempotency-Key';

/** A host matches `example.com` exactly, or `*.example.com` for its subdomains. */
export function hostAllowed(host: string, domains: readonly string[]) {
  const h = host.toLowerCase();
  return domains.some((d) => (d.startsWith('*.') ? h.endsWith(d.slice(1)) : h === d));
}

async function showroomOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string | null> {
  const q = c.req.query('showroom') ?? c.req.query('vsd_id') ?? c.req.header('x-showroom');
  if (q) return q;
  if (
    c.req.method === 'POST' &&
    (c.req.header('content-type') ?? '').startsWith('application/json')
  ) {
    try {
      const body = (await c.req.raw.clone().json()) as { showroom?: unknown };
      return typeof body.showroom === 'string' ? body.showroom : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * CORS for the embed: any origin may call the API (bearer tokens, no cookies) unless the request
 * names a showroom whose Pro set an allow-list of domains; then only those origins (and the
 * marketplace's own PUBLIC_URL) get the CORS headers.
 */
export const cors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (!origin) return next();
  const deps = c.get('deps');
  let allowed = true;
  const vsd = await showroomOf(c);
  if (vsd && /^[A-Za-z0-9]{8}$/.test(vsd)) {
    const [row] = await deps.database.db
      .select({ domains: showrooms.allowedDomains })
      .from(showrooms)
      .where(eq(showrooms.vsdId, vsd.toUpperCase()));
    if (row && row.domains.length > 0) {
      let host = '';
      try {
        host = new URL(origin).hostname;
      } catch {}
      allowed = origin === new URL(deps.config.publicUrl).origin || hostAllowed(host, row.domains);
    }
  }
  if (c.req.method === 'OPTIONS') {
    if (!allowed) return c.body(null, 403);
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
  if (allowed) {
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.append('Vary', 'Origin');
  }
};
