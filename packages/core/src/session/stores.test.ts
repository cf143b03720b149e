import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError, ServerError, UnauthorizedError } from '../client/errors';
import { startTestServer, type TestServer } from '../client/test-server';
import { createTransport } from '../client/transport';
import type { User } from '../contract/user';
import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from './keys';
import { createMemoryStorage } from './storage';
import {
  cartBadge,
  createCartStore,
  createSessionStore,
  createShowroomStore,
  type ShowroomItem,
  sessionTransportOptions,
} from './stores';

const user: User = {
  id: 1,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'customer@demo.test',
  type: 'User',
  status: 'Active',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  country_code: '+1',
  phone_number: '5551234567',
  zip_code: '94105',
  total_projects: 1,
  custom_addon: null,
  latest_subscription: null,
  shop_profile: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const item: ShowroomItem = {
  showroom: 12,
  vsd_id: 'AB12CD34',
  basic_addon: { subscription_status: 'active' },
  custom_addon: null,
  theme_color: '#0F766E',
  floorplan: null,
  floorTemplate: null,
  project: null,
};

describe('given a session store', () => {
  it('is logged in only with a token longer than 10 characters (spec 1 §5)', () => {
    const cases: [string | null, boolean][] = [
      [null, false],
      ['', false],
      ['0123456789', false],
      ['0123456789a', true],
    ];
    for (const [token, expected] of cases) {
      const session = createSessionStore({ storage: createMemoryStorage(), token });
      expect([token, session.getState().isLoggedIn]).toEqual([token, expected]);
    }
  });

  it('reads the stored token at creation and stores it on sign-in', () => {
    const storage = createMemoryStorage({ authToken: 'stored-token-1' });
    const session = createSessionStore({ storage });
    expect(session.getState().token).toBe('stored-token-1');
    session.getState().signIn({ token: 'fresh-token-22', user });
    expect(storage.get('authToken')).toBe('fresh-token-22');
    expect(session.getState().user).toEqual(user);
    expect(session.getState().isLoggedIn).toBe(true);
  });

  it('creates independent stores: never a module singleton', () => {
    const a = createSessionStore({ storage: createMemoryStorage() });
    const b = createSessionStore({ storage: createMemoryStorage() });
    a.getState().signIn({ token: 'token-for-a-only' });
    expect(b.getState().token).toBeNull();
  });

  it('keeps the user when a fetch of it succeeds', async () => {
    const session = createSessionStore({ storage: createMemoryStorage(), token: 'token-12345' });
    await expect(session.getState().loadUser(async () => user)).resolves.toEqual(user);
    expect(session.getState().user).toEqual(user);
  });

  it('removes the token when the authuser fetch fails (spec 1 §4)', async () => {
    const storage = createMemoryStorage({ authToken: 'expired-token-1' });
    const session = createSessionStore({ storage, user });
    const result = await session.getState().loadUser(async () => {
      throw new UnauthorizedError('Unauthenticated.');
    });
    expect(result).toBeNull();
    expect(session.getState()).toMatchObject({ token: null, user: null, isLoggedIn: false });
    expect(storage.get('authToken')).toBeNull();
  });

  it('keeps the token when the fetch fails for lack of network (ours)', async () => {
    const session = createSessionStore({ storage: createMemoryStorage(), token: 'token-12345' });
    await session.getState().loadUser(async () => {
      throw new NetworkError('offline');
    });
    expect(session.getState().token).toBe('token-12345');
  });

  it('stores the AI token and removes it when the AI user fetch fails', async () => {
    const storage = createMemoryStorage();
    const session = createSessionStore<{ credits: number }>({ storage });
    session.getState().signInAi({ token: 'ai-token-12345', user: { credits: 3 } });
    expect(storage.get('AIauthToken')).toBe('ai-token-12345');
    await expect(session.getState().loadAiUser(async () => ({ credits: 5 }))).resolves.toEqual({
      credits: 5,
    });
    await session.getState().loadAiUser(async () => {
      throw new ServerError('Internal Server error please try again.');
    });
    expect(session.getState().aiToken).toBeNull();
    expect(session.getState().aiUser).toBeNull();
    expect(storage.get('AIauthToken')).toBeNull();
    await session.getState().loadAiUser(async () => {
      throw new NetworkError('offline');
    });
  });

  it('signs out of AI design alone: the AI token and user go, the shop session stays', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore<{ credits: number }>({ storage, token: 'token-12345' });
    session.getState().signInAi({ token: 'ai-token-12345', user: { credits: 3 } });
    session.getState().signOutAi();
    expect(session.getState()).toMatchObject({ aiToken: null, aiUser: null, token: 'token-12345' });
    expect(storage.get('AIauthToken')).toBeNull();
  });

  it('a 401 clears user and token but keeps the cart', () => {
    const storage = createMemoryStorage({ cart_id: 'temp-cart-1' });
    const session = createSessionStore({ storage, token: 'token-12345', user });
    session.getState().clearSession();
    expect(session.getState()).toMatchObject({ user: null, token: null, isLoggedIn: false });
    expect(storage.get('cart_id')).toBe('temp-cart-1');
  });
});

