/**
 * The session, showroom and cart stores on zustand's vanilla core. Each `create*Store` call
 * makes a new store (two embeds on one page never share one); React binds them with
 * `useStore(store, selector)` in @brand/ui.
 *
 * Server rendering: by default a store reads the browser's storage while it is created. With
 * `skipHydration: true` it starts from `initialState` only (what the server rendered with), so
 * the first client render matches the server's HTML; call `getState().hydrate()` after mounting
 * (in an effect) to read storage then. `hydrated` says whether that has happened.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { User } from '../client/api-types';
import type { TransportOptions } from '../client/transport';
import { MESSAGES } from '../rules/policy';
import { isTokenValid } from '../rules/token';
import { COOKIE_DAYS, COOKIE_KEYS, LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from './keys';
import {
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  type KeyValueStorage,
} from './storage';

/** spec 1 §4 Session: the logout toast. */
export const LOGGED_OUT_MESSAGE = MESSAGES.loggedOut;

// ---------------------------------------------------------------------------------------------
// Hydration

/** What every store has for server rendering (see the file's comment). */
export interface Hydration {
  /** Whether the store has read the browser's storage (at creation, or by `hydrate()`). */
  hydrated: boolean;
  /**
   * Read the browser's storage now: stored values replace the current ones, missing ones keep
   * them. Call it once after the first client render of a store created with `skipHydration`;
   * calling it again re-reads storage.
   */
  hydrate(): void;
}

