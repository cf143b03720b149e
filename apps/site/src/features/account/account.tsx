import type { UserType } from '@brand/core/contract';
import { useSession } from '@brand/ui';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AccountSection } from '../../lib/account-section.ts';
import { Page } from '../../shell/page.tsx';
import './dashboard.css';
import { chooseSection } from './section-choice.ts';

/**
 * /account, a dashboard by role (issue 5, issue 17 item 4): the navigation of the role's
 * sections (given by the app: src/app/account-sections.tsx; `?section=id` in the URL, so back and forward move between them),
 * and the shown section, each its own lazy chunk so the account route's first script stays
 * within the JS budget. The deep links of notifications still open their section
 * (`?order=N`, `?project=N`). The server enforces permissions, the UI mirrors them.
 */
export function AccountPage({ sections: all }: { sections: readonly AccountSection[] }) {
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  if (!user) {
    return (
      <Page title="My Account">
        <p role="status">Loading your account…</p>
      </Page>
    );
  }
  const role = user.type;
  const sections = all.filter((s) => s.roles.includes(role));
  const shown = chooseSection(all, role, params);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <Page
      title="My Account"
      lead={`Signed in as ${name || user.email} (${roleName(role)}).`}
      className="site-dashboard"
    >
      <div className="site-dashboard__layout">
        <nav aria-label="Account" className="site-dashboard__nav">
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  to={`?section=${section.id}`}
                  aria-current={section.id === shown?.id ? 'page' : undefined}
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="site-dashboard__nav-more">
            <li>
              <Link to="/notification">Notifications</Link>
            </li>
            <li>
              <Link to="/change_password">Change password</Link>
            </li>
          </ul>
        </nav>
        <div className="site-dashboard__main">
          {shown ? (
            <Suspense key={shown.id} fallback={<p role="status">{shown.loading}</p>}>
              <shown.Component role={role} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </Page>
  );
}

function roleName(type: UserType): string {
  switch (type) {
    case 'User':
      return 'Customer';
    case 'Contractor':
      return 'Pro';
    default:
      return type;
  }
}
