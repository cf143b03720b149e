'use client';
// The client side of the app: one API client and @brand/ui's provider (session, showroom and
// cart stores, toasts). `initialState` is what the server rendered with (nobody signed in, an
// empty cart), so the first client render matches the server's HTML; the stores read
// localStorage and cookies after it.
import { type Client, createClient } from '@brand/core/client';
import { BrandProvider } from '@brand/ui';
import { createContext, type ReactNode, useContext, useState } from 'react';

const ClientContext = createContext<Client | null>(null);

/** Core's client of this app. Same-origin `/api`: next.config.mjs forwards it to the API. */
export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error('Missing <Providers>: wrap your tree in it (app/layout.tsx).');
  return client;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => createClient({ baseURL: '/api' }));
  return (
    <ClientContext.Provider value={client}>
      <BrandProvider
        client={client}
        initialState={{ session: { user: null, token: null }, cart: { lines: [] } }}
      >
        {children}
      </BrandProvider>
    </ClientContext.Provider>
  );
}
