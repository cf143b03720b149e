import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type OrderItemRow, OrderItemsPopup } from './order-items-popup';

const items: OrderItemRow[] = [
  {
    id: 1,
    product_name: 'Carrara Marble Hex Tile',
    qty: 3,
    final_price: 54,
    contractor_markup_amt: 5.4,
    admin_profit_inclusive_tax: 21.87,
    line_total: 200.34,
    status: 'Shipped',
    status_date: '2026-03-05T18:00:00Z',
    width_size: '12',
    height_size: '24',
    length_size: null,
    pattern: null,
  },
  {
    id: 2,
    product_name: 'Brushed Nickel Kitchen Faucet',
    qty: 1,
    final_price: 189,
    contractor_markup_amt: 18.9,
    admin_profit_inclusive_tax: 30.24,
    line_total: 231.0,
    status: 'Return Request',
    status_date: '2026-03-09T17:30:00Z',
    width_size: null,
    height_size: null,
    length_size: null,
    pattern: 'Single handle',
  },
  {
    id: 3,
    product_name: 'White Oak Engineered Plank',
    qty: 12,
    final_price: 62.5,
    contractor_markup_amt: 6.25,
    admin_profit_inclusive_tax: 98.1,
    line_total: 922.35,
    status: 'Waiting for approval',
    status_date: '2026-03-10T16:00:00Z',
    width_size: '7',
    height_size: null,
    length_size: '48',
    pattern: null,
  },
];

const meta = {
  title: 'Commerce/OrderItemsPopup',
  component: OrderItemsPopup,
  args: { items, viewerRole: 'Vendor', orderNumber: 'BR-000123', onOpenChange: fn() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View items' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
  },
} satisfies Meta<typeof OrderItemsPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vendor: Story = {};

export const Contractor: Story = { args: { viewerRole: 'Contractor' } };

export const Admin: Story = { args: { viewerRole: 'Admin' } };

/** Issue 25 item 9: each line's price, and its status in the shopper's words. */
export const Customer: Story = {
  args: { viewerRole: 'User' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View items' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
    await expect(body.getByText('On its way')).toBeVisible();
    await expect(body.getByText('$200.34')).toBeVisible();
  },
};

export const AdminWithStatusDropdowns: Story = {
  args: { viewerRole: 'Admin', onStatusChange: fn() },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View items' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('NO item found in this order.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { items: [], loading: true } };
