/**
 * Issue 27: a Pro's plans (Premium $199 and the custom add-on, each unlocking the theme colour
 * and logo on the marketplace and in the embed). Under the sandbox the section works end to
 * end without Stripe (subscribe, renewal by date, cancel at the period's end); under
 * PAYMENTS=stripe it goes through Stripe Checkout, the customer portal and webhooks, against
 * the local fake of the Stripe API. The entitlement is core's `canUseCustomTheme`.
 */
import { showroomThemeColor } from '@brand/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewSandboxPlans } from '../src/modules/plans/renew-sandbox-plans.ts';
import { deliver, deliverSince, type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { client, type Loose, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

/** A test that starts a server of its own gets the hooks' time for it (a busy machine is slow). */
const SERVER_START = { timeout: 120_000 };

const MONTH = 31 * 24 * 3_600_000;

/** What the marketplace and the embed show for the showroom: its colour, or null (default theme). */
async function themeShown(server: TestServer, showroom: string) {
  const res = await client(server.url).get(`/api/visualization/shop_profile?showroom=${showroom}`);
  const profile = res.body.data.profile;
  return showroomThemeColor(profile, profile.theme_color);
}

const planOf = (plans: Loose, code: string) =>
  plans.plans.find((p: Loose) => p.code === code) as Loose;

describe('given the sandbox', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let basic = '';
  beforeAll(async () => {
    server = await startServer();
    api = client(server.url);
    basic = await login(server.url, 'basicpro@demo.test');
  }, 120_000);
  afterAll(async () => {
    expect(server.drift).toEqual([]);
    await server.close();
  });

  it('keeps the demo accounts as seeded: pro@demo.test on Premium (199), basicpro without', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    const plans = (await api.get('/api/plans', { token: pro })).body.data;
    expect(plans.provider).toBe('sandbox');
    expect(plans.theming_entitled).toBe(true);
    expect(plans.manage_billing).toBe(false);
    expect(planOf(plans, 'premium')).toMatchObject({
      name: 'Premium',
      price: 199,
      interval: 'month',
      subscription: { status: 'active', active: true, cancel_at_period_end: false },
    });
    expect(await themeShown(server, 'AB12CD34')).toBe('#0F766E');
    const basicPlans = (await api.get('/api/plans', { token: basic })).body.data;
    expect(basicPlans.theming_entitled).toBe(false);
    expect(basicPlans.plans.map((p: Loose) => [p.code, p.subscription])).toEqual([
      ['premium', null],
      ['custom_addon', null],
    ]);
    expect(planOf(basicPlans, 'custom_addon').unlocks).toContain(
      'Your logo on your showroom in the marketplace and in your website embed',
    );
  });

  it('subscribes, themes the showroom, cancels at the period’s end, then the theme goes', async () => {
    const before = await api.put(
      '/api/showroom/settings',
      { theme_color: '#7c3aed' },
      { token: basic },
    );
    expect(before.status).toBe(403);
    const subscribed = await api.post('/api/plans/premium/subscribe', undefined, { token: basic });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    expect(subscribed.body.data.checkout_url).toBeNull();
    expect(subscribed.body.data.plans.theming_entitled).toBe(true);
    const premium = planOf(subscribed.body.data.plans, 'premium').subscription;
    expect(premium).toMatchObject({ status: 'active', active: true, cancel_at_period_end: false });
    const end = new Date(premium.current_period_end).getTime();
    expect(end - server.clock.now.getTime()).toBeGreaterThan(27 * 24 * 3_600_000);
    // Themed: the colour now saves and shows on the marketplace (and the embed, same profile).
    expect(
      (await api.put('/api/showroom/settings', { theme_color: '#7c3aed' }, { token: basic }))
        .status,
    ).toBe(200);
    expect(await themeShown(server, 'ZX98YW76')).toBe('#7c3aed');
    const me = (await api.get('/api/authuser', { token: basic })).body.data;
    expect(me.latest_subscription).toEqual({
      subscription_status: 'active',
      plan: 'Premium',
      paid_amount: 199,
    });
    // Subscribing again answers the plan as it is.
    expect(
      (await api.post('/api/plans/premium/subscribe', undefined, { token: basic })).body.message,
    ).toMatch(/already active/);
    // Cancel: still themed until the period ends.
    const cancelled = await api.post('/api/plans/premium/cancel', undefined, { token: basic });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(
      /stays active until \d{4}-\d{2}-\d{2} and will not renew/,
    );
    expect(planOf(cancelled.body.data, 'premium').subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    expect(await themeShown(server, 'ZX98YW76')).toBe('#7c3aed');
    // The period ends: no renewal, the plan ends, the default theme is back.
    const at = server.clock.now;
    try {
      server.clock.now = new Date(end + 60_000);
      expect(await renewSandboxPlans(server.deps)).toEqual({ renewed: 0, ended: 1 });
      expect(await renewSandboxPlans(server.deps)).toEqual({ renewed: 0, ended: 0 });
    } finally {
      server.clock.now = at;
    }
    expect(await themeShown(server, 'ZX98YW76')).toBeNull();
    const after = (await api.get('/api/plans', { token: basic })).body.data;
    expect(after.theming_entitled).toBe(false);
    expect(planOf(after, 'premium').subscription).toMatchObject({
      status: 'canceled',
      active: false,
    });
    // Subscribing again starts a new plan.
    const again = await api.post('/api/plans/premium/subscribe', undefined, { token: basic });
    expect(again.body.data.plans.theming_entitled).toBe(true);
    await api.post('/api/plans/premium/cancel', undefined, { token: basic });
  });

  it('renews by date until cancelled, one paid period each time; a resumed plan renews again', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    const sub = await api.post('/api/plans/custom_addon/subscribe', undefined, { token: pro });
    expect(planOf(sub.body.data.plans, 'custom_addon').subscription.status).toBe('active');
    const first = new Date(
      planOf(sub.body.data.plans, 'custom_addon').subscription.current_period_end,
    );
    const at = server.clock.now;
    try {
      server.clock.now = new Date(first.getTime() + MONTH + 60_000); // two periods passed
      expect((await renewSandboxPlans(server.deps)).renewed).toBeGreaterThanOrEqual(1);
    } finally {
      server.clock.now = at;
    }
    const admin = await loginAdmin(server.url);
    const list = await api.get('/api/admin/subscriptions?active=1', { token: admin });
    expect(list.status).toBe(200);
    const addon = list.body.data.data.find(
      (s: Loose) => s.email === 'pro@demo.test' && s.plan_code === 'custom_addon',
    );
    expect(addon).toMatchObject({
      provider: 'sandbox',
      status: 'active',
      active: true,
      paid_amount: 49,
      payments: 3,
    });
    expect(new Date(addon.current_period_end).getTime()).toBeGreaterThan(first.getTime() + MONTH);
    // The custom add-on shows on the showroom as spec 1 §3 has it.
    const profile = (await api.get('/api/visualization/shop_profile?showroom=AB12CD34')).body.data
      .profile;
    expect(profile.custom_addon).toEqual({ subscription_status: 'active' });
    // Cancel, then change one's mind: it renews again.
    await api.post('/api/plans/custom_addon/cancel', undefined, { token: pro });
    const resumed = await api.post('/api/plans/custom_addon/subscribe', undefined, { token: pro });
    expect(resumed.body.message).toMatch(/renew again/);
    expect(planOf(resumed.body.data.plans, 'custom_addon').subscription.cancel_at_period_end).toBe(
      false,
    );
  });

  it('cancels the seeded Premium plan at its next monthly anniversary', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    const res = await api.post('/api/plans/premium/cancel', undefined, { token: pro });
    expect(res.status).toBe(200);
    const premium = planOf(res.body.data, 'premium').subscription;
    expect(premium.cancel_at_period_end).toBe(true);
    const end = new Date(premium.current_period_end).getTime();
    expect(end).toBeGreaterThan(server.clock.now.getTime());
    expect(end - server.clock.now.getTime()).toBeLessThanOrEqual(MONTH);
    await api.post('/api/plans/premium/subscribe', undefined, { token: pro }); // resume: demo as seeded
  });

  it('is for Pros only, names the plans it has, and has no portal under the sandbox', async () => {
    const customer = await login(server.url, 'customer@demo.test');
    expect((await api.get('/api/plans', { token: customer })).status).toBe(403);
    expect((await api.get('/api/plans')).status).toBe(401);
    const unknown = await api.post('/api/plans/gold/subscribe', undefined, { token: basic });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.plan).toEqual(['Choose the Premium plan or the custom add-on.']);
    const portal = await api.post('/api/plans/portal', undefined, { token: basic });
    expect(portal.status).toBe(409);
    const none = await api.post('/api/plans/custom_addon/cancel', undefined, { token: basic });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('You have no Custom add-on plan to cancel.');
  });
});

