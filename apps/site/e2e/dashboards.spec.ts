import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  signInAdminByKeyboard,
  signInByKeyboard,
  tabTo,
} from './real-api.ts';

/**
 * The /account dashboard per role (issue 17 item 4) against the real API and its seed: the
 * navigation lists the role's sections, the overview's cards show the API's own figures, the
 * sections are reached by keyboard and by URL (back and forward), 375 px shows cards not
 * tables, axe is clean at 375, 768 and 1280 px. Run with playwright.account.config.ts.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.account.config.ts');

const MORE = ['Notifications', 'Change password'];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function api<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The figure on the overview's card with this label. */
const card = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Summary' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

/** The figure of that card alone (its label and detail aside). */
const figure = (page: Page, label: string) =>
  card(page, label).locator('.site-dashboard__card-value');

async function expectNav(page: Page, sections: string[]) {
  await expect(nav(page).getByRole('link')).toHaveText([...sections, ...MORE]);
  await expect(nav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav(page).locator('[aria-current]')).toHaveCount(1);
}

/** axe at the three widths the house style designs for, ending at 1280 px. */
async function expectAxeAtAllWidths(page: Page) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The shell's request bar is a progressbar outside the landmarks while a request runs
    // (a resize can start one, e.g. the header's menu): measure once requests are done.
    await expect(page.locator('[data-slot="request-progress"][data-state="loading"]')).toHaveCount(
      0,
      { timeout: 10_000 },
    );
    await expectNoAxeViolations(page);
  }
}

/** At 375 px the rows of `table` are cards: the header row is hidden, each row a grid. */
async function expectTableAsCards(page: Page, table: ReturnType<Page['locator']>) {
  await page.setViewportSize({ width: 375, height: 800 });
  const row = table.locator('tbody tr').first();
  await expect(row).toBeVisible();
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
  const head = await table.locator('thead').boundingBox();
  expect(head?.width ?? 0).toBeLessThanOrEqual(1);
  // Each cell names its column (the hidden header's label) and nothing overflows the screen.
  const label = await row
    .locator('td')
    .first()
    .evaluate((el) => getComputedStyle(el, '::before').content);
  expect(label).not.toBe('none');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('table-row');
}

test('customer: overview cards from the API, sections by keyboard, back and forward', async ({
  page,
  request,
}) => {
  await signInByKeyboard(page, 'customer@demo.test');
  await expect(page).toHaveURL('/account');
  await expectNav(page, ['Overview', 'Projects', 'Orders', 'Profile']);

  type Page1 = { total: number; data: Array<{ name: string }> };
  const placed = await api<Page1>(page, request, '/api/orders?status=Placed');
  const progress = await api<Page1>(page, request, '/api/orders?status=In%20Progress');
  const projects = await api<Page1>(page, request, '/api/projects');
  const checklists = await api<Array<{ items: unknown[] }>>(page, request, '/api/projectChecklist');
  const items = checklists.reduce((sum, c) => sum + c.items.length, 0);
  await expect(figure(page, 'Open orders')).toHaveText(String(placed.total + progress.total));
  await expect(figure(page, 'Current project')).toHaveText(projects.data[0]?.name ?? 'None yet');
  await expect(figure(page, 'Checklist items')).toHaveText(String(items));
  await expectAxeAtAllWidths(page);

  // Keyboard only: Tab to the Orders card, Enter; the navigation marks the shown section.
  await tabTo(page, card(page, 'Open orders').getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account?section=orders');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await tabTo(page, nav(page).getByRole('link', { name: 'Projects' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account?section=projects');
  await expect(page.getByRole('region', { name: 'My projects' })).toBeVisible();

  // Back and forward move between the sections.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();

  // 375 px: the sections scroll sideways above the shown one; orders are cards.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await nav(page).evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAxeAtAllWidths(page);
});

test('a customer without orders sees the empty state with its action', async ({ page }) => {
  await signInByKeyboard(page, 'newcustomer@demo.test');
  // Without a project a customer lands on the home page.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account?section=orders');
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop the showroom' })).toHaveAttribute(
    'href',
    '/visualize/contractor/all',
  );
  await expectAxeAtAllWidths(page);
});

