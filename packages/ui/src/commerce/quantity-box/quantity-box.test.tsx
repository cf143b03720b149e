import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityBox } from './quantity-box';

describe('given the default minimum unit (1)', () => {
  it('starts at 1 with Decrease disabled, and + / - step by one', async () => {
    const onValueChange = vi.fn();
    render(<QuantityBox onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(input).toHaveValue('2');
    expect(onValueChange.mock.calls).toEqual([[2], [3], [2]]);
  });

  it.each([
    ['12abc', '12'],
    ['-5', '5'],
    ['0', '1'],
    ['', '1'],
  ])(
    'typing %j then leaving the field gives %s (numbers only, not below 1)',
    async (typed, shown) => {
      render(<QuantityBox />);
      const input = screen.getByRole('textbox', { name: 'Quantity' });
      await userEvent.clear(input);
      if (typed) await userEvent.type(input, typed);
      await userEvent.tab();
      expect(input).toHaveValue(shown);
    },
  );
});

describe('given a minimum unit of 4', () => {
  it('never goes below it and says so', async () => {
    const onValueChange = vi.fn();
    render(<QuantityBox minUnit={4} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveValue('4');
    expect(input).toHaveAccessibleDescription('Minimum 4');
    await userEvent.clear(input);
    await userEvent.type(input, '2{Enter}');
    expect(input).toHaveValue('4');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('given a controlled value', () => {
  it('shows the value and reports changes without changing by itself', async () => {
    const onValueChange = vi.fn();
    render(<QuantityBox value={5} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onValueChange).toHaveBeenCalledWith(6);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('5');
  });
});
