import type { Meta, StoryObj } from '@storybook/react-vite';
import { Size } from './size';

const meta = {
  title: 'Commerce/Size',
  component: Size,
  args: { label: 'Size', size: { width_size: '12', height_size: '24' } },
} satisfies Meta<typeof Size>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WidthByHeight: Story = {};
export const WidthByLength: Story = { args: { size: { width_size: '7', length_size: '48' } } };
export const Pattern: Story = { args: { size: { pattern: 'Herringbone' } } };