test('Pro: overview cards from the API; balance and payouts as a section', async ({
  page,
  request,
}) => {
  await signInByKeyboard(page, 'pro@demo.test');
  await expect(page).toHaveURL('/account');
  await expectNav(page, [
    'Overview',
    'Projects',
    'Orders',
    'My showroom',
    'Markup by category',
    'Showroom products',
    'Leads',
    'Plans',
    'Balance and payouts',
  ]);
  // What matters first (issue 25 item 11): the showroom ID customers type, as the first card.
  await expect(
    page.getByRole('list', { name: 'Summary' }).getByRole('listitem').first(),
  ).toContainText('Your showroom ID');
  await expect(figure(page, 'Your showroom ID')).toHaveText('AB12CD34');
  const projects = await api<{ total: number }>(page, request, '/api/projects');
  const coupons = await api<unknown[]>(page, request, '/api/showroom/coupons');
  const changes = await api<{ total: number }>(page, request, '/api/orders?price_change=1');
  await expect(figure(page, 'Client projects')).toHaveText(String(projects.total));
  await expect(figure(page, 'Coupons')).toHaveText(String(coupons.length));
  await expect(figure(page, 'Orders with a pending price change')).toHaveText(
    String(changes.total),
  );
  await expect(card(page, 'Balance available')).toContainText(/\$[\d,]+\.\d{2}/);
  await expectAxeAtAllWidths(page);

  await tabTo(page, nav(page).getByRole('link', { name: 'Balance and payouts' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account?section=balance');
  await expect(page.getByRole('region', { name: 'Balance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payouts' })).toBeVisible();
  await expectAxeAtAllWidths(page);
});

test('vendor: overview cards from the API; the catalogue is cards at 375 px', async ({
  page,
  request,
}) => {
  await signInByKeyboard(page, 'vendor@demo.test');
  await expect(page).toHaveURL('/account');
  await expectNav(page, ['Overview', 'Projects', 'Orders', 'My catalogue', 'Balance and payouts']);
  const products = await api<{ total: number }>(page, request, '/api/vendor/products');
  const waiting = await api<{ total: number }>(
    page,
    request,
    '/api/orders?item_status=Waiting%20for%20approval',
  );
  expect(products.total).toBeGreaterThan(0);
  await expect(figure(page, 'Products')).toHaveText(products.total.toLocaleString('en-US'));
  await expect(figure(page, 'Orders with items to approve')).toHaveText(String(waiting.total));
  await expect(card(page, 'Balance')).toContainText(/available/);
  await expect(card(page, 'Balance')).toContainText(/pending · .* paid/);
  await expectAxeAtAllWidths(page);

  await tabTo(page, card(page, 'Products').getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account?section=catalogue');
  const catalogue = page.getByRole('region', { name: 'My catalogue' });
  await expectTableAsCards(page, catalogue.locator('table'));
  await expectAxeAtAllWidths(page);
});

test('admin: pending approvals against 24 h, failed refunds, users; each list its own section', async ({
  page,
  request,
}) => {
  await signInAdminByKeyboard(page, request);
  await expect(page).toHaveURL('/account');
  await expectNav(page, [
    'Overview',
    'Orders',
    'Pro applications',
    'Users',
    'Platform settings',
    'Refunds',
    'Payments',
    'Payouts',
    'Subscriptions',
    'Catalogue',
    'Leads',
    'Needs attention',
  ]);
  const applications = await api<unknown[]>(page, request, '/api/admin/applications');
  const failed = await api<unknown[]>(page, request, '/api/admin/refunds?status=failed');
  const users = await api<{ total: number }>(page, request, '/api/admin/users');
  await expect(figure(page, 'Pending approvals')).toHaveText(String(applications.length));
  await expect(card(page, 'Pending approvals')).toContainText(
    applications.length > 0 ? /Oldest waiting \d+ h of 24 h/ : 'None waiting',
  );
  await expect(figure(page, 'Failed refunds')).toHaveText(String(failed.length));
  await expect(figure(page, 'Users')).toHaveText(users.total.toLocaleString('en-US'));
  await expectAxeAtAllWidths(page);

  // The orders come straight after the overview in the navigation; the console's lists follow.
  await tabTo(page, nav(page).getByRole('link', { name: 'Orders' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'All orders' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Users' })).toHaveCount(0);

  await tabTo(page, nav(page).getByRole('link', { name: 'Users' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account?section=users');
  const list = page.getByRole('region', { name: 'Users' });
  await expectTableAsCards(page, list.locator('table'));
  // Statuses and types in words, never the stored values ("Approve", "Deactive", "Contractor").
  const statuses = await list.locator('td[data-label="Status"]').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  for (const status of statuses) {
    expect(['Active', 'Approved', 'Pending approval', 'Deactivated']).toContain(status);
  }
  const types = await list.locator('td[data-label="Type"]').allTextContents();
  expect(types).not.toContain('Contractor');
  await expectAxeAtAllWidths(page);
});
