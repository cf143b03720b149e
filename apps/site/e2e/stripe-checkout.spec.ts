import { expect, test } from '@playwright/test';
import { fakeStripeJs } from './fake-stripe-js.ts';
import { expectNoAxeViolations, signInByKeyboard, tabTo, tokenOf } from './real-api.ts';

/**
 * Issue 27: checkout under PAYMENTS=stripe, against the real API started with the fake Stripe
 * API as STRIPE_API_BASE (playwright.stripe.config.ts), by keyboard. The card is typed into
 * Stripe's card field (a stand-in Stripe.js, e2e/fake-stripe-js.ts, served at js.stripe.com):
 * our API only ever receives a PaymentMethod id. A declined card shows the processor's message
 * and places nothing; a card that needs 3-D Secure is authenticated in the browser and the same
 * checkout is sent again, which places one order.
 */
test.skip(!process.env.SITE_REAL_API, 'needs the real API: use -c playwright.stripe.config.ts');

const FAKE_STRIPE = `http://127.0.0.1:${process.env.SITE_STRIPE_FAKE_PORT}`;

test("a card in Stripe's field: a decline says why, 3-D Secure is completed, one order is placed", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakeStripeJs(FAKE_STRIPE) }),
  );
  const config = await (await request.get('/api/payments/config')).json();
  expect(config.data).toEqual({
    provider: 'stripe',
    stripe_publishable_key: 'pk_test_fake0123456789',
  });

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout') {
      sent.push(r.postData() ?? '');
    }
  });
  const token = await tokenOf(request, 'customer@demo.test');
  const ordersBefore = await (
    await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } })
  ).json();

  await signInByKeyboard(page, 'customer@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/checkout-payment');

  // Stripe's field, not ours: no card number field of the site, no saved sandbox card.
  const card = page.getByRole('group', { name: 'Card' });
  await expect(card.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Saved card/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'CVV' })).toHaveCount(0);

  // A declined card: Stripe's message, beside the field, and no order.
  await tabTo(page, card.getByRole('textbox', { name: 'Card number' }));
  await page.keyboard.type('4000 0000 0000 0002');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 / 34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(card).toHaveAccessibleDescription('Your card was declined.');
  await expect(page).toHaveURL('/checkout-payment');
  await expectNoAxeViolations(page);

  // A card that needs 3-D Secure: the challenge, completed; the order is placed once.
  await tabTo(page, card.getByRole('textbox', { name: 'Card number' }), { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4000 0027 6000 3184');
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  const challenge = page.getByRole('dialog', { name: '3D Secure test payment' });
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/thankyou\?order=/);

  // Our API got PaymentMethod ids only (the decline's, then the 3-D Secure card's, sent twice
  // with one idempotency key), never a card number.
  expect(sent.length).toBe(3);
  for (const body of sent) {
    expect(body).not.toContain('card_number');
    expect(body).not.toMatch(/4000\s?0/);
  }
  expect(JSON.parse(sent[0] ?? '{}').payment_method).toBe('pm_card_chargeDeclined');
  const [first, second] = sent.slice(1).map((body) => JSON.parse(body));
  expect(first.payment_method).toBe('pm_card_authenticationRequired');
  expect(second).toEqual(first);
  const ordersAfter = await (
    await request.get('/api/orders', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(ordersAfter.data.total ?? ordersAfter.data.length).toBe(
    (ordersBefore.data.total ?? ordersBefore.data.length) + 1,
  );
});
