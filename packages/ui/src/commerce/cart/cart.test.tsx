import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../primitives/button/button';
import { Cart } from './cart';

describe('given lines', () => {
  it('shows each line with its quantity, line total and Remove; summary totals', async () => {
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    render(
      <Cart.Root>
        <Cart.Lines>
          <Cart.Line
            name="Carrara Marble Hex Tile"
            unitPriceCents={5400}
            categoryUnit="Box"
            boxSqft={12}
            qty={2}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
          />
        </Cart.Lines>
        <Cart.Summary subtotalCents={10800} itemCount={2} action={<Button>Checkout</Button>} />
      </Cart.Root>,
    );
    const cart = screen.getByRole('region', { name: 'Cart' });
    const line = within(cart).getByRole('listitem');
    expect(
      within(line).getByRole('textbox', { name: 'Quantity of Carrara Marble Hex Tile' }),
    ).toHaveValue('2');
    expect(within(line).getByText('$108.00')).toBeInTheDocument();
    await userEvent.click(
      within(line).getByRole('button', { name: 'Increase quantity of carrara marble hex tile' }),
    );
    expect(onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.click(
      within(line).getByRole('button', { name: 'Remove Carrara Marble Hex Tile' }),
    );
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(within(cart).getByText('Subtotal').nextElementSibling).toHaveTextContent('$108.00');
    expect(within(cart).getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('a pending line is busy and its controls are disabled', () => {
    render(
      <Cart.Lines>
        <Cart.Line
          name="Faucet"
          unitPriceCents={100}
          qty={1}
          pending
          onRemove={() => {}}
          onQuantityChange={() => {}}
        />
      </Cart.Lines>,
    );
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Remove Faucet' })).toBeDisabled();
  });
});

describe('given no lines', () => {
  it('shows a sentence and an action', () => {
    render(
      <Cart.Root>
        <Cart.Empty action={<a href="/">Continue Shopping</a>} />
      </Cart.Root>,
    );
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });
});

describe('given loading', () => {
  it('announces the loading cart', () => {
    render(<Cart.Skeleton />);
    expect(screen.getByRole('status', { name: 'Loading cart' })).toBeInTheDocument();
  });
});
