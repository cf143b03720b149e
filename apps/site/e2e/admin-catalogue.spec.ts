import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  openAccountSection,
  PASSWORD,
  signInAdminByKeyboard,
  signInByKeyboard,
  tabTo,
  typeInto,
} from './real-api.ts';

/**
 * The Admin's catalogue and vendor applications (issue 30 items 3 and 5) against the real API,
 * by keyboard. A lane of their own (playwright.admin-catalogue.config.ts): each Admin sign-in
 * sends a one-time code, and the API allows an account 5 in 10 minutes, which the admin lane's
 * own tests already use.
 */
test.skip(
  !process.env.SITE_REAL_API,
  'needs the real API: use -c playwright.admin-catalogue.config.ts',
);
test.describe.configure({ mode: 'serial' });

/** axe once the console's toasts (10 s each) are gone. */
async function expectQuietAxe(page: Page) {
  await expect(page.locator('.bui-toast__body')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

type Mail = { id: number; to: string; subject: string; text: string };

async function mailTo(request: APIRequestContext, email: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const box = (await (await request.get('/dev/mailbox')).json()).data as Mail[];
      found = box.find((m) => m.to.includes(email));
      return Boolean(found);
    })
    .toBe(true);
  return found as Mail;
}

test('an admin finds any vendor’s product in the catalogue, retires it (gone from search), puts it back; the audit log says who (issue 30 item 5)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAdminByKeyboard(page, request);
  await openAccountSection(page, 'Catalogue');
  const catalogue = page.getByRole('region', { name: 'Catalogue' });
  await expect(catalogue.getByRole('table')).toBeVisible();

  // Found by keyboard: a word of the name; each row names the brand it sells under.
  await typeInto(page, catalogue.getByRole('searchbox', { name: 'Search name or SKU' }), 'cooktop');
  await page.keyboard.press('Enter');
  const row = catalogue.getByRole('row').nth(1);
  await expect(row.getByRole('cell').first()).toContainText(/cooktop/i);
  const name = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  await expect(row.getByRole('cell').nth(1)).not.toBeEmpty();
  const searched = async () => {
    const answer = await request.get(`/api/search?q=${encodeURIComponent(name)}`);
    const body = (await answer.json()) as { data: { data: { name: string }[] } };
    return body.data.data.some((p) => p.name === name);
  };
  expect(await searched()).toBe(true);

  // Retired: off the public search, listed under Retired, and in the audit log with who did it.
  await tabTo(page, row.getByRole('button', { name: `Retire ${name}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${name} retired.`, { exact: true })).toBeVisible();
  await expect.poll(searched).toBe(false);
  await catalogue.getByRole('combobox', { name: 'Status' }).selectOption('retired');
  const retired = catalogue.getByRole('row', { name: new RegExp(name) });
  await expect(retired.getByRole('cell', { name: 'Retired' })).toBeVisible();
  const log = catalogue.getByRole('region', { name: 'Latest changes (audit log)' });
  await expect(log.getByRole('listitem').first()).toContainText(
    'admin@demo.test retired product #',
  );
  await expectQuietAxe(page);

  // Back on sale.
  await tabTo(page, retired.getByRole('button', { name: `Restore ${name}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${name} is on sale again.`, { exact: true })).toBeVisible();
  await expect.poll(searched).toBe(true);
  await expect(log.getByRole('listitem').first()).toContainText(
    'admin@demo.test put back on sale product #',
  );
});

test('a vendor applies on /register/contractor by keyboard, an admin sees "Vendor" and approves, and the vendor signs in to their catalogue (issue 30 item 3)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `vendor-${Date.now()}@example.test`;
  await page.goto('/register/contractor');
  const form = page.getByRole('form', { name: 'Pro registration' });
  // The choice is one Tab stop; ArrowDown moves to the vendor.
  await tabTo(page, form.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: /^A vendor/ })).toBeChecked();
  await typeInto(page, form.getByLabel('Full name'), 'Vera Vendor');
  await typeInto(page, form.getByLabel('Company name'), 'Vera Tiles');
  await typeInto(page, form.getByLabel('Email'), email);
  await typeInto(page, form.getByLabel('Password'), PASSWORD);
  await typeInto(page, form.getByLabel('Phone number'), '4155550123');
  await typeInto(page, form.getByLabel('Zip code'), '94110');
  await tabTo(page, form.getByRole('checkbox', { name: /I agree to the terms of service/ }));
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page);
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/register/contractor');
  await tabTo(page, form.getByRole('button', { name: 'Apply as a vendor' }));
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({ type: 'Vendor', company_name: 'Vera Tiles' });
  await expect(
    page.getByText(
      /We approve new vendors within \d+ hours and email you when you can list your products\./,
    ),
  ).toBeVisible();

  // The address verified from the mail, as any applicant does.
  const mail = await mailTo(request, email);
  const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect((await request.get(`/api/email/verify/${token}`)).ok()).toBe(true);

  // The admin's applications say who applies as what; approving opens the vendor's account.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAdminByKeyboard(admin, request);
  await openAccountSection(admin, 'Pro applications');
  const applications = admin.getByRole('region', { name: 'Pro applications' });
  const row = applications.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row.getByRole('cell', { name: 'Vendor', exact: true })).toBeVisible();
  await tabTo(admin, row.getByRole('button', { name: 'Approve Vera Vendor' }), { max: 200 });
  await admin.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expectQuietAxe(admin);

  await signInByKeyboard(page, email);
  await expect(page).toHaveURL('/account');
  await openAccountSection(page, 'My catalogue');
  await expect(page.getByRole('heading', { name: 'My catalogue' })).toBeVisible();
});

test('a Pro-to-be books a demo on /pro-account by keyboard; the Admin reads it among the leads as "Book a demo" (issue 30 item 6)', async ({
  page,
  browser,
  request,
}) => {
  const name = `Demo Seeker ${Date.now()}`;
  await page.goto('/pro-account');
  const form = page.getByRole('form', { name: 'See it first' });
  await expect(form).toContainText('30 minutes');
  // Sent empty: each field says what it needs, nothing is sent.
  await tabTo(page, form.getByRole('button', { name: 'Book a demo' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await typeInto(page, form.getByLabel('Name'), name);
  await typeInto(page, form.getByLabel('Email'), 'demo.seeker@example.test');
  await typeInto(page, form.getByLabel('Phone number'), '(555) 010-2030');
  await tabTo(page, form.getByRole('button', { name: 'Book a demo' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expectNoAxeViolations(page);

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAdminByKeyboard(admin, request);
    await openAccountSection(admin, 'Leads');
    const all = admin.getByRole('region', { name: 'Leads of every showroom' });
    const row = all.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Book a demo');
    await expect(row).toContainText('demo.seeker@example.test');
  } finally {
    await adminContext.close();
  }
});
