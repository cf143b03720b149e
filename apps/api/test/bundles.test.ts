// Issue 13, items 17 and 10: whatever NODE_ENV the shell holds, the site and the embed build as
// working production bundles (a `NODE_ENV=development` build used to call React's `jsxDEV`
// against its production runtime: "(0, j.jsxDEV) is not a function" on every host page). The
// real builds are then served by the API and loaded in Chromium: the site under its
// Content-Security-Policy with no violation, the embed on a third-party page.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../vitest.shared.ts';
import { startServer, type TestServer } from './helpers.ts';
import { repoRoot } from './process.ts';

const siteDist = join(repoRoot, 'apps/site/dist');
const embedDist = join(repoRoot, 'packages/showroom-embed/dist/embed');

function build(pkg: string) {
  const run = spawnSync('pnpm', ['--filter', pkg, 'build'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (run.status !== 0) throw new Error(`${pkg} build failed:\n${run.stdout}${run.stderr}`);
}

const scripts = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.js'))
    .map((f) => join(f.parentPath, f.name));

let server: TestServer;
let browser: Browser;
let host: Server;
let hostOrigin = '';

beforeAll(async () => {
  build('@brand/showroom-embed');
  build('@brand/site');
  server = await startServer({ staticRoots: { site: siteDist, embed: embedDist } });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  // A third-party site on its own origin with the demo page and the one-line snippet.
  const demo = readFileSync(join(embedDist, 'demo.html'), 'utf8').replace(
    'src="v1/showroom.js"',
    `src="${server.url}/embed/v1/showroom.js"`,
  );
  host = createServer((req, res) => {
    const file = req.url === '/demo.js' ? 'demo.js' : req.url === '/demo.css' ? 'demo.css' : null;
    if (file) {
      res.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : 'text/css' });
      res.end(readFileSync(join(embedDist, file)));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(demo);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await server?.close();
});

describe('built with NODE_ENV=development', () => {
  it('ships production React: no jsxDEV call in any chunk of the site or the embed', () => {
    const dev = [...scripts(siteDist), ...scripts(embedDist)].filter((file) =>
      readFileSync(file, 'utf8').includes('jsxDEV'),
    );
    expect(dev).toEqual([]);
  });

  it('the site’s index.html has no inline script (the CSP allows none)', () => {
    const html = readFileSync(join(siteDist, 'index.html'), 'utf8');
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/\ssrc="\/assets\//);
    expect(html).not.toMatch(/<script\b[^>]*>\s*[^<\s]/);
    expect(html).not.toMatch(/\son[a-z]+="/i);
  });

  it('the site renders under its Content-Security-Policy without a violation or an error', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const response = await page.goto(`${server.url}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('the embed renders both showrooms on a third-party page', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await page.goto(`${hostOrigin}/demo.html`);
    for (const vsd of ['AB12CD34', 'ZX98YW76']) {
      await page
        .locator(`brand-showroom[showroom="${vsd}"]`)
        .getByRole('heading', { level: 2 })
        .waitFor({ timeout: 30_000 });
    }
    const log = await page.locator('#event-log').textContent();
    expect(log).toContain('ready AB12CD34');
    expect(log).toContain('ready ZX98YW76');
    expect(await page.locator('#csp-log').textContent()).toBe('');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