/** The options every store takes for server rendering. */
export interface HydrationOptions<Data> {
  /** The state to start from (e.g. what the server rendered with). Storage wins unless skipped. */
  initialState?: Partial<Data>;
  /**
   * Do not read localStorage or cookies while creating the store; start from `initialState`
   * and wait for `hydrate()`. Default false: read storage at creation, as before.
   */
  skipHydration?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Showroom: my_item

/**
 * spec 1 §3 "Showroom item kept locally (my_item)". A structural superset of the contract's
 * `MyItem` (contract/storage.ts), so either can be stored. Field types are ours: ids as the API sends
 * them (numbers), vsd_id the 8-character showroom ID, add-ons as `{ subscription_status }`.
 */
export interface ShowroomItem {
  /** The showroom's user id (spec 1 §4 Showroom entry: "saves the showroom user id"). */
  showroom: number | string | null;
  vsd_id: string | null;
  basic_addon?: { subscription_status: string | null } | null;
  custom_addon?: { subscription_status: string | null } | null;
  theme_color?: string | null;
  floorplan?: number | string | null;
  floorTemplate?: number | string | null;
  project?: number | string | null;
  /** Only when the item comes from the visualizer. */
  is_3d?: boolean;
  /** Kept from the showroom profile (contract `MyItem`). */
  company_name?: string;
  /** ours: the profile's own id, the lead form's shop_profile_id. */
  shop_profile_id?: number;
  business_logo?: string | null;
  latest_subscription?: {
    subscription_status: string | null;
    plan: string | null;
    paid_amount: number | null;
  } | null;
}

export interface ShowroomState extends Hydration {
  item: ShowroomItem | null;
  /** Replace the item (entering a showroom). */
  setItem(item: ShowroomItem): void;
  /** Merge into the current item (choosing a floor plan, a template, a project). */
  updateItem(patch: Partial<ShowroomItem>): void;
  /** Leave the showroom. */
  clear(): void;
}

export type ShowroomStore = StoreApi<ShowroomState>;

/** The showroom store's data, as `initialState` takes it. */
export type ShowroomData = Pick<ShowroomState, 'item'>;

export interface ShowroomStoreOptions extends HydrationOptions<ShowroomData> {
  /** Default: guarded localStorage. */
  storage?: KeyValueStorage;
  /** Initial item (props); otherwise read from storage. Same as `initialState.item`. */
  item?: ShowroomItem | null;
}

function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function createShowroomStore(options: ShowroomStoreOptions = {}): ShowroomStore {
  const storage = options.storage ?? createLocalStorage();
  const persist = (item: ShowroomItem | null) => {
    if (item) storage.set(STORAGE_KEYS.myItem, JSON.stringify(item));
    else storage.remove(STORAGE_KEYS.myItem);
  };
  const stored = () => readJson<ShowroomItem>(storage, STORAGE_KEYS.myItem);
  const readNow = !options.skipHydration;
  // An `item` prop wins over storage (as it always did); storage wins over `initialState`.
  const item =
    options.item !== undefined
      ? options.item
      : ((readNow ? stored() : null) ?? options.initialState?.item ?? null);
  return createStore<ShowroomState>()((set, get) => ({
    item,
    hydrated: readNow,
    hydrate() {
      const next = stored();
      set(next === null ? { hydrated: true } : { item: next, hydrated: true });
    },
    setItem(item) {
      persist(item);
      set({ item });
    },
    updateItem(patch) {
      const item = { showroom: null, vsd_id: null, ...get().item, ...patch };
      persist(item);
      set({ item });
    },
    clear() {
      persist(null);
      set({ item: null });
    },
  }));
}

// ---------------------------------------------------------------------------------------------
// Cart

export interface CartLineLike {
  qty: number;
}

export interface CartState<Line extends CartLineLike = CartLineLike> extends Hydration {
  /** The visitor's temporary cart id (spec 1 §3 cart_id). */
  cartId: string | null;
  /** The current project id (spec 2 §4: "Creating a project stores its id"). */
  projectId: number | null;
  /** The cart project's lines (Project_tans). */
  lines: Line[];
  /**
   * spec 2 §2 item 5: the sum of the quantities of all lines. Until the lines are loaded, the
   * count kept on this browser by the last `setLines` (issue 25 item 4: right from first paint).
   */
  badge: number;
  /** Bumped by `notifyUpdated` (spec 1 §4 "a cart-updated event fires"): refetch on change. */
  revision: number;
  setCartId(cartId: string | null): void;
  setProjectId(projectId: number | null): void;
  setLines(lines: Line[]): void;
  notifyUpdated(): void;
  /** Forget the cart (logout). */
  reset(): void;
}

export type CartStore<Line extends CartLineLike = CartLineLike> = StoreApi<CartState<Line>>;

/** The cart store's data, as `initialState` takes it (the badge follows the lines). */
export type CartData<Line extends CartLineLike = CartLineLike> = Pick<
  CartState<Line>,
  'cartId' | 'projectId' | 'lines'
>;

export interface CartStoreOptions<Line extends CartLineLike>
  extends HydrationOptions<CartData<Line>> {
  storage?: KeyValueStorage;
  /** Props that win over storage (as `initialState` does not). */
  cartId?: string | null;
  projectId?: number | null;
  lines?: Line[];
}

/** spec 2 §2 item 5: badge = sum of line quantities (a line without a usable qty counts 0). */
export function cartBadge(lines: readonly CartLineLike[]): number {
  return lines.reduce((sum, line) => sum + (Number.isFinite(line.qty) ? line.qty : 0), 0);
}

export function createCartStore<Line extends CartLineLike = CartLineLike>(
  options: CartStoreOptions<Line> = {},
): CartStore<Line> {
  const storage = options.storage ?? createLocalStorage();
  const readNow = !options.skipHydration;
  const storedCartId = () => storage.get(STORAGE_KEYS.cartId);
  const storedProjectId = () => {
    const stored = Number(storage.get(STORAGE_KEYS.projectId));
    return Number.isSafeInteger(stored) && stored > 0 ? stored : null;
  };
  /** The badge kept on this browser (issue 25 item 4), null when none or unreadable. */
  const storedCount = () => {
    const raw = storage.get(STORAGE_KEYS.cartCount);
    const stored = raw === null ? Number.NaN : Number(raw);
    return Number.isSafeInteger(stored) && stored >= 0 ? stored : null;
  };
  const initial = options.initialState ?? {};
  const knownLines = options.lines ?? initial.lines;
  const lines = knownLines ?? [];
  const write = (key: string, value: string | number | null) => {
    if (value === null) storage.remove(key);
    else storage.set(key, String(value));
  };
  return createStore<CartState<Line>>()((set, get) => ({
    // A prop wins over storage (as it always did); storage wins over `initialState`.
    cartId:
      options.cartId !== undefined
        ? options.cartId
        : ((readNow ? storedCartId() : null) ?? initial.cartId ?? null),
    projectId:
      options.projectId !== undefined
        ? options.projectId
        : ((readNow ? storedProjectId() : null) ?? initial.projectId ?? null),
    lines,
    // Known lines give the badge; else the count kept on this browser, until the lines load
    // (every page paints the right count first, issue 25 item 4).
    badge: knownLines ? cartBadge(knownLines) : ((readNow ? storedCount() : null) ?? 0),
    revision: 0,
    hydrated: readNow,
    hydrate() {
      const cartId = storedCartId();
      const projectId = storedProjectId();
      const count = get().lines.length === 0 ? storedCount() : null;
      set({
        ...(cartId === null ? {} : { cartId }),
        ...(projectId === null ? {} : { projectId }),
        ...(count === null ? {} : { badge: count }),
        hydrated: true,
      });
    },
    setCartId(cartId) {
      write(STORAGE_KEYS.cartId, cartId);
      set({ cartId });
    },
    setProjectId(projectId) {
      write(STORAGE_KEYS.projectId, projectId);
      set({ projectId });
    },
    setLines(next) {
      const badge = cartBadge(next);
      write(STORAGE_KEYS.cartCount, badge);
      set({ lines: next, badge });
    },
    notifyUpdated() {
      set((state) => ({ revision: state.revision + 1 }));
    },
    reset() {
      write(STORAGE_KEYS.cartId, null);
      write(STORAGE_KEYS.projectId, null);
      write(STORAGE_KEYS.cartCount, null);
      set((state) => ({
        cartId: null,
        projectId: null,
        lines: [],
        badge: 0,
        revision: state.revision + 1,
      }));
    },
  }));
}

// ---------------------------------------------------------------------------------------------
// Session

/** What `logout()` asks the app to do next. */
export interface LogoutIntent {
  toast: { kind: 'success'; message: typeof LOGGED_OUT_MESSAGE };
  navigateTo: '/';
}

export interface SessionState<AiUser = unknown> extends Hydration {
  user: User | null;
  token: string | null;
  aiUser: AiUser | null;
  aiToken: string | null;
  /** spec 1 §5: a stored token longer than 10 characters. */
  isLoggedIn: boolean;
  /** Login or registration: store the token (and the user when the answer has it). */
  signIn(session: { token: string; user?: User | null }): void;
  setUser(user: User | null): void;
  /**
   * GET /api/authuser through `fetchUser`. A rejection by the server removes the stored token
   * (spec 1 §4); a network failure (status 0) keeps it (ours: offline is not signed out).
   */
  loadUser(fetchUser: () => Promise<User>): Promise<User | null>;
  /** AI design login/registration: store the AI token (and user). */
  signInAi(session: { token: string; user?: AiUser | null }): void;
  /** GET /api/AI/get_user; a server rejection removes the AI token. */
  loadAiUser(fetchAiUser: () => Promise<AiUser>): Promise<AiUser | null>;
  /** AI design sign-out: forget the AI token and user; the shop session stays as it is. */
  signOutAi(): void;
  /** A 401: clear the user and the token (spec 1 §4), keep the cart and the showroom. */
  clearSession(): void;
  /** Clear user, tokens, the listed local items, the cart and the showroom item. */
  logout(): LogoutIntent;
  /** "Remember me": keep the email (never the password) for 340 days, or forget it. */
  rememberEmail(email: string | null): void;
  rememberedEmail(): string | null;
  /** spec 1 §4 branch 4: the user-type cookie (1 day). */
  setUserTypeCookie(type: User['type']): void;
  hasOtpCookie(): boolean;
  /** A valid one-time code: the otp_verify cookie (340 days). */
  setOtpCookie(): void;
  /** spec 1 §4 branch 8: a successful login removes the otp cookie. */
  removeOtpCookie(): void;
}

export type SessionStore<AiUser = unknown> = StoreApi<SessionState<AiUser>>;

/** The session store's data, as `initialState` takes it (`isLoggedIn` follows the token). */
export type SessionData<AiUser = unknown> = Pick<
  SessionState<AiUser>,
  'user' | 'token' | 'aiUser' | 'aiToken'
>;

export interface SessionStoreOptions extends HydrationOptions<SessionData> {
  /** Tokens and local items. Default: guarded localStorage. */
  storage?: KeyValueStorage;
  /** Spec 1 §3's cookies. Default: document.cookie (memory without a DOM). */
  cookies?: KeyValueStorage;
  /** Logout resets it. */
  cart?: CartStore<never> | CartStore;
  /** Logout clears my_item through it. */
  showroom?: ShowroomStore;
  /** Props that win over storage (as `initialState` does not): user and tokens. */
  user?: User | null;
  token?: string | null;
  aiToken?: string | null;
}

function isNetworkFailure(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 0;
}

export function createSessionStore<AiUser = unknown>(
  options: SessionStoreOptions = {},
): SessionStore<AiUser> {
  const storage = options.storage ?? createLocalStorage();
  const cookies =
    options.cookies ??
    ((globalThis as { document?: unknown }).document
      ? createCookieStorage()
      : createMemoryStorage());
  const readNow = !options.skipHydration;
  const initial = options.initialState ?? {};
  // A prop wins over storage (as it always did); storage wins over `initialState`.
  const token =
    options.token !== undefined
      ? options.token
      : ((readNow ? storage.get(STORAGE_KEYS.authToken) : null) ?? initial.token ?? null);
  const aiToken =
    options.aiToken !== undefined
      ? options.aiToken
      : ((readNow ? storage.get(STORAGE_KEYS.aiToken) : null) ?? initial.aiToken ?? null);

  return createStore<SessionState<AiUser>>()((set) => {
    const setToken = (next: string | null) => {
      if (next === null) storage.remove(STORAGE_KEYS.authToken);
      else storage.set(STORAGE_KEYS.authToken, next);
      set({ token: next, isLoggedIn: isTokenValid(next) });
    };
    const setAiToken = (next: string | null) => {
      if (next === null) storage.remove(STORAGE_KEYS.aiToken);
      else storage.set(STORAGE_KEYS.aiToken, next);
      set({ aiToken: next });
    };
    return {
      user: options.user ?? initial.user ?? null,
      token,
      aiUser: (initial.aiUser as AiUser | null | undefined) ?? null,
      aiToken,
      isLoggedIn: isTokenValid(token),
      hydrated: readNow,
      hydrate() {
        const stored = storage.get(STORAGE_KEYS.authToken);
        const storedAi = storage.get(STORAGE_KEYS.aiToken);
        set({
          ...(stored === null ? {} : { token: stored, isLoggedIn: isTokenValid(stored) }),
          ...(storedAi === null ? {} : { aiToken: storedAi }),
          hydrated: true,
        });
      },
      signIn({ token: next, user }) {
        setToken(next);
        if (user !== undefined) set({ user });
      },
      setUser(user) {
        set({ user });
      },
      async loadUser(fetchUser) {
        try {
          const user = await fetchUser();
          set({ user });
          return user;
        } catch (error) {
          if (!isNetworkFailure(error)) {
            setToken(null);
            set({ user: null });
          }
          return null;
        }
      },
      signInAi({ token: next, user }) {
        setAiToken(next);
        if (user !== undefined) set({ aiUser: user });
      },
      async loadAiUser(fetchAiUser) {
        try {
          const aiUser = await fetchAiUser();
          set({ aiUser });
          return aiUser;
        } catch (error) {
          if (!isNetworkFailure(error)) {
            setAiToken(null);
            set({ aiUser: null });
          }
          return null;
        }
      },
      signOutAi() {
        setAiToken(null);
        set({ aiUser: null });
      },
      clearSession() {
        setToken(null);
        set({ user: null });
      },
      logout() {
        for (const key of LOGOUT_CLEARED_KEYS) storage.remove(key);
        set({ user: null, token: null, isLoggedIn: false, aiUser: null, aiToken: null });
        cookies.remove(COOKIE_KEYS.userType);
        options.cart?.getState().reset();
        options.showroom?.getState().clear();
        return { toast: { kind: 'success', message: LOGGED_OUT_MESSAGE }, navigateTo: '/' };
      },
      rememberEmail(email) {
        if (email) {
          cookies.set(COOKIE_KEYS.rememberEmail, email, { days: COOKIE_DAYS.rememberEmail });
          cookies.set(COOKIE_KEYS.rememberMe, '1', { days: COOKIE_DAYS.rememberMe });
        } else {
          cookies.remove(COOKIE_KEYS.rememberEmail);
          cookies.remove(COOKIE_KEYS.rememberMe);
        }
      },
      rememberedEmail() {
        return cookies.get(COOKIE_KEYS.rememberMe) === '1'
          ? cookies.get(COOKIE_KEYS.rememberEmail)
          : null;
      },
      setUserTypeCookie(type) {
        cookies.set(COOKIE_KEYS.userType, type, { days: COOKIE_DAYS.userType });
      },
      hasOtpCookie() {
        return cookies.get(COOKIE_KEYS.otpVerify) !== null;
      },
      setOtpCookie() {
        cookies.set(COOKIE_KEYS.otpVerify, '1', { days: COOKIE_DAYS.otpVerify });
      },
      removeOtpCookie() {
        cookies.remove(COOKIE_KEYS.otpVerify);
      },
    };
  });
}

/**
 * Wire a client to a session: tokens come from the store at each request, and a 401 clears
 * the session. `createClient({ ...sessionTransportOptions(session), baseURL })`.
 */
export function sessionTransportOptions(
  session: SessionStore<unknown>,
): Pick<TransportOptions, 'getToken' | 'getAiToken' | 'onUnauthorized'> {
  return {
    getToken: () => session.getState().token,
    getAiToken: () => session.getState().aiToken,
    onUnauthorized: () => session.getState().clearSession(),
  };
}
