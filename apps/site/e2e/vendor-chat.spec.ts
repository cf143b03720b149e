import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, PASSWORD } from './real-api.ts';

/**
 * Issue 30 item 3 (spec 1 §1 "Vendors collaborate with other users") against the real API: the
 * customer invites the vendor of their project's items (vendor@demo.test, "Vendor Supply") into
 * the chat of "Kitchen refresh"; the vendor signs in, opens the chat from their project chats,
 * posts; the customer sees the vendor's message. Run with playwright.vendor.config.ts.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.vendor.config.ts');
test.describe.configure({ mode: 'serial' });

const PROJECT = 'Kitchen refresh';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const chatOf = (page: Page) => page.getByRole('region', { name: 'Project chat' });
const messagesOf = (page: Page) => chatOf(page).getByRole('log', { name: 'Messages' });

test('the customer invites the vendor; the vendor posts in the chat; the customer reads it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'customer@demo.test');
  await page.goto('/account?section=projects');
  const projects = page.getByRole('region', { name: 'My projects' });
  await projects.getByRole('link', { name: `Open chat for ${PROJECT}` }).click();
  await expect(page).toHaveURL(/\/account\?project=\d+$/);
  const invite = page.getByRole('button', { name: 'Invite a vendor' });
  // By keyboard: focus the control and open it with Enter.
  await invite.focus();
  await page.keyboard.press('Enter');
  await expect(invite).toHaveAttribute('aria-expanded', 'true');
  const vendors = page.getByRole('list', { name: `Vendors of ${PROJECT}` });
  await expect(vendors).toContainText('Vendor Supply');
  await expectNoAxeViolations(page);
  await vendors.getByRole('button', { name: 'Invite Vendor Supply' }).click();
  await expect(page.getByText('Vendor invited to the chat.', { exact: true })).toBeVisible();
  await expect(vendors.getByRole('button', { name: 'Remove Vendor Supply' })).toBeVisible();

  const vendorPage = await (await browser.newContext()).newPage();
  await signIn(vendorPage, 'vendor@demo.test');
  await vendorPage.goto('/account?section=projects');
  const chats = vendorPage.getByRole('region', { name: 'Project chats' });
  await expect(chats.getByRole('heading', { name: PROJECT })).toBeVisible();
  await expectNoAxeViolations(vendorPage);
  await chats.getByRole('link', { name: `Open chat for ${PROJECT}` }).click();
  const text = 'Vendor Supply here: the tiles ship next week.';
  await chatOf(vendorPage).getByRole('textbox', { name: 'Message' }).fill(text);
  await chatOf(vendorPage).getByRole('button', { name: 'Send' }).click();
  await expect(messagesOf(vendorPage).getByText(text)).toBeVisible();
  // The vendor does not invite vendors.
  await expect(vendorPage.getByRole('button', { name: 'Invite a vendor' })).toHaveCount(0);
  await expectNoAxeViolations(vendorPage);

  // The customer's open chat receives it live (or on reload).
  await expect(messagesOf(page).getByText(text)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});
