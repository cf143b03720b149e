import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  newestMailId,
  openAccountSection,
  PASSWORD,
  placeCustomerOrder,
  signInAdminByKeyboard,
  signInByKeyboard,
  tabTo,
  tokenOf,
  typeInto,
} from './real-api.ts';

/**
 * Issue 12 items 3, 4 against the real API, by keyboard: an admin (one-time code from the
 * outbox) approves a waiting Pro, who then signs in; an admin declines one with a reason; a
 * customer sees the refund of a returned item on their order with its date. Run with
 * playwright.admin.config.ts (fresh data dir, one worker, in order).
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.admin.config.ts');
test.describe.configure({ mode: 'serial' });

/**
 * axe once the console's toasts (10 s each) are gone: a toast sliding out mid-analysis is
 * measured at part opacity (a contrast failure that is not the toast's own).
 */
async function expectQuietAxe(page: Page) {
  await expect(page.locator('.bui-toast__body')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

type Mail = { id: number; to: string; subject: string; text: string };

async function mailTo(request: APIRequestContext, email: string, afterId = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const box = (await (await request.get('/dev/mailbox')).json()).data as Mail[];
      found = box.find((m) => m.id > afterId && m.to.includes(email));
      return Boolean(found);
    })
    .toBe(true);
  return found as Mail;
}

