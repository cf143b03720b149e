import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard, ProductCardSkeleton } from './product-card';

const tile = {
  name: 'Carrara Marble Hex Tile',
  brand: 'Stone & Co',
  href: '/product/abc123/AB12CD34',
  unitPriceCents: 5400,
  categoryUnit: 'Box',
  boxSqft: 12,
  size: { width_size: '12', height_size: '24' },
};

describe('given a product', () => {
  it('shows brand, a link named by the product, size and the price line', () => {
    render(<ProductCard product={tile} />);
    expect(screen.getByRole('heading', { name: 'Carrara Marble Hex Tile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrara Marble Hex Tile' })).toHaveAttribute(
      'href',
      '/product/abc123/AB12CD34',
    );
    expect(screen.getByText('Stone & Co')).toBeInTheDocument();
    expect(screen.getByText('12 X 24')).toBeInTheDocument();
    expect(screen.getByText('$4.50')).toBeInTheDocument();
  });

  it('shows the wholesale price only when it is given (Pros, Admins, its vendor)', () => {
    const { rerender } = render(<ProductCard product={tile} />);
    expect(screen.queryByText(/Wholesale price/)).toBeNull();
    rerender(<ProductCard product={{ ...tile, wholesalePriceCents: 4500 }} />);
    expect(screen.getByText('Wholesale price $45.00; customers pay $54.00')).toBeInTheDocument();
  });

  it('adds to cart with a button named after the product', async () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={tile} onAddToCart={onAddToCart} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Add to cart: Carrara Marble Hex Tile' }),
    );
    expect(onAddToCart).toHaveBeenCalledTimes(1);
  });
});

describe('given an image in several widths', () => {
  it('offers the browser its srcset and sizes', () => {
    const { container } = render(
      <ProductCard
        product={{
          ...tile,
          imageUrl: '/demo/products/7.svg',
          imageSrcSet: '/demo/products/7.svg?w=320 320w, /demo/products/7.svg?w=640 640w',
          imageSizes: '50vw',
        }}
      />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/demo/products/7.svg');
    expect(img).toHaveAttribute(
      'srcset',
      '/demo/products/7.svg?w=320 320w, /demo/products/7.svg?w=640 640w',
    );
    expect(img).toHaveAttribute('sizes', '50vw');
  });

  it('gives a single image no sizes', () => {
    const { container } = render(
      <ProductCard product={{ ...tile, imageUrl: '/storage/a.png', imageSizes: '50vw' }} />,
    );
    expect(container.querySelector('img')).not.toHaveAttribute('sizes');
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });
});

describe('given loading', () => {
  it('the skeleton is hidden from assistive tech', () => {
    const { container } = render(<ProductCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
