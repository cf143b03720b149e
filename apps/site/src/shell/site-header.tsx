import type { Suggestion } from '@brand/core/contract';
import { HeaderBase, useBrandStores, useCart, useSession, useShowroom, useToast } from '@brand/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useClient } from '../lib/brand.tsx';
import { SITE_NAME } from '../lib/site-info.ts';
import { LazySearchField, LazyUserMenu } from './lazy-controls.tsx';
import { renderRouterLink } from './router-link.tsx';
import { usePendingNotifications } from './use-pending-notifications.ts';

/**
 * Log Out (spec 1 §4 "Session"): the server revokes the token, core clears the session. The
 * session is cleared once the site is on / (the page the user left may be a protected one,
 * whose guard would otherwise send them to Login).
 */
function useLogout() {
  const client = useClient();
  const { session } = useBrandStores();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    setLeaving(false);
    const intent = session.getState().logout();
    toast({ variant: intent.toast.kind, message: intent.toast.message });
    if (intent.navigateTo !== '/') navigate(intent.navigateTo);
  }, [leaving, pathname, session, toast, navigate]);

  return async () => {
    try {
      await client.auth.logout();
    } catch {
      // Signed out locally even when the server cannot be reached.
    }
    setLeaving(true);
    navigate('/');
  };
}

/**
 * Where a chosen suggestion leads: a product to its page (in the showroom, at its prices); a
 * category inside a showroom to the showroom's list of it (spec 1 §2: inside a showroom a
 * category goes to /visualize/contractor/all), otherwise to the category's product list.
 */
export function suggestionPath(item: Suggestion, vsdId: string | null): string {
  if (item.type === 'product' && item.hash) {
    return `/product/${encodeURIComponent(item.hash)}${vsdId ? `/${vsdId}` : ''}`;
  }
  if (item.type === 'category') {
    return vsdId ? `/visualize/contractor/all?category=${item.id}` : `/category/${item.id}/product`;
  }
  return `/search?q=${encodeURIComponent(item.text)}`;
}

/**
 * ui's Header bound to the session and cart stores (spec 1 §2 "Header and footer"), with the
 * user menu loaded on intent (lazy-controls.tsx).
 */
export function SiteHeader() {
  const loggedIn = useSession((s) => s.isLoggedIn);
  const user = useSession((s) => s.user);
  const cartCount = useCart((s) => s.badge);
  const logout = useLogout();
  const pending = usePendingNotifications();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : 'My account';
  const navigate = useNavigate();
  const client = useClient();
  const vsdId = useShowroom((s) => s.item?.vsd_id ?? null);
  return (
    <HeaderBase
      logo={SITE_NAME}
      user={loggedIn ? { name } : null}
      cartCount={cartCount}
      pendingNotifications={pending}
      onLogout={() => void logout()}
      // spec 1 §2 "search" in the header: the results page searches the current showroom.
      onSearch={(query) => void navigate(`/search?q=${encodeURIComponent(query)}`)}
      // issue 11: typeahead from GET /api/search/suggest at the current showroom's prices; the
      // combobox loads when the user reaches for the field (lazy-controls.tsx).
      renderSearchField={(field) => (
        <LazySearchField
          {...field}
          scope={vsdId}
          suggest={async (q, signal) =>
            (
              await client.search.searchSuggest({
                query: { q, ...(vsdId ? { showroom: vsdId } : {}) },
                signal,
              })
            ).data
          }
          onChoose={(item) => void navigate(suggestionPath(item, vsdId))}
        />
      )}
      renderLink={renderRouterLink}
      renderUserMenu={(menu) => <LazyUserMenu {...menu} />}
    />
  );
}
