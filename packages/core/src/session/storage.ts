/**
 * Where the browser keeps the session: one interface, three adapters. The site uses
 * localStorage (+ cookies for spec 1 §3's cookies); the embed uses memory only.
 */

export interface SetOptions {
  /** Lifetime in days. Cookies only; other adapters keep values until removed. */
  days?: number;
}

/** get/set/remove of string values by key. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string, options?: SetOptions): void;
  remove(key: string): void;
}

/** Values live in this object only; nothing survives a reload (the embed's choice). */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

/** The part of the Web Storage API the adapter uses. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultLocalStorage(): WebStorageLike | undefined {
  try {
    // Reading the property itself throws in some sandboxed iframes and privacy modes.
    return (globalThis as { localStorage?: WebStorageLike }).localStorage;
  } catch {
    return undefined;
  }
}

/**
 * window.localStorage, guarded: where it is missing (SSR, Node) or throws (quota, Safari
 * private mode, blocked storage in an iframe) values fall back to memory instead of crashing.
 */
export function createLocalStorage(storage?: WebStorageLike): KeyValueStorage {
  const fallback = createMemoryStorage();
  // Looked up on first use, so creating a store touches no browser storage (hydration).
  let target: WebStorageLike | undefined | null = storage ?? null;
  const guard = <T>(run: (s: WebStorageLike) => T, otherwise: () => T): T => {
    if (target === null) target = defaultLocalStorage();
    if (!target) return otherwise();
    try {
      return run(target);
    } catch {
      return otherwise();
    }
  };
  return {
    get: (key) =>
      guard(
        (s) => s.getItem(key) ?? fallback.get(key),
        () => fallback.get(key),
      ),
    set: (key, value) =>
      guard(
        (s) => {
          s.setItem(key, value);
          fallback.remove(key);
        },
        () => fallback.set(key, value),
      ),
    remove: (key) => {
      fallback.remove(key);
      guard(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
  };
}

/** The part of `document` the cookie adapter uses. */
export interface CookieDocument {
  cookie: string;
}

export interface CookieStorageOptions {
  /** Default `globalThis.document`; without one the adapter keeps values in memory. */
  document?: CookieDocument;
  /** Add `Secure`. Default: when the page is served over https. */
  secure?: boolean;
  /** Default '/'. */
  path?: string;
}

const DAY_SECONDS = 86_400;

/** Every `name=value` pair of `document.cookie`, decoded. */
export function parseCookies(header: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of header.split(';')) {
    const part = raw.trim();
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    try {
      out.set(decodeURIComponent(name), decodeURIComponent(value));
    } catch {
      out.set(name, value);
    }
  }
  return out;
}

/**
 * document.cookie: `max-age` in days (session cookie without `days`), `path=/`,
 * `SameSite=Lax`, and `Secure` on https.
 */
export function createCookieStorage(options: CookieStorageOptions = {}): KeyValueStorage {
  const doc = options.document ?? (globalThis as { document?: CookieDocument }).document;
  if (!doc) return createMemoryStorage();
  const path = options.path ?? '/';
  const secure =
    options.secure ??
    (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  const write = (key: string, value: string, maxAge: number | undefined) => {
    const parts = [
      `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
      ...(maxAge === undefined ? [] : [`max-age=${maxAge}`]),
      `path=${path}`,
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
    ];
    doc.cookie = parts.join('; ');
  };
  return {
    get: (key) => parseCookies(doc.cookie).get(key) ?? null,
    set: (key, value, setOptions) =>
      write(
        key,
        value,
        setOptions?.days === undefined ? undefined : Math.round(setOptions.days * DAY_SECONDS),
      ),
    remove: (key) => write(key, '', 0),
  };
}
