import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusSelect } from './status-select';

const meta = {
  title: 'Commerce/StatusSelect',
  component: StatusSelect,
  args: {
    viewerRole: 'Vendor',
    defaultValue: 'Waiting for approval',
    onStatusChange: fn(),
    onValueChange: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 560 }}>{Story()}</div>],
} satisfies Meta<typeof StatusSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const openList = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('combobox'));
  const body = within(canvasElement.ownerDocument.body);
  return waitFor(() => body.getByRole('listbox'));
};

/**
 * An open Radix Select aria-hides the rest of the page (hideOthers) while its trigger stays
 * focusable, which axe reports as aria-hidden-focus. The listbox itself is checked in full;
 * only that rule is off, and only for the open states (see docs/decisions/ui.md).
 */
const openSelectA11y = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

export const Closed: Story = {};

export const VendorOpen: Story = {
  parameters: openSelectA11y,
  play: async ({ canvasElement }) => {
    const listbox = await openList(canvasElement);
    await expect(within(listbox).getByRole('option', { name: 'Approved' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(within(listbox).getByRole('option', { name: 'Shipped' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ContractorOpen: Story = {
  parameters: openSelectA11y,
  args: { viewerRole: 'Contractor', defaultValue: 'In Progress' },
  play: async ({ canvasElement }) => {
    await openList(canvasElement);
  },
};

export const AdminOpen: Story = {
  parameters: openSelectA11y,
  args: { viewerRole: 'Admin', defaultValue: 'Picked Up' },
  play: async ({ canvasElement }) => {
    const listbox = await openList(canvasElement);
    await expect(
      within(listbox).getByRole('option', { name: 'Accept to Pick Up' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Shipping' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const CustomerReadOnly: Story = {
  args: { viewerRole: 'User', defaultValue: 'Shipped' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const ChangeFiresOnce: Story = {
  parameters: openSelectA11y,
  play: async ({ args, canvasElement }) => {
    const listbox = await openList(canvasElement);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Approved' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith({
      from: 'Waiting for approval',
      to: 'Vendor Approved',
    });
    const again = await openList(canvasElement);
    await userEvent.click(within(again).getByRole('option', { name: 'Approved' }));
    await expect(args.onStatusChange).toHaveBeenCalledTimes(1);
  },
};
