import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { Cart } from './cart';

interface Line {
  id: number;
  name: string;
  unitPriceCents: number;
  categoryUnit: string;
  boxSqft?: number;
  uom?: string;
  qty: number;
  size?: { width_size?: string; height_size?: string; pattern?: string };
}

const LINES: Line[] = [
  {
    id: 1,
    name: 'Carrara Marble Hex Tile',
    unitPriceCents: 5400,
    categoryUnit: 'Box',
    boxSqft: 12,
    qty: 4,
    size: { width_size: '12', height_size: '24' },
  },
  {
    id: 2,
    name: 'Brushed Nickel Kitchen Faucet',
    unitPriceCents: 18900,
    categoryUnit: 'Piece',
    qty: 1,
    size: { pattern: 'Single handle' },
  },
];

function DemoCart({ initial, onCheckout }: { initial: Line[]; onCheckout: () => void }) {
  const [lines, setLines] = useState(initial);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  return (
    <Cart.Root style={{ maxWidth: 720 }}>
      {lines.length === 0 ? (
        <Cart.Empty action={<Button variant="secondary">Continue Shopping</Button>} />
      ) : (
        <>
          <Cart.Lines>
            {lines.map(({ id, ...line }) => (
              <Cart.Line
                key={id}
                {...line}
                onQuantityChange={(qty) =>
                  setLines((all) => all.map((l) => (l.id === id ? { ...l, qty } : l)))
                }
                onRemove={() => setLines((all) => all.filter((l) => l.id !== id))}
              />
            ))}
          </Cart.Lines>
          <Cart.Summary
            subtotalCents={subtotal}
            itemCount={count}
            action={
              <Button block onClick={onCheckout}>
                Checkout
              </Button>
            }
          />
        </>
      )}
    </Cart.Root>
  );
}

const meta = {
  title: 'Commerce/Cart',
  component: DemoCart,
  args: { initial: LINES, onCheckout: fn() },
} satisfies Meta<typeof DemoCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {};

export const Empty: Story = { args: { initial: [] } };

export const Loading: Story = { render: () => <Cart.Skeleton /> };

export const ChangeQuantityAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Increase quantity of carrara marble hex tile' }),
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Quantity of Carrara Marble Hex Tile' }),
    ).toHaveValue('5');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Brushed Nickel Kitchen Faucet' }),
    );
    await expect(canvas.getByText('$270.00', { selector: '.bui-cart__subtotal' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};
