import { type Client, createClient } from '@brand/core/client';
import {
  createCartStore,
  createCookieStorage,
  createLocalStorage,
  createSessionStore,
  createShowroomStore,
  type KeyValueStorage,
  type RunActionDeps,
  sessionTransportOptions,
} from '@brand/core/session';
import type { BrandStores } from '@brand/ui';
import { createContext, type ReactNode, useContext } from 'react';

export type Brand = {
  stores: BrandStores;
  client: Client;
  /** localStorage (tokens, cart_id, my_item, redirect_to, ...). */
  storage: KeyValueStorage;
  /** document.cookie (remembered email, user type, otp_verify). */
  cookies: KeyValueStorage;
};

/**
 * The site's one set of core stores (localStorage, cookies) and its API client. The client
 * reads the base URL from `<meta name="api-base-url">` and its tokens from the session store.
 */
export function createBrand(): Brand {
  const storage = createLocalStorage();
  const cookies = createCookieStorage();
  const showroom = createShowroomStore({ storage });
  const cart = createCartStore({ storage });
  const session = createSessionStore({ storage, cookies, cart, showroom });
  const client = createClient(sessionTransportOptions(session));
  return { stores: { session, showroom, cart }, client, storage, cookies };
}

const SiteContext = createContext<Brand | null>(null);

export function SiteProvider({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <SiteContext.Provider value={brand}>{children}</SiteContext.Provider>;
}

function useSite(): Brand {
  const brand = useContext(SiteContext);
  if (!brand) throw new Error('Missing <SiteProvider>: wrap the app in it (see app.tsx).');
  return brand;
}

/** The full API client (ui's useBrandClient only exposes its events). */
export function useClient(): Client {
  return useSite().client;
}

/** The storage and cookies the stores use (for core's sign-in actions). */
export function useBrowserState(): Pick<Brand, 'storage' | 'cookies'> {
  const { storage, cookies } = useSite();
  return { storage, cookies };
}

/**
 * What core's `runSignInAction` needs from the site: the client, the stores and the browser
 * state. The caller adds how it navigates and toasts (the sign-in form, registration and the
 * embed's cart hand-off each do that their own way).
 */
export function useSignInDeps(): Omit<RunActionDeps, 'navigate' | 'toast'> {
  const { client, stores, storage, cookies } = useSite();
  const { session, cart, showroom } = stores;
  return { client, session, cart, showroom, storage, cookies };
}
