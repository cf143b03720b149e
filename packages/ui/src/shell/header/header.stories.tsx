import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Header } from './header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { cartCount: 3, onSearch: fn(), onLogout: fn(), onMenuOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const VisitorEmptyCart: Story = { args: { cartCount: 0 } };

export const SignedIn: Story = {
  args: { user: { name: 'Jane Homeowner' }, pendingNotifications: 2 },
};

export const UserMenuOpen: Story = {
  args: { user: { name: 'Jane Homeowner' }, pendingNotifications: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Jane Homeowner, 2 unread notifications' }),
    );
    await expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'My Account' }),
    ).toBeInTheDocument();
  },
};

export const Searching: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'oak floor');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('oak floor');
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};

export const MobileMenuOpen: Story = {
  args: { user: { name: 'Jane Homeowner' }, pendingNotifications: 5 },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(true);
  },
};

export const SearchingWithTypeahead: Story = {
  name: 'Searching with typeahead (keyboard)',
  args: {
    onSuggest: async (q: string) =>
      [
        { type: 'category' as const, id: 14, hash: null, text: 'Tile Flooring', match: [] },
        {
          type: 'product' as const,
          id: 31,
          hash: 'p31',
          text: 'Modern White Matte Tile',
          match: [],
        },
      ].filter((s) => s.text.toLowerCase().includes(q.toLowerCase())),
    onChooseSuggestion: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'tile');
    await expect(await canvas.findAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChooseSuggestion).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Tile Flooring' }),
    );
  },
};
