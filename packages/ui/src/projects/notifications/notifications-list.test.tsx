import type { Notification } from '@brand/core/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsList } from './notifications-list';

const RECORDS: Notification[] = [
  {
    id: 1,
    kind: 'order_item_status',
    title: 'Your vanity shipped',
    body: 'Order #12: 36" Bathroom Vanity is now Shipped.',
    link: '/your_orders',
    pending: true,
    created_at: '2026-11-20T18:30:00.000Z',
  },
  {
    id: 2,
    kind: 'chat_message',
    title: 'New message from your designer',
    body: 'I added two tile options to the checklist.',
    link: null,
    pending: false,
    created_at: '2026-11-19T08:00:00.000Z',
  },
];

describe('given notifications with a pending one', () => {
  it('lists every record with its date as MM.DD.YYYY and marks the pending one New', () => {
    render(<NotificationsList notifications={RECORDS} onMarkRead={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-state', 'pending');
    expect(within(items[0] as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('11.20.2026');
    expect(items[1]).toHaveAttribute('data-state', 'read');
    expect(within(items[1] as HTMLElement).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your vanity shipped' })).toHaveAttribute(
      'href',
      '/your_orders',
    );
  });

  it('marks one as read with its id', async () => {
    const onMarkRead = vi.fn().mockResolvedValue(undefined);
    render(<NotificationsList notifications={RECORDS} onMarkRead={onMarkRead} />);
    expect(screen.getAllByRole('button', { name: /^Mark as read:/ })).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as read: Your vanity shipped' }),
    );
    expect(onMarkRead).toHaveBeenCalledWith(1);
  });

  it('marks all as read', async () => {
    const onMarkAllRead = vi.fn();
    render(<NotificationsList notifications={RECORDS} onMarkAllRead={onMarkAllRead} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });
});

describe('given only read notifications', () => {
  it('offers no mark-as-read action', () => {
    const read = RECORDS.map((item) => ({ ...item, pending: false }));
    render(<NotificationsList notifications={read} onMarkRead={vi.fn()} onMarkAllRead={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('All caught up')).toBeInTheDocument();
  });
});

describe('given no notifications', () => {
  it('shows a sentence and an action', () => {
    render(<NotificationsList notifications={[]} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'data-state',
      'empty',
    );
    expect(screen.getByText(/You have no notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
});

describe('given a loading list', () => {
  it('shows skeletons and is busy', () => {
    render(<NotificationsList notifications={[]} loading />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('list', { name: 'Loading notifications' })).toBeInTheDocument();
    expect(screen.queryByText(/You have no notifications yet/)).not.toBeInTheDocument();
  });
});

describe('given a failed load', () => {
  it("shows the catalogue's message and a retry", async () => {
    const onRetry = vi.fn();
    render(
      <NotificationsList
        notifications={[]}
        error="Internal Server error please try again."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server error please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

// Issue 25 item 9: one entry per order, grouped under its newest update.
describe('given several updates of one order', () => {
  const update = (
    id: number,
    title: string,
    pending: boolean,
    link: string | null,
  ): Notification => ({
    id,
    kind: 'order_item_status',
    title,
    body: `${title}.`,
    link,
    pending,
    created_at: `2026-11-2${id}T10:00:00.000Z`,
  });
  const records: Notification[] = [
    update(4, 'Order BR-000012: On its way', true, '/account?order=12'),
    update(3, 'New message from your designer', false, null),
    update(2, 'Order BR-000012: Approved by the seller', false, '/account?order=12'),
    update(1, 'Order BR-000013: Approved by the seller', true, '/account?order=13'),
  ];

  it('shows each order once, its newest update first and the earlier ones under it', async () => {
    render(<NotificationsList notifications={records} onMarkRead={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const list = region.querySelector('.bui-notifications__list') as HTMLElement;
    const entries = Array.from(list.children);
    expect(
      entries.map((e) => e.querySelector('.bui-notifications__item-title')?.textContent),
    ).toEqual([
      'Order BR-000012: On its way',
      'New message from your designer',
      'Order BR-000013: Approved by the seller',
    ]);
    const earlier = within(entries[0] as HTMLElement).getByText('1 earlier update on this order');
    await userEvent.click(earlier);
    expect(
      within(entries[0] as HTMLElement).getByRole('link', {
        name: 'Order BR-000012: Approved by the seller',
      }),
    ).toBeVisible();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });
});
