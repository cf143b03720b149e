import { VALIDATION_MESSAGES as M } from '@brand/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { LeadFormPopup } from './lead-form';

const meta = {
  title: 'Accounts/LeadFormPopup',
  component: LeadFormPopup,
  args: {
    onSubmit: fn(async () => ({
      success: true,
      message: 'Thank you! We will contact you shortly.',
    })),
    trigger: <Button variant="secondary">Save up to 30%</Button>,
  },
} satisfies Meta<typeof LeadFormPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save up to 30%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save up to 30%' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Errors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save up to 30%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save up to 30%' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    await expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      M.leadNameRequired,
    );
  },
};

export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save up to 30%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save up to 30%' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Jane Homeowner');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '(555) 123-4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you! We will contact you shortly.',
    );
  },
};

export const ServerRefused: Story = {
  args: { onSubmit: fn(async () => ({ success: false, message: 'Please try again later.' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save up to 30%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save up to 30%' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Jane Homeowner');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '5551234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please try again later.',
    );
  },
};
