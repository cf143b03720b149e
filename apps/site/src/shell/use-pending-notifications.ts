import { useSession } from '@brand/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useClient } from '../lib/brand.tsx';

/**
 * The header's pending notification count (spec 1 §2): GET /api/notification?pending=1 while
 * signed in, again on every page change (so marking one read on /notification shows up after).
 * A failed call keeps the last count, quietly.
 */
export function usePendingNotifications(): number {
  const client = useClient();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname refetches on every page change.
  useEffect(() => {
    if (!loggedIn) {
      setCount(0);
      return;
    }
    let live = true;
    client.notifications
      .notifications({ query: { pending: 1 }, quiet: true })
      .then((answer) => {
        if (live) setCount(answer.data.pending_count);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, loggedIn, pathname]);
  return count;
}
