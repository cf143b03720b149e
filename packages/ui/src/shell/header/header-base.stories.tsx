import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenuTriggerContent } from '../../accounts/user-menu/user-menu-trigger-content';
import { HeaderBase } from './header-base';

/**
 * HeaderBase is the header with the user menu as a slot: an app renders a light trigger until
 * the user reaches for the menu, then loads ui's UserMenu (the site does so). These stories fill
 * the slot with such a trigger; `Shell/Header` shows the header with the real menu.
 */
const onOpenMenu = fn();
const meta = {
  title: 'Shell/HeaderBase',
  component: HeaderBase,
  args: {
    cartCount: 2,
    onSearch: fn(),
    onLogout: fn(),
    renderUserMenu: (props) => (
      <button
        type="button"
        className="bui-user-menu__trigger"
        aria-haspopup="menu"
        onClick={onOpenMenu}
      >
        <UserMenuTriggerContent {...props} />
      </button>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderBase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: /notifications/ })).toBeNull();
  },
};

export const SignedInSlot: Story = {
  name: 'Signed in (menu slot)',
  args: { user: { name: 'Jane Homeowner' }, pendingNotifications: 3 },
  play: async ({ canvasElement }) => {
    onOpenMenu.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Jane Homeowner, 3 unread notifications' }),
    );
    await expect(onOpenMenu).toHaveBeenCalledTimes(1);
  },
};

export const WithoutSearch: Story = { args: { onSearch: undefined } };
