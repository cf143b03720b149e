import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Toast } from '../client/catalogue';
import { createClient } from '../client/create-client';
import { startTestServer, type TestServer } from '../client/test-server';
import { runLogout, runOneTimeCode, runSignInAction } from './run-action';
import { registrationOutcome, signInOutcome } from './sign-in-outcome';
import { createMemoryStorage } from './storage';
import {
  createCartStore,
  createSessionStore,
  createShowroomStore,
  type ShowroomItem,
  sessionTransportOptions,
} from './stores';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const item: ShowroomItem = {
  showroom: 12,
  vsd_id: 'AB12CD34',
  floorplan: 3,
  floorTemplate: 9,
  is_3d: true,
};

const customer = {
  type: 'User' as const,
  status: 'Active',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  total_projects: 0,
};

function setup(storageValues: Record<string, string> = {}) {
  const storage = createMemoryStorage({ authToken: 'fresh-token-12345', ...storageValues });
  const cookies = createMemoryStorage({ otp_verify: '1' });
  const cart = createCartStore({ storage });
  const showroom = createShowroomStore({ storage, item });
  const session = createSessionStore({ storage, cookies, cart, showroom });
  const client = createClient({
    baseURL: server.url,
    validateResponses: false,
    ...sessionTransportOptions(session),
  });
  const clientToasts: Toast[] = [];
  client.events.on('toast', (toast) => clientToasts.push(toast));
  const toasts: Toast[] = [];
  const navigations: string[] = [];
  const shown: string[] = [];
  const deps = {
    client,
    session,
    cart,
    showroom,
    storage,
    cookies,
    navigate: (to: string) => navigations.push(to),
    toast: (toast: Toast) => toasts.push(toast),
    showOneTimeCode: () => shown.push('one-time-code'),
    showThankYou: () => shown.push('thank-you'),
  };
  return {
    storage,
    cookies,
    cart,
    showroom,
    session,
    client,
    clientToasts,
    toasts,
    navigations,
    shown,
    deps,
  };
}

function stored(s: ReturnType<typeof setup>) {
  return {
    token: s.session.getState().token,
    cartId: s.cart.getState().cartId,
    myItem: s.showroom.getState().item,
    visualRedirect: s.storage.get('visual_redirect'),
    redirectTo: s.storage.get('redirect_to'),
    otpVerified: s.session.getState().hasOtpCookie(),
  };
}

