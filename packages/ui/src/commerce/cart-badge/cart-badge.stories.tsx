import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartBadge } from './cart-badge';

const meta = {
  title: 'Commerce/CartBadge',
  component: CartBadge,
  args: { count: 3 },
} satisfies Meta<typeof CartBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: { count: 0 } };
export const Many: Story = { args: { count: 128 } };
