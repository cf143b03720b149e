import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import type { AppEnv } from '../env.ts';

/**
 * The address of the socket the request came in on, or undefined when there is none (a test
 * calling `app.request` directly, or a Unix socket).
 */
export function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether the request says it was forwarded by a proxy (any of the usual headers). */
export function isForwarded(c: Context<AppEnv>): boolean {
  return ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host'].some(
    (name) => c.req.header(name) !== undefined,
  );
}

/**
 * The client's address for rate limits: the socket's address, unless TRUST_PROXY names the
 * proxies in front of us; then the right-most X-Forwarded-For hop that is not a trusted proxy
 * (proxy-addr, as Express computes `req.ip`). A client cannot pick its address by sending the
 * header itself: untrusted sockets' headers are ignored, and hops it prepends are left of the
 * first untrusted one.
 */
export function clientIp(c: Context<AppEnv>): string {
  const socket = socketAddress(c) ?? 'unknown';
  const { config } = c.get('deps');
  if (config.trustProxy.length === 0) return socket;
  const request = {
    socket: { remoteAddress: socket },
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') ?? '' },
  };
  return proxyaddr(request as never, config.isTrustedProxy);
}