/** A Pro applies (POST /api/register/contractor) and opens the verification link mailed. */
async function applyAsPro(request: APIRequestContext, email: string, fullName: string) {
  const applied = await request.post('/api/register/contractor', {
    data: {
      full_name: fullName,
      company_name: `${fullName} Remodel`,
      email,
      password: PASSWORD,
      country_code: '+1',
      phone_number: '4155550123',
      zip_code: '94110',
      agree: true,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const mail = await mailTo(request, email);
  const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect((await request.get(`/api/email/verify/${token}`)).ok()).toBe(true);
}

/** An admin's API token that passed the one-time code (to set up orders quickly). */
async function adminToken(request: APIRequestContext) {
  const token = await tokenOf(request, 'admin@demo.test');
  const headers = { Authorization: `Bearer ${token}` };
  const after = await newestMailId(request);
  await request.get('/api/login/verify_otp', { headers });
  const mail = await mailTo(request, 'admin@demo.test', after);
  const code = /code is (\d{6})/.exec(mail.text)?.[1];
  const verified = await request.get(`/api/login/verify_otp?otp=${code}`, { headers });
  expect((await verified.json()).data.valid_otp).toBe(true);
  return headers;
}

test('an admin approves a waiting Pro by keyboard, who then signs in; another is declined with a reason', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await applyAsPro(request, 'robin.pro@example.test', 'Robin Stone');
  await applyAsPro(request, 'sam.pro@example.test', 'Sam Lake');

  // Before approval the Pro cannot sign in (spec 1 §8's message).
  const pro = await (await browser.newContext({ baseURL })).newPage();
  await signInByKeyboard(pro, 'robin.pro@example.test');
  await expect(
    pro.getByText('Your account is currently pending approval by the provider.').first(),
  ).toBeVisible();

  await signInAdminByKeyboard(page, request);
  await openAccountSection(page, 'Pro applications');
  const applications = page.getByRole('region', { name: 'Pro applications' });
  await expect(applications.getByRole('cell', { name: /robin\.pro@example\.test/ })).toBeVisible();
  await expectQuietAxe(page);

  await tabTo(page, applications.getByRole('button', { name: 'Approve Robin Stone' }));
  await page.keyboard.press('Enter');
  await expect(applications.getByRole('cell', { name: /robin\.pro@example\.test/ })).toHaveCount(0);
  const approved = await mailTo(request, 'robin.pro@example.test');
  expect(approved.subject).toBe('Your Pro account is approved');

  // Declining needs a reason: blank is refused with the contract's message, then it is sent.
  await tabTo(page, applications.getByRole('button', { name: 'Decline Sam Lake' }));
  await page.keyboard.press('Enter');
  const decline = applications.getByRole('form', { name: 'Decline Sam Lake' });
  const reason = decline.getByRole('textbox', { name: /Reason/ });
  await expect(reason).toBeFocused();
  await tabTo(page, decline.getByRole('button', { name: 'Send decline' }));
  await page.keyboard.press('Enter');
  await expect(decline.getByRole('alert')).toHaveText(
    'Please give the applicant a reason for declining.',
  );
  await expect(reason).toBeFocused();
  await expectQuietAxe(page);
  await page.keyboard.type('We could not verify your licence.');
  await tabTo(page, decline.getByRole('button', { name: 'Send decline' }));
  await page.keyboard.press('Enter');
  await expect(applications.getByRole('cell', { name: /sam\.pro@example\.test/ })).toHaveCount(0);
  const declined = await mailTo(request, 'sam.pro@example.test', approved.id);
  expect(declined.text).toContain('Reason: We could not verify your licence.');

  // The approved Pro now signs in to their account.
  await signInByKeyboard(pro, 'robin.pro@example.test');
  await expect(pro).toHaveURL('/account');
  await openAccountSection(pro, 'My showroom');
  await expect(pro.getByRole('heading', { name: /My showroom/ })).toBeVisible();

  // The admin finds a user by email and deactivates them by keyboard.
  await openAccountSection(page, 'Users');
  const users = page.getByRole('region', { name: 'Users' });
  await typeInto(page, users.getByRole('searchbox', { name: 'Email or name' }), 'newcustomer@');
  await page.keyboard.press('Enter');
  await expect(
    users.getByRole('cell', { name: 'newcustomer@demo.test', exact: true }),
  ).toBeVisible();
  await tabTo(page, users.getByRole('button', { name: 'Deactivate newcustomer@demo.test' }));
  await page.keyboard.press('Enter');
  await expect(users.getByRole('button', { name: 'Activate newcustomer@demo.test' })).toBeVisible();
  await expect(users.getByRole('cell', { name: 'Deactivated', exact: true })).toBeVisible();
  await expectQuietAxe(page);
});

test('a customer sees the refund of a returned item with its date', async ({ page, request }) => {
  test.setTimeout(120_000);
  const order = await placeCustomerOrder(request, [8]);
  const item = order.items[0];
  if (!item) throw new Error('no item');
  const admin = await adminToken(request);
  const vendor = { Authorization: `Bearer ${await tokenOf(request, 'vendor@demo.test')}` };
  const status = async (headers: Record<string, string>, to: string) => {
    const res = await request.put(`/api/order_items/${item.id}/status`, {
      headers,
      data: { status: to },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  await status(vendor, 'Vendor Approved');
  await status(admin, 'Accept to Pick Up');
  await status(admin, 'Delivered');
  const customer = { Authorization: `Bearer ${await tokenOf(request, 'customer@demo.test')}` };
  const returned = await request.post(`/api/order_items/${item.id}/return`, {
    headers: customer,
    data: { reason: 'Too dark' },
  });
  expect(returned.ok()).toBe(true);
  const answer = await status(admin, 'Returned');
  expect(answer.data.refund.status).toBe('refunded');

  await signInByKeyboard(page, 'customer@demo.test');
  await expect(page).toHaveURL('/account');
  await openAccountSection(page, 'Orders');
  const refunds = page.getByRole('list', { name: `Refunds of order ${order.number}` });
  await expect(refunds).toContainText(item.product_name);
  // "Nordic ...: $123.45 refunded on 11/25/2026": the amount and the date it was refunded.
  await expect(refunds).toContainText(/: \$[\d,]+\.\d{2} refunded on \d/);
  await expectNoAxeViolations(page);
});

test('the card’s figures on the order, a problem reported after delivery, and what an admin sees of both', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const order = await placeCustomerOrder(request, [9]);
  const item = order.items[0];
  if (!item) throw new Error('no item');
  const admin = await adminToken(request);
  const vendor = { Authorization: `Bearer ${await tokenOf(request, 'vendor@demo.test')}` };
  for (const [headers, to] of [
    [vendor, 'Vendor Approved'],
    [admin, 'Accept to Pick Up'],
    [admin, 'Delivered'],
  ] as const) {
    const res = await request.put(`/api/order_items/${item.id}/status`, {
      headers,
      data: { status: to },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // The customer: what was charged (issue 22), then a report within the two weeks (issue 30).
  await signInByKeyboard(page, 'customer@demo.test');
  await expect(page).toHaveURL('/account');
  await openAccountSection(page, 'Orders');
  const payment = page.getByLabel(`Card payments of order ${order.number}`);
  await expect(payment).toContainText(/Charged\s*\$[\d,]+\.\d{2}/);
  await tabTo(
    page,
    page.getByRole('button', { name: `Report a problem with order ${order.number}` }),
    {
      max: 400,
    },
  );
  await page.keyboard.press('Enter');
  const report = page.getByRole('form', { name: `Report a problem with order ${order.number}` });
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(report.getByText('Please describe what is wrong or missing.')).toBeVisible();
  await report.getByLabel('Which item').selectOption(String(item.id));
  await report.getByLabel('What is wrong or missing').fill('Two tiles arrived cracked.');
  await report.getByRole('button', { name: 'Send the report' }).click();
  const problems = page.getByRole('list', { name: `Problems reported with ${order.number}` });
  await expect(problems).toContainText(`${item.product_name}: Two tiles arrived cracked.`);
  await expectQuietAxe(page);

  // The admin: the order adds up in Payments; the report is in Needs attention.
  page = await (await browser.newContext({ baseURL })).newPage();
  await signInAdminByKeyboard(page, request);
  await openAccountSection(page, 'Payments');
  const row = page.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText('Adds up');
  await page.getByText('Only orders that do not add up').click();
  await expect(page.getByText('Every order adds up.')).toBeVisible();
  await expectQuietAxe(page);
  await openAccountSection(page, 'Needs attention');
  await expect(page.getByRole('list', { name: 'Problems customers reported' })).toContainText(
    'Two tiles arrived cracked.',
  );
  await expectQuietAxe(page);
});

test("a Pro applies on /register/contractor by keyboard, choosing the calling code from the customer's list of countries", async ({
  page,
}) => {
  await page.goto('/register/contractor');
  const form = page.getByRole('form', { name: 'Pro registration' });
  await form.getByLabel('Full name').fill('Noor de Vries');
  await form.getByLabel('Company name').fill('De Vries Tegels');
  await form.getByLabel('Email').fill('noor.devries@demo.test');
  await form.getByLabel('Password').fill('demo-pass-123');
  // The same list as the customer's registration: every country by name, with its code.
  const code = form.getByRole('combobox', { name: 'Country code' });
  await expect(code).toHaveValue('US');
  await expect(code.locator('option', { hasText: 'United States (+1)' })).toHaveCount(1);
  expect(await code.locator('option').count()).toBeGreaterThan(200);
  await code.focus();
  await code.selectOption({ label: 'Netherlands (+31)' });
  await form.getByLabel('Phone number').fill('201234567');
  await form.getByLabel('Zip code').fill('94103');
  await form.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
  await expectNoAxeViolations(page);
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/register/contractor',
  );
  await form.getByRole('button', { name: 'Apply as a Pro' }).focus();
  await page.keyboard.press('Enter');
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({ country_code: '+31', type: 'Contractor' });
  expect((await request.response())?.status()).toBeLessThan(300);
  await expect(page.getByText(/We approve new Pros within \d+ hours/)).toBeVisible();
});
