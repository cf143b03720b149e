import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceLine } from './price-line';

const meta = {
  title: 'Commerce/PriceLine',
  component: PriceLine,
  args: { unitPriceCents: 5400, categoryUnit: 'Box', boxSqft: 12 },
} satisfies Meta<typeof PriceLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PerSqftAndBox: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const PerBoxOnly: Story = { args: { boxSqft: null } };
export const PerUom: Story = { args: { categoryUnit: 'Piece', boxSqft: null, uom: 'Set' } };
export const PerPiece: Story = {
  args: { categoryUnit: 'Piece', boxSqft: null, uom: null, unitPriceCents: 32900 },
};