describe('given PAYMENTS=stripe', () => {
  let fake: FakeStripe;
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let basic = '';
  beforeAll(async () => {
    fake = await startFakeStripe({ now: () => server?.clock.now ?? new Date() });
    server = await startServer({ stripe: fake });
    api = client(server.url);
    basic = await login(server.url, 'basicpro@demo.test');
  }, 120_000);
  afterAll(async () => {
    expect(server.drift).toEqual([]);
    await server.close();
    await fake.close();
  });

  /** Subscribes through Stripe Checkout and the webhooks; answers the Stripe subscription. */
  async function checkout(token: string, plan: string) {
    const res = await api.post(`/api/plans/${plan}/subscribe`, undefined, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url: string = res.body.data.checkout_url;
    expect(url).toMatch(new RegExp(`^${fake.url}/_test/checkout/cs_test_`));
    const session = url.split('/').pop() as string;
    const from = fake.events.length;
    const sub = fake.completeCheckout(session);
    return { sub, session, from };
  }

  it('subscribes through Stripe Checkout in subscription mode; the plan starts with the webhooks', async () => {
    const { sub, session, from } = await checkout(basic, 'premium');
    const created = fake.calls.find((c) => c.path === '/v1/checkout/sessions' && c.status === 200);
    expect(created?.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: expect.stringMatching(/^\d+$/),
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '19900', recurring: { interval: 'month' } },
        },
      ],
      subscription_data: { metadata: { plan_code: 'premium' } },
    });
    // Back to the site's Plans section (a page the site has: /account/plans was a 404).
    expect(String(created?.params.success_url)).toContain('/account?section=plans&checkout=done');
    expect(String(created?.params.cancel_url)).toMatch(
      /\/account\?section=plans&checkout=cancelled$/,
    );
    // Paid at Stripe, but nothing unlocked before Stripe says so.
    expect((await api.get('/api/plans', { token: basic })).body.data.theming_entitled).toBe(false);
    expect(fake.objects.get(session)?.status).toBe('complete');
    const answers = await deliverSince(server.url, fake, from);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const plans = (await api.get('/api/plans', { token: basic })).body.data;
    expect(plans).toMatchObject({
      provider: 'stripe',
      theming_entitled: true,
      manage_billing: true,
    });
    expect(planOf(plans, 'premium').subscription).toMatchObject({
      status: 'active',
      active: true,
      cancel_at_period_end: false,
    });
    expect(
      (await api.put('/api/showroom/settings', { theme_color: '#b45309' }, { token: basic }))
        .status,
    ).toBe(200);
    expect(await themeShown(server, 'ZX98YW76')).toBe('#b45309');
    expect(sub.status).toBe('active');
  });

  it('cancels at the period’s end at Stripe; themed until Stripe ends it, then unthemed', async () => {
    const cancelled = await api.post('/api/plans/premium/cancel', undefined, { token: basic });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const update = fake.calls.findLast(
      (c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/'),
    );
    expect(update?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(planOf(cancelled.body.data, 'premium').subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    expect(await themeShown(server, 'ZX98YW76')).toBe('#b45309');
    const subId = update?.path.split('/').pop() as string;
    const from = fake.events.length;
    fake.endPeriod(subId);
    await deliverSince(server.url, fake, from);
    expect(await themeShown(server, 'ZX98YW76')).toBeNull();
    const plans = (await api.get('/api/plans', { token: basic })).body.data;
    expect(plans.theming_entitled).toBe(false);
    expect(planOf(plans, 'premium').subscription).toMatchObject({
      status: 'canceled',
      active: false,
    });
  });

  it('renews automatically (invoice.paid), records each period once, and shows admins', async () => {
    const pro = await login(server.url, 'pro@demo.test');
    const { sub, from } = await checkout(pro, 'custom_addon');
    await deliverSince(server.url, fake, from);
    const renewal = fake.events.length;
    fake.endPeriod(sub.id);
    const events = fake.events.slice(renewal);
    for (const e of events) expect((await deliver(server.url, e)).status).toBe(200);
    // Stripe sends an event again: nothing changes.
    for (const e of events) expect((await deliver(server.url, e)).body.replayed).toBe(true);
    const admin = await loginAdmin(server.url);
    const list = (await api.get('/api/admin/subscriptions', { token: admin })).body.data.data;
    const addon = list.find((s: Loose) => s.provider_ref === sub.id);
    expect(addon).toMatchObject({
      email: 'pro@demo.test',
      plan_code: 'custom_addon',
      provider: 'stripe',
      status: 'active',
      paid_amount: 49,
      payments: 2,
      cancel_at_period_end: false,
    });
    const profile = (await api.get('/api/visualization/shop_profile?showroom=AB12CD34')).body.data
      .profile;
    expect(profile.custom_addon).toEqual({ subscription_status: 'active' });
    // A failed renewal: past_due no longer unlocks the add-on (Premium still does for this Pro).
    const failing = fake.events.length;
    fake.endPeriod(sub.id, 'failed');
    await deliverSince(server.url, fake, failing);
    const after = (await api.get('/api/plans', { token: pro })).body.data;
    expect(planOf(after, 'custom_addon').subscription).toMatchObject({
      status: 'past_due',
      active: false,
    });
  });

  it('tolerates events out of order: an old "created" after "cancelled" changes nothing', async () => {
    const pro = await login(server.url, 'basicpro@demo.test');
    const { sub, from } = await checkout(pro, 'custom_addon');
    const first = fake.events.slice(from);
    expect(first.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    // Checkout's completion arrives first; the Pro cancels; the cancel's update arrives; the
    // creation and first invoice (older) arrive last.
    const completed = first[2] as Loose;
    expect((await deliver(server.url, completed)).status).toBe(200);
    expect(
      (await api.post('/api/plans/custom_addon/cancel', undefined, { token: pro })).status,
    ).toBe(200);
    const later = fake.events.slice(from + first.length);
    expect(later.map((e) => e.type)).toEqual(['customer.subscription.updated']);
    for (const e of [...later, first[0], first[1]]) {
      expect((await deliver(server.url, e as Loose)).status).toBe(200);
    }
    const plans = (await api.get('/api/plans', { token: pro })).body.data;
    expect(planOf(plans, 'custom_addon').subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    expect(sub.id).toMatch(/^sub_/);
  });

  it('opens Stripe’s customer portal for "Manage billing"', SERVER_START, async () => {
    const res = await api.post('/api/plans/portal', undefined, { token: basic });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${fake.url}/_test/portal/bps_`));
    const call = fake.calls.findLast((c) => c.path === '/v1/billing_portal/sessions');
    expect(String(call?.params.return_url)).toMatch(/\/account\?section=plans$/);
    // A Pro who never subscribed has no billing to manage yet.
    const fresh = await startServer({ stripe: fake });
    try {
      const token = await login(fresh.url, 'basicpro@demo.test');
      expect((await client(fresh.url).post('/api/plans/portal', undefined, { token })).status).toBe(
        409,
      );
    } finally {
      await fresh.close();
    }
  });
});
