import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard, ProductCardSkeleton } from './product-card';
// Drawings of the products, bundled with the stories (Vite gives each a URL), so the cards show
// an image as on the site (without one, a card shows its grey placeholder).
import carraraHex from './story-carrara-hex.svg';
import faucet from './story-faucet.svg';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    product: {
      name: 'Carrara Marble Hex Tile',
      brand: 'Stone & Co',
      href: '#product',
      imageUrl: carraraHex,
      unitPriceCents: 5400,
      categoryUnit: 'Box',
      boxSqft: 12,
      size: { width_size: '12', height_size: '24' },
    },
    onAddToCart: fn(),
  },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add to cart: Carrara Marble Hex Tile' }),
    );
    await expect(args.onAddToCart).toHaveBeenCalled();
  },
};

export const PerPiece: Story = {
  args: {
    product: {
      name: 'Brushed Nickel Kitchen Faucet',
      brand: 'Aqua Works',
      imageUrl: faucet,
      unitPriceCents: 18900,
      categoryUnit: 'Piece',
      size: { pattern: 'Single handle' },
    },
  },
};

/** What a Pro sees on a listing (spec 1 §1: Pros see wholesale prices). */
export const ForAPro: Story = {
  args: { product: { ...meta.args.product, wholesalePriceCents: 4500 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Wholesale price $45.00; customers pay $54.00'),
    ).toBeVisible();
  },
};

export const Adding: Story = { args: { adding: true } };

export const Loading: Story = { render: () => <ProductCardSkeleton /> };
