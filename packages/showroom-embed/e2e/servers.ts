/**
 * The two origins of the browser tests:
 *  - the marketplace (the real API server when E2E_API=real, else a fixture server that serves
 *    dist/embed like the API does, answers the embed's calls from test/fixture-api.ts and
 *    renders /cart for a temporary cart);
 *  - a third-party host on another port serving the demo page under a strict CSP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFixtureApi } from '../test/fixture-api.ts';

const embedDir = fileURLToPath(new URL('../dist/embed/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function sendFile(res: ServerResponse, file: string, headers: Record<string, string> = {}) {
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    ...headers,
  });
  res.end(readFileSync(file));
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

export interface Marketplace {
  origin: string;
  kind: 'fixture' | 'real';
  close(): Promise<void>;
}

/**
 * The fixture marketplace: same URLs and caching as the API's /embed/v1 and /api, and the API's
 * allowed-domains gate for the showrooms `allowedDomains` names (a refused origin gets a 403
 * without CORS headers, as from the API).
 */
export async function startFixtureMarketplace(
  options: { allowedDomains?: Record<string, string[]> } = {},
): Promise<Marketplace> {
  const api = createFixtureApi(options);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Headers':
        'Content-Type, Accept, X-Requested-With, Authorization, AuthorizationAI',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
      Vary: 'Origin',
    };
    if (url.pathname.startsWith('/embed/')) {
      const rel = normalize(url.pathname.slice('/embed/'.length)).replace(/^(\.\.[/\\])+/, '');
      const hashed = /-[0-9a-f]{8}\.js$/.test(rel);
      sendFile(res, join(embedDir, rel), {
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      });
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const { status, body } = api.handle(
        req.method ?? 'GET',
        url,
        await bodyOf(req),
        req.headers.origin,
      );
      res.writeHead(status, {
        'Content-Type': 'application/json',
        ...(status === 403 ? {} : cors),
      });
      res.end(JSON.stringify(body));
      return;
    }
    if (url.pathname === '/cart') {
      // The marketplace's /cart for a temporary cart handed over by the embed.
      const cart = api.carts.get(url.searchParams.get('cart_id') ?? '');
      const lines = (cart?.Project_tans ?? [])
        .map((l) => `<li>${escapeHtml(l.product.name)} x ${l.qty}</li>`)
        .join('');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Cart</title><h1>Cart ${escapeHtml(cart?.showroom ?? '')}</h1><ul aria-label="Cart lines">${lines}</ul>`,
      );
      return;
    }
    res.writeHead(404).end();
  });
  const origin = await listen(server);
  return {
    origin,
    kind: 'fixture',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The real API (apps/api) with a temporary data directory; it serves /api, /embed and /cart. */
export async function startRealMarketplace(
  port = 3900 + Math.floor(Math.random() * 900),
): Promise<Marketplace> {
  const dataDir = mkdtempSync(join(tmpdir(), 'embed-e2e-'));
  const child: ChildProcess = spawn('pnpm', ['--filter', '@brand/api', 'start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}.`);
    try {
      const res = await fetch(`${origin}/embed/v1/showroom.js`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('The API did not start within 120 s.');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    kind: 'real',
    async close() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 1000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The strict policy the demo host runs under (docs/embed.md lists the same lines). */
export function strictCsp(marketplace: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${marketplace}`,
    `connect-src ${marketplace}`,
    `img-src 'self' ${marketplace} data:`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A third-party site on its own port: the demo page, its CSS and JS, under a strict CSP. */
export async function startHost(
  marketplace: string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const csp = strictCsp(marketplace);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers = { 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' };
    if (url.pathname === '/' || url.pathname === '/demo.html') {
      const html = readFileSync(join(embedDir, 'demo.html'), 'utf8').replace(
        'src="v1/showroom.js"',
        `src="${marketplace}/embed/v1/showroom.js"`,
      );
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
      res.end(html);
      return;
    }
    if (url.pathname === '/demo.css' || url.pathname === '/demo.js') {
      sendFile(res, join(embedDir, url.pathname.slice(1)), headers);
      return;
    }
    res.writeHead(404).end();
  });
  const origin = await listen(server);
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
