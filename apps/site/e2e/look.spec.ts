import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, invisibleText, PASSWORD, SHOWROOM, settle } from './real-api.ts';

/**
 * Issue 25 item 10 against the real API (playwright.real.config.ts): controls that were
 * invisible or cramped, and axe's colour-contrast rule on the empty states at 375, 768 and
 * 1280 px, so a regression fails.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.real.config.ts');

const WIDTHS = [375, 768, 1280];

/** Signs in through the API and keeps the token where the site reads it. */
async function signIn(page: Page, email: string) {
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).data.token as string;
  await page.addInitScript((value) => {
    if (!localStorage.getItem('authToken')) localStorage.setItem('authToken', value);
  }, token);
}

/** axe's colour-contrast rule alone (also part of every expectNoAxeViolations). */
async function expectReadable(page: Page) {
  await settle(page);
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect([
    ...results.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    ),
    ...invisibleText(results),
  ]).toEqual([]);
}

for (const { email, action } of [
  { email: 'newcustomer@demo.test', action: 'Shop the showroom' },
  { email: 'othervendor@demo.test', action: 'Add products to your catalogue' },
]) {
  test(`${email}: the empty orders' "${action}" is readable at 375, 768 and 1280 px`, async ({
    page,
  }) => {
    await signIn(page, email);
    await page.goto('/account?section=orders');
    await expect(page.getByText('No orders yet.')).toBeVisible();
    const link = page.getByRole('link', { name: action });
    await expect(link).toBeVisible();
    const { color, background } = await link.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(color).not.toBe(background);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectReadable(page);
      await expectNoAxeViolations(page);
    }
  });
}

// A phone at 375 px, and the 360 px left of it beside a classic 15 px scrollbar (where the cart
// and the menu wrapped to a second row), and the narrowest phones.
test('signed in at 375 px (and 360, 320), the cart and the menu stay on the logo row', async ({
  page,
}) => {
  await signIn(page, 'customer@demo.test');
  for (const width of [375, 360, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/faq', '/account']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: /Menu/ })).toBeVisible();
      const logo = await header.getByRole('link', { name: 'Renovation Showroom' }).boundingBox();
      const cart = await header.getByRole('link', { name: /^Cart/ }).boundingBox();
      const menu = await header.getByRole('button', { name: /Menu/ }).boundingBox();
      const middle = (box: typeof logo) => (box ? box.y + box.height / 2 : Number.NaN);
      const where = `${path} at ${width} px`;
      expect(Math.abs(middle(cart) - middle(logo)), where).toBeLessThan(8);
      expect(Math.abs(middle(menu) - middle(logo)), where).toBeLessThan(8);
      expect((await header.boundingBox())?.height ?? 0, where).toBeLessThan(72);
    }
  }
});

test("the Pro's logo sits on the header's grid, not against the window's edge", async ({
  page,
}) => {
  await page.addInitScript((vsdId) => {
    if (!localStorage.getItem('my_item')) {
      localStorage.setItem('my_item', JSON.stringify({ showroom: null, vsd_id: vsdId }));
    }
  }, SHOWROOM);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/visualize/contractor/all');
    const logo = page.getByRole('img', { name: 'Demo Pro Renovations logo' });
    await expect(logo).toBeVisible();
    const box = await logo.boundingBox();
    const brand = await page
      .getByRole('banner')
      .getByRole('link', { name: 'Renovation Showroom' })
      .boundingBox();
    expect(box?.x ?? 0).toBeGreaterThanOrEqual(16);
    expect(Math.abs((box?.x ?? 0) - (brand?.x ?? 0))).toBeLessThan(2);
    const header = await page.getByRole('banner').boundingBox();
    expect((box?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0))).toBeGreaterThanOrEqual(8);
  }
});

test("the vendor's New product form: the description under its label at full width, a styled file input", async ({
  page,
}) => {
  await signIn(page, 'vendor@demo.test');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account?section=catalogue');
    await page.getByRole('button', { name: 'New product' }).click();
    const form = page.getByRole('form', { name: 'New product' });
    const description = form.getByRole('textbox', { name: 'Description' });
    const name = form.getByRole('textbox', { name: 'Name' });
    const [area, input, label] = await Promise.all([
      description.boundingBox(),
      name.boundingBox(),
      form.getByText('Description', { exact: true }).boundingBox(),
    ]);
    expect(Math.abs((area?.width ?? 0) - (input?.width ?? 0))).toBeLessThan(2);
    expect(area?.y ?? 0).toBeGreaterThan((label?.y ?? 0) + (label?.height ?? 0) - 1);
    const image = form.getByLabel('Image');
    await expect(image).toHaveClass(/bui-input/);
    expect(Math.abs(((await image.boundingBox())?.width ?? 0) - (input?.width ?? 0))).toBeLessThan(
      2,
    );
    await expectNoAxeViolations(page);
  }
});
