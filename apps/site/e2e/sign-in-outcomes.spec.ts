import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signInByKeyboard, tabTo } from './real-api.ts';

/**
 * Every sign-in outcome of spec 1 §4 against the real API, with the seeded demo accounts of
 * DOMAIN.md, by keyboard alone (Tab, type, Enter). Run by playwright.account.config.ts.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.account.config.ts');

const token = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/** /account opens on the dashboard's overview; `link` is one of the role's sections. */
async function expectDashboard(page: Page, link: string) {
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: link, exact: true }),
  ).toBeVisible();
}

test.describe('sign-in outcomes against the real API', () => {
  test('a customer with projects goes to /account (their projects)', async ({ page }) => {
    await signInByKeyboard(page, 'customer@demo.test');
    await expect(page).toHaveURL('/account');
    await expectDashboard(page, 'Projects');
    expect(await token(page)).not.toBeNull();
  });

  test('a customer without projects goes to the redirect query', async ({ page }) => {
    await signInByKeyboard(page, 'newcustomer@demo.test', '/login?redirect=/checkout');
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });

  test("a Pro at the shopper sign-in (the cart's, on the way to checkout) is told they are not authorized and signed out", async ({
    page,
  }) => {
    // From the cart, as a visitor would get there.
    await page.goto('/cart');
    await tabTo(page, page.getByRole('link', { name: 'Sign in to check out' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login?redirect=/checkout');
    await signInByKeyboard(page, 'pro@demo.test', null);
    await expect(
      page.getByText('You are not authorized to access this page.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await token(page)).toBeNull();
    // The main sign-in stays the Pro's.
    await signInByKeyboard(page, 'pro@demo.test');
    await expect(page).toHaveURL('/account');
  });

  test('a customer without projects and without a redirect goes home', async ({ page }) => {
    await signInByKeyboard(page, 'newcustomer@demo.test');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Nora Newcustomer' })).toBeVisible();
  });

  test('a Pro goes to /account with their showroom', async ({ page }) => {
    await signInByKeyboard(page, 'pro@demo.test');
    await expect(page).toHaveURL('/account');
    await expectDashboard(page, 'My showroom');
  });

  test('a vendor goes to /account with the items to fulfil', async ({ page }) => {
    await signInByKeyboard(page, 'vendor@demo.test');
    await expect(page).toHaveURL('/account');
    await expectDashboard(page, 'Orders');
    await expect(page.getByText('Orders with items to approve')).toBeVisible();
  });

  test('an admin is asked for the one-time code first', async ({ page }) => {
    await signInByKeyboard(page, 'admin@demo.test');
    await expect(page.getByRole('heading', { name: 'Enter your one-time code' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unverified email goes to /verifiction', async ({ page }) => {
    await signInByKeyboard(page, 'unverified@demo.test');
    await expect(page).toHaveURL('/verifiction');
    await expect(page.getByRole('heading', { name: 'Please verify your email' })).toBeVisible();
  });

  for (const [email, message] of [
    ['pending@demo.test', 'Your account is currently pending approval by the provider.'],
    [
      'deactivated@demo.test',
      "Your account has been deactivated. Please contact the provider's Support.",
    ],
  ] as const) {
    test(`${email} cannot sign in and is told why`, async ({ page }) => {
      await signInByKeyboard(page, email);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page).toHaveURL('/login');
      expect(await token(page)).toBeNull();
    });
  }

  test('a wrong password shows the server message under the fields', async ({ page }) => {
    await page.goto('/login');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type('customer@demo.test');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('main').getByText('These credentials do not match our records.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await token(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  test('a signed-in user who opens /login goes to /account', async ({ page }) => {
    await signInByKeyboard(page, 'vendor@demo.test');
    await expect(page).toHaveURL('/account');
    await page.goto('/login');
    await expect(page).toHaveURL('/account');
  });

  test('Remember me keeps the email (never the password) for the next sign-in', async ({
    page,
  }) => {
    await page.goto('/login');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type('vendor@demo.test');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('demo-pass-123');
    await tabTo(page, page.getByRole('checkbox', { name: 'Remember me' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/account');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('vendor@demo.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });
});
