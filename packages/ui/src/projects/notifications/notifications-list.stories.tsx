import type { Notification } from '@brand/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    kind: 'hire',
    title: 'A designer accepted your project',
    body: 'Maya from Coastal Interiors will start on your kitchen.',
    link: null,
    pending: true,
    created_at: '2026-11-19T21:10:00.000Z',
  },
  {
    id: 3,
    kind: 'chat_message',
    title: 'New message from your designer',
    body: 'I added two tile options to the checklist.',
    link: null,
    pending: false,
    created_at: '2026-11-18T08:00:00.000Z',
  },
];

const meta = {
  title: 'Account/NotificationsList',
  component: NotificationsList,
  args: { notifications: RECORDS, onMarkRead: fn(), onMarkAllRead: fn() },
} satisfies Meta<typeof NotificationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark as read: Your vanity shipped' }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith(1);
  },
};

export const AllRead: Story = {
  args: { notifications: RECORDS.map((item) => ({ ...item, pending: false })) },
};

export const Empty: Story = { args: { notifications: [] } };

export const Loading: Story = { args: { notifications: [], loading: true } };

export const LoadError: Story = {
  args: { notifications: [], error: 'Internal Server error please try again.', onRetry: fn() },
};
