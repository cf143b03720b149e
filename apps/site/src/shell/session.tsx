import { adminGate } from '@brand/core/session';
import { useBrandStores, useCart, useSession, useShowroom } from '@brand/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrowserState, useClient } from '../lib/brand.tsx';
import { restoreCart, restoreGuestCart } from '../lib/cart-actions.ts';
import { rememberShowroom } from './showroom.tsx';

export type UserLoad = 'loading' | 'done';

const UserLoadContext = createContext<UserLoad>('done');

/** Signed in by core's token rule (a stored token longer than 10 characters). */
export function useIsLoggedIn(): boolean {
  return useSession((s) => s.isLoggedIn);
}

/** The signed-in user's type (User, Vendor, Contractor, Admin), or null until known. */
export function useUserType(): string | null {
  return useSession((s) => s.user?.type ?? null);
}

/** Whether the signed-in user is still being fetched (GET /api/authuser at start). */
export function useUserLoad(): UserLoad {
  return useContext(UserLoadContext);
}

/**
 * Session effects of spec 1 §4 "Session": at start a stored token fetches the user (a failed
 * fetch removes the token, in core); an Admin without the one-time-code cookie is logged out;
 * a 401 on any request goes to Login with a redirect back (core clears the session).
 */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const client = useClient();
  const { session } = useBrandStores();
  const navigate = useNavigate();
  const [load, setLoad] = useState<UserLoad>(() => {
    const s = session.getState();
    return s.isLoggedIn && !s.user ? 'loading' : 'done';
  });

  useEffect(
    () =>
      client.events.on('unauthorized', (intent) => navigate(intent.loginUrl, { replace: true })),
    [client, navigate],
  );

  useEffect(() => {
    if (load !== 'loading') return;
    let live = true;
    const state = session.getState();
    void state
      .loadUser(async () => (await client.auth.authUser()).data)
      .then((user) => {
        const now = session.getState();
        if (user && adminGate({ user, otpVerified: now.hasOtpCookie() }).type === 'logout') {
          now.logout();
        }
      })
      .finally(() => {
        if (live) setLoad('done');
      });
    return () => {
      live = false;
    };
  }, [client, session, load]);

  useRestoredCart();
  useRememberedShowroom();
  return <UserLoadContext.Provider value={load}>{children}</UserLoadContext.Provider>;
}

/**
 * A signed-in customer's cart follows them (issue 10): at start, after sign-in and after every
 * cart change the current project and its lines (the badge) are loaded from the API. A
 * visitor's temporary cart likewise (issue 25 item 4), so the badge is right on every page; the
 * count kept by the cart store shows meanwhile.
 */
function useRestoredCart() {
  const client = useClient();
  const { cart, showroom } = useBrandStores();
  const { storage } = useBrowserState();
  const customer = useSession((s) => s.isLoggedIn && s.user?.type === 'User');
  const visitor = useSession((s) => !s.isLoggedIn);
  const cartId = useCart((s) => s.cartId);
  const vsdId = useShowroom((s) => s.item?.vsd_id ?? null);
  const revision = useCart((s) => s.revision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every cart change (`revision`) reloads it
  useEffect(() => {
    if (!visitor || !cartId) return;
    // Best effort, as below: a failure leaves the kept count; /cart shows its own error.
    restoreGuestCart(client, cart, vsdId).catch(() => undefined);
  }, [client, cart, visitor, cartId, vsdId, revision]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every cart change (`revision`) reloads it
  useEffect(() => {
    if (!customer) return;
    // Best effort: a failure leaves the cart as it was; /cart shows its own error. A visitor's
    // checklist kept on this browser then goes to the project of its showroom.
    // Its code loads only when there is one (it weighs on no route's first render).
    restoreCart(client, cart)
      // The current project's showroom, on a browser that has none yet (issue 25 item 5).
      .then((project) => rememberShowroom(client, showroom, project.showroom))
      .catch(() => undefined)
      .then(async () => {
        // The keys of lib/pending-checklist.ts and lib/pending-design.ts (a visitor's visualizer
        // design), spelled here so those modules stay out of the shell.
        if (storage.get('pending_design')) {
          const { savePendingDesigns } = await import('../lib/pending-design.ts');
          await savePendingDesigns(client, storage);
        }
        if (!storage.get('pending_checklist')) return;
        const { savePendingChecklist } = await import('../lib/checklist-actions.ts');
        await savePendingChecklist(client, cart, storage);
      })
      .catch(() => undefined);
  }, [client, cart, showroom, customer, revision, storage]);
}

/** A Pro signed in on a browser with no showroom yet shops their own (issue 25 item 5). */
function useRememberedShowroom() {
  const client = useClient();
  const { showroom } = useBrandStores();
  const own = useSession((s) => s.user?.shop_profile?.vsd_id ?? null);
  useEffect(() => {
    rememberShowroom(client, showroom, own).catch(() => undefined);
  }, [client, showroom, own]);
}
