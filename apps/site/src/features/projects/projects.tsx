import type { Paginated, ProjectListItem, ProjectRole } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import { Button, buttonVariants, Pagination, useSession } from '@brand/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { projectIdFrom } from '../../lib/project-id.ts';
import { useLoad } from '../../lib/use-load.ts';
import { ProjectPanel } from './project-panel.tsx';
import { VendorChats } from './vendor-chats.tsx';
import './projects.css';

/**
 * Projects and their chats on /account (spec 2 §2.6, §7 "Chat and hiring"; DOMAIN.md: the
 * chat is between the customer, the showroom's Pro and hired designers). Customers see their
 * projects, Pros their showroom's and those they were hired for; `?project=<id>` opens one
 * project's chat (history, send, files with core's chat rule, live messages from the stream)
 * and, for the customer, "Hire a designer". Notifications of new messages and hires link to the
 * same address.
 */
export function ProjectsSection() {
  const type = useSession((s) => s.user?.type);
  if (type === 'User' || type === 'Contractor') return <Projects pro={type === 'Contractor'} />;
  if (type === 'Vendor') return <VendorChats />;
  return null;
}

function useSelectedProject(): number | null {
  const [params] = useSearchParams();
  return projectIdFrom(params.get('project'));
}

/** How a Pro takes part in a listed project. */
const PRO_ROLE: Record<ProjectRole, string> = {
  customer: 'Your project',
  pro: 'Your showroom',
  designer: 'Hired as designer',
};

/**
 * The projects the user takes part in (GET /api/projects, newest first, 10 a page): a customer's
 * own; a Pro's showroom's and those they were hired for, with the customer's name.
 */
function Projects({ pro }: { pro: boolean }) {
  const client = useClient();
  const userId = useSession((s) => s.user?.id ?? null);
  const selected = useSelectedProject();
  const [page, setPage] = useState(1);
  const list = useLoad<Paginated<ProjectListItem>>(
    userId === null ? null : `projects:${userId}:${page}`,
    async () => (await client.cart.projects({ query: { page }, quiet: true })).data,
  );
  const projects = list.data?.data ?? [];
  const current = projects.find((p) => p.id === selected) ?? null;
  const title = pro ? 'Client projects' : 'My projects';

  return (
    <>
      <section aria-labelledby="account-projects" className="site-projects">
        <h2 id="account-projects">{title}</h2>
        {list.status === 'loading' && !list.data ? (
          <div
            role="status"
            aria-label={`Loading ${title.toLowerCase()}`}
            className="site-projects__list"
          >
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
        {list.data && projects.length === 0 ? (
          pro ? (
            <p className="bui-empty">
              No client projects yet. Customers start one with your showroom ID; hiring you as a
              designer adds theirs here.
            </p>
          ) : (
            <div className="bui-empty">
              <p>You have no projects yet. Enter a Pro's showroom ID to start one.</p>
              <Link to="/visualize/contractor/all" className={buttonVariants({ size: 'sm' })}>
                Go to a showroom
              </Link>
            </div>
          )
        ) : null}
        {projects.length > 0 ? (
          <ul className="site-projects__list">
            {projects.map((project) => {
              const open = project.id === selected;
              return (
                <li
                  key={project.id}
                  className="site-project-card"
                  data-state={open ? 'open' : 'closed'}
                >
                  <h3 className="site-project-card__name">{project.name}</h3>
                  <p className="site-project-card__meta">
                    {pro ? (
                      <>
                        {project.customer.name} · {PRO_ROLE[project.role]} ·{' '}
                      </>
                    ) : null}
                    Showroom <span className="bui-tabular">{project.showroom}</span> · Started{' '}
                    <time dateTime={project.created_at} className="bui-tabular">
                      {formatDate(project.created_at)}
                    </time>
                  </p>
                  <Link
                    to={`/account?project=${project.id}`}
                    aria-current={open ? 'true' : undefined}
                    className={buttonVariants({
                      variant: open ? 'primary' : 'secondary',
                      size: 'sm',
                    })}
                  >
                    {open ? 'Chat open' : 'Open chat'}
                    <span className="bui-sr-only"> for {project.name}</span>
                  </Link>{' '}
                  <Link
                    to={`/visualize/checklist?project=${project.id}`}
                    className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                  >
                    Checklist<span className="bui-sr-only"> of {project.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
        {list.data && list.data.last_page > 1 ? (
          <Pagination
            aria-label={`${title} pages`}
            page={list.data.current_page}
            lastPage={list.data.last_page}
            total={list.data.total}
            onPageChange={setPage}
          />
        ) : null}
      </section>
      {selected !== null ? (
        <ProjectPanel
          key={selected}
          projectId={selected}
          project={current}
          // Customers hire designers for their own projects (spec 2 §6); Pros only chat. A
          // project not on this page is loaded by id: hiring is then offered to customers.
          canHire={current ? current.role === 'customer' : !pro}
          canInvite={current ? current.role !== 'designer' : true}
        />
      ) : null}
    </>
  );
}
