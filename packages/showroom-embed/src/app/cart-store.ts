/**
 * The embed's temporary cart, one per showroom (issue 28 item 1): kept in the host origin's
 * localStorage so a reload of the Pro's page keeps it, shared by every embed of that showroom
 * on the page (one script, one store per showroom) and followed across the host's tabs (the
 * `storage` event). Versioned (a new shape gets a new key), size-capped (a cart too large to
 * keep whole keeps only its id, and its lines come from the API), dropped when it is older than
 * the age below, and cleared when the cart goes to checkout. Storage that throws (a private
 * window, a sandboxed frame, a full quota) leaves the cart in memory, as it was before.
 */
import type { ProjectCart } from '@brand/core/contract';

export const CART_STORAGE_VERSION = 1;
/** Above this many characters the stored entry keeps the cart id only (about 16 KB). */
export const CART_STORAGE_MAX_CHARS = 16_384;
/** A stored cart older than this is not restored (the marketplace's own carts live longer). */
export const CART_STORAGE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** `brand-showroom:v1:cart:AB12CD34`: one entry per showroom. */
export function cartStorageKey(showroom: string): string {
  return `brand-showroom:v${CART_STORAGE_VERSION}:cart:${showroom.toUpperCase()}`;
}

interface StoredCart {
  v: typeof CART_STORAGE_VERSION;
  id: string;
  /** The last cart seen (null when it was too large to keep): shown until the API answers. */
  cart: ProjectCart | null;
  savedAt: number;
}

/** The entry's cart and id, or null for an absent, old, foreign or broken entry. */
export function parseStoredCart(text: string | null, now = Date.now()): StoredCart | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const entry = value as Partial<StoredCart> | null;
  if (!entry || entry.v !== CART_STORAGE_VERSION || typeof entry.id !== 'string' || !entry.id) {
    return null;
  }
  if (typeof entry.savedAt !== 'number' || now - entry.savedAt > CART_STORAGE_MAX_AGE_MS) {
    return null;
  }
  const cart = entry.cart;
  const whole =
    cart !== null &&
    typeof cart === 'object' &&
    cart.temp_project_id === entry.id &&
    Array.isArray(cart.Project_tans);
  return {
    v: CART_STORAGE_VERSION,
    id: entry.id,
    cart: whole ? cart : null,
    savedAt: entry.savedAt,
  };
}

/** The text to store for `cart`, or null when there is nothing to keep (no id, no lines). */
export function serializeCart(cart: ProjectCart | null, now = Date.now()): string | null {
  const id = cart?.temp_project_id;
  if (!cart || !id || cart.Project_tans.length === 0) return null;
  const whole = JSON.stringify({ v: CART_STORAGE_VERSION, id, cart, savedAt: now });
  if (whole.length <= CART_STORAGE_MAX_CHARS) return whole;
  return JSON.stringify({ v: CART_STORAGE_VERSION, id, cart: null, savedAt: now });
}

export interface CartStore {
  /** The cart now (a restored one until the API has answered). */
  get(): ProjectCart | null;
  /** The cart id kept from an earlier visit, for the one refresh from the API. */
  storedId(): string | null;
  set(cart: ProjectCart | null): void;
  /** Drops the cart here and in storage (checkout, or a cart the API no longer has). */
  clear(): void;
  subscribe(listener: () => void): () => void;
  /**
   * Asks the API for the stored cart once per page (every embed of the showroom shares the
   * answer); a cart the API no longer has (bought, claimed by a sign-in, or gone) is cleared.
   */
  refresh(load: (id: string) => Promise<ProjectCart>): Promise<void>;
}

function hostStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createCartStore(
  showroom: string,
  storage: Storage | null = hostStorage(),
): CartStore {
  const key = cartStorageKey(showroom);
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return parseStoredCart(storage?.getItem(key) ?? null);
    } catch {
      return null;
    }
  };
  let stored = read();
  let cart: ProjectCart | null = stored?.cart ?? null;
  let refreshing: Promise<void> | null = null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const write = (next: ProjectCart | null) => {
    const text = serializeCart(next);
    try {
      if (text === null) storage?.removeItem(key);
      else storage?.setItem(key, text);
    } catch {
      // Full or refused: the cart stays in memory.
    }
    stored = text === null ? null : parseStoredCart(text);
  };
  // Another tab of the host changed this showroom's cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    stored = read();
    cart = stored?.cart ?? null;
    notify();
  };
  const store: CartStore = {
    get: () => cart,
    storedId: () => stored?.id ?? null,
    set(next) {
      cart = next;
      write(next);
      notify();
    },
    clear() {
      store.set(null);
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
    refresh(load) {
      const id = stored?.id;
      if (!id) return Promise.resolve();
      refreshing ??= load(id).then(
        (fresh) => {
          // Changed meanwhile (an add in this page): the newer cart stands.
          if (stored?.id !== id) return;
          if (fresh.temp_project_id === id && fresh.Project_tans.length > 0) store.set(fresh);
          else store.clear();
        },
        (error: unknown) => {
          if ((error as { status?: unknown } | null)?.status === 404 && stored?.id === id) {
            store.clear();
            return;
          }
          // Offline or a server error: the restored cart stays, and the next load tries again.
          refreshing = null;
        },
      );
      return refreshing;
    },
  };
  return store;
}

const stores = new Map<string, CartStore>();

/** The one store of `showroom` on this page (every embed of it shares it). */
export function cartStore(showroom: string): CartStore {
  const key = showroom.toUpperCase();
  let store = stores.get(key);
  if (!store) {
    store = createCartStore(key);
    stores.set(key, store);
  }
  return store;
}

/** Forgets the page's stores (tests: each starts from what storage holds). */
export function resetCartStores(): void {
  stores.clear();
}
