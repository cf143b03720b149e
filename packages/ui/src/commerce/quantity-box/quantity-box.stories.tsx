import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityBox } from './quantity-box';

const meta = {
  title: 'Commerce/QuantityBox',
  component: QuantityBox,
  args: { onValueChange: fn() },
} satisfies Meta<typeof QuantityBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MinimumUnit: Story = { args: { minUnit: 4, showLabel: true, label: 'Boxes' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 3 } };

export const TypingLettersIsIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '1x2{Enter}');
    await expect(input).toHaveValue('12');
    await expect(args.onValueChange).toHaveBeenCalledWith(12);
  },
};
