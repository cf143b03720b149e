import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryButtons } from './category-buttons';

const meta = {
  title: 'Navigation/CategoryButtons',
  component: CategoryButtons,
  args: { onSelect: fn() },
} satisfies Meta<typeof CategoryButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kitchen Sinks' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Kitchen Sinks');
  },
};

export const Selected: Story = { args: { selected: 'Tile Flooring' } };
