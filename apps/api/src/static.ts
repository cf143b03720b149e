import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

/** Gzipped bytes of the static files, made once per file version (path, size, mtime). */
const gzipped = new Map<string, { version: string; bytes: Uint8Array<ArrayBuffer> }>();

function gzipOf(full: string, version: string, body: Buffer): Uint8Array<ArrayBuffer> {
  const hit = gzipped.get(full);
  if (hit?.version === version) return hit.bytes;
  const bytes = new Uint8Array(gzipSync(body, { level: 9 }));
  gzipped.set(full, { version, bytes });
  return bytes;
}

/**
 * The site's Content-Security-Policy (issue 13): scripts only from the site's own files (the
 * built index.html has no inline script; `test/bundles.test.ts` checks the real build), no
 * framing, no plugins. Styles allow inline `style` attributes (React and Radix set them); images
 * may come from any https host (product photos, Pros' logos). `connect-src` adds the API's
 * origin when the build points `<meta name="api-base-url">` at another host. Under PAYMENTS=stripe
 * (`stripe`), Stripe.js and its frames as Stripe documents for Elements and 3-D Secure
 * (js.stripe.com, hooks.stripe.com, api.stripe.com), plus STRIPE_API_BASE's origin when set (a
 * local fake standing in for Stripe in tests).
 */
export function siteCsp(indexHtml: string, stripe?: { apiBase?: URL | undefined }): string {
  const apiBase = /<meta\s+name="api-base-url"\s+content="([^"]*)"/i.exec(indexHtml)?.[1] ?? '';
  let apiOrigin = '';
  try {
    if (/^https?:\/\//.test(apiBase)) apiOrigin = ` ${new URL(apiBase).origin}`;
  } catch {}
  const stripeApi = stripe?.apiBase ? ` ${stripe.apiBase.origin}` : '';
  return [
    "default-src 'self'",
    stripe ? "script-src 'self' https://js.stripe.com" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin}${stripe ? ` https://api.stripe.com${stripeApi}` : ''}`,
    ...(stripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers of the site's HTML pages beside the CSP: no framing, an own browsing context group. */
function sitePageHeaders(
  indexHtml: string,
  stripe: { apiBase?: URL | undefined } | undefined,
): Record<string, string> {
  return {
    'Content-Security-Policy': siteCsp(indexHtml, stripe),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

async function fileResponse(
  c: Context<AppEnv>,
  root: string,
  rel: string,
  cache: string,
  extraHeaders: (body: Buffer) => Record<string, string> = () => ({}),
) {
  const full = resolve(root, normalize(rel).replace(/^([/\\])+/, ''));
  if (full !== root && !full.startsWith(root + sep)) return null;
  let version: string;
  try {
    const info = await stat(full);
    if (!info.isFile()) return null;
    version = `${info.size}:${info.mtimeMs}`;
  } catch {
    return null;
  }
  const body = await readFile(full);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(full)] ?? 'application/octet-stream',
    'Cache-Control': cache,
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders(body),
  };
  // Text assets go gzipped to browsers that accept it (the site's JS is about a third of its
  // size so); a proxy in front may still recompress with brotli.
  if (COMPRESSIBLE.has(extname(full)) && body.length > 1024) {
    headers.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      headers['Content-Encoding'] = 'gzip';
      return c.body(gzipOf(full, version, body), 200, headers);
    }
  }
  return c.body(body, 200, headers);
}

/** A file name carrying a content hash (e.g. `chunk-3f2a9c1b.js`) never changes. */
const HASHED = /[.-][A-Za-z0-9_]{8,}\.(js|css|mjs)$/;

/**
 * Storybook's pages (manager and preview, each with inline scripts of Storybook's own): no
 * strict CSP, but framed by this origin only (the manager frames the preview).
 */
const STORYBOOK_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * The built site at `/` with an SPA fallback, the embed's build (`dist/embed`) at `/embed/`
 * (the loader with a short cache, hashed chunks immutable, the demo page), each only when built,
 * and the static Storybook (`storybook-static`) at `/storybook/`: looked up on each request,
 * since `pnpm start` builds it in the background (503 until it is there).
 * `sourceMaps: false` (production, issue 23 item 12): `.map` files are never served (404), so
 * the sources behind the bundles stay on the machine; the builds keep writing them for
 * debugging and error reports.
 */
export function serveStatic(
  app: Hono<AppEnv>,
  roots: { site?: string; embed?: string; storybook?: string },
  {
    sourceMaps = true,
    stripe,
  }: { sourceMaps?: boolean; stripe?: { apiBase?: URL | undefined } | undefined } = {},
) {
  if (!sourceMaps) {
    app.get('*', async (c, next) => {
      if (extname(c.req.path) !== '.map') return next();
      return c.json({ message: 'Record not found for processing.' }, 404);
    });
  }
  const embed = roots.embed && existsSync(roots.embed) ? resolve(roots.embed) : undefined;
  const site =
    roots.site && existsSync(join(roots.site, 'index.html')) ? resolve(roots.site) : undefined;
  if (embed) {
    // The embed's files: the loader at /embed/v1/showroom.js (short cache), its hashed chunks
    // (immutable) and the demo page at /embed/demo.html. Any site may load them: the loader
    // imports its chunks as cross-origin ES modules, which needs CORS.
    app.get('/embed/*', async (c) => {
      const rel = c.req.path.slice('/embed/'.length);
      const cache = HASHED.test(rel)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300, must-revalidate';
      const file = await fileResponse(c, embed, rel, cache);
      if (!file) return c.json({ message: 'Record not found for processing.' }, 404);
      file.headers.set('Access-Control-Allow-Origin', '*');
      return file;
    });
  }
  if (roots.storybook) {
    const storybook = resolve(roots.storybook);
    app.get('/storybook', (c) => c.redirect('/storybook/', 301));
    app.get('/storybook/*', async (c) => {
      if (!existsSync(join(storybook, 'index.html'))) {
        return c.text(
          'Storybook is being built (pnpm start builds it when missing or outdated): try again in a minute.',
          503,
          { 'Retry-After': '30' },
        );
      }
      const rel = c.req.path.slice('/storybook/'.length) || 'index.html';
      const cache =
        HASHED.test(rel) && rel.includes('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
      const file = await fileResponse(c, storybook, rel, cache, () => STORYBOOK_HEADERS);
      return file ?? c.text('Not found in Storybook.', 404);
    });
  }
  if (site) {
    app.get('*', async (c, next) => {
      const path = c.req.path;
      if (
        path.startsWith('/api/') ||
        path.startsWith('/embed/') ||
        path.startsWith('/dev/') ||
        (roots.storybook && (path === '/storybook' || path.startsWith('/storybook/')))
      )
        return next();
      const rel = path === '/' ? 'index.html' : path;
      const cache = path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      const page = (body: Buffer) => sitePageHeaders(body.toString(), stripe);
      const file = await fileResponse(
        c,
        site,
        rel,
        cache,
        extname(rel) === '.html' ? page : undefined,
      );
      if (file) return file;
      if (extname(path) && extname(path) !== '.html') return next();
      return (await fileResponse(c, site, 'index.html', 'no-cache', page)) ?? next();
    });
  }
}
