import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Carousel } from './carousel';

const tones = ['#d9cfc1', '#c7d3d4', '#e4d8c8', '#cfd8cf', '#d8cdd6', '#d5d0c4', '#c9d2dc'];
const designs = tones.map((tone, i) => (
  <figure key={tone} style={{ margin: 0 }}>
    <div style={{ background: tone, aspectRatio: '4 / 3', borderRadius: 8 }} />
    <figcaption style={{ fontSize: 14, paddingTop: 6 }}>Kitchen design {i + 1}</figcaption>
  </figure>
));
const brands = Array.from({ length: 10 }, (_, i) => (
  <div
    // biome-ignore lint/suspicious/noArrayIndexKey: static demo logos
    key={i}
    style={{ border: '1px solid #e7e4df', borderRadius: 8, padding: 16, textAlign: 'center' }}
  >
    Brand {i + 1}
  </div>
));

const meta = {
  title: 'Navigation/Carousel',
  component: Carousel,
  args: { label: 'Inspired designs: Kitchen', children: designs },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Designs: Story = {};

export const DesignsNextPage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next slides' }));
    await expect(within(canvasElement).getByRole('group', { name: '5 of 7' })).toHaveAttribute(
      'data-state',
      'visible',
    );
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
};

export const BrandLogos: Story = {
  args: { label: 'Our brand partners', variant: 'brands', children: brands },
};

export const AutoplayPaused: Story = {
  args: { autoplayMs: 5000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Under prefers-reduced-motion (the test runner's setting) autoplay never starts on its own:
    // the visitor starts it explicitly, then pauses it.
    const start = canvas.queryByRole('button', { name: 'Start autoplay' });
    if (start) await userEvent.click(start);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause autoplay' }));
    await expect(canvas.getByRole('button', { name: 'Start autoplay' })).toBeInTheDocument();
  },
};