describe('given a signed-in user logs out', () => {
  it("clears user, tokens, every listed local item, the cart and my_item, and says 'Logged Out Successfully'", () => {
    const initial = Object.fromEntries(LOGOUT_CLEARED_KEYS.map((key) => [key, `value-of-${key}`]));
    const storage = createMemoryStorage({ ...initial, new_layout: 'Yes' });
    const cookies = createMemoryStorage({ user_type: 'User', remember_email: 'a@b.test' });
    const cart = createCartStore({ storage, lines: [{ qty: 2 }] });
    const showroom = createShowroomStore({ storage, item });
    const session = createSessionStore({ storage, cookies, cart, showroom, user });
    const intent = session.getState().logout();
    expect(intent).toEqual({
      toast: { kind: 'success', message: 'Logged Out Successfully' },
      navigateTo: '/',
    });
    for (const key of LOGOUT_CLEARED_KEYS) expect([key, storage.get(key)]).toEqual([key, null]);
    expect(storage.get('new_layout')).toBe('Yes');
    expect(session.getState()).toMatchObject({
      user: null,
      token: null,
      aiToken: null,
      isLoggedIn: false,
    });
    expect(cart.getState()).toMatchObject({ cartId: null, projectId: null, lines: [], badge: 0 });
    expect(showroom.getState().item).toBeNull();
    expect(cookies.get('user_type')).toBeNull();
    expect(cookies.get('remember_email')).toBe('a@b.test');
  });

  it('lists every item of spec 1 §3 "other browser-kept state"', () => {
    expect(LOGOUT_CLEARED_KEYS).toEqual(
      expect.arrayContaining([
        'authToken',
        'AIauthToken',
        'cart_id',
        STORAGE_KEYS.projectId,
        'redirect_to',
        'visual_redirect',
        STORAGE_KEYS.categorySelections,
        STORAGE_KEYS.breadcrumb,
        STORAGE_KEYS.productList,
        STORAGE_KEYS.topProducts,
        STORAGE_KEYS.customerAlsoViewed,
        STORAGE_KEYS.recentlyViewed,
        STORAGE_KEYS.pagination,
        'my_item',
      ]),
    );
  });
});

describe('given the cookies of spec 1 §3 and §9', () => {
  it('remember me keeps the email only, never the password, for 340 days', () => {
    const writes: [string, string, number | undefined][] = [];
    const backing = createMemoryStorage();
    const cookies = {
      get: backing.get,
      set: (k: string, v: string, o?: { days?: number }) => {
        writes.push([k, v, o?.days]);
        backing.set(k, v);
      },
      remove: backing.remove,
    };
    const session = createSessionStore({ storage: createMemoryStorage(), cookies });
    session.getState().rememberEmail('ann@example.test');
    expect(writes).toEqual([
      ['remember_email', 'ann@example.test', 340],
      ['remember_me', '1', 340],
    ]);
    expect(session.getState().rememberedEmail()).toBe('ann@example.test');
    session.getState().rememberEmail(null);
    expect(session.getState().rememberedEmail()).toBeNull();
    expect(writes.some(([, value]) => value.includes('password'))).toBe(false);
  });

  it('sets the user type for 1 day and the otp flag for 340 days', () => {
    const writes: [string, string, number | undefined][] = [];
    const backing = createMemoryStorage();
    const cookies = {
      get: backing.get,
      set: (k: string, v: string, o?: { days?: number }) => {
        writes.push([k, v, o?.days]);
        backing.set(k, v);
      },
      remove: backing.remove,
    };
    const session = createSessionStore({ storage: createMemoryStorage(), cookies });
    session.getState().setUserTypeCookie('Admin');
    expect(session.getState().hasOtpCookie()).toBe(false);
    session.getState().setOtpCookie();
    expect(session.getState().hasOtpCookie()).toBe(true);
    session.getState().removeOtpCookie();
    expect(session.getState().hasOtpCookie()).toBe(false);
    expect(writes).toEqual([
      ['user_type', 'Admin', 1],
      ['otp_verify', '1', 340],
    ]);
  });

  it('uses document.cookie when a document exists', () => {
    const g = globalThis as { document?: unknown };
    const previous = g.document;
    let cookie = '';
    g.document = {
      get cookie() {
        return cookie;
      },
      set cookie(line: string) {
        cookie = line.split('; ')[0] ?? '';
      },
    };
    try {
      const session = createSessionStore({ storage: createMemoryStorage() });
      session.getState().setOtpCookie();
      expect(cookie).toBe('otp_verify=1');
    } finally {
      g.document = previous;
    }
  });
});

