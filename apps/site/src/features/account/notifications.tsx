import type { Notification } from '@brand/core/contract';
import { NotificationsList, Pagination } from '@brand/ui';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { Page } from '../../shell/page.tsx';
import { renderRouterLink } from '../../shell/router-link.tsx';

/** /notification: ui's NotificationsList over GET /api/notification; mark as read (PUT). */
export function NotificationPage() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<Notification[]>([]);
  const [lastPage, setLastPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();

  const load = useCallback(async () => {
    setLoading(true);
    setError(undefined);
    try {
      const answer = await client.notifications.notifications({ query: { page }, quiet: true });
      setItems(answer.data.data);
      setLastPage(answer.data.last_page);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setLoading(false);
    }
  }, [client, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const markRead = async (id: number) => {
    await client.notifications.updateNotification({ params: { id }, body: { pending: false } });
    setItems((current) => current.map((n) => (n.id === id ? { ...n, pending: false } : n)));
  };

  return (
    <Page title="Notifications">
      <NotificationsList
        notifications={items}
        loading={loading}
        error={error}
        onRetry={() => void load()}
        onMarkRead={markRead}
        onMarkAllRead={async () => {
          for (const n of items.filter((item) => item.pending)) await markRead(n.id);
        }}
        renderLink={renderRouterLink}
      />
      {lastPage > 1 ? <Pagination page={page} lastPage={lastPage} onPageChange={setPage} /> : null}
    </Page>
  );
}
