/**
 * Issue 14 item 1: a server render and the first client render agree. A store created with
 * `skipHydration` reads no browser storage (localStorage, cookies) until `hydrate()`; by default
 * stores read storage at creation, as they always did.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../contract/user';
import { STORAGE_KEYS } from './keys';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import {
  type CartData,
  createCartStore,
  createSessionStore,
  createShowroomStore,
  type SessionData,
  type ShowroomData,
  type ShowroomItem,
} from './stores';

const TOKEN = 'stored-token-0123456789';
const AI_TOKEN = 'stored-ai-token-0123456789';
const storedItem: ShowroomItem = { showroom: 12, vsd_id: 'AB12CD34', theme_color: '#0F766E' };
const user = { id: 1, first_name: 'Ann', type: 'User' } as User;

/** A memory storage that counts reads, holding what a returning visitor's browser holds. */
function browserStorage() {
  const inner = createMemoryStorage({
    [STORAGE_KEYS.authToken]: TOKEN,
    [STORAGE_KEYS.aiToken]: AI_TOKEN,
    [STORAGE_KEYS.cartId]: 'cart-0123456789',
    [STORAGE_KEYS.projectId]: '42',
    [STORAGE_KEYS.myItem]: JSON.stringify(storedItem),
  });
  const reads: string[] = [];
  const storage: KeyValueStorage = {
    get: (key) => {
      reads.push(key);
      return inner.get(key);
    },
    set: inner.set,
    remove: inner.remove,
  };
  return { storage, reads };
}

const sessionData = (state: SessionData) => ({
  user: state.user,
  token: state.token,
  aiUser: state.aiUser,
  aiToken: state.aiToken,
});
const cartData = (state: CartData) => ({
  cartId: state.cartId,
  projectId: state.projectId,
  lines: state.lines,
});

describe('given stores created without options', () => {
  it('read storage at creation, as before, and count as hydrated', () => {
    const { storage, reads } = browserStorage();
    const showroom = createShowroomStore({ storage });
    const cart = createCartStore({ storage });
    const session = createSessionStore({ storage, cart, showroom });
    expect(showroom.getState()).toMatchObject({ item: storedItem, hydrated: true });
    expect(cart.getState()).toMatchObject({
      cartId: 'cart-0123456789',
      projectId: 42,
      hydrated: true,
    });
    expect(session.getState()).toMatchObject({
      token: TOKEN,
      aiToken: AI_TOKEN,
      isLoggedIn: true,
      hydrated: true,
    });
    expect(reads.length).toBeGreaterThan(0);
  });
});

describe('given stores created with skipHydration', () => {
  const initialSession: Partial<SessionData> = { user, token: null };
  const initialCart: Partial<CartData<{ qty: number }>> = {
    cartId: 'server-cart-id',
    lines: [{ qty: 2 }, { qty: 3 }],
  };
  const initialShowroom: Partial<ShowroomData> = { item: null };

  const create = (storage: KeyValueStorage) => {
    const showroom = createShowroomStore({
      storage,
      skipHydration: true,
      initialState: initialShowroom,
    });
    const cart = createCartStore({ storage, skipHydration: true, initialState: initialCart });
    const session = createSessionStore({
      storage,
      cookies: storage,
      cart,
      showroom,
      skipHydration: true,
      initialState: initialSession,
    });
    return { showroom, cart, session };
  };

  it('read no storage while being created', () => {
    const { storage, reads } = browserStorage();
    create(storage);
    expect(reads).toEqual([]);
  });

  it('start from initialState, exactly what a server render with the same state has', () => {
    const server = create(createMemoryStorage());
    const client = create(browserStorage().storage);
    expect(sessionData(client.session.getState())).toEqual(sessionData(server.session.getState()));
    expect(cartData(client.cart.getState())).toEqual(cartData(server.cart.getState()));
    expect(client.showroom.getState().item).toEqual(server.showroom.getState().item);
    expect(client.cart.getState().badge).toBe(5);
    expect(client.session.getState()).toMatchObject({
      user,
      token: null,
      isLoggedIn: false,
      hydrated: false,
    });
    expect(client.cart.getState().hydrated).toBe(false);
    expect(client.showroom.getState().hydrated).toBe(false);
  });

  it('take the stored values on hydrate(), and keep what storage does not hold', () => {
    const { storage } = browserStorage();
    const { session, cart, showroom } = create(storage);
    const changes = vi.fn();
    session.subscribe(changes);
    session.getState().hydrate();
    cart.getState().hydrate();
    showroom.getState().hydrate();
    expect(session.getState()).toMatchObject({
      user,
      token: TOKEN,
      aiToken: AI_TOKEN,
      isLoggedIn: true,
      hydrated: true,
    });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(cart.getState()).toMatchObject({
      cartId: 'cart-0123456789',
      projectId: 42,
      lines: [{ qty: 2 }, { qty: 3 }],
      badge: 5,
      hydrated: true,
    });
    expect(showroom.getState()).toMatchObject({ item: storedItem, hydrated: true });
  });

  it('keep the initial state when storage is empty', () => {
    const { session, cart, showroom } = create(createMemoryStorage());
    session.getState().hydrate();
    cart.getState().hydrate();
    showroom.getState().hydrate();
    expect(session.getState()).toMatchObject({ user, token: null, hydrated: true });
    expect(cart.getState()).toMatchObject({
      cartId: 'server-cart-id',
      projectId: null,
      hydrated: true,
    });
    expect(showroom.getState()).toMatchObject({ item: null, hydrated: true });
  });
});

describe('given the browser globals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are not touched by stores created with skipHydration on the default storages', () => {
    const touched: string[] = [];
    const values = new Map<string, string>([[STORAGE_KEYS.authToken, TOKEN]]);
    const localStorage = {
      getItem: (key: string) => {
        touched.push(`localStorage.getItem(${key})`);
        return values.get(key) ?? null;
      },
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    };
    vi.stubGlobal('localStorage', localStorage);
    vi.stubGlobal('document', {
      get cookie() {
        touched.push('document.cookie');
        return 'remember_me=1';
      },
      set cookie(_value: string) {
        touched.push('document.cookie=');
      },
    });
    const showroom = createShowroomStore({ skipHydration: true });
    const cart = createCartStore({ skipHydration: true });
    const session = createSessionStore({ skipHydration: true, cart, showroom });
    expect(touched).toEqual([]);
    expect(session.getState().token).toBeNull();

    session.getState().hydrate();
    expect(session.getState().token).toBe(TOKEN);
    expect(touched).toContain(`localStorage.getItem(${STORAGE_KEYS.authToken})`);
  });
});

describe('given initialState without skipHydration', () => {
  it('lets storage win, and fills in from initialState where storage is empty', () => {
    const { storage } = browserStorage();
    storage.remove(STORAGE_KEYS.aiToken);
    const session = createSessionStore({
      storage,
      initialState: { token: 'initial-token-0123456789', aiToken: 'initial-ai-0123456789' },
    });
    expect(session.getState()).toMatchObject({
      token: TOKEN,
      aiToken: 'initial-ai-0123456789',
      hydrated: true,
    });
  });

  it('keeps props winning over storage, as before', () => {
    const { storage } = browserStorage();
    const session = createSessionStore({ storage, token: null, initialState: { token: 'x' } });
    const cart = createCartStore({ storage, cartId: null, projectId: 7 });
    const showroom = createShowroomStore({ storage, item: null });
    expect(session.getState().token).toBeNull();
    expect(cart.getState()).toMatchObject({ cartId: null, projectId: 7 });
    expect(showroom.getState().item).toBeNull();
  });
});
