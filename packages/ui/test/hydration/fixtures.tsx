/**
 * The trees the hydration check renders on the server (Node, react-dom/server) and hydrates in
 * Chromium: the same module on both sides, as an app's server and client share their code.
 * Each sits in a BrandProvider given the state the server rendered with (`initialState`), and
 * reads the stores the way an app does (the signed-in user, the cart's badge).
 */
import type { ReactElement } from 'react';
import { CartBadge } from '../../src/commerce/cart-badge/cart-badge';
import { StatusSelect } from '../../src/commerce/status-select/status-select';
import {
  type BrandInitialState,
  BrandProvider,
  useCart,
  useSession,
} from '../../src/provider/brand-provider';
import { Header } from '../../src/shell/header/header';

/**
 * What the server knew: no token (a browser keeps it in localStorage, which a server cannot
 * read) and the cart's lines, 3 items. The browser's storage holds a token: read at creation,
 * the first client render would be signed in while the server's HTML is signed out.
 */
export const SERVER_STATE = {
  session: { user: null, token: null },
  cart: { projectId: 12, lines: [{ qty: 2 }, { qty: 1 }] as never },
} satisfies BrandInitialState;

function AppHeader() {
  const signedIn = useSession((s) => s.isLoggedIn);
  const count = useCart((s) => s.badge);
  return <Header user={signedIn ? { name: 'Casey Customer' } : null} cartCount={count} />;
}

const inProvider = (children: ReactElement) => (
  <BrandProvider initialState={SERVER_STATE}>{children}</BrandProvider>
);

export const fixtures: Record<string, () => ReactElement> = {
  Header: () => inProvider(<AppHeader />),
  CartBadge: () => inProvider(<CartBadge />),
  StatusSelect: () =>
    inProvider(
      <StatusSelect viewerRole="Vendor" defaultValue="Waiting for approval" label="Status" />,
    ),
};
