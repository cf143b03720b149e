import type { OrderItemStatus } from '@brand/core/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StatusSelect } from './status-select';

async function open(name = 'Order item status') {
  await userEvent.click(screen.getByRole('combobox', { name }));
  return screen.getByRole('listbox');
}

const optionState = (listbox: HTMLElement, label: string) =>
  within(listbox).getByRole('option', { name: label }).getAttribute('aria-disabled') === 'true'
    ? 'disabled'
    : 'enabled';

function Controlled() {
  const [value, setValue] = useState<OrderItemStatus>('In Progress');
  return (
    <>
      <StatusSelect viewerRole="Contractor" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('given a stored status', () => {
  it.each([
    ['Waiting for approval', 'Pending Approval'],
    ['Vendor Approved', 'Approved'],
    ['Decline', 'Not Approved'],
    ['In Progress', 'In Progress'],
    ['Ready to Pick Up', 'Ready for Pick Up'],
    ['Accept to Pick Up', 'Accept to Pick Up'],
    ['Picked Up', 'Picked Up'],
    ['Shipping', 'Shipping'],
    ['Shipped', 'Shipped'],
    ['Out For Delivery', 'Out For Delivery'],
    ['Cancle', 'Cancle'],
    ['Return Request', 'Return Request'],
    ['Returned', 'Returned'],
    ['Delivered', 'Delivered'],
  ] as const)('stored %s is shown as %s', (stored, shown) => {
    render(<StatusSelect viewerRole="Admin" value={stored} />);
    expect(screen.getByRole('combobox', { name: 'Order item status' })).toHaveTextContent(shown);
  });
});

describe('given the dropdown rules (spec 2 §4)', () => {
  it.each([
    // role, stored, option shown, expected
    ['Vendor', 'Waiting for approval', 'Approved', 'enabled'],
    ['Vendor', 'Waiting for approval', 'Accept to Pick Up', 'disabled'],
    ['Contractor', 'In Progress', 'Ready for Pick Up', 'enabled'],
    ['Contractor', 'In Progress', 'Shipped', 'disabled'],
    ['Admin', 'Ready to Pick Up', 'Accept to Pick Up', 'enabled'],
    ['Admin', 'Accept to Pick Up', 'Pending Approval', 'disabled'],
    ['Admin', 'Accept to Pick Up', 'Ready for Pick Up', 'disabled'],
    ['Admin', 'Picked Up', 'Accept to Pick Up', 'disabled'],
    ['Admin', 'Picked Up', 'Shipping', 'enabled'],
    ['Admin', 'Shipped', 'Delivered', 'enabled'],
  ] as const)('%s on %s: option %s is %s', async (role, stored, option, expected) => {
    render(<StatusSelect viewerRole={role} defaultValue={stored} />);
    expect(optionState(await open(), option)).toBe(expected);
  });

  it('groups the Admin-only statuses under "Admin only"', async () => {
    render(<StatusSelect viewerRole="Vendor" defaultValue="Waiting for approval" />);
    const listbox = await open();
    const group = within(listbox).getByText('Admin only').parentElement as HTMLElement;
    expect(within(group).getByRole('option', { name: 'Accept to Pick Up' })).toBeInTheDocument();
    expect(within(group).queryByRole('option', { name: 'Approved' })).not.toBeInTheDocument();
  });

  it('is disabled for a customer, who has nothing to choose', () => {
    render(<StatusSelect viewerRole="User" defaultValue="Shipped" />);
    expect(screen.getByRole('combobox', { name: 'Order item status' })).toBeDisabled();
  });
});

describe('given a change of selection', () => {
  it('fires onStatusChange only when the value differs from the stored one', async () => {
    const onStatusChange = vi.fn();
    const onValueChange = vi.fn();
    render(
      <StatusSelect
        viewerRole="Vendor"
        defaultValue="Waiting for approval"
        onStatusChange={onStatusChange}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(within(await open()).getByRole('option', { name: 'Approved' }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith({
      from: 'Waiting for approval',
      to: 'Vendor Approved',
    });
    expect(screen.getByRole('combobox')).toHaveTextContent('Approved');

    await userEvent.click(within(await open()).getByRole('option', { name: 'Approved' }));
    expect(onStatusChange).toHaveBeenCalledTimes(1);
  });

  it('works controlled: the shown value follows the value prop', async () => {
    render(<Controlled />);
    await userEvent.click(within(await open()).getByRole('option', { name: 'Ready for Pick Up' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ready to Pick Up');
    expect(screen.getByRole('combobox')).toHaveTextContent('Ready for Pick Up');
  });
});
