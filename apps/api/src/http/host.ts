import { hostname as machineName, networkInterfaces } from 'node:os';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { isLoopback } from './client-ip.ts';

/** A host name as compared: lower case, no brackets around IPv6, no trailing dot. */
const normalize = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/** `localhost` and its subdomains, which browsers resolve to this machine themselves. */
const loopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

let own: { at: number; names: Set<string> } | undefined;

/**
 * This machine's addresses and name, read again when older than `maxAgeMs` (addresses change;
 * a miss reads them again at most once a second).
 */
function ownNames(maxAgeMs: number, now = Date.now()): Set<string> {
  if (own && now - own.at < maxAgeMs) return own.names;
  const names = new Set<string>([normalize(machineName())]);
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) names.add(normalize(entry.address.replace(/%.*$/, '')));
  }
  own = { at: now, names };
  return names;
}

/**
 * Whether the API answers a request for `host` (issue 23 item 6, DNS rebinding): loopback names
 * and addresses, this machine's own addresses and name, PUBLIC_URL's host, and ALLOWED_HOSTS.
 * A page on an attacker's domain that re-points its name at 127.0.0.1 sends its own name as
 * Host, so it is refused and never reaches /dev/mailbox or a signed-in API.
 */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = normalize(host);
  if (h === '') return false;
  if (loopbackName(h) || isLoopback(h)) return true;
  if (allowed.some((a) => normalize(a) === h)) return true;
  return ownNames(10_000).has(h) || ownNames(1_000).has(h);
}

/** 421 Misdirected Request for any other Host, before anything else runs. */
export const hostAllowList: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config } = c.get('deps');
  const host = new URL(c.req.url).hostname;
  if (!hostAllowed(host, config.allowedHosts)) {
    return c.json(
      {
        message: `This server does not answer for the host "${host}". Its operator can add it to ALLOWED_HOSTS (or PUBLIC_URL).`,
      },
      421,
    );
  }
  return next();
};
