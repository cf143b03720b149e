import { describe, expect, it } from 'vitest';
import {
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  parseCookies,
  type WebStorageLike,
} from './storage';

/** A document whose cookie jar behaves like a browser's for name, value and max-age. */
function fakeCookieDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const maxAge = attributes.find((a) => a.startsWith('max-age='));
      if (maxAge === 'max-age=0') jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    },
  };
}

function fakeWebStorage(): WebStorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

describe('given the memory adapter', () => {
  it('gets, sets and removes values, starting from initial ones', () => {
    const storage = createMemoryStorage({ authToken: 'abc' });
    expect(storage.get('authToken')).toBe('abc');
    storage.set('cart_id', 'c-1');
    expect(storage.get('cart_id')).toBe('c-1');
    storage.remove('cart_id');
    expect(storage.get('cart_id')).toBeNull();
  });

  it('two adapters never share values', () => {
    const a = createMemoryStorage();
    const b = createMemoryStorage();
    a.set('k', 'v');
    expect(b.get('k')).toBeNull();
  });
});

describe('given the localStorage adapter', () => {
  it('reads and writes the injected storage', () => {
    const web = fakeWebStorage();
    const storage = createLocalStorage(web);
    storage.set('authToken', 'token-value-1');
    expect(web.data.get('authToken')).toBe('token-value-1');
    expect(storage.get('authToken')).toBe('token-value-1');
    storage.remove('authToken');
    expect(web.data.has('authToken')).toBe(false);
  });

  it('falls back to memory when the storage throws (quota, private mode)', () => {
    const throwing: WebStorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createLocalStorage(throwing);
    storage.set('authToken', 'still-works-1');
    expect(storage.get('authToken')).toBe('still-works-1');
    storage.remove('authToken');
    expect(storage.get('authToken')).toBeNull();
  });

  it('works in Node where there is no localStorage', () => {
    const storage = createLocalStorage();
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
  });
});

describe('given the cookie adapter', () => {
  it('writes max-age in days, path=/ and SameSite=Lax', () => {
    const doc = fakeCookieDocument();
    const cookies = createCookieStorage({ document: doc, secure: false });
    cookies.set('remember_email', 'ann@example.test', { days: 340 });
    expect(doc.writes).toEqual([
      'remember_email=ann%40example.test; max-age=29376000; path=/; SameSite=Lax',
    ]);
    expect(cookies.get('remember_email')).toBe('ann@example.test');
  });

  it('adds Secure on https and writes a session cookie without days', () => {
    const doc = fakeCookieDocument();
    createCookieStorage({ document: doc, secure: true }).set('user_type', 'User');
    expect(doc.writes).toEqual(['user_type=User; path=/; SameSite=Lax; Secure']);
  });

  it('detects https from location', () => {
    const g = globalThis as { location?: unknown };
    const previous = g.location;
    g.location = { protocol: 'https:' };
    try {
      const doc = fakeCookieDocument();
      createCookieStorage({ document: doc }).set('otp_verify', '1', { days: 340 });
      expect(doc.writes[0]).toMatch(/; Secure$/);
    } finally {
      g.location = previous;
    }
  });

  it('removes with max-age=0', () => {
    const doc = fakeCookieDocument();
    const cookies = createCookieStorage({ document: doc, secure: false });
    cookies.set('otp_verify', '1', { days: 340 });
    cookies.remove('otp_verify');
    expect(doc.writes[1]).toBe('otp_verify=; max-age=0; path=/; SameSite=Lax');
    expect(cookies.get('otp_verify')).toBeNull();
  });

  it('keeps values in memory without a document', () => {
    const cookies = createCookieStorage();
    cookies.set('user_type', 'User', { days: 1 });
    expect(cookies.get('user_type')).toBe('User');
  });

  it('parses a cookie header, tolerating junk and bad encoding', () => {
    expect([...parseCookies('a=1; b=x%40y; junk; =v; c=%E0%A4%A')]).toEqual([
      ['a', '1'],
      ['b', 'x@y'],
      ['c', '%E0%A4%A'],
    ]);
  });
});
