/**
 * Issue 23 item 14: the embed on a site its Pro did not list. A look-alike of the listed
 * `*.pro-site.example` (evilpro-site.example, pro-site.example.evil.example) is refused by the
 * marketplace: the showroom shows an error and reports it to the host page, nothing of its
 * catalogue reaches the page; a real subdomain of the Pro's site shows it. Chromium resolves
 * every `*.example` name to this machine, so the host page really is on those origins.
 */
import { expect, type Page, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../vitest.shared.ts';
import {
  type Marketplace,
  startFixtureMarketplace,
  startHost,
  startRealMarketplace,
} from './servers.ts';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--host-resolver-rules=MAP *.example 127.0.0.1'],
  },
});

const PRO_DOMAINS = ['*.pro-site.example'];

let marketplace: Marketplace;
let host: { origin: string; close(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (process.env.E2E_API === 'real') {
    marketplace = await startRealMarketplace();
    // The Pro of AB12CD34 lists their own site's subdomains.
    const login = await fetch(`${marketplace.origin}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'pro@demo.test', password: 'demo-pass-123' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const saved = await fetch(`${marketplace.origin}/api/showroom/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ allowed_domains: PRO_DOMAINS }),
    });
    expect(saved.status).toBe(200);
  } else {
    marketplace = await startFixtureMarketplace({ allowedDomains: { AB12CD34: PRO_DOMAINS } });
  }
  host = await startHost(marketplace.origin);
});

test.afterAll(async () => {
  await host?.close();
  await marketplace?.close();
});

/** The demo page as served on `name` (this machine, through Chromium's host mapping). */
async function openOn(page: Page, name: string) {
  const { port } = new URL(host.origin);
  await page.goto(`http://${name}:${port}/demo.html`);
  return {
    restricted: page.locator('brand-showroom[showroom="AB12CD34"]'),
    open: page.locator('brand-showroom[showroom="ZX98YW76"]'),
    log: page.getByRole('list', { name: 'Events received by the host page' }),
  };
}

for (const name of ['evilpro-site.example', 'pro-site.example.evil.example', 'pro-site.example']) {
  test(`a page on ${name} (not a listed site) gets no showroom`, async ({ page }) => {
    const { restricted, open, log } = await openOn(page, name);
    // The showroom without a list still shows everywhere.
    await expect(open.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(restricted.getByRole('alert')).toBeVisible();
    await expect(restricted.getByRole('heading', { level: 2 })).toHaveCount(0);
    await expect(restricted.getByRole('button', { name: /^View details of / })).toHaveCount(0);
    await expect(log).toContainText('dom error AB12CD34');
    await expect(log).not.toContainText('ready AB12CD34');
  });
}

test('a page on the Pro’s own subdomain shows the showroom', async ({ page }) => {
  const { restricted, log } = await openOn(page, 'shop.pro-site.example');
  await expect(restricted.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(restricted.getByRole('button', { name: /^View details of / }).first()).toBeVisible();
  await expect(log).toContainText('ready AB12CD34');
  await expect(log).not.toContainText('dom error AB12CD34');
});
