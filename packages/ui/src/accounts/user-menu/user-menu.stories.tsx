import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UserMenu } from './user-menu';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  args: { userName: 'Jane Homeowner', pendingNotifications: 3, onLogout: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Homeowner/ }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Notifications, 3 pending' }),
    ).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
  },
};

export const OpenNothingPending: Story = {
  args: { pendingNotifications: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Jane Homeowner' }));
    await expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Notifications' }),
    ).toBeInTheDocument();
  },
};

export const LogOut: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Homeowner/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
