import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type OrderItemRow, OrderItemsPopup } from './order-items-popup';

const item = (patch: Partial<OrderItemRow> = {}): OrderItemRow => ({
  id: 1,
  product_name: 'Carrara Marble Hex Tile',
  qty: 3,
  final_price: 54,
  contractor_markup_amt: 5.4,
  admin_profit_inclusive_tax: 21.87,
  status: 'Shipped',
  status_date: '2026-03-05T18:00:00Z',
  width_size: '12',
  height_size: '24',
  length_size: null,
  pattern: null,
  ...patch,
});

describe('given an order without items', () => {
  it("shows 'NO item found in this order.'", () => {
    render(<OrderItemsPopup items={[]} viewerRole="Admin" defaultOpen />);
    expect(screen.getByRole('dialog')).toHaveTextContent('NO item found in this order.');
  });
});

describe('given items, by the viewer role (spec 2 §6)', () => {
  it.each([
    ['Vendor', 'Shipped', '$162.00'],
    ['Contractor', 'Shipped', '$16.20'],
    ['Admin', 'Shipped', '$21.87'],
    ['Vendor', 'Return Request', '-$162.00'],
    ['Contractor', 'Returned', '-$16.20'],
    ['Admin', 'Returned', '-$21.87'],
  ] as const)('%s on a %s item sees profit %s', (role, status, profit) => {
    render(<OrderItemsPopup items={[item({ status })]} viewerRole={role} defaultOpen />);
    const row = screen.getByRole('row', { name: /Carrara Marble Hex Tile/ });
    expect(within(row).getByText(profit)).toBeInTheDocument();
  });

  it('shows name, qty, size and the status with its MM.DD.YYYY date', () => {
    render(
      <OrderItemsPopup items={[item()]} viewerRole="Vendor" defaultOpen orderNumber="BR-000123" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Order BR-000123 items' });
    const row = within(dialog).getByRole('row', { name: /Carrara Marble Hex Tile/ });
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('12 X 24')).toBeInTheDocument();
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(within(row).getByText('03.05.2026')).toBeInTheDocument();
  });

  it('shows no profit column to a customer', () => {
    render(<OrderItemsPopup items={[item()]} viewerRole="User" defaultOpen />);
    expect(screen.queryByRole('columnheader', { name: 'Profit' })).not.toBeInTheDocument();
  });

  // Issue 25 item 9: the customer reads each line's price and its status in the shopper's words.
  it.each([
    ['Shipped', 'On its way'],
    ['Accept to Pick Up', 'Ready for pickup'],
    ['Vendor Approved', 'Approved by the seller'],
    ['Cancle', 'Cancelled'],
  ] as const)("shows a customer's %s item as '%s', with its price", (status, words) => {
    render(
      <OrderItemsPopup
        items={[item({ status, line_total: 175.5 })]}
        viewerRole="User"
        defaultOpen
      />,
    );
    const row = screen.getByRole('row', { name: /Carrara Marble Hex Tile/ });
    expect(within(row).getByText(words)).toBeInTheDocument();
    expect(within(row).queryByText(status)).not.toBeInTheDocument();
    expect(within(row).getByText('$175.50')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
  });

  it("keeps the spec's label for the roles that set statuses", () => {
    render(
      <OrderItemsPopup
        items={[item({ status: 'Accept to Pick Up' })]}
        viewerRole="Admin"
        defaultOpen
      />,
    );
    const row = screen.getByRole('row', { name: /Carrara Marble Hex Tile/ });
    expect(within(row).getByText('Accept to Pick Up')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
  });
});

describe('given the trigger', () => {
  it('opens the popup and closes it with Close', async () => {
    render(<OrderItemsPopup items={[item()]} viewerRole="Admin" />);
    await userEvent.click(screen.getByRole('button', { name: 'View items' }));
    expect(screen.getByRole('dialog', { name: 'Order items' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('given loading items', () => {
  it('shows a loading status, not the empty text', () => {
    render(<OrderItemsPopup items={[]} loading viewerRole="Admin" defaultOpen />);
    expect(screen.getByRole('status', { name: 'Loading order items' })).toBeInTheDocument();
    expect(screen.queryByText('NO item found in this order.')).not.toBeInTheDocument();
  });
});

describe('given onStatusChange', () => {
  it('each item gets a status dropdown named after it', () => {
    render(
      <OrderItemsPopup items={[item()]} viewerRole="Admin" defaultOpen onStatusChange={() => {}} />,
    );
    expect(
      screen.getByRole('combobox', { name: 'Status of Carrara Marble Hex Tile' }),
    ).toHaveTextContent('Shipped');
  });
});
