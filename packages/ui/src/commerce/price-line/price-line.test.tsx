import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLine } from './price-line';

describe('given a product with box_sqft (spec 2 §2.1)', () => {
  it('shows the per-square-foot price first, then the per-Box price', () => {
    render(<PriceLine unitPriceCents={5400} categoryUnit="Box" boxSqft={12} />);
    const line = screen.getByText((_, el) => el?.getAttribute('data-slot') === 'price-line');
    expect(line).toHaveTextContent('$4.50 / sq ft$54.00 / Box');
    expect(line.firstElementChild).toHaveClass('bui-price-line__primary');
    expect(line.firstElementChild).toHaveAttribute('data-unit', 'sq ft');
  });
});

describe('given a product without box_sqft', () => {
  it.each([
    ['Box', null, '$54.00 / Box'],
    ['Piece', 'Set', '$54.00 / Set'],
    ['Piece', null, '$54.00 / Piece'],
    [null, null, '$54.00 / Piece'],
  ])('unit %s, uom %s: %s', (categoryUnit, uom, text) => {
    render(<PriceLine unitPriceCents={5400} categoryUnit={categoryUnit} uom={uom} />);
    const line = screen.getByText((_, el) => el?.getAttribute('data-slot') === 'price-line');
    expect(line).toHaveTextContent(text);
    expect(line.children).toHaveLength(1);
  });
});
