import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/env.ts';
import { serveStatic, siteCsp } from '../src/static.ts';

const root = mkdtempSync(join(tmpdir(), 'brand-static-'));
const site = join(root, 'site');
const embed = join(root, 'embed');
mkdirSync(join(site, 'assets'), { recursive: true });
mkdirSync(join(embed, 'v1/assets'), { recursive: true });
writeFileSync(
  join(site, 'index.html'),
  '<!doctype html><meta name="api-base-url" content="https://api.showroom.example/api"><title>site</title>',
);
writeFileSync(join(site, 'assets/index-a1b2c3d4.js'), 'console.log(1)');
writeFileSync(join(site, 'assets/index-a1b2c3d4.js.map'), '{"version":3,"sources":["secret.ts"]}');
writeFileSync(join(embed, 'v1/assets/widget-0f1e2d3c.js.map'), '{"version":3}');
const bigScript = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];`;
writeFileSync(join(site, 'assets/big-a1b2c3d4.js'), bigScript);
writeFileSync(join(embed, 'v1/showroom.js'), '/* loader */');
writeFileSync(join(embed, 'v1/assets/widget-0f1e2d3c.js'), '/* widget */');
writeFileSync(join(embed, 'demo.html'), '<!doctype html><title>demo</title>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
serveStatic(app, { site, embed });

describe('given the site and the embed are built', () => {
  it('serves the loader at /embed/v1/showroom.js with a short cache, to any origin', async () => {
    const res = await app.request('/embed/v1/showroom.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('/* loader */');
  });

  it('serves hashed embed chunks as immutable', async () => {
    const res = await app.request('/embed/v1/assets/widget-0f1e2d3c.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the demo page at /embed/demo.html', async () => {
    const res = await app.request('/embed/demo.html');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>demo</title>');
  });

  it('answers 404 JSON for a missing embed file and refuses paths out of the folder', async () => {
    for (const path of ['/embed/v1/nope.js', '/embed/..%2f..%2fsite/index.html']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Record not found for processing.' });
    }
  });

  it('serves the site with an SPA fallback and immutable assets', async () => {
    const page = await app.request('/account');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>site</title>');
    const asset = await app.request('/assets/index-a1b2c3d4.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('gzips text assets for browsers that accept it, and only for them', async () => {
    const zipped = await app.request('/assets/big-a1b2c3d4.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(bigScript.length / 3);
    expect(gunzipSync(bytes).toString()).toBe(bigScript);

    const plain = await app.request('/assets/big-a1b2c3d4.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
  });
});

describe('the site pages carry a Content-Security-Policy (issue 13)', () => {
  it.each(['/', '/account', '/index.html'])(
    '%s: scripts from the site only, no framing',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // The API origin the build points at (meta api-base-url) may be called.
      expect(csp).toContain("connect-src 'self' https://api.showroom.example");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('leaves assets, the embed and its demo page (for third-party hosts) without it', async () => {
    for (const path of ['/assets/index-a1b2c3d4.js', '/embed/v1/showroom.js', '/embed/demo.html']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('adds no other origin for a same-origin API', () => {
    expect(siteCsp('<meta name="api-base-url" content="/api">')).toContain("connect-src 'self';");
  });

  it('allows Stripe.js, its frames and its API only under PAYMENTS=stripe (issue 27)', () => {
    const html = '<meta name="api-base-url" content="/api">';
    const sandbox = siteCsp(html);
    expect(sandbox).not.toContain('stripe');
    expect(sandbox).toContain("script-src 'self';");
    const stripe = siteCsp(html, { apiBase: undefined });
    expect(stripe).toContain("script-src 'self' https://js.stripe.com;");
    expect(stripe).toContain("connect-src 'self' https://api.stripe.com;");
    expect(stripe).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    // A fake standing in for Stripe (STRIPE_API_BASE) is reachable too.
    const fake = siteCsp(html, { apiBase: new URL('http://127.0.0.1:12111') });
    expect(fake).toContain("connect-src 'self' https://api.stripe.com http://127.0.0.1:12111;");
  });
});

describe('issue 23 item 12: source maps', () => {
  it('are served outside production', async () => {
    const res = await app.request('/assets/index-a1b2c3d4.js.map');
    expect(res.status).toBe(200);
  });

  it('are never served in production, the site’s nor the embed’s', async () => {
    const production = new Hono<AppEnv>();
    serveStatic(production, { site, embed }, { sourceMaps: false });
    for (const path of [
      '/assets/index-a1b2c3d4.js.map',
      '/embed/v1/assets/widget-0f1e2d3c.js.map',
      '/assets/missing.js.map',
    ]) {
      const res = await production.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret.ts');
    }
    expect((await production.request('/assets/index-a1b2c3d4.js')).status).toBe(200);
  });
});
