import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FooterBase } from './footer-base';

describe('given a lead form slot', () => {
  it('renders the slot with the submit handler and the showroom', () => {
    const onLeadSubmit = vi.fn();
    const renderLeadForm = vi.fn(() => <button type="button">Save up to 30%</button>);
    render(
      <FooterBase
        licenseNumber="CSLB 1045678"
        onLeadSubmit={onLeadSubmit}
        shopProfileId={4}
        renderLeadForm={renderLeadForm}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save up to 30%' })).toBeInTheDocument();
    expect(renderLeadForm).toHaveBeenCalledWith(
      expect.objectContaining({ onSubmit: onLeadSubmit, shopProfileId: 4 }),
    );
  });

  it('does not render the slot without onLeadSubmit', () => {
    const renderLeadForm = vi.fn(() => null);
    render(<FooterBase licenseNumber="CSLB 1045678" renderLeadForm={renderLeadForm} />);
    expect(renderLeadForm).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});
