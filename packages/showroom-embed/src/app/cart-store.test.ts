import type { ProjectCart } from '@brand/core/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_MAX_AGE_MS,
  CART_STORAGE_MAX_CHARS,
  cartStorageKey,
  cartStore,
  createCartStore,
  parseStoredCart,
  resetCartStores,
  serializeCart,
} from './cart-store.ts';

const KEY = 'brand-showroom:v1:cart:AB12CD34';

function cartOf(id: string | null, lines = 1, name = 'Carrara Marble Tile'): ProjectCart {
  return {
    id: null,
    extra_info: null,
    temp_project_id: id,
    is_cart: true,
    showroom: 'AB12CD34',
    Project_tans: Array.from({ length: lines }, (_, i) => ({
      id: i + 1,
      project_id: null,
      temp_project_id: id,
      product_id: 101,
      product: { id: 101, name } as ProjectCart['Project_tans'][number]['product'],
      size_id: null,
      size: null,
      qty: 2,
      unit_price: 54,
      line_total: 108,
    })),
    subtotal: 108 * lines,
  };
}

/** A Storage over a Map, optionally refusing writes (a full quota). */
function memoryStorage(refuse = false): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
  };
}

afterEach(() => {
  localStorage.clear();
  resetCartStores();
});

describe('the stored entry', () => {
  it('is one key per showroom and version, whatever the case of the ID', () => {
    expect(cartStorageKey('ab12cd34')).toBe(KEY);
    expect(cartStorageKey('ZX98YW76')).toBe('brand-showroom:v1:cart:ZX98YW76');
  });

  it('round-trips a cart with its id', () => {
    const cart = cartOf('tmp-1');
    const parsed = parseStoredCart(serializeCart(cart, 1000), 2000);
    expect(parsed).toEqual({ v: 1, id: 'tmp-1', cart, savedAt: 1000 });
  });

  it('keeps nothing for an empty cart or a cart without an id', () => {
    expect(serializeCart(null)).toBeNull();
    expect(serializeCart(cartOf('tmp-1', 0))).toBeNull();
    expect(serializeCart(cartOf(null))).toBeNull();
  });

  it('keeps only the id of a cart too large to keep whole', () => {
    const big = cartOf('tmp-1', 200, 'x'.repeat(200));
    const text = serializeCart(big, 1000);
    expect(text?.length).toBeLessThanOrEqual(CART_STORAGE_MAX_CHARS);
    expect(parseStoredCart(text, 1000)).toEqual({ v: 1, id: 'tmp-1', cart: null, savedAt: 1000 });
  });

  it('ignores broken, foreign, other-version and old entries', () => {
    const now = 10 * CART_STORAGE_MAX_AGE_MS;
    const good = serializeCart(cartOf('tmp-1'), now) ?? '';
    expect(parseStoredCart(good, now)?.id).toBe('tmp-1');
    expect(parseStoredCart('{not json', now)).toBeNull();
    expect(parseStoredCart('null', now)).toBeNull();
    expect(parseStoredCart(good.replace('"v":1', '"v":2'), now)).toBeNull();
    expect(
      parseStoredCart(JSON.stringify({ v: 1, id: '', cart: null, savedAt: now }), now),
    ).toBeNull();
    expect(parseStoredCart(good, now + CART_STORAGE_MAX_AGE_MS + 1)).toBeNull();
    // A cart whose id is not the entry's is not shown (only the id is trusted).
    const other = JSON.stringify({ v: 1, id: 'tmp-2', cart: cartOf('tmp-1'), savedAt: now });
    expect(parseStoredCart(other, now)).toEqual({ v: 1, id: 'tmp-2', cart: null, savedAt: now });
  });
});

describe('a store', () => {
  it('restores the stored cart, writes each change and removes an emptied cart', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, serializeCart(cartOf('tmp-1')) ?? '');
    const store = createCartStore('AB12CD34', storage);
    expect(store.get()?.temp_project_id).toBe('tmp-1');
    expect(store.storedId()).toBe('tmp-1');

    const seen: Array<number | undefined> = [];
    store.subscribe(() => seen.push(store.get()?.Project_tans.length));
    store.set(cartOf('tmp-1', 3));
    expect(parseStoredCart(storage.getItem(KEY))?.cart?.Project_tans).toHaveLength(3);
    store.clear();
    expect(storage.getItem(KEY)).toBeNull();
    expect(store.storedId()).toBeNull();
    expect(seen).toEqual([3, undefined]);
  });

  it('keeps the cart in memory when storage refuses it or is missing', () => {
    for (const storage of [memoryStorage(true), null]) {
      const store = createCartStore('AB12CD34', storage);
      store.set(cartOf('tmp-1'));
      expect(store.get()?.temp_project_id).toBe('tmp-1');
    }
  });

  it('is one per showroom on the page, so two embeds of it share their cart', () => {
    const one = cartStore('AB12CD34');
    const two = cartStore('ab12cd34');
    expect(two).toBe(one);
    const listener = vi.fn();
    two.subscribe(listener);
    one.set(cartOf('tmp-1'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(two.get()?.temp_project_id).toBe('tmp-1');
    expect(cartStore('ZX98YW76').get()).toBeNull();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it('follows another tab of the host (the storage event)', () => {
    const store = cartStore('AB12CD34');
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const text = serializeCart(cartOf('tmp-9')) ?? '';
    localStorage.setItem(KEY, text);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: text }));
    expect(store.get()?.temp_project_id).toBe('tmp-9');
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('refreshing a restored cart from the API', () => {
  function restored() {
    const storage = memoryStorage();
    storage.setItem(KEY, serializeCart(cartOf('tmp-1')) ?? '');
    return { storage, store: createCartStore('AB12CD34', storage) };
  }

  it('asks once however many embeds ask, and shows the answer', async () => {
    const { store } = restored();
    const load = vi.fn(async (id: string) => cartOf(id, 2));
    await Promise.all([store.refresh(load), store.refresh(load)]);
    await store.refresh(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('tmp-1');
    expect(store.get()?.Project_tans).toHaveLength(2);
  });

  it('clears a cart the API no longer has (empty answer or 404)', async () => {
    const gone = restored();
    await gone.store.refresh(async () => cartOf(null, 0));
    expect(gone.store.get()).toBeNull();
    expect(gone.storage.getItem(KEY)).toBeNull();

    const missing = restored();
    await missing.store.refresh(async () => {
      throw Object.assign(new Error('Record not found for processing.'), { status: 404 });
    });
    expect(missing.store.get()).toBeNull();
  });

  it('keeps the restored cart when the API cannot answer, and asks again next time', async () => {
    const { store, storage } = restored();
    const load = vi.fn(async (): Promise<ProjectCart> => {
      throw Object.assign(new Error('offline'), { status: 0 });
    });
    await store.refresh(load);
    await store.refresh(load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.get()?.temp_project_id).toBe('tmp-1');
    expect(storage.getItem(KEY)).not.toBeNull();
  });

  it('does nothing without a stored cart', async () => {
    const store = createCartStore('AB12CD34', memoryStorage());
    const load = vi.fn();
    await store.refresh(load);
    expect(load).not.toHaveBeenCalled();
  });
});
