import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoxCoverageCalculator } from './box-coverage-calculator';

const meta = {
  title: 'Commerce/BoxCoverageCalculator',
  component: BoxCoverageCalculator,
  args: { boxSqft: 10.76, unitPriceCents: 4599, onUseBoxes: fn() },
} satisfies Meta<typeof BoxCoverageCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Area to cover (sq ft)' }), '120');
    await expect(canvas.getByRole('status')).toHaveTextContent('13 boxes');
    await userEvent.click(canvas.getByRole('button', { name: 'Use 13 boxes' }));
    await expect(args.onUseBoxes).toHaveBeenCalledWith(13);
  },
};
