import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  png,
  SHOWROOM,
  signInByKeyboard,
  tabTo,
  typeInto,
} from './real-api.ts';

/**
 * Issue 12 item 1, by keyboard against the real API: vendor@demo.test lists a product with an
 * image on /account and finds it in showroom AB12CD34's listing at once. Run with
 * playwright.vendor.config.ts.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.vendor.config.ts');

test('a vendor lists a product with an image and finds it in AB12CD34’s listing', async ({
  page,
  request,
}) => {
  const name = `Aurora Keyboard Tile ${Date.now().toString(36)}`;
  await signInByKeyboard(page, 'vendor@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account?section=catalogue');
  const catalogue = page.getByRole('region', { name: 'My catalogue' });
  await expect(catalogue.getByRole('table')).toBeVisible();

  await tabTo(page, catalogue.getByRole('button', { name: 'New product' }));
  await page.keyboard.press('Enter');
  const form = catalogue.getByRole('form', { name: 'New product' });
  await typeInto(page, form.getByRole('textbox', { name: 'Name' }), name);
  await typeInto(page, form.getByRole('textbox', { name: 'Vendor SKU' }), 'KB-AURORA-1');
  const category = form.getByRole('combobox', { name: 'Category' });
  await tabTo(page, category);
  const categoryId = Number(await category.inputValue());
  await typeInto(
    page,
    form.getByRole('textbox', { name: 'Price per selling unit (USD)' }),
    '42.50',
  );
  await typeInto(page, form.getByRole('textbox', { name: 'Sizes' }), '12x24');
  const image = form.getByLabel('Image');
  await tabTo(page, image);
  await image.setInputFiles({ name: 'aurora.png', mimeType: 'image/png', buffer: png(800, 600) });
  await expectNoAxeViolations(page);
  await tabTo(page, form.getByRole('button', { name: 'List product' }));
  await page.keyboard.press('Enter');

  const row = catalogue.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('KB-AURORA-1');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/storage\/products\//);
  await expectNoAxeViolations(page);

  // The showroom: its ID typed on the home page, then the category's last page (newest last).
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Renovation materials direct from manufacturers' });
  await typeInto(page, hero.getByLabel('Showroom ID'), SHOWROOM);
  await tabTo(page, hero.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/visualize/contractor/all');
  // The listing's pages are 24 products (core's LISTING_DEFAULT_PAGE_SIZE, issue 25 item 3).
  const listing = await request.post('/api/visualization/products', {
    data: { category: categoryId, showroom: SHOWROOM, per_page: 24 },
  });
  const last = (await listing.json()).data.last_page as number;
  await page.goto(`/visualize/contractor/all?category=${categoryId}&page=${last}`);
  const card = page.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name })).toBeVisible();
});
