import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToastProvider } from '../../primitives/toast/toast';
import { ProjectChecklist } from './project-checklist';

const meta = {
  title: 'Projects/ProjectChecklist',
  component: ProjectChecklist,
  args: {
    items: [
      {
        id: 1,
        name: 'Carrara Marble Hex Tile',
        qty: 4,
        note: 'Master bath floor',
        checked: false,
        size: { width_size: '12', height_size: '24' },
      },
      { id: 2, name: 'Brushed Nickel Kitchen Faucet', qty: 1, note: null, checked: true },
      { id: 3, name: 'White Oak Engineered Plank', qty: 18, note: 'Living room', checked: false },
    ],
    onToggle: fn(),
    onQtyChange: fn(),
    onNoteChange: fn(),
    onAddAllToCart: fn(async () => ({ message: 'Products added to your cart.' })),
    onShare: fn(async () => ({ message: 'Checklist shared with Harbor Kitchens & Baths.' })),
  },
  decorators: [
    (Story) => (
      <ToastProvider duration={60_000}>
        <div style={{ maxWidth: 720 }}>{Story()}</div>
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ProjectChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {};

export const SharedToPro: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share with your Pro' }));
    await expect(args.onShare).toHaveBeenCalled();
    await expect(
      await canvas.findByText('Checklist shared with Harbor Kitchens & Baths.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { items: [], status: 'loading' } };
export const Empty: Story = { args: { items: [] } };
export const ErrorState: Story = {
  name: 'Error',
  args: {
    items: [],
    status: 'error',
    errorMessage: 'Record not found for processing.',
    onRetry: fn(),
  },
};

/** Without handlers (a Pro reading a client's checklist): nothing to change, share or add. */
export const ReadOnly: Story = {
  args: {
    onToggle: undefined,
    onQtyChange: undefined,
    onNoteChange: undefined,
    onAddAllToCart: undefined,
    onShare: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /Carrara Marble Hex Tile/ })).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: 'Note for Carrara Marble Hex Tile' }),
    ).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Share with your Pro' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add all to cart' })).toBeNull();
  },
};
