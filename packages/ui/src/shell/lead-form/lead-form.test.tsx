import { VALIDATION_MESSAGES as M } from '@brand/core/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeadFormPopup } from './lead-form';

// Typing-heavy tests: keep them green on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

async function fill(dialog: HTMLElement, name: string, email: string, phone: string) {
  if (name) await userEvent.type(within(dialog).getByLabelText('Name'), name);
  if (email) await userEvent.type(within(dialog).getByLabelText('Email'), email);
  if (phone) await userEvent.type(within(dialog).getByLabelText('Phone number'), phone);
}

describe('given a closed popup with a trigger', () => {
  it('opens the "Save up to 30%" dialog from the trigger', async () => {
    render(
      <LeadFormPopup onSubmit={vi.fn()} trigger={<button type="button">Save up to 30%</button>} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save up to 30%' }));
    const dialog = screen.getByRole('dialog', { name: 'Save up to 30%' });
    expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone number')).toBeInTheDocument();
  });
});

describe('given an empty lead form', () => {
  it("requires name, email and phone with core's messages", async () => {
    const onSubmit = vi.fn();
    render(<LeadFormPopup onSubmit={onSubmit} defaultOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Save up to 30%' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const table = [
      ['Name', M.leadNameRequired],
      ['Email', M.emailRequired],
      ['Phone number', M.phoneRequired],
    ] as const;
    for (const [label, message] of table) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  });

  it('requires a valid email', async () => {
    render(<LeadFormPopup onSubmit={vi.fn()} defaultOpen />);
    const dialog = screen.getByRole('dialog');
    await fill(dialog, 'Jane Homeowner', 'jane@', '5551234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(M.emailInvalid);
  });
});

describe('given a valid lead', () => {
  it("sends it as a Pop-Ups lead with the showroom and shows the server's message", async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValue({ success: true, message: 'Thank you! We will contact you shortly.' });
    render(<LeadFormPopup onSubmit={onSubmit} shopProfileId={7} defaultOpen />);
    const dialog = screen.getByRole('dialog');
    await fill(dialog, 'Jane Homeowner', 'Jane@Example.com', '(555) 123-4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        full_name: 'Jane Homeowner',
        email: 'jane@example.com',
        phone_number: '(555) 123-4567',
        lead_type: 'Pop-Ups',
        shop_profile_id: 7,
      }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you! We will contact you shortly.',
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's message as an error when success is false", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ success: false, message: 'Please try later.' });
    render(<LeadFormPopup onSubmit={onSubmit} defaultOpen />);
    const dialog = screen.getByRole('dialog');
    await fill(dialog, 'Jane Homeowner', 'jane@example.com', '5551234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try later.');
  });

  it('shows server field errors beside the fields', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      Object.assign(new Error('Invalid input OR some mandatory fields are blank.'), {
        fieldErrors: { email: ['This email already asked for savings.'] },
      }),
    );
    render(<LeadFormPopup onSubmit={onSubmit} defaultOpen />);
    const dialog = screen.getByRole('dialog');
    await fill(dialog, 'Jane Homeowner', 'jane@example.com', '5551234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This email already asked for savings.',
    );
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      'This email already asked for savings.',
    );
  });
});

describe('given a controlled popup', () => {
  it('follows open and reports close', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <LeadFormPopup onSubmit={vi.fn()} open onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<LeadFormPopup onSubmit={vi.fn()} open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
