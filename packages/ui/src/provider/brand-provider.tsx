'use client';
import type { ClientEventMap, Emitter } from '@brand/core/client';
import { TOAST_TIMEOUT_MS } from '@brand/core/rules';
import {
  type CartData,
  type CartState,
  type CartStore,
  createCartStore,
  createSessionStore,
  createShowroomStore,
  type KeyValueStorage,
  type SessionData,
  type SessionState,
  type SessionStore,
  type ShowroomData,
  type ShowroomState,
  type ShowroomStore,
} from '@brand/core/session';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import {
  type PortalContainer,
  PortalContainerProvider,
} from '../primitives/portal/portal-container';
import { ToastProvider, useToast } from '../primitives/toast/toast';

/** What @brand/ui needs from core's client: its event stream (toasts, request progress). */
export interface BrandClient {
  readonly events: Pick<Emitter<ClientEventMap>, 'on'>;
}

export interface BrandStores {
  session: SessionStore;
  showroom: ShowroomStore;
  cart: CartStore;
}

interface BrandContextValue extends BrandStores {
  client: BrandClient | null;
}

const BrandContext = createContext<BrandContextValue | null>(null);

export interface BrandProviderProps {
  children?: ReactNode;
  /** Core's client (createClient / createTransport); its 'toast' events become toasts. */
  client?: BrandClient | null;
  /** Stores made by the app; any store not given is created once for this provider. */
  stores?: Partial<BrandStores>;
  /** Storage for the stores this provider creates (the embed passes memory storage). */
  storage?: KeyValueStorage;
  /** Cookies for the session store it creates (default: document.cookie). */
  cookies?: KeyValueStorage;
  /** Where dialogs, selects and popovers mount: the shadow root inside the embed. */
  portalContainer?: PortalContainer;
  /** Milliseconds a toast stays; the spec says 10 seconds. */
  toastDuration?: number;
  /**
   * Server rendering: what the server rendered with (the signed-in user, the showroom, the
   * cart lines). When given, the stores this provider creates start from it and read
   * localStorage and cookies only after the first client render, so hydration matches the
   * server's HTML; then they take what the browser kept.
   */
  initialState?: BrandInitialState;
}

/** The stores' data a server rendered with (BrandProviderProps.initialState). */
export interface BrandInitialState {
  session?: Partial<SessionData>;
  showroom?: Partial<ShowroomData>;
  cart?: Partial<CartData>;
}

function createStores(props: BrandProviderProps): {
  stores: BrandStores;
  created: BrandStores[keyof BrandStores][];
} {
  const { stores = {}, storage, cookies, initialState } = props;
  const skipHydration = initialState !== undefined;
  const created: BrandStores[keyof BrandStores][] = [];
  const made = <S extends BrandStores[keyof BrandStores]>(store: S) => {
    created.push(store);
    return store;
  };
  const showroom =
    stores.showroom ??
    made(createShowroomStore({ storage, skipHydration, initialState: initialState?.showroom }));
  const cart =
    stores.cart ??
    made(createCartStore({ storage, skipHydration, initialState: initialState?.cart }));
  const session =
    stores.session ??
    made(
      createSessionStore({
        storage,
        cookies,
        cart,
        showroom,
        skipHydration,
        initialState: initialState?.session,
      }),
    );
  return { stores: { session, showroom, cart }, created };
}

/**
 * The root of every @brand/ui tree: one set of core stores per provider (two embeds on one page
 * never share state), the client, toasts (top-right, 10 s) fed by the client's 'toast' events,
 * and the portal container.
 */
function BrandProvider(props: BrandProviderProps) {
  const { children, client = null, portalContainer = null } = props;
  // Created once per provider instance; later prop changes do not swap stores.
  const [{ stores, created }] = useState(() => createStores(props));
  // After the first client render (which matched the server's HTML): read the browser's storage.
  useEffect(() => {
    for (const store of created) {
      const state = store.getState();
      if (!state.hydrated) state.hydrate();
    }
  }, [created]);
  const value: BrandContextValue = { ...stores, client };
  return (
    <BrandContext.Provider value={value}>
      <PortalContainerProvider container={portalContainer}>
        <ToastProvider duration={props.toastDuration ?? TOAST_TIMEOUT_MS}>
          {client ? <ClientToasts client={client} /> : null}
          {children}
        </ToastProvider>
      </PortalContainerProvider>
    </BrandContext.Provider>
  );
}

/** Shows every 'toast' event of a core client as a toast (the client decides the text). */
function ClientToasts({ client }: { client: BrandClient }) {
  const { toast } = useToast();
  useEffect(
    () =>
      client.events.on('toast', (event) => toast({ variant: event.kind, message: event.message })),
    [client, toast],
  );
  return null;
}

function useBrandContext(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('Missing <BrandProvider>: wrap your tree in it.');
  return value;
}

/** The raw stores of the nearest BrandProvider (to call actions outside render). */
function useBrandStores(): BrandStores {
  const { session, showroom, cart } = useBrandContext();
  return { session, showroom, cart };
}

/** The client given to the nearest BrandProvider, or null. */
function useBrandClient(): BrandClient | null {
  return useBrandContext().client;
}

/** The client of the nearest BrandProvider, or null outside one (internal). */
function useOptionalBrandClient(): BrandClient | null {
  return useContext(BrandContext)?.client ?? null;
}

/** `useStore(sessionStore, selector)` of the nearest BrandProvider. */
function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useBrandContext().session, selector);
}

/** `useStore(showroomStore, selector)` of the nearest BrandProvider. */
function useShowroom<T>(selector: (state: ShowroomState) => T): T {
  return useStore(useBrandContext().showroom, selector);
}

/** `useStore(cartStore, selector)` of the nearest BrandProvider. */
function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(useBrandContext().cart, selector);
}

export {
  BrandProvider,
  ClientToasts,
  useBrandClient,
  useBrandStores,
  useCart,
  useOptionalBrandClient,
  useSession,
  useShowroom,
};