describe('given a showroom store', () => {
  it('persists my_item through the storage adapter and reads it back', () => {
    const storage = createMemoryStorage();
    const first = createShowroomStore({ storage });
    expect(first.getState().item).toBeNull();
    first.getState().setItem(item);
    expect(JSON.parse(storage.get('my_item') ?? 'null')).toEqual(item);
    const second = createShowroomStore({ storage });
    expect(second.getState().item).toEqual(item);
  });

  it('merges updates (floor plan, template, project, is_3d) and clears', () => {
    const storage = createMemoryStorage();
    const store = createShowroomStore({ storage, item });
    store.getState().updateItem({ floorplan: 3, floorTemplate: 9, is_3d: true });
    expect(store.getState().item).toEqual({ ...item, floorplan: 3, floorTemplate: 9, is_3d: true });
    store.getState().clear();
    expect(store.getState().item).toBeNull();
    expect(storage.get('my_item')).toBeNull();
  });

  it('starts an item from an update when there is none, and ignores corrupt storage', () => {
    const store = createShowroomStore({ storage: createMemoryStorage({ my_item: '{oops' }) });
    expect(store.getState().item).toBeNull();
    store.getState().updateItem({ vsd_id: 'ZX98YW76' });
    expect(store.getState().item).toEqual({ showroom: null, vsd_id: 'ZX98YW76' });
  });
});

describe('given a cart store', () => {
  it.each([
    [[], 0],
    [[{ qty: 1 }], 1],
    [[{ qty: 2 }, { qty: 3 }, { qty: 5 }], 10],
    [[{ qty: 2 }, { qty: Number.NaN }], 2],
  ])('the badge of %j is the sum of quantities: %i (spec 2 §2 item 5)', (lines, badge) => {
    expect(cartBadge(lines)).toBe(badge);
    const store = createCartStore({ storage: createMemoryStorage() });
    store.getState().setLines(lines);
    expect(store.getState().badge).toBe(badge);
  });

  it('keeps the temporary cart id and the current project id in storage', () => {
    const storage = createMemoryStorage();
    const store = createCartStore({ storage });
    store.getState().setCartId('5b7e1c1e-temp');
    store.getState().setProjectId(42);
    expect(storage.get('cart_id')).toBe('5b7e1c1e-temp');
    expect(storage.get('project_id')).toBe('42');
    const reloaded = createCartStore({ storage });
    expect(reloaded.getState()).toMatchObject({ cartId: '5b7e1c1e-temp', projectId: 42 });
    store.getState().setCartId(null);
    expect(storage.get('cart_id')).toBeNull();
  });

  it('ignores a stored project id that is not a positive integer', () => {
    expect(
      createCartStore({ storage: createMemoryStorage({ project_id: 'abc' }) }).getState().projectId,
    ).toBeNull();
  });

  it('keeps the badge on this browser, so a new page shows it before the lines load (issue 25 item 4)', () => {
    const storage = createMemoryStorage();
    createCartStore({ storage })
      .getState()
      .setLines([{ qty: 2 }, { qty: 1 }]);
    expect(storage.get(STORAGE_KEYS.cartCount)).toBe('3');
    const nextPage = createCartStore({ storage });
    expect(nextPage.getState()).toMatchObject({ lines: [], badge: 3 });
    // The loaded lines win over the kept count.
    nextPage.getState().setLines([{ qty: 1 }]);
    expect(nextPage.getState().badge).toBe(1);
    expect(createCartStore({ storage }).getState().badge).toBe(1);
  });

  it.each([['abc'], ['-2'], ['1.5'], ['']])('ignores a kept count of %j', (raw) => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.cartCount]: raw });
    expect(createCartStore({ storage }).getState().badge).toBe(0);
  });

  it('reads the kept count on hydrate() when created without storage (server rendering)', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.cartCount]: '4' });
    const store = createCartStore({ storage, skipHydration: true });
    expect(store.getState().badge).toBe(0);
    store.getState().hydrate();
    expect(store.getState().badge).toBe(4);
  });

  it('given lines, shows their sum and not the kept count', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.cartCount]: '4' });
    expect(createCartStore({ storage, lines: [{ qty: 2 }] }).getState().badge).toBe(2);
  });

  it('forgets the kept count on reset (logout)', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.cartCount]: '4' });
    const store = createCartStore({ storage });
    store.getState().reset();
    expect(store.getState().badge).toBe(0);
    expect(storage.get(STORAGE_KEYS.cartCount)).toBeNull();
  });

  it('bumps the revision on a cart-updated event', () => {
    const store = createCartStore({ storage: createMemoryStorage(), cartId: null, projectId: 1 });
    const seen: number[] = [];
    store.subscribe((state) => seen.push(state.revision));
    store.getState().notifyUpdated();
    store.getState().notifyUpdated();
    expect(seen).toEqual([1, 2]);
  });
});

describe('given a client wired to a session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends the session tokens and a 401 clears the session', async () => {
    const session = createSessionStore({
      storage: createMemoryStorage({ authToken: 'user-token-123', AIauthToken: 'ai-token-456' }),
      user,
    });
    const transport = createTransport({
      baseURL: server.url,
      getCurrentPath: () => '/account',
      ...sessionTransportOptions(session),
    });
    server.handle(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await expect(transport.get('/api/authuser')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer user-token-123');
    expect(server.requests[0]?.headers.authorizationai).toBe('Bearer ai-token-456');
    expect(session.getState()).toMatchObject({ user: null, token: null, isLoggedIn: false });
  });
});
