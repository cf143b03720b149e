import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BoxCoverageCalculator } from './box-coverage-calculator';

describe('given no area yet', () => {
  it('asks for the area and offers nothing to use', () => {
    render(<BoxCoverageCalculator boxSqft={10} onUseBoxes={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Enter the area to see how many boxes you need.',
    );
    expect(screen.getByRole('button', { name: 'Use boxes' })).toBeDisabled();
  });
});

describe('given an area', () => {
  it('shows core’s boxes (with 10% waste), their coverage and price', async () => {
    const onUseBoxes = vi.fn();
    render(<BoxCoverageCalculator boxSqft={10} unitPriceCents={4500} onUseBoxes={onUseBoxes} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Area to cover (sq ft)' }), '100');
    // 100 sq ft + 10% = 110 -> 11 boxes of 10 sq ft
    expect(screen.getByRole('status')).toHaveTextContent('11 boxes covers 110 sq ft · $495.00');
    await userEvent.click(screen.getByRole('button', { name: 'Use 11 boxes' }));
    expect(onUseBoxes).toHaveBeenCalledWith(11);
  });

  it('keeps digits and one dot with two decimals', async () => {
    render(<BoxCoverageCalculator boxSqft={10} />);
    const input = screen.getByRole('textbox', { name: 'Area to cover (sq ft)' });
    await userEvent.type(input, '12a.3.456');
    expect(input).toHaveValue('12.34');
  });
});
