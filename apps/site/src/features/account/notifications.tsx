import { NotificationsList, Pagination } from '@brand/ui';
import { useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import { renderRouterLink } from '../../shell/router-link.tsx';

/**
 * /notification: ui's NotificationsList over GET /api/notification (one page at a time, through
 * the site's one loading hook); mark as read (PUT) updates the record shown.
 */
export function NotificationPage() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const list = useLoad(
    `notifications:${page}`,
    async () => (await client.notifications.notifications({ query: { page }, quiet: true })).data,
  );
  const items = list.data?.data ?? [];
  const lastPage = list.data?.last_page ?? 1;

  const markRead = async (id: number) => {
    await client.notifications.updateNotification({ params: { id }, body: { pending: false } });
    // The page shown (a mark is only offered on a shown record); several marks in a row each
    // update the latest page, not the one of their render.
    list.setData((current) => {
      const shown = current as NonNullable<typeof current>;
      return {
        ...shown,
        data: shown.data.map((n) => (n.id === id ? { ...n, pending: false } : n)),
      };
    });
  };

  return (
    <Page title="Notifications">
      <NotificationsList
        notifications={items}
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.error : undefined}
        onRetry={() => void list.reload()}
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
