import { createMemoryStorage } from '@brand/core/session';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandProvider, useBrandStores } from '../../provider/brand-provider';
import { CartBadge } from './cart-badge';

let stores: ReturnType<typeof useBrandStores> | undefined;
function Capture() {
  stores = useBrandStores();
  return null;
}

describe('given a count', () => {
  it.each([
    [0, 'Cart, 0 items'],
    [1, 'Cart, 1 item'],
    [7, 'Cart, 7 items'],
    [128, 'Cart, 99+ items'],
  ])('%i is announced as %s', (count, name) => {
    render(<CartBadge count={count} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/cart');
  });
});

describe('given the cart store of a BrandProvider', () => {
  it('shows the sum of the line quantities (spec 2 §2.5), live', () => {
    render(
      <BrandProvider storage={createMemoryStorage()} cookies={createMemoryStorage()}>
        <Capture />
        <CartBadge />
      </BrandProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    act(() => stores?.cart.getState().setLines([{ qty: 2 }, { qty: 3 }, { qty: 1 }]));
    expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toHaveTextContent('6');
  });
});
