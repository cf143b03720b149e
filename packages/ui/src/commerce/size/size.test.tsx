import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Size } from './size';

describe('given the size fields (spec 2 §3: pattern, else width X height, else width X length)', () => {
  it.each([
    [{ pattern: 'Herringbone', width_size: '3', height_size: '12' }, 'Herringbone'],
    [{ width_size: '12', height_size: '24', length_size: '48' }, '12 X 24'],
    [{ width_size: '7', length_size: '48' }, '7 X 48'],
  ])('%o is shown as %s', (size, text) => {
    render(<Size size={size} label="Size" />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Size:')).toBeInTheDocument();
  });

  it('renders nothing without a size', () => {
    const { container } = render(<Size size={{ width_size: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
