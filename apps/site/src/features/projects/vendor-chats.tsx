import { formatDate } from '@brand/core/rules';
import { Button, buttonVariants, useSession } from '@brand/ui';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { projectIdFrom } from '../../lib/project-id.ts';
import { useLoad } from '../../lib/use-load.ts';
import { ProjectPanel } from './project-panel.tsx';

/**
 * A vendor's project chats on /account (issue 30 item 3; docs/decisions/vendor-chat.md): the
 * chats the project's customer or Pro invited them to (GET /api/vendor/chats); `?project=<id>`
 * opens one, where the vendor reads and writes like the other participants.
 */
export function VendorChats() {
  const client = useClient();
  const userId = useSession((s) => s.user?.id ?? null);
  const [params] = useSearchParams();
  const selected = projectIdFrom(params.get('project'));
  const list = useLoad(
    userId === null ? null : `vendor-chats:${userId}`,
    async () => (await client.chat.vendorChats({ quiet: true })).data.chats,
  );
  const chats = list.data ?? [];
  return (
    <>
      <section aria-labelledby="account-vendor-chats" className="site-projects">
        <h2 id="account-vendor-chats">Project chats</h2>
        {list.status === 'loading' && !list.data ? (
          <div role="status" aria-label="Loading project chats" className="site-projects__list">
            <span className="bui-skeleton site-projects__skeleton" />
          </div>
        ) : null}
        {list.status === 'error' && !list.data ? (
          <div role="alert" className="bui-alert" data-tone="error">
            <p>{list.error}</p>
            <Button variant="secondary" size="sm" onClick={list.reload}>
              Try again
            </Button>
          </div>
        ) : null}
        {list.data && chats.length === 0 ? (
          <p className="bui-empty">
            No project chats yet. A customer or Pro whose project has your items can invite you.
          </p>
        ) : null}
        {chats.length > 0 ? (
          <ul className="site-projects__list">
            {chats.map((chat) => {
              const open = chat.project_id === selected;
              return (
                <li
                  key={chat.project_id}
                  className="site-project-card"
                  data-state={open ? 'open' : 'closed'}
                >
                  <h3 className="site-project-card__name">{chat.name}</h3>
                  <p className="site-project-card__meta">
                    Invited{' '}
                    <time dateTime={chat.created_at} className="bui-tabular">
                      {formatDate(chat.created_at)}
                    </time>
                  </p>
                  <Link
                    to={`/account?project=${chat.project_id}`}
                    aria-current={open ? 'true' : undefined}
                    className={buttonVariants({
                      variant: open ? 'primary' : 'secondary',
                      size: 'sm',
                    })}
                  >
                    {open ? 'Chat open' : 'Open chat'}
                    <span className="bui-sr-only"> for {chat.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
      {selected !== null ? (
        <ProjectPanel key={selected} projectId={selected} project={null} />
      ) : null}
    </>
  );
}
