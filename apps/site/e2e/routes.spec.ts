import { expect, test } from './hermetic.ts';
import { demoUser, PROTECTED_PATHS, signIn } from './routes.ts';

test.describe('given a visitor', () => {
  for (const path of PROTECTED_PATHS) {
    test(`${path} sends them to Login with redirect=${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    });
  }

  test('a protected path keeps its query in the redirect', async ({ page }) => {
    await page.goto('/account?tab=orders');
    await expect(page).toHaveURL('/login?redirect=/account%3Ftab%3Dorders');
  });

  test('Cart -> Login sets the redirect to /checkout', async ({ page }) => {
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Sign in to check out' }).click();
    await expect(page).toHaveURL('/login?redirect=/checkout');
  });
});

test.describe('given an unknown path', () => {
  for (const path of ['/no-such-page', '/design-ai/signup', '/visualize/contractor/all/x/y']) {
    test(`${path} redirects to /404`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/404');
    });
  }

  test('the not-found page lists the reasons, support, and goes Back to Home', async ({ page }) => {
    await page.goto('/some/old-bookmark');
    await expect(page).toHaveURL('/404');
    await expect(
      page.getByRole('heading', { level: 1, name: 'There was an error with your request' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    const reasons = main.getByRole('listitem');
    await expect(reasons).toHaveCount(3);
    await expect(reasons.nth(0)).toContainText('moved');
    await expect(reasons.nth(1)).toContainText('outdated bookmark');
    await expect(reasons.nth(2)).toContainText('URL');
    await expect(main.getByRole('link', { name: /^support@/ })).toHaveAttribute(
      'href',
      /^mailto:support@/,
    );
    // "Its path string is not shown."
    await expect(main).not.toContainText('old-bookmark');
    await main.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('given a signed-in user (token longer than 10 characters)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const path of PROTECTED_PATHS) {
    test(`${path} opens`, async ({ page }) => {
      if (path === '/verifiction') {
        // Verified users leave /verifiction (spec 1 §4 branch 5): this one is not verified yet.
        await page.unrouteAll();
        await signIn(page, {
          status: 200,
          json: { data: { ...demoUser(), email_verified_at: null } },
        });
      }
      if (path === '/payout_setup') {
        // Profits are paid to Pros and vendors (a customer goes to /account, below).
        await page.unrouteAll();
        await signIn(page, { status: 200, json: { data: demoUser('Contractor') } });
      }
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('/payout_setup sends a customer to their /account', async ({ page }) => {
    await page.goto('/payout_setup');
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  });

  test('/login goes to /account', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  });

  for (const path of ['/register', '/register/contractor']) {
    test(`${path} sends them away to the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    });
  }

  test('Log Out returns to / with the toast and signs out', async ({ page }) => {
    await page.route('**/api/logout', (route) => route.fulfill({ status: 200, json: {} }));
    await page.goto('/account');
    await page.getByRole('banner').getByRole('button', { name: 'Casey Customer' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Logged Out Successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});

test.describe('given a stored token the server rejects', () => {
  test('the token is removed and a protected route goes to Login', async ({ page }) => {
    await signIn(page, { status: 401, json: { message: 'Unauthenticated.' } });
    await page.goto('/account');
    await expect(page).toHaveURL('/login?redirect=/account');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});

test.describe('given an Admin without the one-time-code cookie', () => {
  test('is logged out at start (spec 1 §4 "Admin one-time code")', async ({ page }) => {
    await signIn(page, { status: 200, json: { data: demoUser('Admin') } });
    await page.goto('/account');
    await expect(page).toHaveURL('/login?redirect=/account');
  });
});

test.describe('given a token of 10 characters or fewer', () => {
  test('the user counts as signed out', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('authToken', '0123456789'));
    await page.goto('/account');
    await expect(page).toHaveURL('/login?redirect=/account');
  });
});
