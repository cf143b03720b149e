import type { Page } from '@playwright/test';
import { expect, test } from './hermetic.ts';
import { demoUser, VALID_TOKEN } from './routes.ts';

/** Stubs POST /api/login (these tests run without the API) and records what was sent. */
async function stubLogin(page: Page, answer: { status: number; json: unknown }) {
  const bodies: unknown[] = [];
  await page.route('**/api/login', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill(answer);
  });
  await page.route('**/api/logout', (route) => route.fulfill({ status: 200, json: {} }));
  return bodies;
}

async function fillAndSubmit(page: Page) {
  await page.getByLabel('Email').fill('customer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const session = (user: ReturnType<typeof demoUser>) => ({
  status: 200,
  json: { data: { user, token: VALID_TOKEN } },
});

test.describe('given the sign-in page', () => {
  test('has the spec links', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset_password',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sign up for free as a homeowner' }),
    ).toHaveAttribute('href', '/register');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }),
    ).toHaveAttribute('href', '/');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  });

  test('a customer with no projects goes to the redirect query', async ({ page }) => {
    const bodies = await stubLogin(page, session({ ...demoUser('User'), total_projects: 0 }));
    await page.goto('/login?redirect=/checkout');
    await fillAndSubmit(page);
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(bodies).toEqual([{ email: 'customer@demo.test', password: 'demo-pass-123' }]);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(VALID_TOKEN);
  });

  test('an outside redirect query is not followed', async ({ page }) => {
    await stubLogin(page, session({ ...demoUser('User'), total_projects: 0 }));
    await page.goto('/login?redirect=https://evil.example/');
    await fillAndSubmit(page);
    await expect(page).toHaveURL('/');
  });

  test('an unverified email goes to /verifiction', async ({ page }) => {
    await stubLogin(page, session({ ...demoUser('User'), email_verified_at: null }));
    await page.goto('/login');
    await fillAndSubmit(page);
    await expect(page).toHaveURL('/verifiction');
  });

  test('a deactivated account is signed out with the spec message', async ({ page }) => {
    await stubLogin(page, session({ ...demoUser('User'), status: 'Deactive' }));
    await page.goto('/login');
    await fillAndSubmit(page);
    await expect(
      page.getByText("Your account has been deactivated. Please contact the provider's Support.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('a refused login shows the first server error under the fields', async ({ page }) => {
    await stubLogin(page, {
      status: 422,
      json: {
        message: 'The given data was invalid.',
        errors: { email: ['These credentials do not match our records.'] },
      },
    });
    await page.goto('/login');
    await fillAndSubmit(page);
    await expect(
      page.getByRole('main').getByText('These credentials do not match our records.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
