import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryButtons } from './category-buttons';

const SPEC_CATEGORIES = [
  'Appliances',
  'Artificial Turf',
  'Backsplash Tiles',
  'Bathroom Faucets',
  'Bathroom Vanitys',
  'Bath Tubs',
  'Cabinet Hardware',
  'Countertop',
  'Fans',
  'Hardscaping',
  'Hardwood Flooring',
  'Kitchen Faucets',
  'Kitchen Sinks',
  'Laminate Flooring',
  'Lights',
  'luxury-flooring',
  'Pool Copings',
  'Showers',
  'Stacked Stone',
  'Tile Flooring',
  'Toilets',
];

describe('given the default categories', () => {
  it('shows the spec’s 21 buttons in order, spelled as the spec spells them', () => {
    render(<CategoryButtons />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(SPEC_CATEGORIES);
  });

  it('reports the chosen category', async () => {
    const onSelect = vi.fn();
    render(<CategoryButtons onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bathroom Vanitys' }));
    expect(onSelect).toHaveBeenCalledWith('Bathroom Vanitys');
  });

  it('marks the selected one as pressed', () => {
    render(<CategoryButtons selected="Toilets" />);
    expect(screen.getByRole('button', { name: 'Toilets' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Fans' })).toHaveAttribute('aria-pressed', 'false');
  });
});