describe('given a customer signs in with a temporary cart', () => {
  it('creates the project, attaches the cart, clears cart_id and goes to the redirect', async () => {
    server.handle((request) =>
      request.url === '/api/projectCart'
        ? { body: { data: { id: 42 } } }
        : { body: { message: 'Cart saved.', data: null } },
    );
    const s = setup({ cart_id: 'temp-cart-0001', redirect_to: '/checkout' });
    const action = signInOutcome({
      user: customer,
      stored: stored(s),
      redirectQuery: null,
      screen: 'shop',
    });
    await runSignInAction(action, s.deps);
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'POST /api/projectCart {"showroom":"AB12CD34","floorplan":3,"floorTemplate":9,"is_3d":true}',
      'POST /api/projectCart/update_project_cart {"re_temp_project_id":"temp-cart-0001","project_id":42}',
    ]);
    expect(s.cart.getState()).toMatchObject({ cartId: null, projectId: 42, revision: 1 });
    expect(s.storage.get('cart_id')).toBeNull();
    expect(s.storage.get('redirect_to')).toBeNull();
    expect(s.showroom.getState().item?.project).toBe(42);
    expect(s.cookies.get('otp_verify')).toBeNull();
    expect(s.cookies.get('user_type')).toBe('User');
    expect(s.navigations).toEqual(['/checkout']);
    expect(s.toasts).toEqual([]);
  });

  it('joins the current project of that showroom when the cart carries no floor plan', async () => {
    server.handle((request) =>
      request.method === 'GET' && request.url.startsWith('/api/projectCart?')
        ? { body: { data: { id: 7, Project_tans: [] } } }
        : { body: { message: 'Cart saved.', data: null } },
    );
    const s = setup({ cart_id: 'temp-cart-0002' });
    s.showroom.getState().setItem({ showroom: 12, vsd_id: 'AB12CD34' });
    const action = signInOutcome({
      user: customer,
      stored: stored(s),
      redirectQuery: null,
      screen: 'shop',
    });
    await runSignInAction(action, s.deps);
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body ?? ''}`.trim())).toEqual([
      'GET /api/projectCart?showroom=AB12CD34',
      'POST /api/projectCart/update_project_cart {"re_temp_project_id":"temp-cart-0002","project_id":7}',
    ]);
    expect(s.cart.getState()).toMatchObject({ cartId: null, projectId: 7 });
    expect(s.showroom.getState().item?.project).toBe(7);
  });

  it('creates a project when the customer has none in that showroom', async () => {
    server.handle((request) =>
      request.method === 'GET'
        ? { body: { data: { id: null, Project_tans: [] } } }
        : request.url === '/api/projectCart'
          ? { body: { data: { id: 43 } } }
          : { body: { message: 'Cart saved.', data: null } },
    );
    const s = setup({ cart_id: 'temp-cart-0003' });
    s.showroom.getState().setItem({ showroom: 12, vsd_id: 'AB12CD34' });
    const action = signInOutcome({
      user: customer,
      stored: stored(s),
      redirectQuery: null,
      screen: 'shop',
    });
    await runSignInAction(action, s.deps);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/projectCart?showroom=AB12CD34',
      'POST /api/projectCart',
      'POST /api/projectCart/update_project_cart',
    ]);
    expect(s.cart.getState().projectId).toBe(43);
  });

  it("on failure shows only 'Please login to proceed.', goes to /visualize and keeps the cart", async () => {
    server.handle(() => ({ status: 500, body: { message: 'Boom.' } }));
    const s = setup({ cart_id: 'temp-cart-0001' });
    const action = signInOutcome({
      user: customer,
      stored: stored(s),
      redirectQuery: null,
      screen: 'login',
    });
    await runSignInAction(action, s.deps);
    expect(s.toasts).toEqual([{ kind: 'error', message: 'Please login to proceed.' }]);
    expect(s.clientToasts).toEqual([]);
    expect(s.navigations).toEqual(['/visualize']);
    expect(s.cart.getState().cartId).toBe('temp-cart-0001');
  });
});

describe('given a sign-in that must log out', () => {
  it("revokes the token, clears the session and says 'You are not authorized to access this page.'", async () => {
    server.handle(() => ({ body: { message: 'Logged out.', data: null } }));
    const s = setup({ cart_id: 'temp-cart-0001' });
    const action = signInOutcome({
      user: { ...customer, type: 'Vendor' },
      stored: stored(s),
      redirectQuery: null,
      screen: 'shop',
    });
    await runSignInAction(action, s.deps);
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.headers.authorization}`)).toEqual([
      'POST /api/logout Bearer fresh-token-12345',
    ]);
    expect(s.session.getState()).toMatchObject({ token: null, isLoggedIn: false });
    expect(s.toasts).toEqual([
      { kind: 'error', message: 'You are not authorized to access this page.' },
    ]);
    expect(s.cart.getState().cartId).toBe('temp-cart-0001');
    expect(s.navigations).toEqual([]);
  });

  it('does not call the API without a token', async () => {
    const s = setup();
    s.session.getState().clearSession();
    await runSignInAction({ type: 'logout', cookies: [], clear: [] }, s.deps);
    expect(server.requests).toEqual([]);
    expect(s.toasts).toEqual([]);
  });
});

