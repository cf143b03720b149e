'use client';
import type { Notification } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import { useAction } from '../../lib/use-action';
import { Button } from '../../primitives/button/button';

type NotificationsListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Core's notification records (GET /api/notification), newest first. */
  notifications: readonly Notification[];
  /** Marks one record read (PUT /api/notification/{id} with pending false). */
  onMarkRead?: (id: number) => unknown;
  /** Marks every pending record read; the button shows only when given. */
  onMarkAllRead?: () => unknown;
  loading?: boolean;
  /** The error catalogue's message when the list could not load. */
  error?: string | undefined;
  onRetry?: () => void;
  /** Your router's link (record links and the empty state's action). */
  renderLink?: RenderLink;
  /** Accessible name and visible heading. */
  title?: string;
};

/**
 * spec 1 §3 "Notifications: records with a pending flag": the records, pending ones marked
 * New with a Mark as read action, and designed loading, error and empty states. The records of
 * one order are grouped under its newest (issue 25 item 9).
 */
function NotificationsList({
  notifications,
  onMarkRead,
  onMarkAllRead,
  loading = false,
  error,
  onRetry,
  renderLink = defaultRenderLink,
  title = 'Notifications',
  className,
  ...props
}: NotificationsListProps) {
  const pendingCount = notifications.filter((item) => item.pending).length;
  const state = loading
    ? 'loading'
    : error
      ? 'error'
      : notifications.length === 0
        ? 'empty'
        : 'ready';

  return (
    <section
      data-slot="notifications-list"
      data-state={state}
      aria-label={title}
      aria-busy={loading || undefined}
      className={cn('bui-notifications', className)}
      {...props}
    >
      <div className="bui-notifications__header">
        <h2 className="bui-notifications__title">{title}</h2>
        {state === 'ready' ? (
          <p className="bui-notifications__count">
            {pendingCount === 0 ? 'All caught up' : `${pendingCount} unread`}
          </p>
        ) : null}
        {onMarkAllRead && pendingCount > 0 && state === 'ready' ? (
          <Button variant="link" size="sm" onClick={() => void onMarkAllRead()}>
            Mark all as read
          </Button>
        ) : null}
      </div>

      {state === 'loading' ? (
        <ul className="bui-notifications__list" aria-label="Loading notifications">
          {[0, 1, 2].map((row) => (
            <li key={row} className="bui-notifications__item">
              <span className="bui-skeleton" style={{ width: '40%', height: 16 }} />
              <span className="bui-skeleton" style={{ width: '85%', height: 14 }} />
            </li>
          ))}
        </ul>
      ) : null}

      {state === 'error' ? (
        <div className="bui-alert" data-tone="error" role="alert">
          <p className="bui-notifications__error">{error}</p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}

      {state === 'empty' ? (
        <div className="bui-empty">
          <p className="bui-notifications__empty-text">
            You have no notifications yet. Order updates, messages and hires will show up here.
          </p>
          {renderLink({
            href: '/',
            className: 'bui-button bui-button--secondary bui-button--sm',
            children: 'Continue Shopping',
          })}
        </div>
      ) : null}

      {state === 'ready' ? (
        <ul className="bui-notifications__list">
          {groupByOrder(notifications).map(([newest, ...earlier]) =>
            newest ? (
              <NotificationItem
                key={newest.id}
                item={newest}
                onMarkRead={onMarkRead}
                renderLink={renderLink}
              >
                {earlier.length > 0 ? (
                  <details className="bui-notifications__earlier">
                    <summary>
                      {earlier.length === 1
                        ? '1 earlier update on this order'
                        : `${earlier.length} earlier updates on this order`}
                    </summary>
                    <ul className="bui-notifications__list">
                      {earlier.map((item) => (
                        <NotificationItem
                          key={item.id}
                          item={item}
                          onMarkRead={onMarkRead}
                          renderLink={renderLink}
                        />
                      ))}
                    </ul>
                  </details>
                ) : null}
              </NotificationItem>
            ) : null,
          )}
        </ul>
      ) : null}
    </section>
  );
}

/** The order a record is about, from its link (`/account?order=12`), or null. */
function orderOf(item: Notification): string | null {
  return item.link ? (/[?&]order=(\d+)/.exec(item.link)?.[1] ?? null) : null;
}

/**
 * Issue 25 item 9: one entry per order, its newest record first with the earlier ones under
 * it; records about no order stay one entry each. Entries keep the newest-first order.
 */
function groupByOrder(notifications: readonly Notification[]): Notification[][] {
  const groups: Notification[][] = [];
  const byOrder = new Map<string, Notification[]>();
  for (const item of notifications) {
    const order = orderOf(item);
    const group = order === null ? undefined : byOrder.get(order);
    if (group) {
      group.push(item);
      continue;
    }
    const created = [item];
    if (order !== null) byOrder.set(order, created);
    groups.push(created);
  }
  return groups;
}

/** One record: New when pending, its title (a link when it has one), date, body, Mark as read. */
function NotificationItem({
  item,
  onMarkRead,
  renderLink,
  children,
}: {
  item: Notification;
  onMarkRead?: (id: number) => unknown;
  renderLink: RenderLink;
  children?: React.ReactNode;
}) {
  return (
    <li className="bui-notifications__item" data-state={item.pending ? 'pending' : 'read'}>
      <div className="bui-notifications__line">
        {item.pending ? <span className="bui-notifications__badge">New</span> : null}
        <p className="bui-notifications__item-title">
          {item.link
            ? renderLink({
                href: item.link,
                className: 'bui-notifications__link',
                children: item.title,
              })
            : item.title}
        </p>
        <time className="bui-notifications__date bui-tabular" dateTime={item.created_at}>
          {formatDate(item.created_at)}
        </time>
      </div>
      <p className="bui-notifications__body">{item.body}</p>
      {item.pending && onMarkRead ? <MarkReadButton item={item} onMarkRead={onMarkRead} /> : null}
      {children}
    </li>
  );
}

/** A record's "Mark as read", loading while its own request runs (several may at once). */
function MarkReadButton({
  item,
  onMarkRead,
}: {
  item: Notification;
  onMarkRead: (id: number) => unknown;
}) {
  const mark = useAction<number, unknown>({ perform: (id) => onMarkRead(id) });
  return (
    <Button
      variant="ghost"
      size="sm"
      className="bui-notifications__mark"
      aria-label={`Mark as read: ${item.title}`}
      loading={mark.isPending}
      onClick={() => void mark.run(item.id)}
    >
      Mark as read
    </Button>
  );
}

export { NotificationsList, type NotificationsListProps };
