import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './real-api.ts';

/**
 * Social sign-in (OpenID Connect) against the real API and the local test issuer that
 * playwright.account.config.ts starts (docs/decisions/social-sign-in.md), by keyboard alone.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.account.config.ts');

test('a keyboard user continues with the provider, signs in there and arrives signed in', async ({
  page,
}) => {
  await page.goto('/login');
  const social = page.getByRole('button', { name: 'Continue with Demo ID (test issuer)' });
  await expectNoAxeViolations(page);
  await tabTo(page, social);
  await page.keyboard.press('Enter');

  // The test issuer's own page.
  await expect(
    page.getByRole('heading', { name: 'Test issuer (not a real provider)' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type('customer@demo.test');
  await page.keyboard.press('Enter');

  // Back through /auth/callback, signed in to the demo customer, and on where a password sign-in
  // takes them (a customer with projects: /account, e2e/sign-in-outcomes.spec.ts).
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/authuser', {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
    });
    return (await res.json()).data.email;
  });
  expect(me).toBe('customer@demo.test');
});

test('an email the provider has not verified comes back to /login with a clear message', async ({
  page,
}) => {
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Continue with Demo ID (test issuer)' }));
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Email' }).fill('unverified.someone@example.test');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login?error=unverified');
  await expect(page.getByRole('alert')).toHaveText(
    "Your email is not verified with that provider, so we can't sign you in with it. Verify it there, or sign in with your password.",
  );
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expectNoAxeViolations(page);
});
