import type { AdminUser } from '@brand/core/contract';
import { formatDate, USER_TYPE_TEXT, userStatusText } from '@brand/core/rules';
import { Button, Pagination, useAction, useToast } from '@brand/ui';
import { useId, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

const PER_PAGE = 20;

/**
 * Users (GET /api/admin/users): search by email or name, pages, a user's details, activate or
 * deactivate (a deactivated user's sessions end at once; the server revokes their tokens).
 */
export function AdminUsers() {
  const client = useClient();
  const { toast } = useToast();
  const searchId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [viewed, setViewed] = useState<AdminUser | null>(null);
  const list = useLoad(`users:${query.q}:${query.page}`, async () => {
    const q = query.q.trim();
    return (
      await client.admin.adminUsers({
        query: { page: query.page, per_page: PER_PAGE, ...(q ? { q } : {}) },
      })
    ).data;
  });

  const toggle = useAction({
    perform: (user: AdminUser) =>
      client.admin.setAdminUserStatus({ params: { id: user.id }, body: { active: !user.active } }),
    onSuccess: (answer, user) => {
      toast({ variant: 'success', message: `${user.email}: ${answer.message}` });
      if (viewed?.id === user.id) setViewed(answer.data);
    },
    // A refusal: the client's toast shows the server's message.
    reload: [list],
  });

  const page = list.data;
  return (
    <section aria-labelledby="admin-users" className="site-account__section">
      <h2 id="admin-users">Users</h2>
      <form
        className="site-form"
        aria-label="Search users"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ q: text, page: 1 });
        }}
      >
        <p className="site-field">
          <label htmlFor={searchId}>Email or name</label>
          <input
            id={searchId}
            type="search"
            className="bui-input"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </p>
        <Button type="submit" size="sm">
          Search users
        </Button>
      </form>
      {list.status === 'error' ? <p role="alert">{list.error}</p> : null}
      {list.status === 'loading' && !page ? <p role="status">Loading users…</p> : null}
      {page && page.data.length === 0 ? <p role="status">No user matches.</p> : null}
      {page && page.data.length > 0 ? (
        <>
          <p role="status">
            {page.total} {page.total === 1 ? 'user' : 'users'}
          </p>
          <table className="site-table">
            <caption className="bui-sr-only">Users, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((u) => (
                <tr key={u.id}>
                  <td data-label="Name">{u.name}</td>
                  <td data-label="Email">{u.email}</td>
                  <td data-label="Type">{USER_TYPE_TEXT[u.type]}</td>
                  <td data-label="Status">{userStatusText(u.status)}</td>
                  <td data-label="Actions">
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={`View ${u.email}`}
                      onClick={() => setViewed(u)}
                    >
                      View
                    </Button>{' '}
                    {u.type === 'Admin' ? null : (
                      <Button
                        type="button"
                        size="sm"
                        variant={u.active ? 'danger' : 'primary'}
                        disabled={toggle.status === 'pending' && toggle.variables.id === u.id}
                        aria-label={`${u.active ? 'Deactivate' : 'Activate'} ${u.email}`}
                        onClick={() => void toggle.run(u)}
                      >
                        {u.active ? 'Deactivate' : 'Activate'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.last_page > 1 ? (
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              total={page.total}
              pageSize={PER_PAGE}
              onPageChange={(next) => setQuery((q) => ({ ...q, page: next }))}
            />
          ) : null}
        </>
      ) : null}
      {viewed ? <UserDetails user={viewed} onClose={() => setViewed(null)} /> : null}
    </section>
  );
}

function UserDetails({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="site-account__card">
      <h3 id={headingId} tabIndex={-1} ref={(node) => node?.focus()}>
        {user.name || user.email}
      </h3>
      <dl className="site-details">
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Type</dt>
        <dd>{USER_TYPE_TEXT[user.type]}</dd>
        <dt>Status</dt>
        <dd>{userStatusText(user.status)}</dd>
        <dt>Company</dt>
        <dd>{user.company_name ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{user.phone_number ?? '—'}</dd>
        <dt>Email verified</dt>
        <dd>{user.email_verified_at ? formatDate(user.email_verified_at) : 'Not yet'}</dd>
        <dt>Joined</dt>
        <dd>{formatDate(user.created_at)}</dd>
        {user.decline_reason ? (
          <>
            <dt>Declined because</dt>
            <dd>{user.decline_reason}</dd>
          </>
        ) : null}
      </dl>
      <Button type="button" size="sm" variant="secondary" onClick={onClose}>
        Close details
      </Button>
    </section>
  );
}
