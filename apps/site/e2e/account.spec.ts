import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  linkFor,
  newestMailId,
  openAccountSection,
  PASSWORD,
  placeCustomerOrder,
  png,
  signInAdminByKeyboard,
  signInByKeyboard,
  tabTo,
  typeInto,
} from './real-api.ts';

/**
 * Account flows against the real API and its seeded demo accounts (password demo-pass-123):
 * registration with a server error routed to its step, a vendor moving an order item status,
 * the admin one-time code read from GET /dev/mailbox, a customer cancelling an item, the
 * vendor and the admin moving an item on to Delivered while the customer follows it and then
 * returns it, price changes proposed, accepted and rejected, and a Pro's showroom settings
 * (markup, logo, coupons, embed code). Run with playwright.account.config.ts
 * (fresh data dir, one worker, in order).
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.account.config.ts');
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('registration by keyboard: a taken email goes back to step 1, then the account is created', async ({
  page,
}) => {
  const press = async (target: Parameters<typeof tabTo>[1], key = 'Enter') => {
    await tabTo(page, target);
    await page.keyboard.press(key);
  };
  // A visitor sent to sign in on the way to checkout registers instead (issue 25 item 6).
  await page.goto('/login?redirect=/checkout');
  await press(page.getByRole('link', { name: 'Sign up for free as a homeowner' }));
  await expect(page).toHaveURL('/register?redirect=%2Fcheckout');
  await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), 'Rita Example');
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), 'customer@demo.test');
  await typeInto(page, page.getByRole('textbox', { name: 'Password' }), 'a-long-password-1');
  await typeInto(page, page.getByRole('textbox', { name: 'Phone number' }), '4155550100');
  await typeInto(page, page.getByRole('textbox', { name: 'Zip code' }), '94103');
  // Next without the agreement: the focus goes to the one box that failed, not to Full name.
  await press(page.getByRole('button', { name: 'Next' }));
  const agree = page.getByRole('checkbox', {
    name: 'I agree to the Terms of Service and Privacy Policy',
  });
  await expect(agree).toBeFocused();
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  // The Terms are there to read; no second box inside.
  await press(page.getByRole('button', { name: 'Read the Terms of Service' }));
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('checkbox')).toHaveCount(0);
  await press(terms.getByRole('button', { name: 'Done' }));
  await expect(terms).toBeHidden();
  await press(page.getByRole('button', { name: 'Next' }));

  await typeInto(page, page.getByRole('textbox', { name: /street/i }).first(), '1 Market St');
  await typeInto(page, page.getByRole('textbox', { name: /city/i }).first(), 'San Francisco');
  // A closed select picks the option whose label starts with the letters typed.
  await tabTo(page, page.getByRole('combobox', { name: /state/i }).first());
  await page.keyboard.type('California');
  await expect(page.getByRole('combobox', { name: /state/i }).first()).toHaveValue('CA');
  await typeInto(page, page.getByRole('textbox', { name: /zip/i }).first(), '94103');
  await press(page.getByRole('button', { name: 'Next' }));

  // Step 3 bills the shipping address unless told otherwise.
  await expect(
    page.getByRole('checkbox', { name: 'Billing address same as shipping' }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
  await press(page.getByRole('button', { name: 'Done' }));
  // The server's 422 on email sends the user back to step 1 with the message under the field.
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await typeInto(page, email, `rita-${Date.now()}@example.test`);
  await press(page.getByRole('button', { name: 'Next' }));
  await press(page.getByRole('button', { name: 'Next' }));
  await press(page.getByRole('button', { name: 'Done' }));
  const thanks = page.getByRole('dialog', { name: 'Thank you for registering!' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
  // Then on to where the visitor was going.
  await expect(page).toHaveURL('/checkout');
});

test('a vendor moves an order item status on /account', async ({ page, request }) => {
  // The seeded project's cart lines.
  await placeCustomerOrder(request, []);
  await signIn(page, 'vendor@demo.test');
  await expect(page).toHaveURL('/account');
  await openAccountSection(page, 'Orders');
  await expect(page.getByRole('heading', { name: 'Order items to fulfil' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'View items' }).first().click();
  const dialog = page.getByRole('dialog');
  const select = dialog.getByRole('combobox', { name: /^Status of / }).first();
  await expect(select).toContainText('Pending Approval');
  await select.click();
  // Only an Admin may choose Accept to Pick Up and later: the vendor's option is disabled ...
  await expect(page.getByRole('option', { name: 'Accept to Pick Up' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('option', { name: 'Approved', exact: true }).click();
  await expect(select).toContainText(/^Approved/);
  await expectNoAxeViolations(page);

  // ... and the server refuses it with its own message when asked directly.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const orders = await request.get('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const itemId = (await orders.json()).data.data[0].items[0].id as number;
  const refused = await request.put(`/api/order_items/${itemId}/status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'Accept to Pick Up' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/Admin/);
});

test('an admin signs in by keyboard with the one-time code from the mailbox', async ({
  page,
  request,
}) => {
  await signInAdminByKeyboard(page, request);
  await openAccountSection(page, 'Orders');
  await expect(page.getByRole('heading', { name: 'All orders' })).toBeVisible();
});

test('a Pro finds the weekly payouts on /account, with the way to set up the account', async ({
  page,
}) => {
  await signIn(page, 'pro@demo.test');
  await expect(page).toHaveURL('/account');
  await openAccountSection(page, 'Balance and payouts');
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByText(/No payouts yet\. Every Monday/)).toBeVisible();
  await expect(payouts.getByRole('link', { name: 'set it up' })).toHaveAttribute(
    'href',
    '/payout_setup',
  );
  await expectNoAxeViolations(page);
});

test('a customer cancels an item within 60 minutes', async ({ page }) => {
  await signIn(page, 'customer@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  await openAccountSection(page, 'Orders');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  const cancel = page.getByRole('button', { name: /^Cancel / }).first();
  await expect(cancel).toBeVisible();
  const label = (await cancel.getAttribute('aria-label')) ?? '';
  await cancel.click();
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a notification's link opens its order; the customer moves its shipping address within 60 minutes", async ({
  page,
  request,
}) => {
  const placed = await placeCustomerOrder(request, [31]);
  await signIn(page, 'customer@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  // /account?order=N (the link a notification carries) opens that order, focused, its breakdown open.
  await page.goto(`/account?order=${placed.id}`);
  const opened = page.getByRole('list', { name: 'The order you opened' });
  const heading = opened.getByRole('heading', { name: `Order ${placed.number}` });
  await expect(heading).toBeFocused();
  const figure = (label: RegExp) =>
    opened.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  await expect(figure(/^Tax \(CA\)$/)).toBeVisible();
  const shipping = await figure(/^Shipping charge$/).textContent();
  await expectNoAxeViolations(page);
  // A new address in Hawaii: tax and shipping are re-priced (spec 2 §9).
  await opened
    .getByRole('button', { name: `Change shipping address of order ${placed.number}` })
    .click();
  const form = opened.getByRole('form', { name: `Shipping address of order ${placed.number}` });
  await typeInto(page, form.getByLabel('Street'), '1 Aloha Tower Dr');
  await typeInto(page, form.getByLabel('City'), 'Honolulu');
  await form.getByLabel('State').selectOption('HI');
  await typeInto(page, form.getByLabel('Zip code'), '96813');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save the new address' }).click();
  await expect(figure(/^Tax \(HI\)$/)).toBeVisible();
  await expect(figure(/^Shipping charge$/)).not.toHaveText(shipping ?? '');
});

test('AI Design: a separate account signs up, verifies its email from the mail, resends, signs out; a stale token is dropped (issue 30 item 1)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `ada-${Date.now()}@example.test`;
  const before = await newestMailId(request);
  await page.goto('/design-ai/singup');
  await typeInto(page, page.getByRole('textbox', { name: 'Name' }), 'Ada Example');
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), email);
  await typeInto(page, page.getByLabel('Password'), 'a-long-password-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/design-ai/welcome');
  await expect(page.getByText(/design credits to start with/)).toBeVisible();
  await expect(page.getByText('Welcome, Ada Example.', { exact: false })).toBeVisible();
  const first = await linkFor(request, email, /http\S+\/design-ai\/welcome\?verify=\S+/, before);

  // Not verified yet: a new link on request (the newest is the one followed).
  const resend = page.getByRole('button', { name: 'Resend the verification email' });
  await tabTo(page, resend);
  const afterFirst = await newestMailId(request);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('A new verification link has been sent to your email.', { exact: true }),
  ).toBeVisible();
  const second = await linkFor(
    request,
    email,
    /http\S+\/design-ai\/welcome\?verify=\S+/,
    afterFirst,
  );
  expect(second).not.toBe(first);
  await expectNoAxeViolations(page);

  // The emailed link, as the mail gives it: verified, and the token leaves the address.
  const url = new URL(second);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Your email has been verified.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/design-ai/welcome');
  await expect(resend).toHaveCount(0);
  // A link used once is spent.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('alert')).toContainText(
    'This verification link is invalid or has expired.',
  );

  // The account on /design-ai: who, verified, the credits; the shop session untouched.
  await page.goto('/design-ai');
  const account = page.getByRole('region', { name: 'Your AI Design account' });
  await expect(account).toContainText(`Signed in to AI Design as Ada Example (${email}).`);
  await expect(account).toContainText('Your email address is verified.');
  await expect(page.getByText(/You have \d+ design credit/)).toBeVisible();
  await expect(page.getByText(/It is a search of the showroom's products/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expectNoAxeViolations(page);

  // The AI sign-out, by keyboard.
  await tabTo(page, account.getByRole('button', { name: 'Log out of AI Design' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are logged out of AI Design.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to AI Design' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AIauthToken'))).toBeNull();

  // A stale token (revoked, expired): GET /api/AI/get_user refuses it and it is removed.
  await page.evaluate(() => localStorage.setItem('AIauthToken', 'stale-token-0123456789'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in to AI Design' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('AIauthToken'))).toBeNull();
});

// ---------------------------------------------------------------------------------------------
// Statuses, a return and price changes, by keyboard alone, with the customer following along.

const orderRow = (page: Page, number: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Order ${number}`, exact: true }) });

/** Tabs to the order's "View items" and opens the popup with Enter. */
async function openItemsByKeyboard(page: Page, number: string) {
  // The orders are their own section of the dashboard (an admin's console has its own).
  await openAccountSection(page, 'Orders');
  await tabTo(page, orderRow(page, number).getByRole('button', { name: 'View items' }), {
    max: 250,
  });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Order ${number} items` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeByKeyboard(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The status shown for an item in the open popup (a badge, or the select's value). */
const itemRow = (dialog: ReturnType<Page['getByRole']>, name: string) =>
  dialog
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('rowheader', { name, exact: true }) });

/** The open listbox has moved the focus to an option (keys pressed before that are lost). */
async function expectOptionFocused(page: Page) {
  await expect(page.getByRole('listbox').locator('[role="option"]:focus')).toHaveCount(1);
}

/**
 * Picks a status in the item's Radix Select by keyboard: Tab to it, Enter opens it, `keys`
 * move the highlight (arrows, End, or typed letters), Enter chooses.
 */
async function chooseStatusByKeyboard(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  name: string,
  keys: string[],
  expected: string,
) {
  const select = dialog.getByRole('combobox', { name: `Status of ${name}` });
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  await expectOptionFocused(page);
  const focusedOption = page.getByRole('listbox').locator('[role="option"]:focus');
  for (const key of keys) {
    if (key.length > 1) {
      // Radix moves the highlight for End, Home and arrows after the key event: wait for it
      // before the next key, which would otherwise start from the old option.
      const before = await focusedOption.textContent();
      await page.keyboard.press(key);
      await expect(focusedOption).not.toHaveText(before ?? '');
    } else await page.keyboard.type(key);
  }
  // Radix moves the highlight after the key event: choose once it has arrived.
  await expect(page.getByRole('option', { name: expected, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toContainText(expected);
}

test('the vendor and the admin move an item on to Delivered by keyboard while the customer follows it, then returns it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const newPage = async () => (await browser.newContext({ baseURL })).newPage();
  const order = await placeCustomerOrder(request, [4, 5]);
  const item = order.items.find((i) => i.product_id === 4);
  if (!item) throw new Error('The order lacks product 4');
  const name = item.product_name;

  const customer = await newPage();
  await signInByKeyboard(customer, 'customer@demo.test');
  await expect(customer).toHaveURL('/account');
  let items = await openItemsByKeyboard(customer, order.number);
  await expect(itemRow(items, name)).toContainText('Waiting for the seller’s approval');
  await closeByKeyboard(customer);

  // The vendor approves the item; the statuses only an Admin sets are out of the vendor's reach.
  const vendor = await newPage();
  await signInByKeyboard(vendor, 'vendor@demo.test');
  await expect(vendor).toHaveURL('/account');
  items = await openItemsByKeyboard(vendor, order.number);
  await chooseStatusByKeyboard(vendor, items, name, ['ArrowDown'], 'Approved');
  await tabTo(vendor, items.getByRole('combobox', { name: `Status of ${name}` }));
  await vendor.keyboard.press('Enter');
  await expectOptionFocused(vendor);
  await expect(vendor.getByRole('option', { name: 'Accept to Pick Up' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // End highlights the last status a vendor may set: Ready for Pick Up, not an Admin's.
  await vendor.keyboard.press('End');
  await expect(vendor.getByRole('option', { name: 'Ready for Pick Up' })).toBeFocused();
  await vendor.keyboard.press('Escape');
  await expect(items.getByRole('combobox', { name: `Status of ${name}` })).toContainText(
    'Approved',
  );

  // The customer sees it (and the header counts the notification).
  await customer.reload();
  await expect(customer.getByRole('button', { name: /unread notifications/ })).toBeVisible();
  items = await openItemsByKeyboard(customer, order.number);
  await expect(itemRow(items, name)).toContainText('Approved');
  await closeByKeyboard(customer);

  // The admin (with the one-time code) moves it on: Accept to Pick Up, then Delivered.
  const admin = await newPage();
  await signInAdminByKeyboard(admin, request);
  items = await openItemsByKeyboard(admin, order.number);
  await chooseStatusByKeyboard(admin, items, name, ['A', 'c', 'c'], 'Accept to Pick Up');
  await chooseStatusByKeyboard(admin, items, name, ['End'], 'Delivered');
  await expectNoAxeViolations(admin);

  // The customer sees Delivered and asks for a return, with its reason, by keyboard.
  await customer.reload();
  items = await openItemsByKeyboard(customer, order.number);
  await expect(itemRow(items, name)).toContainText('Delivered');
  await closeByKeyboard(customer);
  const returnButton = customer.getByRole('button', { name: `Return item ${name}` });
  await tabTo(customer, returnButton);
  await customer.keyboard.press('Enter');
  const returnForm = customer.getByRole('form', { name: `Return ${name}` });
  const reason = returnForm.getByRole('textbox', { name: 'Why are you returning this item?' });
  await expect(reason).toBeFocused();
  // A blank reason is refused with the contract's message and nothing is sent.
  await tabTo(customer, returnForm.getByRole('button', { name: 'Request return' }));
  await customer.keyboard.press('Enter');
  await expect(returnForm.getByRole('alert')).toHaveText(
    'Please tell us why you are returning this item.',
  );
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(customer);
  await customer.keyboard.type('The colour does not match the sample.');
  await tabTo(customer, returnForm.getByRole('button', { name: 'Request return' }));
  await customer.keyboard.press('Enter');
  await expect(returnForm).toHaveCount(0);
  await expect(returnButton).toHaveCount(0);
  items = await openItemsByKeyboard(customer, order.number);
  await expect(itemRow(items, name)).toContainText('Return requested');
  await expectNoAxeViolations(customer);
  await closeByKeyboard(customer);

  // The admin sees the request (after a reload of the list) and marks the item Returned; the
  // customer then sees Returned.
  await admin.reload();
  items = await openItemsByKeyboard(admin, order.number);
  await expect(items.getByRole('combobox', { name: `Status of ${name}` })).toContainText(
    'Return Request',
  );
  await chooseStatusByKeyboard(admin, items, name, ['End', 'ArrowUp'], 'Returned');
  await customer.reload();
  items = await openItemsByKeyboard(customer, order.number);
  await expect(itemRow(items, name)).toContainText('Returned');
});

test('price changes: the vendor proposes new prices by keyboard; the customer accepts one and rejects the other by keyboard', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const order = await placeCustomerOrder(request, [6, 7]);
  const kept = order.items.find((i) => i.product_id === 6);
  const dropped = order.items.find((i) => i.product_id === 7);
  if (!kept || !dropped) throw new Error('The order lacks product 6 or 7');

  // The vendor proposes each new price in the site's form, by keyboard.
  const vendor = await (await browser.newContext({ baseURL })).newPage();
  await signInByKeyboard(vendor, 'vendor@demo.test');
  await expect(vendor).toHaveURL('/account');
  await openAccountSection(vendor, 'Orders');
  const changes = vendor.getByRole('list', { name: `Price changes for order ${order.number}` });
  for (const [item, price] of [
    [kept, '123.45'],
    [dropped, '999.99'],
  ] as const) {
    const propose = changes.getByRole('button', {
      name: `Propose a new price for ${item.product_name}`,
    });
    await tabTo(vendor, propose);
    await vendor.keyboard.press('Enter');
    const form = changes.getByRole('form', { name: `New price for ${item.product_name}` });
    const priceBox = form.getByRole('textbox', { name: /^New unit price/ });
    await expect(priceBox).toBeFocused();
    if (item === kept) {
      // No price: the contract's money message, and nothing is sent.
      await vendor.keyboard.press('Enter');
      await expect(form.getByRole('alert')).toHaveText(
        'Please enter an amount in dollars with at most 2 decimals.',
      );
      await expectNoAxeViolations(vendor);
    }
    await vendor.keyboard.type(price);
    await vendor.keyboard.press('Tab');
    await vendor.keyboard.type('The supplier raised the price.');
    await vendor.keyboard.press('Enter');
    await expect(form).toHaveCount(0);
    await expect(
      changes.getByRole('listitem').filter({ hasText: item.product_name }),
    ).toContainText(`New price $${price} proposed; waiting for the customer.`);
  }
  await vendor.context().close();

  await signInByKeyboard(page, 'customer@demo.test');
  await expect(page).toHaveURL('/account');
  await openAccountSection(page, 'Orders');
  const actions = page.getByRole('list', { name: `Actions for order ${order.number}` });
  await expect(actions).toContainText('New price $123.45');
  await expect(actions).toContainText('New price $999.99');
  await expectNoAxeViolations(page);

  const accept = page.getByRole('button', { name: `Accept the new price of ${kept.product_name}` });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  await expect(accept).toHaveCount(0);
  const reject = page.getByRole('button', {
    name: `Reject the new price of ${dropped.product_name}`,
  });
  await tabTo(page, reject);
  await page.keyboard.press('Enter');
  await expect(reject).toHaveCount(0);

  // Accepted: the item goes on at the new price. Rejected: the item is cancelled. The customer
  // reads statuses in their words (issue 25 item 9).
  const items = await openItemsByKeyboard(page, order.number);
  await expect(itemRow(items, dropped.product_name)).toContainText('Cancelled');
  await expect(itemRow(items, kept.product_name)).toContainText(
    'Waiting for the seller’s approval',
  );
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const orders = await request.get('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const stored = ((await orders.json()).data.data as PlacedOrderRecord[])
    .find((o) => o.number === order.number)
    ?.items.find((i) => i.id === kept.id);
  expect(stored?.pending_price_change).toBeNull();
  expect(stored?.status).toBe('Waiting for approval');
});

type PlacedOrderRecord = {
  number: string;
  items: Array<{ id: number; status: string; pending_price_change: unknown }>;
};

test("a Pro's showroom settings: markup, logo and coupons by keyboard, the embed code", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInByKeyboard(page, 'pro@demo.test');
  await expect(page).toHaveURL('/account');
  await openAccountSection(page, 'My showroom');
  const settings = page.getByRole('region', { name: 'My showroom AB12CD34' });
  await expect(settings).toBeVisible();

  // The markup: out of range is refused beside the field; the stored value saves again.
  const markup = settings.getByRole('textbox', { name: 'Markup (%)' });
  const stored = await markup.inputValue();
  await typeInto(page, markup, '5');
  await page.keyboard.press('Enter');
  await expect(settings.getByText('The markup must be at least 10%.')).toBeVisible();
  await expect(markup).toHaveAttribute('aria-invalid', 'true');
  await typeInto(page, markup, stored);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The markup must be at least 10%.')).toHaveCount(0);
  await expect(markup).not.toHaveAttribute('aria-invalid');

  // The theme colour (issue 25 item 11): a picker beside the text, and a live preview whose
  // bar takes the colour typed (core's readable tokens: pure red is shaded to read, and said so).
  const preview = settings.getByRole('figure', { name: 'Preview' });
  await expect(settings.getByLabel('Pick the theme colour')).toBeVisible();
  const themeText = settings.getByRole('textbox', { name: 'Theme colour', exact: true });
  const storedColour = await themeText.inputValue();
  await typeInto(page, themeText, '#1D4ED8');
  await expect(preview.locator('.site-theme-preview__bar')).toHaveCSS(
    'background-color',
    'rgb(29, 78, 216)',
  );
  await expect(settings.getByLabel('Pick the theme colour')).toHaveValue('#1d4ed8');
  await typeInto(page, themeText, '#FF0000');
  await expect(preview).toContainText('Shaded to #FF1A1A so its text stays readable.');
  await typeInto(page, themeText, storedColour);

  // The logo (this showroom is entitled): the image rule first, then the upload.
  const logo = settings.getByRole('form', { name: 'Logo' });
  const file = logo.getByLabel(/^Logo image/);
  await file.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(40, 40) });
  await expect(logo.getByRole('alert')).toHaveText('The image must be at least 200 x 200 pixels.');
  await expect(logo.getByRole('button', { name: 'Upload logo' })).toBeDisabled();
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(240, 240) });
  await expect(logo.getByRole('alert')).toHaveCount(0);
  await tabTo(page, logo.getByRole('button', { name: 'Upload logo' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Logo uploaded.', { exact: true })).toBeVisible();
  const image = logo.getByRole('img', { name: 'Your showroom logo' });
  await expect(image).toHaveAttribute('src', /^\/storage\/logos\//);
  // Once the new image has loaded (its src is set before the bytes arrive).
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(240);

  // Coupons by keyboard: a malformed code is refused, a good one is issued, then withdrawn.
  const form = settings.getByRole('form', { name: 'New coupon' });
  await typeInto(page, form.getByRole('textbox', { name: /^Coupon code/ }), 'no spaces!');
  await typeInto(page, form.getByRole('textbox', { name: /^Percent off/ }), '5');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: /^Coupon code/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await typeInto(page, form.getByRole('textbox', { name: /^Coupon code/ }), 'spring-5');
  await page.keyboard.press('Enter');
  const coupons = settings.getByRole('list', { name: 'Coupons' });
  await expect(coupons).toContainText('SPRING-5 · 5% off');
  await expect(form.getByRole('textbox', { name: /^Coupon code/ })).toHaveValue('');
  await expectNoAxeViolations(page);
  const withdraw = coupons.getByRole('button', { name: 'Withdraw coupon SPRING-5' });
  await tabTo(page, withdraw);
  await page.keyboard.press('Enter');
  await expect(coupons.getByText('SPRING-5')).toHaveCount(0);
  await expect(coupons).toContainText('WELCOME5');

  // The embed code names this showroom and is copied with one button.
  await expect(settings.locator('pre')).toContainText('AB12CD34');
  await expect(settings.getByRole('button', { name: 'Copy embed code' })).toBeVisible();
  // How it shows on the Pro's site (issue 28 item 3): the snippet writes the layout chosen.
  await expect(settings.locator('pre')).not.toContainText('data-layout');
  await settings.getByRole('radio', { name: 'A button in the corner' }).check();
  await expect(settings.locator('pre')).toContainText('data-layout="floating"');
  await settings.getByRole('radio', { name: 'A button that opens it' }).check();
  await expect(settings.locator('pre')).toContainText('data-layout="popup"');

  // Issue 28 item 4: the live preview beside the code is the real embed (the marketplace's
  // loader and API in a page of its own), following the layout chosen and the colour typed.
  await settings.getByRole('button', { name: 'Show a live preview' }).click();
  await expect(settings.getByRole('button', { name: 'Hide the live preview' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const frame = page.frameLocator('iframe[title="Live preview of your showroom on a website"]');
  await expect(settings.getByText(/^Live preview: the layout and theme colour/)).toBeVisible();
  const launcher = frame.getByRole('button', { name: 'Shop Demo Pro Renovations' });
  await expect(launcher).toBeVisible();
  await settings.getByRole('radio', { name: 'In the page' }).check();
  await expect(launcher).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'Demo Pro Renovations' })).toBeVisible();
  const embedPrimary = () =>
    frame
      .locator('brand-showroom')
      .evaluate((el) =>
        getComputedStyle(el).getPropertyValue('--bui-primary').trim().toLowerCase(),
      );
  await expect.poll(embedPrimary).toBe(storedColour.toLowerCase());
  // The colour field is above: back to it by keyboard (the preview's page is a long way on).
  const retype = async (text: string) => {
    await tabTo(page, themeText, { backwards: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  };
  await retype('#7C3AED');
  await expect.poll(embedPrimary).toBe('#7c3aed');
  await retype(storedColour);
  await expect.poll(embedPrimary).toBe(storedColour.toLowerCase());

  // Issue 28 item 4: what the embed did, by day. One view counted (as the embed counts it), the
  // section read again: the total, the chart, and the same figure in the table by day.
  const analytics = settings.getByRole('region', { name: 'Your embed, last 30 days' });
  const views = analytics.locator('dl > div', { hasText: 'Views' }).locator('dd');
  const viewsBefore = Number(await views.textContent());
  const counted = await page.request.post('/api/embed/events', {
    data: { showroom: 'AB12CD34', event: 'view' },
  });
  expect(counted.status()).toBe(201);
  await page.reload();
  await expect(views).toHaveText(String(viewsBefore + 1));
  await expect(
    analytics.getByRole('img', { name: /^Chart of views, product opens/ }),
  ).toBeVisible();
  await analytics.getByText('Figures by day').click();
  const today = analytics.getByRole('table').getByRole('row').nth(1);
  await expect(today.getByRole('cell').first()).toHaveText(String(viewsBefore + 1));
  await expectNoAxeViolations(page);

  // A Pro without the custom add-on or Premium has no theme colour and no logo.
  const basic = await (await browser.newContext({ baseURL })).newPage();
  await signInByKeyboard(basic, 'basicpro@demo.test');
  await expect(basic).toHaveURL('/account');
  await openAccountSection(basic, 'My showroom');
  await expect(
    basic.getByText(
      'A custom theme colour and logo come with the custom add-on or the Premium plan.',
    ),
  ).toBeVisible();
  await expect(basic.getByRole('form', { name: 'Logo' })).toHaveCount(0);
  await expectNoAxeViolations(basic);
  await basic.context().close();
});

test('a Pro sets a markup per category by keyboard; the showroom prices follow at once', async ({
  page,
  request,
}) => {
  const firstPrice = async () => {
    const list = await request.post('/api/visualization/products', {
      data: { category: 1, showroom: 'AB12CD34', page: 1, per_page: 10 },
    });
    const product = (await list.json()).data.data[0];
    return { id: product.id as number, price: (product.customer_price ?? product.price) as number };
  };
  const before = await firstPrice();
  await signIn(page, 'pro@demo.test');
  await expect(page).toHaveURL('/account');
  await openAccountSection(page, 'Markup by category');
  const section = page.getByRole('region', { name: 'Markup by category' });
  const field = section.getByRole('textbox').first();
  const label = (await field.getAttribute('id')) ?? '';
  expect(label).toBe('category-markup-1');
  await field.focus();
  await page.keyboard.type('5');
  await tabTo(page, section.getByRole('button', { name: 'Save category markups' }));
  await page.keyboard.press('Enter');
  await expect(section.getByText('The markup must be at least 10%.')).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Category markups saved.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Markup by category' }).getByRole('textbox').first(),
  ).toHaveValue('30');
  // pro@demo.test's showroom marks up 15%; category 1 now 30%, on the same vendor price.
  const after = await firstPrice();
  expect(after.id).toBe(before.id);
  expect(Math.abs(after.price - (before.price / 1.15) * 1.3)).toBeLessThanOrEqual(0.02);
  // Blank again: the category goes back to the showroom markup.
  const again = page.getByRole('region', { name: 'Markup by category' });
  await again.getByRole('textbox').first().fill('');
  await again.getByRole('button', { name: 'Save category markups' }).click();
  await expect(page.getByText('Category markups saved.', { exact: true })).toBeVisible();
  expect((await firstPrice()).price).toBe(before.price);
});
