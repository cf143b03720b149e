import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/env.ts';
import { serveStatic } from '../src/static.ts';

// `pnpm start` serves the static Storybook at /storybook/ (issue 28 item 10), building it in
// the background when missing or outdated: the folder is looked up on each request.
const root = mkdtempSync(join(tmpdir(), 'brand-storybook-'));
const site = join(root, 'site');
const storybook = join(root, 'storybook-static');
mkdirSync(site, { recursive: true });
writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
serveStatic(app, { site, storybook });

describe('given Storybook is not built yet', () => {
  it('answers 503 with a sentence and Retry-After, not the site', async () => {
    const res = await app.request('/storybook/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.text()).toContain('Storybook is being built');
  });
});

describe('given Storybook is built', () => {
  it('redirects /storybook to /storybook/ (its pages use relative paths)', async () => {
    const res = await app.request('/storybook');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/storybook/');
  });

  it('serves the manager, the preview and their files, framed by this origin only', async () => {
    mkdirSync(join(storybook, 'assets'), { recursive: true });
    writeFileSync(join(storybook, 'index.html'), '<!doctype html><title>Storybook</title>');
    writeFileSync(join(storybook, 'iframe.html'), '<!doctype html><title>preview</title>');
    writeFileSync(join(storybook, 'index.json'), '{"v":5,"entries":{}}');
    writeFileSync(join(storybook, 'assets/button.stories-a1b2c3d4.js'), 'export {};');

    const manager = await app.request('/storybook/');
    expect(manager.status).toBe(200);
    expect(await manager.text()).toContain('<title>Storybook</title>');
    expect(manager.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(manager.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");

    const preview = await app.request('/storybook/iframe.html');
    expect(await preview.text()).toContain('<title>preview</title>');
    expect((await app.request('/storybook/index.json')).headers.get('content-type')).toBe(
      'application/json',
    );
    const chunk = await app.request('/storybook/assets/button.stories-a1b2c3d4.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("answers 404 for a missing file, never the site's page, and stays in its folder", async () => {
    for (const path of ['/storybook/nope.html', '/storybook/..%2fsite/index.html']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<title>site</title>');
    }
  });
});
