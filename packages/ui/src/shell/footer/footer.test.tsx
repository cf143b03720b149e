import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

// Typing-heavy tests: keep them green on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

describe('given a footer', () => {
  it('links to orders, return policy, FAQ, support, privacy, cookies, terms and showroom', () => {
    render(<Footer licenseNumber="CSLB 1045678" />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const table = [
      ['Your Orders', '/your_orders'],
      ['Return Policy', '/return_policy'],
      ['FAQ', '/faq'],
      ['Support', '/contact'],
      ['Privacy Policy', '/privacy_policy'],
      ['Cookies Policy', '/cookies_policy'],
      ['Terms of Service', '/terms_of_service'],
      ['Showroom', '/visualize'],
    ] as const;
    expect(within(nav).getAllByRole('link')).toHaveLength(table.length);
    for (const [name, href] of table) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the licence number', () => {
    render(<Footer licenseNumber="CSLB 1045678" />);
    expect(screen.getByText(/License No\./)).toHaveTextContent('License No. CSLB 1045678');
  });

  it('has no lead form trigger without onLeadSubmit', () => {
    render(<Footer licenseNumber="CSLB 1045678" />);
    expect(screen.queryByRole('button', { name: 'Save up to 30%' })).not.toBeInTheDocument();
  });
});

describe('given the lead form trigger', () => {
  it('opens "Save up to 30%" and sends the lead with the showroom', async () => {
    const onLeadSubmit = vi.fn().mockResolvedValue({ success: true, message: 'Thank you!' });
    render(<Footer licenseNumber="CSLB 1045678" onLeadSubmit={onLeadSubmit} shopProfileId={4} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save up to 30%' }));
    const dialog = screen.getByRole('dialog', { name: 'Save up to 30%' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Jane Homeowner');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '5551234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get my savings' }));
    expect(onLeadSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ full_name: 'Jane Homeowner', shop_profile_id: 4 }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you!');
  });
});
