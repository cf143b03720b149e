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

for (const viewport of VIEWPORTS) {
  test.describe(`given a ${viewport.width} px wide screen`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} shows its page in the shell with no axe violations`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page).toHaveTitle(/\S/);
        for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
          await expect(page.getByRole(landmark)).toBeVisible();
        }
        expect(await violations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

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
