import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './hermetic.ts';
import { invisibleText, settle } from './real-api.ts';
import { PUBLIC_PAGES } from './routes.ts';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

async function violations(page: Page) {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  return [
    ...results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    })),
    // colour-contrast's 1:1 text, which axe files as incomplete (real-api.ts).
    ...invisibleText(results).map((help) => ({ id: 'color-contrast', help })),
  ];
}

for (const { path, heading } of PUBLIC_PAGES) {
  // One load at the narrowest width, then the window is widened (the layouts are CSS and
  // media-query listeners): axe and the shell checks run at each width, for a third of the loads.
  test(`${path} shows its page in the shell with no axe violations at 375, 768 and 1280 px`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const [i, viewport] of VIEWPORTS.entries()) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (i === 0) await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(/\S/);
      for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
        await expect(page.getByRole(landmark), viewport.name).toBeVisible();
      }
      expect(await violations(page), `${viewport.width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`given a ${viewport.width} px wide screen`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the showroom modal has no axe violations', async ({ page }) => {
      await page.goto('/');
      // The first chip of the first category carousel: in view at every width.
      await page
        .getByRole('region', { name: 'Shop by category' })
        .locator('button.site-chip')
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Enter a showroom' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('no page scrolls sideways', async ({ page }) => {
      for (const path of ['/', '/faq', '/cookies_policy', '/404']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
}
