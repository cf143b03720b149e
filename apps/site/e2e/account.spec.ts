import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  PASSWORD,
  placeCustomerOrder,
  signInAdminByKeyboard,
  signInByKeyboard,
  tabTo,
  tokenOf,
  typeInto,
} from './real-api.ts';

/**
 * Account flows against the real API and its seeded demo accounts (password demo-pass-123):
 * registration with a server error routed to its step, a vendor moving an order item status,
 * the admin one-time code read from GET /dev/mailbox, a customer cancelling an item, the
 * vendor and the admin moving an item on to Delivered while the customer follows it and then
 * returns it, and price changes accepted and rejected. Run with playwright.account.config.ts
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
  await page.goto('/register');
  await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), 'Rita Example');
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), 'customer@demo.test');
  await typeInto(page, page.getByRole('textbox', { name: 'Password' }), 'a-long-password-1');
  await typeInto(page, page.getByRole('textbox', { name: 'Phone number' }), '4155550100');
  await typeInto(page, page.getByRole('textbox', { name: 'Zip code' }), '94103');
  await press(
    page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }),
    'Space',
  );
  await press(page.getByRole('button', { name: 'Read the Terms of Service' }));
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await press(
    terms.getByRole('checkbox', { name: 'I have read and accept the license agreement' }),
    'Space',
  );
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
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
});

test('a vendor moves an order item status on /account', async ({ page, request }) => {
  // The seeded project's cart lines.
  await placeCustomerOrder(request, []);
  await signIn(page, 'vendor@demo.test');
  await expect(page).toHaveURL('/account');
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
  await expect(page.getByRole('heading', { name: 'All orders' })).toBeVisible();
});

test('a customer cancels an item within 60 minutes', async ({ page }) => {
  await signIn(page, 'customer@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  const cancel = page.getByRole('button', { name: /^Cancel / }).first();
  await expect(cancel).toBeVisible();
  const label = (await cancel.getAttribute('aria-label')) ?? '';
  await cancel.click();
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('AI Design: a separate account signs up and sees its credits', async ({ page }) => {
  await page.goto('/design-ai/singup');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Example');
  await page.getByRole('textbox', { name: 'Email' }).fill(`ada-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('a-long-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/design-ai/welcome');
  await expect(page.getByText(/design credits to start with/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start designing' }).click();
  await expect(page.getByRole('heading', { name: 'Your AI credits' })).toBeVisible();
  await expect(page.getByText(/You have \d+ design credit/)).toBeVisible();
  // The shop session is untouched: AI Design is a separate account.
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

// ---------------------------------------------------------------------------------------------
// Statuses, a return and price changes, by keyboard alone, with the customer following along.

const orderRow = (page: Page, number: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Order ${number}`, exact: true }) });

/** Tabs to the order's "View items" and opens the popup with Enter. */
async function openItemsByKeyboard(page: Page, number: string) {
  await tabTo(page, orderRow(page, number).getByRole('button', { name: 'View items' }));
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
  for (const key of keys) {
    if (key.length > 1) await page.keyboard.press(key);
    else await page.keyboard.type(key);
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
  await expect(itemRow(items, name)).toContainText('Pending Approval');
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

  // The customer sees Delivered and asks for a return (its reason in the browser's prompt).
  await customer.reload();
  items = await openItemsByKeyboard(customer, order.number);
  await expect(itemRow(items, name)).toContainText('Delivered');
  await closeByKeyboard(customer);
  customer.once('dialog', (dialog) => void dialog.accept('The colour does not match the sample.'));
  const returnButton = customer.getByRole('button', { name: `Return item ${name}` });
  await tabTo(customer, returnButton);
  await customer.keyboard.press('Enter');
  await expect(returnButton).toHaveCount(0);
  items = await openItemsByKeyboard(customer, order.number);
  await expect(itemRow(items, name)).toContainText('Return Request');
  await expectNoAxeViolations(customer);
  await closeByKeyboard(customer);

  // The admin sees the request (after a reload of the list).
  await admin.reload();
  items = await openItemsByKeyboard(admin, order.number);
  await expect(items.getByRole('combobox', { name: `Status of ${name}` })).toContainText(
    'Return Request',
  );
});

test('price changes: the vendor proposes new prices; the customer accepts one and rejects the other by keyboard', async ({
  page,
  request,
}) => {
  const order = await placeCustomerOrder(request, [6, 7]);
  const kept = order.items.find((i) => i.product_id === 6);
  const dropped = order.items.find((i) => i.product_id === 7);
  if (!kept || !dropped) throw new Error('The order lacks product 6 or 7');
  // The vendor proposes through the API (the site has no proposal form for vendors yet).
  const vendorToken = await tokenOf(request, 'vendor@demo.test');
  for (const [item, price] of [
    [kept, 123.45],
    [dropped, 999.99],
  ] as const) {
    const proposed = await request.post(`/api/order_items/${item.id}/price_change`, {
      headers: { Authorization: `Bearer ${vendorToken}` },
      data: { final_price: price, note: 'The supplier raised the price.' },
    });
    expect(proposed.ok(), await proposed.text()).toBe(true);
  }

  await signInByKeyboard(page, 'customer@demo.test');
  await expect(page).toHaveURL('/account');
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

  // Accepted: the item goes on at the new price. Rejected: the item is cancelled.
  const items = await openItemsByKeyboard(page, order.number);
  await expect(itemRow(items, dropped.product_name)).toContainText('Cancle');
  await expect(itemRow(items, kept.product_name)).toContainText('Pending Approval');
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