describe('given a visual redirect', () => {
  it('creates the project and goes to the visual redirect', async () => {
    server.handle(() => ({ body: { data: { id: 7 } } }));
    const s = setup({ visual_redirect: '/visualize' });
    const action = signInOutcome({
      user: customer,
      stored: stored(s),
      redirectQuery: null,
      screen: 'other',
    });
    await runSignInAction(action, s.deps);
    expect(server.requests.map((r) => r.url)).toEqual(['/api/projectCart']);
    expect(s.storage.get('visual_redirect')).toBeNull();
    expect(s.cart.getState().projectId).toBe(7);
    expect(s.navigations).toEqual(['/visualize']);
  });

  it("after sign-up a failure says 'Internal server error.' and goes to /visualize", async () => {
    const s = setup({ visual_redirect: '/visualize' });
    s.showroom.getState().updateItem({ vsd_id: null });
    const action = registrationOutcome({
      user: customer,
      stored: { ...stored(s), myItem: { ...item, vsd_id: null } },
    });
    await runSignInAction(action, s.deps);
    expect(server.requests).toEqual([]);
    expect(s.toasts).toEqual([{ kind: 'error', message: 'Internal server error.' }]);
    expect(s.navigations).toEqual(['/visualize']);
  });
});

describe('given the other actions', () => {
  it('shows the one-time code step, the thank-you modal, or navigates', async () => {
    const s = setup({ redirect_to: '/checkout' });
    await runSignInAction({ type: 'one-time-code', cookies: [], clear: [] }, s.deps);
    await runSignInAction({ type: 'thank-you', cookies: [], clear: [] }, s.deps);
    await runSignInAction(
      { type: 'navigate', to: '/checkout', cookies: [], clear: ['redirect_to'] },
      s.deps,
    );
    expect(s.shown).toEqual(['one-time-code', 'thank-you']);
    expect(s.navigations).toEqual(['/checkout']);
    expect(s.storage.get('redirect_to')).toBeNull();
  });
});

describe('given a user logs out', () => {
  it("revokes the token, clears everything and says 'Logged Out Successfully'", async () => {
    server.handle(() => ({ body: { success: true, message: 'Logged out.', data: null } }));
    const s = setup({ cart_id: 'temp-cart-0001' });
    const intent = await runLogout(s.client, s.session);
    expect(intent).toEqual({
      toast: { kind: 'success', message: 'Logged Out Successfully' },
      navigateTo: '/',
    });
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.headers.authorization}`)).toEqual([
      'POST /api/logout Bearer fresh-token-12345',
    ]);
    expect(s.session.getState().token).toBeNull();
    expect(s.storage.get('cart_id')).toBeNull();
    expect(s.showroom.getState().item).toBeNull();
  });

  it('still logs out locally when the server cannot be reached, and silently', async () => {
    server.handle(() => ({ status: 500, body: {} }));
    const s = setup();
    await runLogout(s.client, s.session);
    expect(s.session.getState().isLoggedIn).toBe(false);
    expect(s.clientToasts).toEqual([]);
  });
});

describe('given an Admin enters the one-time code', () => {
  it('a valid code sets the otp cookie for 340 days and asks for a reload', async () => {
    server.handle(() => ({
      body: { success: true, message: 'Code accepted.', data: { valid_otp: true } },
    }));
    const s = setup();
    s.cookies.remove('otp_verify');
    const outcome = await runOneTimeCode(s.client, s.cookies, '123456');
    expect(outcome).toEqual({
      type: 'reload',
      cookies: [{ name: 'otp_verify', value: '1', days: 340 }],
    });
    expect(s.cookies.get('otp_verify')).toBe('1');
    expect(server.requests[0]?.url).toBe('/api/login/verify_otp?otp=123456');
  });

  it("an invalid code shows the server's message and sets nothing", async () => {
    server.handle(() => ({
      body: { success: false, message: 'The code is wrong.', data: { valid_otp: false } },
    }));
    const s = setup();
    s.cookies.remove('otp_verify');
    const outcome = await runOneTimeCode(s.client, s.cookies, '000000');
    expect(outcome).toEqual({
      type: 'error',
      toast: { kind: 'error', message: 'The code is wrong.' },
    });
    expect(s.cookies.get('otp_verify')).toBeNull();
  });

  it('a rate-limited attempt shows the catalogue message', async () => {
    server.handle(() => ({ status: 429, body: { message: 'Too many attempts.' } }));
    const s = setup();
    const outcome = await runOneTimeCode(s.client, s.cookies, '000000');
    expect(outcome).toEqual({
      type: 'error',
      toast: { kind: 'error', message: 'Too many attempts.' },
    });
  });
});
